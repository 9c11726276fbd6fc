'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

/** Spec section 9: the notice appears this long after the page has loaded. */
export const NEW_VERSION_NOTICE_DELAY_MS = 3000;

type State = 'waiting' | 'open' | 'leaving' | 'closed';

/**
 * "A new version is available" (spec section 4), for every visitor, 3 s after load. Stay only closes it;
 * Continue goes to NEW_SITE_URL. It is a non-modal dialog fixed to the bottom edge: it appears unasked,
 * so it blocks nothing on the page and moves nothing (no layout shift). It takes the focus only when no
 * control and no modal has it, since keys typed into a field must not land on its buttons; a polite live region
 * announces it either way, and Escape closes it like Stay.
 */
export function NewVersionNotice({ url }: { url: string }) {
  const t = useTranslations('site.newVersion');
  const titleId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>('waiting');

  useEffect(() => {
    const timer = setTimeout(() => setState((current) => (current === 'waiting' ? 'open' : current)), NEW_VERSION_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (state !== 'open') return;
    const focused = document.activeElement;
    // A modal of the page (the customer area's menu drawer, opening just now perhaps) keeps the focus it holds.
    const modalOpen = document.querySelector('[aria-modal="true"]') !== null;
    if ((!focused || focused === document.body) && !modalOpen) stay.current?.focus();
    const stayOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setState('closed');
    };
    document.addEventListener('keydown', stayOnEscape);
    return () => document.removeEventListener('keydown', stayOnEscape);
  }, [state]);

  return (
    <div aria-live="polite">
      {(state === 'open' || state === 'leaving') && (
        <div
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          // Continue only hides the notice: the link must stay in the page for the browser to follow it.
          hidden={state === 'leaving'}
          data-testid="new-version-notice"
          className="fixed inset-x-4 bottom-4 z-50 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl sm:right-auto sm:w-96 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <h2 id={titleId} className="font-semibold">
            {t('title')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <button
              ref={stay}
              type="button"
              onClick={() => setState('closed')}
              className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {t('stay')}
            </button>
            <a
              href={url}
              onClick={() => setState('leaving')}
              className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {t('continue')}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
