import { accountBoxesRoute } from '../account-boxes-route';

const route = accountBoxesRoute('cashAccount', ['cash']);
export default route.Page;
export const generateMetadata = route.generateMetadata;
