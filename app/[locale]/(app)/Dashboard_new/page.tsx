import { dashboardRoute } from '../dashboard-route';

const route = dashboardRoute('dashboardNew');
export default route.Page;
export const generateMetadata = route.generateMetadata;
