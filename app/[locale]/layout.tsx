import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AppProviders } from '@/components/providers/AppProviders';
import { SiteWidgets } from '@/components/site/SiteWidgets';
import { env } from '@/lib/env';
import { shellMessages } from '@/lib/i18n/client-messages';
import { isLocale } from '@/lib/i18n/config';
import { getShell } from '@/lib/server/shell';
import '../globals.css';

type Props = LayoutProps<'/[locale]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'meta' });
  const brand = env().BRAND_NAME;
  return {
    title: { template: `%s | ${brand}`, default: `${brand}: ${t('tagline')}` },
    description: t('description'),
    icons: { icon: '/icon.svg' },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const { theme, config } = await getShell(locale);
  return (
    <html lang={locale} className={theme === 'dark' ? 'dark' : undefined}>
      <body className="min-h-screen font-sans">
        <NextIntlClientProvider messages={shellMessages(await getMessages())}>
          <AppProviders config={config} theme={theme}>
            {children}
            <SiteWidgets />
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
