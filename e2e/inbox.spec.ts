import { expect, test, type BrowserContext } from '@playwright/test';
import { bellCount, expectAccessibleAt320, message, operator, registerCustomer } from './support';

/** A broadcast to this one customer only: the demo customers' bells (asserted elsewhere) stay as they are. */
function broadcastTo(email: string, title: string) {
  operator('broadcast', email, title, '--', 'Your', 'ATM', 'withdrawal', 'limit', 'was', 'raised.');
}

/**
 * News dated before every seeded account, so it reaches nobody's bell (spec section 7) and the demo customers' counts
 * stay as other specs expect; /News lists every published item.
 */
function publishArchiveNews(title: string) {
  operator('publish-news', '--dated', '2020-01-01', title, 'A short summary', '--', 'The', 'whole', 'article.');
}

/**
 * The path of the unsubscribe link in the newest "funds added" e-mail to `recipient`, read on /demo-outbox as the
 * customer reads their mailbox (the link's origin is PUBLIC_ORIGIN, not this test server's).
 */
async function fundsAddedUnsubscribePath(context: BrowserContext, recipient: string): Promise<string> {
  const outbox = await context.newPage();
  let path: string | undefined;
  await expect(async () => {
    await outbox.goto('/demo-outbox');
    const mail = outbox
      .getByTestId('outbox-message')
      .filter({ hasText: recipient })
      .filter({ hasText: '/unsubscribe/fundsAdded-' })
      .first();
    path = /https?:\/\/[^/\s]+(\/\S*unsubscribe\/fundsAdded-[0-9a-f]{32}-[0-9a-f]{32})/.exec(
      (await mail.locator('pre').textContent()) ?? '',
    )?.[1];
    expect(path).toBeDefined();
  }).toPass({ timeout: 15_000 });
  await outbox.close();
  return path!;
}

test('the unsubscribe link of a "funds added" e-mail turns off just that setting, after a click', async ({ page, context }) => {
  const email = await registerCustomer(page, 'Personal');
  operator('deposit', email, '25', 'EUR');

  await page.goto(await fundsAddedUnsubscribePath(context, email));
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'unsubscribe.title') })).toBeVisible();
  await page.getByTestId('unsubscribe').click();
  await expect(page.getByTestId('unsubscribed')).toHaveText(
    message('en', 'unsubscribe.done', { setting: message('en', 'settings.fundsAdded') }),
  );

  await page.goto('/Settings');
  await expect(page.getByRole('switch', { name: message('en', 'settings.fundsAdded') })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: message('en', 'settings.internalMessage') })).toBeChecked();
});

test('opening a broadcast from the inbox lowers the bell by one; /News lists a published item', async ({ page }) => {
  const email = await registerCustomer(page, 'Personal');
  const title = `Limit raised ${Date.now()}`;
  broadcastTo(email, title);

  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'inbox.title') })).toBeVisible();
  const before = await bellCount(page);
  const item = page.getByTestId('inbox-item').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/messagedetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('article')).toContainText('Your ATM withdrawal limit was raised.');

  await page.goto('/messages');
  expect(await bellCount(page)).toBe(before - 1);
  await expect(page.getByTestId('inbox-item').filter({ hasText: title })).toHaveAttribute('data-unread', 'false');

  const newsTitle = `Archive item ${Date.now()}`;
  publishArchiveNews(newsTitle);
  await page.goto('/News');
  await page.getByRole('link', { name: newsTitle }).click();
  await expect(page).toHaveURL(/\/Newsdetailss\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: newsTitle })).toBeVisible();
  await expect(page.getByTestId('article')).toContainText('The whole article.');
});

test('the inbox, news and unsubscribe pages pass axe in both themes and fit 320 px', async ({ page, context }) => {
  // A registration and ten audits (five pages, two themes): on a busy two-core machine over the default minute.
  test.setTimeout(120_000);
  const email = await registerCustomer(page, 'Personal');
  operator('deposit', email, '10', 'EUR');
  const title = `A rather long message title that has to wrap on a narrow phone screen ${Date.now()}`;
  broadcastTo(email, title);
  const newsTitle = `News to audit ${Date.now()}`;
  publishArchiveNews(newsTitle);

  await page.goto('/messages');
  const messagePath = await page.getByRole('link', { name: title }).getAttribute('href');
  await page.goto('/News');
  const newsPath = await page.getByRole('link', { name: newsTitle }).first().getAttribute('href');
  await expectAccessibleAt320(page, ['/messages', '/News', messagePath!, newsPath!, await fundsAddedUnsubscribePath(context, email)]);
});
