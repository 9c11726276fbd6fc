import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CredentialFieldsPreview } from './CredentialFieldsPreview';
import { Illustration } from '@/components/content/Illustration';
import { Notice } from '@/components/recovery/Notice';
import { DataTable } from '@/components/ui/DataTable';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { primaryActionClass } from '@/components/ui/styles';
import { TextField } from '@/components/ui/TextField';
import { localeNames, locales } from '@/lib/i18n/config';
import { formatFiat } from '@/lib/money';
import type { RouteId } from '@/lib/routes';

const card = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** One page of the living style guide: its route's title, what it shows, and that it exists only in demo mode. */
async function GuidePage({ routeId, intro, children }: { routeId: RouteId; intro: string; children: ReactNode }) {
  const t = await getTranslations();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6" data-testid="style-guide">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t(`routes.${routeId}` as 'routes.typography')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{intro}</p>
        <Notice testId="style-guide-notice" tone="warning">
          {t('styleGuide.notice')}
        </Notice>
      </header>
      {children}
    </div>
  );
}

/** A specimen and the classes that make it, so the next screen copies the classes rather than guessing. */
function Specimen({ classes, children }: { classes: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-200 py-3 last:border-0 dark:border-slate-800">
      {children}
      <code className="text-xs text-slate-600 dark:text-slate-400">{classes}</code>
    </div>
  );
}

const TYPE_SCALE = [
  ['text-2xl font-bold', 'h1'],
  ['text-lg font-semibold', 'h2'],
  ['font-semibold', 'h3'],
  ['text-base', 'p'],
  ['text-sm text-slate-600 dark:text-slate-400', 'p'],
  ['text-xs text-slate-600 dark:text-slate-400', 'p'],
  ['font-mono text-base', 'p'],
] as const;

/** /typography: the type scale the screens use, heading levels to fine print, and figures in the reader's format. */
export async function TypographyGuide({ locale }: { locale: string }) {
  const t = await getTranslations('styleGuide');
  return (
    <GuidePage routeId="typography" intro={t('typographyIntro')}>
      <section className={card}>
        {TYPE_SCALE.map(([classes, tag]) => (
          // Shown as text, not as the heading itself: the page keeps one h1 and an outline that makes sense.
          <Specimen key={classes} classes={`<${tag}> ${classes}`}>
            <p className={classes}>{classes.startsWith('font-mono') ? formatFiat('1234.5', 'EUR', locale) : t('sample')}</p>
          </Specimen>
        ))}
        <Specimen classes="text-brand-700 underline dark:text-brand-400">
          <span className="text-brand-700 underline dark:text-brand-400">{t('sampleLink')}</span>
        </Specimen>
      </section>
    </GuidePage>
  );
}

/** /icons: the pictures in use (the content pages' illustrations) with the name each is called by. */
export async function IconsGuide() {
  const t = await getTranslations('styleGuide');
  const kinds = ['atm', 'phone', 'shop'] as const;
  return (
    <GuidePage routeId="icons" intro={t('iconsIntro')}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {kinds.map((kind) => (
          <li key={kind} className={`${card} flex flex-col items-center gap-2`}>
            <Illustration kind={kind} />
            <code className="text-sm">{`<Illustration kind="${kind}" />`}</code>
          </li>
        ))}
      </ul>
    </GuidePage>
  );
}

/** /basic-table: the table, the form fields and the empty state, rendered by the components themselves. */
export async function ComponentsGuide({ locale }: { locale: string }) {
  const t = await getTranslations();
  const rows = [
    ['2026-11-02', t('styleGuide.rowDeposit'), '250.00'],
    ['2026-11-05', t('styleGuide.rowTransfer'), '-42.10'],
  ] as const;
  return (
    <GuidePage routeId="basicTable" intro={t('styleGuide.componentsIntro')}>
      <section className={card} aria-labelledby="guide-table">
        <h2 id="guide-table" className="mb-3 text-lg font-semibold">
          {t('styleGuide.tableTitle')}
        </h2>
        <DataTable
          labelledBy="guide-table"
          regionClassName="rounded-md border border-slate-200 dark:border-slate-800"
          headClassName="bg-slate-50 dark:bg-slate-800"
          columns={[
            { label: t('styleGuide.columnDate'), className: 'px-3 py-2' },
            { label: t('styleGuide.columnDescription'), className: 'px-3 py-2' },
            { label: t('styleGuide.columnAmount'), className: 'px-3 py-2 text-right' },
          ]}
        >
          {rows.map(([date, description, amount]) => (
            <tr key={date} className="border-t border-slate-200 dark:border-slate-800">
              <td className="px-3 py-2 whitespace-nowrap">{date}</td>
              <td className="px-3 py-2">{description}</td>
              <td className="px-3 py-2 text-right font-mono">{formatFiat(amount, 'EUR', locale)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section className={`${card} flex max-w-md flex-col gap-4`} aria-labelledby="guide-form">
        <h2 id="guide-form" className="text-lg font-semibold">
          {t('styleGuide.formTitle')}
        </h2>
        <FormAlert message={t('styleGuide.formAlert')} />
        <TextField label={t('styleGuide.fieldName')} hint={t('styleGuide.fieldHint')} defaultValue="Jana Nováková" />
        <TextField label={t('styleGuide.fieldName')} error={t('validation.required')} defaultValue="" />
        <SelectField
          label={t('styleGuide.fieldCurrency')}
          options={['EUR', 'CZK'].map((code) => ({ value: code, label: code }))}
          defaultValue="EUR"
        />
        <button type="button" className={primaryActionClass}>
          {t('styleGuide.sampleButton')}
        </button>
      </section>
      <section className={card} aria-labelledby="guide-empty">
        <h2 id="guide-empty" className="mb-3 text-lg font-semibold">
          {t('styleGuide.emptyTitle')}
        </h2>
        <EmptyRecords testId="guide-empty-records">{t('styleGuide.emptyRecords')}</EmptyRecords>
      </section>
    </GuidePage>
  );
}

/** /multi-language: one screen (sign-in) in all eight languages side by side, to check lengths and scripts at once. */
export async function LanguagesGuide() {
  const t = await getTranslations('styleGuide');
  const columns = await Promise.all(
    locales.map(async (locale) => {
      const auth = await getTranslations({ locale, namespace: 'auth' });
      const passkeys = await getTranslations({ locale, namespace: 'passkeys' });
      return {
        locale,
        title: auth('loginTitle', { brand: 'Kryptomat' }),
        login: auth('loginField'),
        password: auth('password'),
        signIn: auth('signIn'),
        passkey: passkeys('signIn'),
        forgot: auth('forgotPassword'),
      };
    }),
  );
  return (
    <GuidePage routeId="multiLanguage" intro={t('languagesIntro')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="guide-languages">
        {columns.map((column) => (
          <li key={column.locale} lang={column.locale} className={`${card} flex flex-col gap-2`}>
            <p className="text-xs font-semibold tracking-wide text-slate-600 dark:text-slate-400 uppercase">{localeNames[column.locale]}</p>
            <CredentialFieldsPreview {...column} />
          </li>
        ))}
      </ul>
    </GuidePage>
  );
}
