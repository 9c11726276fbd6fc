import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/ui/ActionButton';
import { ActionList } from '@/components/ui/ActionList';
import type { LinkedIdentity } from '@/lib/views/users';

/** /Settings: the social sign-in accounts linked to this customer, each with its unlink button. */
export async function SocialIdentities({ identities }: { identities: LinkedIdentity[] }) {
  const t = await getTranslations('social');
  const format = await getFormatter();
  const when = (date: Date) => format.dateTime(date, 'date');
  return (
    <ActionList
      items={identities}
      empty={t('identitiesEmpty')}
      testId="social-identities"
      rowTestId="social-identity"
      keyOf={(identity) => identity.id}
      details={(identity) => (
        <>
          <p className="font-medium">
            {identity.providerName}
            {identity.email && <span className="ml-2 font-normal break-all text-slate-600 dark:text-slate-400">{identity.email}</span>}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('linkedOn', { date: when(identity.createdAt) })} ·{' '}
            {identity.lastUsedAt ? t('lastUsedOn', { date: when(identity.lastUsedAt) }) : t('neverUsed')}
          </p>
        </>
      )}
      action={(identity) => (
        <ActionButton action="identityUnlink" id={identity.id} label={t('unlink')} busyLabel={t('unlinking')} doneMessage={t('unlinked')} />
      )}
    />
  );
}
