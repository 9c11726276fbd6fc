import { readFileSync } from 'node:fs';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataTable } from '@/components/ui/DataTable';
import { RecordsTable } from '@/components/ui/RecordsTable';
import { isTypeScript, sourceFiles } from '../support/source-files';

// Every data table of the app is drawn by one component, so that the phone's stacked layout (app/globals.css,
// `table[data-stacked]`), the scroll region and the headings cannot differ from table to table.
const TABLE_COMPONENT = 'components/ui/DataTable.tsx';

/** `type` rendered with `children` as createElement's own arguments, which its props' type does not see. */
function render<P extends { children?: ReactNode }>(type: (props: P) => ReactNode, props: Omit<P, 'children'>, ...children: ReactNode[]) {
  return renderToStaticMarkup(createElement(type as (props: Omit<P, 'children'>) => ReactNode, props, ...children));
}

const row = (cells: string[]) => createElement('tr', null, ...cells.map((cell) => createElement('td', { key: cell }, cell)));

test('a table of grouped rows with a caption and sorting headings stacks on a phone, its headings kept', () => {
  const html = render(
    DataTable,
    {
      labelledBy: 'limits-caption',
      caption: { id: 'limits-caption', text: 'Limits per level' },
      testId: 'limits',
      keepHeadings: true,
      groups: true,
      columns: [
        { label: 'Level', sort: 'ascending' as const, content: createElement('a', { href: '?sort=level' }, 'Level') },
        { label: 'Day', right: true },
        { label: 'Download', hidden: true },
      ],
    },
    createElement('tbody', { 'data-testid': 'level-1' }, row(['Level 1', '€1,000', 'get'])),
  );
  expect(html).toContain('role="region" aria-labelledby="limits-caption"');
  expect(html).toContain('<caption id="limits-caption" class="sr-only">Limits per level</caption>');
  expect(html).toContain('data-stacked="with-headings"');
  // Numbered from the last column, the hidden heading's line left empty (stacked-table.ts).
  expect(html).toContain('--col-3:&quot;Level&quot;;--col-2:&quot;Day&quot;;--col-1:&quot;&quot;');
  expect(html).toContain('<th scope="col" aria-sort="ascending" class="py-2 pr-4 "><a href="?sort=level">Level</a></th>');
  expect(html).toMatch(/<th scope="col" class="py-2 pr-4 text-right">Day<\/th>/);
  expect(html).toContain('<span class="sr-only">Download</span>');
  // The groups are the table's own bodies, not wrapped in another.
  expect(html).toContain('</thead><tbody data-testid="level-1"><tr>');
});

test('a records list is the same table under its heading, as cards on a phone, or its empty state', () => {
  const props = {
    id: 'payouts-title',
    title: 'Payouts',
    testId: 'payouts',
    columns: [{ label: 'Date' }, { label: 'Amount', right: true }],
  };
  const listed = render(RecordsTable, { ...props, empty: null }, row(['1 Dec', '€5.00']));
  expect(listed).toContain('data-testid="payouts" style="--col-2:&quot;Date&quot;;--col-1:&quot;Amount&quot;" data-stacked="cards"');
  expect(listed).toContain('aria-labelledby="payouts-title"');
  const empty = render(RecordsTable, { ...props, empty: 'No payouts yet.' });
  expect(empty).toContain('data-testid="payouts-empty"');
  expect(empty).not.toContain('<table');
});

test('no component or page writes a <table> of its own: each goes through DataTable', () => {
  const files = sourceFiles(['app', 'components'], isTypeScript, [TABLE_COMPONENT]);
  expect(files.filter((file) => /<table\b/.test(readFileSync(file, 'utf8')))).toEqual([]);
});
