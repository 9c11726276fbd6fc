import type { ReactNode } from 'react';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';

/**
 * A list of the customer's records under its heading: the table (`DataTable`) with its column headings and the rows
 * given, or the empty state's words when there are none.
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
  columns: readonly DataColumn[];
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
        <DataTable labelledBy={id} columns={columns} testId={testId}>
          {children}
        </DataTable>
      )}
    </section>
  );
}
