import { transactionsRoute } from '../transactions-route';

const route = transactionsRoute('cryptoEarning', 'earning');
export default route.Page;
export const generateMetadata = route.generateMetadata;
