import { placeholderRoute } from '@/app/[locale]/placeholder-route';

const route = placeholderRoute('typography');
export default route.Page;
export const generateMetadata = route.generateMetadata;
