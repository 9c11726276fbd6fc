import { placeholderRoute } from '@/components/common/placeholder-route';

const route = placeholderRoute('verify2faOtp');
export default route.Page;
export const generateMetadata = route.generateMetadata;
