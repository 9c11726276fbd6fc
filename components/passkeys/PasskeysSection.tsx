import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionList } from '@/components/ui/ActionList';
import type { PasskeyView } from '@/lib/views/auth';
import { AddPasskeyForm } from './AddPasskeyForm';
import { RemovePasskey } from './RemovePasskey';

const card = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** /TwoSecurity's passkeys: the list with when each was added and last used, Remove on each row, and the add form. */
export async function PasskeysSection({ passkeys, authenticatorOn }: { passkeys: PasskeyView[]; authenticatorOn: boolean }) {
  const t = await getTranslations('passkeys');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), 'dateTime');
  return (
    <section className={`${card} flex flex-col gap-4`} aria-labelledby="passkeys-title" data-testid="passkeys">
      <div>
        <h2 id="passkeys-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
        {authenticatorOn && passkeys.length > 0 && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('keepsAuthenticator')}</p>
        )}
      </div>
      <ActionList
        items={passkeys}
        empty={t('empty')}
        testId="passkey-list"
        rowTestId="passkey"
        keyOf={(passkey) => passkey.id}
        details={(passkey) => (
          <>
            <p className="font-medium break-all">{passkey.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('added', { date: when(passkey.createdAt) })} ·{' '}
              {passkey.lastUsedAt ? t('lastUsed', { date: when(passkey.lastUsedAt) }) : t('neverUsed')}
            </p>
          </>
        )}
        action={(passkey) => <RemovePasskey id={passkey.id} name={passkey.name} />}
      />
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <h3 className="font-semibold">{t('addTitle')}</h3>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('addBody')}</p>
        <AddPasskeyForm />
      </div>
    </section>
  );
}
