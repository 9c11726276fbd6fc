'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { LocalLink } from '@/components/ui/LocalLink';
import { routePath } from '@/lib/routes';

/** "I accept the terms" with the terms a link opening in a new tab, and the refusal tied to the box. */
export const TermsCheckbox = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { error?: string }>(
  function TermsCheckbox({ error, ...input }, ref) {
    const t = useTranslations();
    const id = useId();
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <input
            ref={ref}
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1 size-4 accent-brand-600"
            {...input}
          />
          <label htmlFor={id} className="text-sm">
            {t.rich('registration.terms', {
              link: (chunks) => (
                <LocalLink
                  href={routePath('terms')}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline dark:text-brand-400"
                >
                  {chunks}
                  <span className="sr-only"> {t('common.newTab')}</span>
                </LocalLink>
              ),
            })}
          </label>
        </div>
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
            {error}
          </p>
        )}
      </div>
    );
  },
);
