'use client';

import { useTranslations } from 'next-intl';
import { ActionButton } from '@/components/ui/ActionButton';

export function RevokeSessionButton({ sessionId }: { sessionId: number }) {
  const t = useTranslations('settings');
  return <ActionButton action="sessionRevoke" id={sessionId} label={t('revoke')} busyLabel={t('revoking')} doneMessage={t('revoked')} />;
}
