import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import type { ContentLink } from '@/lib/views/content';
import { primaryButtonClass, secondaryButtonClass } from './styles';

/** A row of buttons: the first is the main action. App paths stay in the visitor's language, other sites open in a new tab. */
export async function ContentLinks({ links }: { links: readonly ContentLink[] }) {
  const t = await getTranslations('common');
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link, index) => {
        const className = index === 0 ? primaryButtonClass : secondaryButtonClass;
        return (
          <li key={link.href}>
            {link.href.startsWith('/') ? (
              <PageLink href={link.href} className={className}>
                {link.label}
              </PageLink>
            ) : link.href.startsWith('mailto:') ? (
              <a href={link.href} className={className}>
                {link.label}
              </a>
            ) : (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
                {link.label} <span className="sr-only">{t('newTab')}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
