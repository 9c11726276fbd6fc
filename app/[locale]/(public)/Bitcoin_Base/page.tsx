import { DocumentPage } from '@/components/content/DocumentPage';
import { contentMetadata, getBitcoinBasePage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('bitcoinBase');

export default async function BitcoinBasePage() {
  return <DocumentPage view={await getBitcoinBasePage()} />;
}
