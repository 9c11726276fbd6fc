import { accountBoxesRoute } from '../account-boxes-route';

const route = accountBoxesRoute('earningStaking', ['earning'], 'staking');
export default route.Page;
export const generateMetadata = route.generateMetadata;
