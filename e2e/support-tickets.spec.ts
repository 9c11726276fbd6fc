import { expect, test, type Page } from '@playwright/test';
import { bellCount, expectAccessibleAt320, message, operator, registerCustomer } from './support';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('small screenshot')]);

/** Opens a ticket through /createissue, with one small PNG, and answers its id. */
async function openTicket(page: Page, subject: string): Promise<string> {
  await page.goto('/createissue');
  await page.getByLabel(message('en', 'support.form.category')).selectOption('payments');
  await page.getByLabel(message('en', 'support.form.subject')).fill(subject);
  await page.getByLabel(message('en', 'support.form.description')).fill('My deposit of 100 EUR has not arrived.\nSent on Monday.');
  await page.getByLabel(message('en', 'support.form.files')).setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: message('en', 'support.form.submit') }).click();
  await expect(page).toHaveURL(/\/openissue\/\d+$/);
  return /\/openissue\/(\d+)$/.exec(page.url())![1]!;
}

test('a customer opens a ticket, the operator answers, the bell rises and the customer reads and replies', async ({ page }) => {
  await registerCustomer(page, 'Personal');
  const subject = `Deposit missing ${Date.now()}`;
  const id = await openTicket(page, subject);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText(message('en', 'support.statuses.open'));
  await expect(page.getByTestId('attachment')).toHaveText('screen.png');

  await page.goto('/jiramessages');
  const before = await bellCount(page);
  operator('answer-ticket', id, '--', 'Which', 'bank', 'did', 'you', 'send', 'it', 'from?');
  await page.reload();
  expect(await bellCount(page)).toBe(before + 1);

  await page.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/openissue/${id}$`));
  await expect(page.getByTestId('ticket-status')).toHaveText(message('en', 'support.statuses.waiting'));
  expect(await bellCount(page)).toBe(before);
  await expect(page.getByTestId('ticket-post').filter({ hasText: 'Which bank did you send it from?' })).toHaveAttribute(
    'data-author',
    'support',
  );

  await page.getByLabel(message('en', 'support.reply.body')).fill('From Fio banka.');
  await page.getByRole('button', { name: message('en', 'support.reply.submit') }).click();
  await expect(page.getByTestId('ticket-post').filter({ hasText: 'From Fio banka.' })).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText(message('en', 'support.statuses.open'));
});

test('the support pages pass axe in both themes and fit 320 px', async ({ page }) => {
  await expectAccessibleAt320(page, ['/jiranote']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerCustomer(page, 'Personal');
  await expectAccessibleAt320(page, ['/jiramessages']);
  const id = await openTicket(page, `A rather long subject that has to wrap on a narrow phone screen ${Date.now()}`);
  operator('answer-ticket', id, '--', 'We', 'are', 'looking', 'into', 'it.');
  await expectAccessibleAt320(page, ['/jiramessages', '/createissue', `/openissue/${id}`]);
});
