import { accountBoxesRoute } from '../account-boxes-route';

const route = accountBoxesRoute('earningAccount', ['earning']);
export default route.Page;
export const generateMetadata = route.generateMetadata;
