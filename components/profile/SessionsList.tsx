import { getFormatter, getTranslations } from 'next-intl/server';
import type { SettingsView } from '@/lib/views/users';
import { ActionList } from '@/components/ui/ActionList';
import { RevokeSessionButton } from './RevokeSessionButton';

/** The customer's open sessions; every one but this device's can be ended here. */
export async function SessionsList({ sessions }: { sessions: SettingsView['sessions'] }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const when = (date: Date) => format.dateTime(date, 'dateTime');
  return (
    <ActionList
      items={sessions}
      empty={t('settings.sessionsEmpty')}
      testId="sessions"
      rowTestId="session"
      keyOf={(session) => session.id}
      details={(session) => (
        <>
          <p className="font-medium">
            {session.device ?? t('profile.unknownDevice')}
            {session.current && (
              <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200">
                {t('settings.thisDevice')}
              </span>
            )}
          </p>
          {session.state === 'pending' && <p className="text-sm text-amber-700 dark:text-amber-400">{t('settings.pendingSession')}</p>}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('profile.ip')}: <span className="font-mono">{session.ip ?? '—'}</span> · {t('settings.created')}: {when(session.createdAt)} ·{' '}
            {t('settings.lastSeen')}: {when(session.lastSeenAt)}
          </p>
        </>
      )}
      action={(session) => !session.current && <RevokeSessionButton sessionId={session.id} />}
    />
  );
}
