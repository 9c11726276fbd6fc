import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('cashOrder', 'cash');
export default route.Page;
export const generateMetadata = route.generateMetadata;
