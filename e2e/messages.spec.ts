import { expect, test, type Page } from '@playwright/test';
import { bellCount, expectAccessibleAt320, message, operator, registerCustomer } from './support';

/** Writes to support from /Newmessage and answers the new message's id, read from the sent folder's link. */
async function writeToSupport(page: Page, subject: string): Promise<string> {
  await page.goto('/Newmessage');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel(message('en', 'mailbox.subject'), { exact: true }).fill(subject);
  await page.getByLabel(message('en', 'mailbox.body'), { exact: true }).fill('My card payment is stuck.\nCan you look at it?');
  await page.getByRole('button', { name: message('en', 'mailbox.send') }).click();
  await expect(page).toHaveURL(/\/Outgoingmessage\?sent=1$/);
  await expect(page.getByTestId('sent-notice')).toBeVisible();
  const href = await page.getByRole('link', { name: subject }).getAttribute('href');
  return href!.split('/').pop()!;
}

test('a customer writes to support, the operator answers, the customer reads the answer and the bell drops', async ({ page }) => {
  await registerCustomer(page, 'Personal');
  const subject = `Stuck payment ${Date.now()}`;
  const id = await writeToSupport(page, subject);

  operator('answer-message', id, '--', 'It', 'went', 'through', 'now.');
  await page.goto('/Incomingmessage');
  const before = await bellCount(page);
  const item = page.getByTestId('message-item').filter({ hasText: `Re: ${subject}` });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/Readmessage\/\d+$/);
  await expect(page.getByTestId('message-body')).toHaveText('It went through now.');
  await expect(page.getByTestId('read-message')).toContainText('Can you look at it?');

  await page.goto('/Incomingmessage');
  expect(await bellCount(page)).toBe(before - 1);
  await expect(page.getByTestId('message-item').filter({ hasText: `Re: ${subject}` })).toHaveAttribute('data-unread', 'false');
});

test('the pages of messages with support pass axe in both themes and fit 320 px', async ({ page }) => {
  // A registration, then six pages with axe in both themes: past a minute on a loaded two-core runner.
  test.setTimeout(120_000);
  await registerCustomer(page, 'Personal');
  const id = await writeToSupport(page, `A rather long subject that has to wrap on a narrow phone screen ${Date.now()}`);
  operator('answer-message', id, '--', 'Answered.');
  await expectAccessibleAt320(page, [
    '/Message',
    '/Newmessage',
    '/Incomingmessage',
    '/Outgoingmessage',
    `/Readmessage/${id}`,
    '/Profilebox',
  ]);
});
