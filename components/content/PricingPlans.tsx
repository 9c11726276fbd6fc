import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import { DataTable } from '@/components/ui/DataTable';
import type { PricingView } from '@/lib/views/content';
import { PageHeader } from './PageHeader';
import { Prose } from './Prose';
import { cardClass, mutedClass, primaryButtonClass, secondaryButtonClass } from './styles';

/** The three plans side by side, each leading to its sign-up, then the feature comparison of spec section 6. */
export async function PricingPlans({ view }: { view: PricingView }) {
  const t = await getTranslations('content.pricing');
  return (
    <div className="flex flex-col gap-12">
      <PageHeader title={view.title} lead={view.lead} />
      <ul className="grid gap-4 md:grid-cols-3">
        {view.plans.map((plan) => {
          const featured = plan.plan === 'advanced';
          return (
            <li
              key={plan.plan}
              className={`${cardClass} flex flex-col gap-4 ${featured ? 'border-brand-600 ring-2 ring-brand-600 dark:border-brand-400 dark:ring-brand-400' : ''}`}
              data-testid={`plan-${plan.plan}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-xl font-bold">{plan.name}</h2>
                {featured && (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('popular')}</span>
                )}
              </div>
              <p>
                <span className="text-3xl font-extrabold">{plan.free ? t('free') : plan.price}</span>
                {!plan.free && <span className={`ml-1 text-sm ${mutedClass}`}>{t('perMonth')}</span>}
              </p>
              <p className={`flex-1 ${mutedClass}`}>{plan.tagline}</p>
              <PageLink href={plan.href} className={`text-center ${featured ? primaryButtonClass : secondaryButtonClass}`}>
                {t('choose', { plan: plan.name })}
              </PageLink>
            </li>
          );
        })}
      </ul>

      {/* Not a labelled landmark itself: the scrollable table below carries the name, and two regions may not share it. */}
      <section className="flex flex-col gap-4">
        <h2 id="compare-title" className="text-2xl font-bold tracking-tight">
          {view.compareTitle}
        </h2>
        <DataTable
          labelledBy="compare-title"
          regionClassName="rounded-xl border border-slate-200 dark:border-slate-800"
          className="w-full border-collapse bg-white text-left text-sm sm:min-w-[36rem] dark:bg-slate-900"
          headClassName="border-b border-slate-200 dark:border-slate-800"
          columns={[t('feature'), ...view.plans.map((plan) => plan.name)].map((label) => ({ label, className: 'p-3 font-semibold' }))}
        >
          {view.features.map((feature) => (
            <tr key={feature.id} className="border-b border-slate-200 last:border-0 dark:border-slate-800">
              <th scope="row" className="p-3 font-medium">
                {feature.label}
              </th>
              {view.plans.map(({ plan }) => {
                const value = feature.values[plan];
                return (
                  <td key={plan} className="p-3">
                    {typeof value === 'string' ? (
                      value
                    ) : (
                      <>
                        <span aria-hidden="true" className={value ? 'font-bold text-emerald-700 dark:text-emerald-400' : mutedClass}>
                          {value ? '✓' : '—'}
                        </span>
                        <span className="sr-only">{value ? t('included') : t('notIncluded')}</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </DataTable>
        <Prose blocks={view.notes} className={`max-w-3xl text-sm ${mutedClass}`} />
      </section>
    </div>
  );
}
