import { getTranslations } from 'next-intl/server';
import { CryptoWithdraw } from '@/components/chain/CryptoWithdraw';
import { AppPage } from '@/components/frame/AppPage';
import { getCryptoWithdrawPage } from '@/lib/server/chain/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('cryptoWithdraw');

/** Crypto withdrawal: the saved addresses of a coin, the form that sends to one, and the coin's withdrawals (`?asset=LTC`). */
export default async function CryptoWithdrawPage({ searchParams }: PageProps<'/[locale]/Transactions_crypto_withdraw'>) {
  const view = await getCryptoWithdrawPage(await searchParams);
  const t = await getTranslations();
  return (
    <AppPage title={t('routes.cryptoWithdraw')} intro={t('history.scopes.cryptoWithdrawal')} wide>
      <CryptoWithdraw view={view} />
    </AppPage>
  );
}
