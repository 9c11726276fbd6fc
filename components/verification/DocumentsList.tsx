import { getFormatter, getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { TableScrollRegion } from '@/components/ui/TableScrollRegion';
import { stackedTable } from '@/components/ui/stacked-table';
import type { DocumentView, FilesView } from '@/lib/views/verification';
import type { KycDocumentStatus } from '@/lib/terms/verification';
import { routePath } from '@/lib/routes';

const linkClass = 'text-brand-700 underline dark:text-brand-400';
const STATUS_CLASS: Record<KycDocumentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  refused: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** /Files: the customer's verification documents, newest first, with their review and a download; or the empty text. */
export async function DocumentsList({ view }: { view: FilesView }) {
  const t = await getTranslations('verification');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), 'dateTime');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 id="documents-title" className="text-2xl font-bold">
          {t('files.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('files.intro')}</p>
      </header>
      {view.documents.length === 0 ? (
        <p data-testid="documents-empty" className="rounded-md border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
          {t('files.empty')}
        </p>
      ) : (
        <TableScrollRegion labelledBy="documents-title" className="">
          <table
            className="w-full text-left text-sm"
            data-testid="documents"
            {...stackedTable([t('files.type'), t('files.name'), t('files.uploadedAt'), t('files.status'), ''])}
          >
            <thead className="border-b border-slate-200 dark:border-slate-800">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('files.type')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('files.name')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('files.uploadedAt')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('files.status')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t('files.download')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {view.documents.map((document: DocumentView) => (
                <tr key={document.id} data-testid="document" data-id={document.id}>
                  <td className="py-2 pr-4">
                    {t(`types.${document.documentType}`)}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{t(`kinds.${document.kind}`)}</span>
                  </td>
                  <td className="max-w-48 py-2 pr-4 break-all">{document.originalName}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{when(document.createdAt)}</td>
                  <td className="py-2 pr-4">
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[document.status]}`}
                      data-testid="document-status"
                    >
                      {t(`statuses.${document.status}`)}
                    </span>
                    {document.refusalReason && (
                      <span className="mt-1 block text-xs" data-testid="document-reason">
                        {t('files.reason', { reason: document.refusalReason })}
                      </span>
                    )}
                  </td>
                  <td className="py-2">
                    <a
                      href={document.downloadUrl}
                      download
                      className={linkClass}
                      aria-label={t('files.downloadNamed', { name: document.originalName })}
                    >
                      {t('files.download')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      )}
      <p>
        <LocalLink href={routePath('kyc')} className={linkClass}>
          {t('files.upload')}
        </LocalLink>
      </p>
    </div>
  );
}
