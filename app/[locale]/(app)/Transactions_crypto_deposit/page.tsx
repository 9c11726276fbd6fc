import { getTranslations } from 'next-intl/server';
import { CryptoDeposit } from '@/components/chain/CryptoDeposit';
import { AppPage } from '@/components/frame/AppPage';
import { getCryptoDepositPage } from '@/lib/server/chain/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('cryptoDeposit');

/** Crypto deposit: the customer's address on the coin's node and the deposits it received (`?asset=LTC` picks the coin). */
export default async function CryptoDepositPage({ searchParams }: PageProps<'/[locale]/Transactions_crypto_deposit'>) {
  const view = await getCryptoDepositPage(await searchParams);
  const t = await getTranslations();
  return (
    <AppPage title={t('routes.cryptoDeposit')} intro={t('history.scopes.cryptoDeposit')} wide>
      <CryptoDeposit view={view} />
    </AppPage>
  );
}
