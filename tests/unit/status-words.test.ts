import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CASH_ORDER_STATUSES } from '@/lib/terms/cash-orders';
import { ALL_LOCALES, loadMessages, messageEntries, messageText } from '../support/messages';

/** Every component source file, by its path under components/. */
function componentSources(dir = path.join(process.cwd(), 'components')): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentSources(file);
    return entry.name.endsWith('.tsx') ? [[path.relative(process.cwd(), file), readFileSync(file, 'utf8')]] : [];
  });
}

test('no component shows a status or state code as it is (it goes into a title or a data attribute, not the text)', () => {
  // `{order.status}` as a child; `data-status={order.status}` and `status={atm.status}` hand it on and are fine.
  const raw = componentSources().flatMap(([file, source]) =>
    [...source.matchAll(/(?<![=\w$])\{(?:[\w?]+\.)*(?:status|state|display)\}/g)].map((match) => `${file}: ${match[0]}`),
  );
  expect(raw).toEqual([]);
});

test.each(ALL_LOCALES)('every cash order status has words in %s', (locale) => {
  const words = CASH_ORDER_STATUSES.map((status) => messageText(locale, `cashOrders.statuses.${status}`));
  expect(words.filter((text, index) => text === CASH_ORDER_STATUSES[index] || /^[A-Z_]+$/.test(text))).toEqual([]);
});

test('no status reads as the code it stands for (Init, Process, Deactive)', () => {
  const codeLike = messageEntries(loadMessages('en'))
    .filter(([key]) => /\.statuse?s?\.\w+$/.test(key))
    .filter(([, text]) => /^[A-Z][A-Z_]+$/.test(text) || ['Init', 'Process', 'Deactive'].includes(text))
    .map(([key, text]) => `${key}: ${text}`);
  expect(codeLike).toEqual([]);
});
