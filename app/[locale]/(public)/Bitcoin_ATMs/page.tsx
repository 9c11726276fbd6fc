import { placeholderRoute } from '@/components/common/placeholder-route';

const route = placeholderRoute('atmMap');
export default route.Page;
export const generateMetadata = route.generateMetadata;
