import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import type { OnboardingStep } from '@/lib/views/dashboard';

/** A new customer's first steps: each done one ticked, each open one a link to the page that does it. */
export async function OnboardingChecklist({ steps }: { steps: OnboardingStep[] }) {
  const t = await getTranslations('dashboard.checklist');
  const done = steps.filter((step) => step.done).length;
  return (
    <section
      aria-labelledby="checklist-title"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 dark:border-brand-900 dark:bg-slate-900"
      data-testid="onboarding-checklist"
    >
      <h2 id="checklist-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('progress', { done, total: steps.length })}</p>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {steps.map((step) => (
          <li key={step.id} className="flex items-start gap-2 text-sm" data-testid={`checklist-${step.id}`} data-done={step.done}>
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-xs ${
                step.done ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-400 dark:border-slate-500'
              }`}
            >
              {step.done ? '✓' : ''}
            </span>
            {step.done ? (
              <span>
                {t(`steps.${step.id}`)} <span className="sr-only">{t('done')}</span>
              </span>
            ) : (
              <LocalLink href={step.href} className="text-brand-700 underline dark:text-brand-400">
                {t(`steps.${step.id}`)}
              </LocalLink>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
