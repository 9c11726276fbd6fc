import { accountBoxesRoute } from '../account-boxes-route';

const route = accountBoxesRoute('creditAccount', ['credit']);
export default route.Page;
export const generateMetadata = route.generateMetadata;
