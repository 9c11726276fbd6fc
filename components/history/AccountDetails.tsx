import { getLocale, getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { formatAsset } from '@/lib/money';
import type { AccountDetailsView } from '@/lib/views/history';
import { routePath } from '@/lib/routes';
import { History } from './History';
import { accountName } from '@/lib/terms/accounts';

/** /Accountdetails/{id}: the account's number, kind and balance, then its own history. */
export async function AccountDetails({ view }: { view: AccountDetailsView }) {
  const t = await getTranslations('history.account');
  const tAccounts = await getTranslations('accounts');
  const locale = await getLocale();
  const { account } = view;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title', { number: account.number })}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{accountName(tAccounts, account)}</p>
        </div>
        <LocalLink href={routePath('account')} className="text-brand-700 underline dark:text-brand-400">
          {t('back')}
        </LocalLink>
      </header>
      <p className="text-lg">
        {t('balance')}:{' '}
        <strong className="tabular-nums" data-testid="account-balance">
          {formatAsset(account.balance, account.asset, locale)}
        </strong>
      </p>
      <History view={view.history} fixedAccount />
    </div>
  );
}
