import { accountBoxesRoute } from '../account-boxes-route';

const route = accountBoxesRoute('cryptoAccount', ['crypto']);
export default route.Page;
export const generateMetadata = route.generateMetadata;
