import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import { HelpLink } from '@/components/ui/HelpLink';
import { env } from '@/lib/env';
import { helpLinks } from '@/lib/help-links';
import { routePath } from '@/lib/routes';
import { footerGroups } from './links';
import { NewsletterForm } from './NewsletterForm';
import { pageNamesOfRequest } from './page-names';

const linkClass =
  'text-sm text-slate-700 underline-offset-2 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white';

/** Every public page, the newsletter, the company and contact line and the beta warning. */
export async function SiteFooter() {
  const t = await getTranslations();
  const pageName = await pageNamesOfRequest();
  const config = env();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label={t('site.footer.label')} className="grid gap-8 sm:col-span-2 sm:grid-cols-3 lg:col-span-3">
          {footerGroups.map((group) => (
            <div key={group.key}>
              <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
                {t(`site.footer.${group.key}`)}
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {group.routeIds.map((id) => (
                  <li key={id}>
                    <PageLink href={pageName(routePath(id))} className={linkClass}>
                      {t(`routes.${id}`)}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <NewsletterForm />
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between dark:text-slate-300">
          <p>{t('site.footer.companyLine', { year: new Date().getFullYear(), brand: config.BRAND_NAME })}</p>
          <HelpLink href={helpLinks(config).desk} className={linkClass} newTabLabel={t('common.newTab')}>
            {t('site.footer.contact')}
          </HelpLink>
          <p className="w-full font-medium text-brand-800 dark:text-brand-300" data-testid="footer-beta-notice">
            {t('common.betaNotice')}
          </p>
        </div>
      </div>
    </footer>
  );
}
