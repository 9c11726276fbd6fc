import { getTranslations } from 'next-intl/server';
import type { TicketStatus } from '@/lib/terms/support';

const STATUS_CLASS: Record<TicketStatus, string> = {
  open: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  resolved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
};

/** A ticket's status as a coloured word: the word carries the meaning, the colour only helps to scan. */
export async function StatusBadge({ status }: { status: TicketStatus }) {
  const t = await getTranslations('support');
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`} data-testid="ticket-status" data-status={status}>
      {t(`statuses.${status}`)}
    </span>
  );
}
