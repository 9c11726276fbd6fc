import { getFormatter, getTranslations } from 'next-intl/server';
import type { SettingsView } from '@/lib/server/pages/profile';
import { RevokeSessionButton } from './RevokeSessionButton';

/** The customer's open sessions; every one but this device's can be ended here. */
export async function SessionsList({ sessions }: { sessions: SettingsView['sessions'] }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
  if (sessions.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.sessionsEmpty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800" data-testid="sessions">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
          <div className="flex min-w-0 flex-col gap-0.5">
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
          </div>
          {!session.current && <RevokeSessionButton sessionId={session.id} />}
        </li>
      ))}
    </ul>
  );
}
