import { placeholderRoute } from '@/components/common/placeholder-route';

const route = placeholderRoute('settings');
export default route.Page;
export const generateMetadata = route.generateMetadata;
