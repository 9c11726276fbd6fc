'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useApi } from '@/components/providers/AppProviders';
import { Notice } from '@/components/recovery/Notice';
import { FormAlert } from '@/components/ui/FormAlert';
import { LocalLink } from '@/components/ui/LocalLink';
import { primaryActionClass } from '@/components/ui/styles';
import { ApiError } from '@/lib/api/client';
import type { NotificationKey } from '@/lib/validation/profile';
import { routePath } from '@/lib/routes';

/** Turns off the one kind of e-mail the link names, on a click: the page alone changes nothing. */
export function UnsubscribeCard({ id, setting, on }: { id: string; setting: NotificationKey; on: boolean }) {
  const t = useTranslations();
  const api = useApi();
  const titleId = useId();
  const [off, setOff] = useState(!on);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const name = t(`settings.${setting}`);

  async function turnOff() {
    setBusy(true);
    setError(undefined);
    try {
      await api.call('unsubscribe', { params: { id } });
      setOff(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.unavailable'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-2xl font-bold">
        {t('unsubscribe.title')}
      </h1>
      {off ? (
        <Notice testId="unsubscribed">{t('unsubscribe.done', { setting: name })}</Notice>
      ) : (
        <>
          <p>{t('unsubscribe.question', { setting: name })}</p>
          <FormAlert message={error} />
          <button type="button" onClick={turnOff} disabled={busy} className={primaryActionClass} data-testid="unsubscribe">
            {t(busy ? 'unsubscribe.working' : 'unsubscribe.confirm')}
          </button>
        </>
      )}
      <p className="text-sm">
        {t('unsubscribe.settingsHint')}{' '}
        <LocalLink href={routePath('settings')} className="font-semibold text-brand-700 underline dark:text-brand-400">
          {t('unsubscribe.settingsLink')}
        </LocalLink>
      </p>
    </section>
  );
}
