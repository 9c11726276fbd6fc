'use client';

import { useTranslations } from 'next-intl';
import { ActionButton } from '@/components/ui/ActionButton';

export function RevokeSessionButton({ sessionId }: { sessionId: number }) {
  const t = useTranslations('settings');
  return (
    <ActionButton path={`user/v1/sessions/${sessionId}/revoke`} label={t('revoke')} busyLabel={t('revoking')} doneMessage={t('revoked')} />
  );
}
