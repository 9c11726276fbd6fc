'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** Copies a value (an address, a code) to the clipboard and says so for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('payments');
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(value);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`${t('copy')}: ${label}`}
      className="shrink-0 rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </button>
  );
}
