import { accountBoxesRoute } from '../account-boxes-route';

const route = accountBoxesRoute('accountBox');
export default route.Page;
export const generateMetadata = route.generateMetadata;
