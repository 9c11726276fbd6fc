'use client';

import { useTranslations } from 'next-intl';
import { passwordStrength, STRENGTH_LEVELS, type AcceptedStrength } from './password-strength';

const LABEL_KEYS = { refused: 'strengthRefused', normal: 'strengthNormal', medium: 'strengthMedium', strong: 'strengthStrong' } as const;
const BAR_COLOURS: Record<AcceptedStrength, string> = {
  normal: 'bg-amber-600 dark:bg-amber-400',
  medium: 'bg-sky-600 dark:bg-sky-400',
  strong: 'bg-emerald-600 dark:bg-emerald-400',
};

/**
 * Refused, normal, medium or strong as the password is typed: the level is said in words (announced politely by
 * screen readers) and drawn as no bar (refused) to three bars, so neither colour nor shape alone carries it.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useTranslations('registration');
  const level = passwordStrength(password);
  const filled = level === 'refused' ? 0 : STRENGTH_LEVELS.indexOf(level) + 1;
  return (
    <div className="flex flex-col gap-1" data-testid="password-strength" data-level={password ? level : undefined}>
      <div className="flex gap-1" aria-hidden="true">
        {STRENGTH_LEVELS.map((step, index) => (
          <span
            key={step}
            className={`h-1.5 flex-1 rounded-full ${level !== 'refused' && index < filled ? BAR_COLOURS[level] : 'bg-slate-200 dark:bg-slate-700'}`}
          />
        ))}
      </div>
      <p aria-live="polite" className="min-h-5 text-xs text-slate-700 dark:text-slate-300">
        {password ? t('strength', { level: t(LABEL_KEYS[level]) }) : ''}
      </p>
    </div>
  );
}
