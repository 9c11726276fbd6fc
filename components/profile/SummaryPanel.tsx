import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { countryNamer } from '@/lib/countries';
import type { SummaryView } from '@/lib/views/users';
import { DataTable, DIVIDED_ROWS } from '@/components/ui/DataTable';
import { Card } from './Card';

/** A stored ISO country code in the reader's language; anything else as it was entered. */
function countryName(value: string | null, locale: string): string | null {
  if (!value) return null;
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  return countryNamer(locale)(value);
}

/** /Summary: the profile fields of spec section 2, the previous sign-in and the login history. */
export async function SummaryPanel({ view }: { view: SummaryView }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const locale = await getLocale();
  const when = (date: Date) => format.dateTime(date, 'dateTime');
  const fields: [string, string, string | null][] = [
    ['type', t('profile.type'), t(`auth.${view.profileType}`)],
    ['full-name', t('profile.fullName'), view.fullName],
    ...(view.profileType === 'corporate'
      ? [['company', t('profile.companyName'), view.companyName] as [string, string, string | null]]
      : []),
    ['email', t('profile.email'), view.email],
    ['status', t('profile.status'), view.status === 'active' ? t('profile.statusActive') : t('profile.statusBlocked')],
    ['phone', t('profile.phone'), view.phone],
    ['residence', t('profile.residence'), countryName(view.residenceCountry, locale)],
    ['citizenship', t('profile.citizenship'), countryName(view.citizenship, locale)],
    ['level', t('profile.level'), String(view.level)],
    ['plan', t('profile.plan'), t(`plans.${view.plan}`)],
    [
      'last-login',
      t('profile.lastLogin'),
      view.lastLogin
        ? t('profile.lastLoginValue', { date: when(view.lastLogin.date), ip: view.lastLogin.ip ?? t('profile.unknownIp') })
        : t('profile.noPreviousLogin'),
    ],
  ];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('routes.summary')}</h1>
      <Card id="profile-details" title={t('profile.details')}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {fields.map(([id, label, value]) => (
            <div key={id} className="flex flex-col" data-testid={`summary-${id}`}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-medium break-words">{value || t('profile.notProvided')}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card id="login-history" title={t('profile.historyTitle')} intro={t('profile.historyIntro')}>
        {view.history.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('profile.historyEmpty')}</p>
        ) : (
          <DataTable
            labelledBy="login-history"
            testId="login-history"
            columns={[t('profile.date'), t('profile.ip'), t('profile.device'), t('profile.result')].map((label, index, all) => ({
              label,
              className: index < all.length - 1 ? 'py-2 pr-4 font-medium' : 'py-2 font-medium',
            }))}
            headClassName="text-slate-600 dark:text-slate-400"
            bodyClassName={DIVIDED_ROWS}
          >
            {view.history.map((event) => (
              <tr key={event.id}>
                <td className="py-2 pr-4 whitespace-nowrap">{when(event.date)}</td>
                <td className="py-2 pr-4 font-mono">{event.ip ?? '—'}</td>
                <td className="py-2 pr-4">{event.device ?? t('profile.unknownDevice')}</td>
                <td
                  className={`py-2 font-medium ${event.success ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
                >
                  {event.success ? t('profile.success') : t('profile.failure')}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>
    </div>
  );
}
