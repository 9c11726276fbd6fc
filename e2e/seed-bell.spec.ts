import { expect, test } from '@playwright/test';
import { DEMO_PERSONAL, expectPage, signInToDashboard } from './support';

// The bell of the personal demo customer as the seed leaves it: this runs before the crawler (playwright.config.ts,
// project 'seed-readers'), which signs in as the same customer and opens the messages and news it links to, so marks
// them read.
/**
 * The seeded broadcasts and news of lib/server/db/seed.ts (bc_id in insertion order) and the personal
 * demo customer (created 2026-02-01T09:00Z), with the unread rules of spec section 7.
 */
const PERSONAL = { id: 'personal', created: '2026-02-01T09:00:00Z' };
const SEED_BROADCASTS = [
  { bc_id: 1, to_send: 'All', toid: null, created: '2025-11-01T08:00:00Z' },
  { bc_id: 2, to_send: 'All', toid: null, created: '2025-12-10T08:00:00Z' },
  { bc_id: 3, to_send: 'All', toid: null, created: '2026-03-05T08:00:00Z' },
  { bc_id: 4, to_send: 'All', toid: null, created: '2026-06-18T08:00:00Z' },
  { bc_id: 5, to_send: 'User', toid: 'personal', created: '2026-02-03T10:00:00Z' },
  { bc_id: 6, to_send: 'User', toid: 'corporate', created: '2026-02-04T10:00:00Z' },
];
const SEED_NEWS = ['2026-01-10T12:00:00Z', '2026-03-20T12:00:00Z', '2026-05-02T12:00:00Z', '2026-09-14T12:00:00Z'];
const newer = (iso: string) => Date.parse(iso) > Date.parse(PERSONAL.created);
const unreadBroadcasts = SEED_BROADCASTS.filter(
  (b) => b.bc_id === 1 || (b.to_send === 'All' && newer(b.created)) || (b.to_send === 'User' && b.toid === PERSONAL.id),
).length;
const unreadNews = SEED_NEWS.filter(newer).length;

test('the bell counts unread broadcasts and news and links to /messages', async ({ page }) => {
  const expected = unreadBroadcasts + unreadNews;
  expect(expected).toBe(7); // 4 broadcasts (1, 3, 4, 5) + 3 news: the seed as read by spec section 7
  await signInToDashboard(page, DEMO_PERSONAL);
  const bell = page.getByTestId('bell');
  await expect(page.getByTestId('bell-badge')).toHaveText(String(expected));
  await expect(bell).toHaveAccessibleName(`${expected} unread messages`);
  await expect(bell).toHaveAttribute('href', '/messages');
  await bell.click();
  await expectPage(page, '/messages', 'Messages');
});
