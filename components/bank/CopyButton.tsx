'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * Copies one bank detail to the clipboard: a mistyped IBAN or reference sends money nowhere or to no one. The text
 * stays selectable next to it for browsers without clipboard access.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const t = useTranslations('bank.copy');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={async () => {
        await navigator.clipboard?.writeText(value.replace(/\s/g, ''));
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
      aria-label={t('label', { what })}
      className="shrink-0 rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <span aria-live="polite">{copied ? t('done') : t('button')}</span>
    </button>
  );
}
