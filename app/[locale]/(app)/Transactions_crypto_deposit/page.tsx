import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('cryptoDeposit', 'cryptoDeposit');
export default route.Page;
export const generateMetadata = route.generateMetadata;
