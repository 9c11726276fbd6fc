import { getFormatter, getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { DataTable, DIVIDED_ROWS } from '@/components/ui/DataTable';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
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
        <EmptyRecords testId="documents-empty">{t('files.empty')}</EmptyRecords>
      ) : (
        <DataTable
          labelledBy="documents-title"
          testId="documents"
          columns={[
            { label: t('files.type') },
            { label: t('files.name') },
            { label: t('files.uploadedAt') },
            { label: t('files.status') },
            { label: t('files.download'), hidden: true },
          ]}
          bodyClassName={DIVIDED_ROWS}
        >
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
        </DataTable>
      )}
      <p>
        <LocalLink href={routePath('kyc')} className={linkClass}>
          {t('files.upload')}
        </LocalLink>
      </p>
    </div>
  );
}
