import { TypographyGuide } from '@/components/style-guide/StyleGuide';
import { routeMetadata } from '@/lib/server/seo';
import { getStyleGuidePage } from '@/lib/server/shell/page';

export const generateMetadata = routeMetadata('typography', { noindex: true });

export default async function StyleGuidePage() {
  return <TypographyGuide {...await getStyleGuidePage()} />;
}
