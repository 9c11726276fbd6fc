'use client';

import { useTranslations } from 'next-intl';
import { useTheme } from '@/components/providers/theme';

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const t = useTranslations('frame');
  const label = theme === 'dark' ? t('themeToLight') : t('themeToDark');
  return (
    <button type="button" onClick={toggle} aria-label={label} title={label} className="icon-button">
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
