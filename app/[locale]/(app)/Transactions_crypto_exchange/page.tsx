import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('cryptoExchange', '/Transactions_crypto_exchange', 'exchange');
export default route.Page;
export const generateMetadata = route.generateMetadata;
