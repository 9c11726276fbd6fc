import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { env } from '@/lib/env';

const entryPoints = [
  { key: 'atms', href: '/Bitcoin_ATMs' },
  { key: 'swap', href: '/Crypto_to_crypto_swap' },
  { key: 'card', href: '/Crypto_Delivery' },
  { key: 'voucher', href: '/Crypto_gift_voucher' },
] as const;

export async function Landing() {
  const t = await getTranslations('home');
  const brand = env().BRAND_NAME;
  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col gap-4">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t('title', { brand })}</h1>
        <p className="max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t('lead')}</p>
        <div className="flex flex-wrap gap-3">
          <LocalLink href="/register" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            {t('register')}
          </LocalLink>
          <LocalLink href="/login" className="rounded-md border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
            {t('login')}
          </LocalLink>
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {entryPoints.map((entry) => (
          <li key={entry.key}>
            <LocalLink
              href={entry.href}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 font-semibold hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              {t(entry.key)} →
            </LocalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
