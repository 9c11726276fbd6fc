'use client';

import { useEffect, useRef, useState } from 'react';
import { primaryActionClass } from '@/components/ui/styles';

/**
 * Swagger UI, bundled with the page's own scripts (no CDN), so the CSP's nonce and 'strict-dynamic' cover it. It loads
 * when the reader asks for it: 1.7 MB of script and 240 KB of styles, which the page's first load (what the API is, and
 * the link to the document) does without, so the page stays as light as every other public page.
 */
export function ApiReference({ documentUrl, labels }: { documentUrl: string; labels: { show: string; loading: string } }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'hidden' | 'loading' | 'shown'>('hidden');
  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    void import('./swagger').then(({ mountSwagger }) => {
      if (live && container.current) {
        mountSwagger(container.current, documentUrl);
        setState('shown');
      }
    });
    return () => {
      live = false;
    };
  }, [state, documentUrl]);
  return (
    <>
      {state === 'hidden' && (
        <button type="button" className={`${primaryActionClass} self-start`} onClick={() => setState('loading')}>
          {labels.show}
        </button>
      )}
      {state === 'loading' && <p role="status">{labels.loading}</p>}
      {/* Swagger UI draws dark text on its own white ground in either theme; the scroll region keeps 320 px from overflowing. */}
      <div ref={container} data-testid="api-reference" className="overflow-x-auto rounded-lg bg-white text-slate-900" />
    </>
  );
}
