import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('cryptoWithdraw', '/Transactions_crypto_withdraw', 'cryptoWithdrawal');
export default route.Page;
export const generateMetadata = route.generateMetadata;
