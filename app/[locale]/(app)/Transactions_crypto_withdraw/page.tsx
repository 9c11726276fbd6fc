import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('cryptoWithdraw', 'cryptoWithdrawal');
export default route.Page;
export const generateMetadata = route.generateMetadata;
