import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('cashOrder', '/Transactions_cash_order', 'cash');
export default route.Page;
export const generateMetadata = route.generateMetadata;
