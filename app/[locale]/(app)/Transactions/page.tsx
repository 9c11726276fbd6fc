import { placeholderRoute } from '@/app/[locale]/placeholder-route';

const route = placeholderRoute('transactions');
export default route.Page;
export const generateMetadata = route.generateMetadata;
