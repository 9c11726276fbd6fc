import type { CSSProperties } from 'react';

/**
 * The props that make a data table stack on a phone: below Tailwind's `sm` (640 px) each row is a card and each cell
 * a line led by its column's heading, so no column is cut off at the screen's edge (app/globals.css, `data-stacked`).
 * The headings travel as the table's custom properties rather than on each cell (a table of 450 cells carries them
 * once), numbered from the last column: a row whose first cells are spanned from a row above (rowSpan) still ends
 * in the same columns. An empty heading (an actions column) leaves its cell's line without one. `keepHeadings`
 * keeps the heading row above the cards when its headings do something (sort the table).
 */
export function stackedTable(headings: readonly string[], { keepHeadings = false } = {}) {
  const style = Object.fromEntries(headings.map((heading, index) => [`--col-${headings.length - index}`, JSON.stringify(heading)]));
  return { style: style as CSSProperties, 'data-stacked': keepHeadings ? 'with-headings' : 'cards' };
}
