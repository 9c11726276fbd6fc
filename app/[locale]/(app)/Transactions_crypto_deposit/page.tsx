import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('cryptoDeposit', '/Transactions_crypto_deposit', 'cryptoDeposit');
export default route.Page;
export const generateMetadata = route.generateMetadata;
