import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('cryptoExchange', 'exchange');
export default route.Page;
export const generateMetadata = route.generateMetadata;
