import type { ReactNode } from 'react';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { TableScrollRegion } from '@/components/ui/TableScrollRegion';

export const cellClass = 'px-3 py-2 text-left';
export const rowClass = 'border-t border-slate-200 dark:border-slate-800';

/** One of the earning page's tables: its heading, the columns, and the text it shows instead when it has no rows. */
export function EarningTable({
  id,
  title,
  empty,
  columns,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  columns: string[];
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3" data-testid={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children.length === 0 ? (
        <EmptyRecords testId={`${id}-empty`}>{empty}</EmptyRecords>
      ) : (
        <TableScrollRegion labelledBy={id} className="">
          <table className="w-full text-sm">
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={index} className={cellClass}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </TableScrollRegion>
      )}
    </section>
  );
}
