import { useTranslations } from 'next-intl';
import { routePath, type RouteId } from '@/lib/routes';
import type { NextStep } from '@/lib/terms/next-step';
import { LocalLink } from './LocalLink';

const PAGE_OF_STEP: Record<NextStep, RouteId> = { profile: 'editProfile', kyc: 'kyc', support: 'createIssue' };

/**
 * The link to the page that lifts a refusal ("Complete your profile"), written after the refusal's own words in the
 * same sentence; nothing when no step lifts it.
 */
export function NextStepLink({ step }: { step?: NextStep | null }) {
  const t = useTranslations('nextStep');
  if (!step) return null;
  return (
    <>
      {' '}
      <LocalLink href={routePath(PAGE_OF_STEP[step])} className="font-semibold underline" data-testid="next-step">
        {t(step)}
      </LocalLink>
    </>
  );
}
