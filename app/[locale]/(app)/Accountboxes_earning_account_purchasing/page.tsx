import { accountBoxesRoute } from '../account-boxes-route';

const route = accountBoxesRoute('earningPurchasing', ['earning'], 'purchasing');
export default route.Page;
export const generateMetadata = route.generateMetadata;
