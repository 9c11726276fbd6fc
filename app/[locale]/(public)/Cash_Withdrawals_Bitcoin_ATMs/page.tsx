import { ContentPage } from '@/components/content/ContentPage';
import { contentMetadata, getCashWithdrawalsPage } from '@/lib/server/content/page';

export const generateMetadata = () => contentMetadata('cashWithdrawals');

export default async function CashWithdrawalsPage() {
  return <ContentPage view={await getCashWithdrawalsPage()} />;
}
