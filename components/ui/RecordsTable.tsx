import type { ReactNode } from 'react';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { TableScrollRegion } from '@/components/ui/TableScrollRegion';
import { stackedTable } from '@/components/ui/stacked-table';

/**
 * A list of the customer's records under its heading: the table with its column headings (`right` aligns an amount's
 * column) and the rows given, or the empty state's words when there are none.
 */
export function RecordsTable({
  id,
  title,
  columns,
  intro,
  empty,
  testId,
  children,
}: {
  id: string;
  title: string;
  /** `right` aligns an amount's column; `hidden` keeps a heading for screen readers only (an actions column). */
  columns: { label: string; right?: boolean; hidden?: boolean }[];
  /** A line under the heading saying what the list is. */
  intro?: string;
  /** The empty state's words, or null when there are rows. */
  empty: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro && <p className="text-sm">{intro}</p>}
      {empty !== null ? (
        <EmptyRecords testId={`${testId}-empty`}>{empty}</EmptyRecords>
      ) : (
        <TableScrollRegion labelledBy={id} className="">
          <table
            className="w-full text-left text-sm"
            data-testid={testId}
            {...stackedTable(columns.map((column) => (column.hidden ? '' : column.label)))}
          >
            <thead className="border-b border-slate-200 dark:border-slate-800">
              <tr>
                {columns.map((column, index) => (
                  <th
                    key={index}
                    scope="col"
                    className={`py-2 ${index < columns.length - 1 ? 'pr-4' : ''} ${column.right ? 'text-right' : ''}`}
                  >
                    {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
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
