import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('transactions', 'all');
export default route.Page;
export const generateMetadata = route.generateMetadata;
