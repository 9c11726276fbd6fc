import type { ReactNode } from 'react';
import { TableScrollRegion } from '@/components/ui/TableScrollRegion';
import { stackedTable } from '@/components/ui/stacked-table';

export interface DataColumn {
  /** The heading, and on a phone the line each of the column's cells starts with. */
  label: string;
  /** Aligns the column's heading right, over an amount's cells. */
  right?: boolean;
  /** Keeps the heading for screen readers only, and gives the column's cells no line heading on a phone (an actions column). */
  hidden?: boolean;
  /** What the heading shows instead of its label (a link that sorts by the column). */
  content?: ReactNode;
  /** The heading's order, when the table is sorted by this column. */
  sort?: 'ascending' | 'descending';
  /** The heading cell's classes, when the table's default spacing does not fit. */
  className?: string;
}

/** The customer area's rows parted by a line (`bodyClassName`). */
export const DIVIDED_ROWS = 'divide-y divide-slate-200 dark:divide-slate-800';

/** The heading cells' spacing of the customer area's tables: a gap between columns, none after the last. */
function headingClass(column: DataColumn, index: number, count: number): string {
  return `py-2 ${index < count - 1 ? 'pr-4' : ''} ${column.right ? 'text-right' : ''}`;
}

/**
 * Every data table of the app: its own sideways scroll region named by `labelledBy`, the column headings, and the
 * phone's stacked layout (each row a card, each cell led by its column's heading: `stacked-table.ts`). The rows are
 * the caller's (`children`, inside one tbody); `groups` passes whole tbody elements instead, for rows grouped under a
 * heading spanning them. `keepHeadings` keeps the headings above the cards on a phone when they sort the table.
 */
export function DataTable({
  labelledBy,
  columns,
  testId,
  caption,
  keepHeadings = false,
  regionClassName = '',
  className = 'w-full text-left text-sm',
  headClassName = 'border-b border-slate-200 dark:border-slate-800',
  bodyClassName,
  groups = false,
  children,
}: {
  labelledBy: string;
  columns: readonly DataColumn[];
  testId?: string;
  /** Read by screen readers only; its id is what `labelledBy` names. */
  caption?: { id: string; text: string };
  keepHeadings?: boolean;
  regionClassName?: string;
  className?: string;
  headClassName?: string;
  bodyClassName?: string;
  groups?: boolean;
  children: ReactNode;
}) {
  return (
    <TableScrollRegion labelledBy={labelledBy} className={regionClassName}>
      <table
        className={className}
        data-testid={testId}
        {...stackedTable(
          columns.map((column) => (column.hidden ? '' : column.label)),
          { keepHeadings },
        )}
      >
        {caption && (
          <caption id={caption.id} className="sr-only">
            {caption.text}
          </caption>
        )}
        <thead className={headClassName || undefined}>
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                aria-sort={column.sort}
                className={column.className ?? headingClass(column, index, columns.length)}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : (column.content ?? column.label)}
              </th>
            ))}
          </tr>
        </thead>
        {groups ? children : <tbody className={bodyClassName}>{children}</tbody>}
      </table>
    </TableScrollRegion>
  );
}
