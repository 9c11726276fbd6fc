import { ContentPage } from '@/components/content/ContentPage';
import { contentMetadata, getCryptoMerchPage } from '@/lib/server/pages/content';

export const generateMetadata = () => contentMetadata('cryptoMerch');

export default async function CryptoMerchPage() {
  return <ContentPage view={await getCryptoMerchPage()} />;
}
