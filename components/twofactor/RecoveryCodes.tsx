'use client';

import { useTranslations } from 'next-intl';
import { useClientConfig } from '@/components/providers/AppProviders';
import { CopyButton } from '@/components/payments/CopyButton';

const buttonClass =
  'rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** The ten recovery codes, shown the one time the server answers them, to copy or download before leaving. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const t = useTranslations('twoFactor');
  const { brandName } = useClientConfig();
  const text = `${t('recoveryFileTitle', { brand: brandName })}\n\n${codes.join('\n')}\n`;
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `${brandName}-recovery-codes.txt` });
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-3" data-testid="recovery-codes">
      <h3 id="recovery-codes-title" className="text-lg font-semibold">
        {t('recoveryTitle')}
      </h3>
      <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{t('recoveryShownOnce')}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center select-all dark:bg-slate-800" data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={codes.join('\n')} label={t('recoveryTitle')} />
        <button type="button" onClick={download} className={buttonClass}>
          {t('recoveryDownload')}
        </button>
      </div>
    </section>
  );
}
