import { dashboardRoute } from '../dashboard-route';

const route = dashboardRoute('dashboard');
export default route.Page;
export const generateMetadata = route.generateMetadata;
