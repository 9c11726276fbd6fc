import { accountBoxesRoute } from '../account-boxes-route';

const route = accountBoxesRoute('accountBoxes');
export default route.Page;
export const generateMetadata = route.generateMetadata;
