'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { statusWidgetVisibility } from './status-widget-message';

/**
 * The status page's widget (spec sections 4 and 9): framed once the page has loaded, so it never competes
 * with the page's own content, and shown or hidden by the frame's messages. Fixed in place, so showing it
 * moves nothing: at the bottom across the whole width below 450 px, 320 × 115 px in the corner above.
 */
export function StatusWidget({ url }: { url: string }) {
  const t = useTranslations('site.statusWidget');
  const frame = useRef<HTMLIFrameElement>(null);
  const [pageLoaded, setPageLoaded] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (document.readyState === 'complete') {
      setPageLoaded(true);
      return;
    }
    const onLoad = () => setPageLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);

  useEffect(() => {
    const widgetOrigin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      // Only this frame's own window, besides the right origin: another frame of that origin has no say here.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const next = statusWidgetVisibility(event, widgetOrigin);
      if (next !== null) setVisible(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  if (!pageLoaded) return null;
  return (
    <iframe
      ref={frame}
      src={url}
      title={t('title')}
      // Scripts and its own origin (for the messages), links in a new tab; never a navigation of this page.
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      data-testid="status-widget"
      className={`fixed inset-x-0 bottom-0 z-40 h-[115px] w-full border-0 bg-transparent shadow-lg min-[450px]:inset-x-auto min-[450px]:right-4 min-[450px]:bottom-4 min-[450px]:w-[320px] min-[450px]:rounded-lg ${visible ? '' : 'invisible'}`}
    />
  );
}
