'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useApi } from '@/components/providers/AppProviders';
import { Notice } from '@/components/recovery/Notice';
import { FormAlert } from '@/components/ui/FormAlert';
import { LocalLink } from '@/components/ui/LocalLink';
import { primaryActionClass } from '@/components/ui/styles';
import { ApiError } from '@/lib/api/client';
import { routePath } from '@/lib/routes';
import type { AddressCancelState } from '@/lib/views/chain';

/**
 * The cancel link's page: the address the link names and a button that deletes it while it still waits. Opening the
 * page changes nothing (a mail scanner following the link cancels nothing); a used, expired or wrong link says so.
 */
export function AddressCancelCard({ token, found }: { token: string; found: AddressCancelState }) {
  const t = useTranslations('chain.cancel');
  const tErrors = useTranslations('errors');
  const format = useFormatter();
  const api = useApi();
  const titleId = useId();
  const [state, setState] = useState(found);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function cancel() {
    setBusy(true);
    setError(undefined);
    try {
      setState(await api.call('withdrawalAddressCancel', { body: { token } }));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : tErrors('unavailable'));
    } finally {
      setBusy(false);
    }
  }

  const named = state.state === 'unknown' ? null : { address: state.address, asset: state.asset };
  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-2xl font-bold">
        {t('title')}
      </h1>
      {named && (
        <p className="text-sm break-all" data-testid="cancel-address">
          {named.asset} · <code className="font-mono">{named.address}</code>
        </p>
      )}
      {state.state === 'open' && (
        <>
          <p>
            {t('question', {
              time: format.dateTime(new Date(state.usableAt), 'dateTime'),
            })}
          </p>
          <FormAlert message={error} />
          <button type="button" onClick={cancel} disabled={busy} className={primaryActionClass} data-testid="cancel-confirm">
            {t(busy ? 'working' : 'confirm')}
          </button>
        </>
      )}
      {state.state === 'cancelled' && <Notice testId="cancel-done">{t('done')}</Notice>}
      {state.state !== 'open' && state.state !== 'cancelled' && (
        <Notice testId={`cancel-${state.state}`} tone="warning">
          {t(state.state)}
        </Notice>
      )}
      <p className="text-sm">
        <LocalLink href={routePath('cryptoWithdraw')} className="font-semibold text-brand-700 underline dark:text-brand-400">
          {t('addressBook')}
        </LocalLink>
      </p>
    </section>
  );
}
