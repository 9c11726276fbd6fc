import { getFormatter, getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { linkClass, Pager } from '@/components/inbox/InboxLists';
import { LocalLink } from '@/components/ui/LocalLink';
import { primaryActionClass } from '@/components/ui/styles';
import type { TicketListView } from '@/lib/views/support';
import { routePath } from '@/lib/routes';
import { StatusBadge } from './StatusBadge';

/** /jiramessages: the customer's tickets, the most recently updated first, and the way to open a new one. */
export async function TicketList({ view }: { view: TicketListView }) {
  const t = await getTranslations('support');
  const routes = await getTranslations('routes');
  const format = await getFormatter();
  const newTicket = (
    <LocalLink href={routePath('createIssue')} className={`self-start ${primaryActionClass}`} data-testid="new-ticket">
      {t('newTicket')}
    </LocalLink>
  );
  return (
    <AppPage title={routes('supportTickets')} intro={t('listIntro')}>
      {view.items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-md border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
          <p>{t('empty')}</p>
          {newTicket}
        </div>
      ) : (
        <>
          {newTicket}
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('caption')} data-testid="tickets">
            {view.items.map((ticket) => (
              <li key={ticket.id} className="flex flex-col gap-1 py-3" data-testid="ticket-item">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <LocalLink href={routePath('openIssue', { id: ticket.id })} className={`${linkClass} font-semibold break-words`}>
                    {ticket.subject}
                  </LocalLink>
                  <StatusBadge status={ticket.status} />
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('ticketNumber', { id: ticket.id })} · {t(`categories.${ticket.category}`)} · {t('updated')}{' '}
                  {format.dateTime(new Date(ticket.updatedAt), 'dateTime')}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager path={routePath('supportTickets')} paging={view} />
    </AppPage>
  );
}
