import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('cryptoEarning', '/Transactions_crypto_earning', 'earning');
export default route.Page;
export const generateMetadata = route.generateMetadata;
