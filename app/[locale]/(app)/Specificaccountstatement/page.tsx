import { placeholderRoute } from '@/components/common/placeholder-route';

const route = placeholderRoute('accountStatement');
export default route.Page;
export const generateMetadata = route.generateMetadata;
