import { ContentPage } from '@/components/content/ContentPage';
import { contentMetadata, getCryptoMerchPage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('cryptoMerch');

export default async function CryptoMerchPage() {
  return <ContentPage view={await getCryptoMerchPage()} />;
}
