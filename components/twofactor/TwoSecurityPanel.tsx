import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PasskeysSection } from '@/components/passkeys/PasskeysSection';
import type { TwoSecurityView } from '@/lib/views/auth';
import { RegenerateRecoveryCodesForm } from './RegenerateRecoveryCodesForm';
import { TwoFactorToggleForm } from './TwoFactorToggleForm';
import { QrCodeImage } from '@/components/ui/QrCodeImage';

const card = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** Groups of four, as keys are printed for typing; authenticator apps ignore the spaces. */
const readableKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** /TwoSecurity: the spec's setup guide (install, scan or type the key, confirm) or, once on, turning it off; then the passkeys. */
export async function TwoSecurityPanel({ view }: { view: TwoSecurityView }) {
  const t = await getTranslations();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('routes.twoSecurity')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('twoFactor.intro')}</p>
      </header>
      {view.enabled ? (
        <>
          <section className={card} data-testid="twofactor-status">
            <p className="font-semibold text-emerald-700 dark:text-emerald-400">{t('twoFactor.statusOn')}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.statusOnBody')}</p>
          </section>
          <section className={card} aria-labelledby="disable-title">
            <h2 id="disable-title" className="text-lg font-semibold">
              {t('twoFactor.disableTitle')}
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.disableBody')}</p>
            <TwoFactorToggleForm action="disable" />
          </section>
          <section className={card} aria-labelledby="recovery-title">
            <h2 id="recovery-title" className="text-lg font-semibold">
              {t('twoFactor.recoveryRegenerateTitle')}
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.recoveryRegenerateBody')}</p>
            <RegenerateRecoveryCodesForm />
          </section>
        </>
      ) : (
        <>
          <p className={`${card} font-semibold`} data-testid="twofactor-status">
            {t('twoFactor.statusOff')}
          </p>
          <ol className="flex flex-col gap-4">
            <Step number={1} title={t('twoFactor.step1Title')}>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.step1Body')}</p>
            </Step>
            <Step number={2} title={t('twoFactor.step2Title')}>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.step2Body')}</p>
              <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
                <QrCodeImage qr={view.qr} label={t('twoFactor.qrAlt')} className="h-48 w-48 shrink-0 rounded-md" testId="totp-qr" />
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="text-sm font-medium" id="totp-key-label">
                    {t('twoFactor.key')}
                  </span>
                  <code aria-labelledby="totp-key-label" className="font-mono text-base break-all select-all" data-testid="totp-key">
                    {readableKey(view.secret)}
                  </code>
                </div>
              </div>
            </Step>
            <Step number={3} title={t('twoFactor.step3Title')}>
              <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.step3Body')}</p>
              <TwoFactorToggleForm action="enable" />
            </Step>
          </ol>
        </>
      )}
      {view.passkeys && <PasskeysSection passkeys={view.passkeys} authenticatorOn={view.enabled} />}
    </div>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className={`${card} flex gap-4`}>
      <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="mb-1 text-lg font-semibold">{title}</h2>
        {children}
      </div>
    </li>
  );
}
