'use client';

import { useEffect, useRef } from 'react';
import 'swagger-ui-dist/swagger-ui.css';
import './api-reference.css';

/**
 * Swagger UI, bundled with the page's own scripts (no CDN), so the CSP's nonce and 'strict-dynamic' cover it. It
 * loads after hydration: 1.7 MB that no other page needs. The reference only reads: "Try it out" would send calls
 * without the client token, and the online validator's badge would load an image from another host.
 */
export function ApiReference({ documentUrl }: { documentUrl: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void import('swagger-ui-dist/swagger-ui-es-bundle.js').then(({ default: SwaggerUI }) => {
      if (live && container.current) {
        SwaggerUI({ domNode: container.current, url: documentUrl, supportedSubmitMethods: [], validatorUrl: null, deepLinking: false });
      }
    });
    return () => {
      live = false;
    };
  }, [documentUrl]);
  // Swagger UI draws dark text on its own white ground in either theme; the scroll region keeps 320 px from overflowing.
  return <div ref={container} data-testid="api-reference" className="overflow-x-auto rounded-lg bg-white text-slate-900" />;
}
