import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/profile/Card';
import { LocalLink } from '@/components/ui/LocalLink';
import type { KycView } from '@/lib/views/verification';
import { routePath } from '@/lib/routes';
import { LimitsTable } from './LimitsTable';
import { UploadDocumentForm } from './UploadDocumentForm';

const KNOWN_LEVELS = [0, 1, 2, 3, 5];
const linkClass = 'text-brand-700 underline dark:text-brand-400';

/** /Kyc: the customer's level and what it means, the next step, the upload form and the limits of every level. */
export async function KycPanel({ view }: { view: KycView }) {
  const t = await getTranslations('verification');
  const level = KNOWN_LEVELS.includes(view.level) ? (`level${view.level}` as 'level0') : 'level0';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
      </header>
      <Card id="kyc-level" title={t('currentLevel')}>
        <p className="text-xl font-semibold" data-testid="kyc-level" data-level={view.level}>
          {t(`levels.${level}`)}
        </p>
        <p className="mt-2">{t(`meaning.${level}`)}</p>
      </Card>
      <Card id="kyc-next" title={t('next.title')}>
        <p data-testid="kyc-next-step" data-step={view.nextStep}>
          {t(`next.${view.nextStep}`)}
        </p>
        {view.nextStep === 'profile' && (
          <p className="mt-2">
            <LocalLink href={routePath('editProfile')} className={linkClass}>
              {t('next.profileLink')}
            </LocalLink>
          </p>
        )}
        {view.pendingCount > 0 && (
          <p className="mt-2">
            <LocalLink href={routePath('files')} className={linkClass}>
              {t('upload.files')}
            </LocalLink>
          </p>
        )}
      </Card>
      {view.canUpload && (
        <Card id="kyc-upload" title={t('upload.title')}>
          <UploadDocumentForm suggestedKind={view.suggestedKind} />
        </Card>
      )}
      <Card id="kyc-limits" title={t('limits.title')} intro={t('limits.intro')}>
        <LimitsTable limits={view.limits} level={view.level} labelledBy="kyc-limits" />
      </Card>
    </div>
  );
}
