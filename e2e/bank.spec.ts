import { expect, test } from '@playwright/test';
import { expectAccessibleAt320, message, operator, registerCustomer } from './support';

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a customer is credited by their payment reference, pays out to a saved beneficiary and sees it sent', async ({ page }) => {
  const email = await registerCustomer(page, 'Personal');
  operator('set-level', email, '2');
  operator('deposit', email, '200', 'EUR');

  await page.goto('/Incomingwiretransfer');
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'bank.incoming.title') })).toBeVisible();
  await expect(page.getByTestId('iban-EUR')).toContainText('CZ72 0800 0000 0028 0123 4575');
  const reference = (await page.getByTestId('reference-EUR').textContent())?.match(/KT\d{12}/)?.[0];
  expect(reference).toBeTruthy();
  await expect(page.getByTestId('reference-CZK')).not.toContainText(reference!);

  expect(operator('deposit-ref', reference!, '50', 'EUR', 'E2E-1')).toContain(`credited 50 EUR to ${email}`);
  await page.goto('/Account');
  expect(euros(await page.getByTestId('account-EUR-available').locator('td').last().textContent())).toBe(250);

  await page.goto('/Outgoingwiretransfer');
  await expect(page.getByText(message('en', 'bank.payout.needBeneficiary'))).toBeVisible();
  const beneficiaryForm = page.getByTestId('beneficiary-form');
  await beneficiaryForm.getByLabel(message('en', 'bank.beneficiaries.name')).fill('E2E Payee');
  await beneficiaryForm.getByLabel(message('en', 'bank.beneficiaries.iban')).fill('de89 3704 0044 0532 0130 01');
  await beneficiaryForm.getByLabel(message('en', 'bank.beneficiaries.bic')).fill('COBADEFFXXX');
  await beneficiaryForm.getByRole('button', { name: message('en', 'bank.beneficiaries.save') }).click();
  await expect(beneficiaryForm.getByTestId('field-error')).toHaveText(message('en', 'bank.validation.iban'));
  await beneficiaryForm.getByLabel(message('en', 'bank.beneficiaries.iban')).fill('de89 3704 0044 0532 0130 00');
  await beneficiaryForm.getByRole('button', { name: message('en', 'bank.beneficiaries.save') }).click();
  await expect(page.getByTestId('beneficiary')).toContainText('DE89 3704 0044 0532 0130 00');

  const payoutForm = page.getByTestId('payout-form');
  await payoutForm.getByLabel(message('en', 'bank.payout.amount')).fill('30');
  // A new customer is on the basic plan: €1.00 per payout.
  await expect(payoutForm.getByTestId('payout-fee')).toHaveText('€1.00');
  await expect(payoutForm.getByTestId('payout-total')).toHaveText('€31.00');
  await payoutForm.getByRole('button', { name: message('en', 'bank.payout.submit') }).click();
  await expect(page.getByTestId('payout-done')).toBeVisible();
  await expect(page.getByTestId('payout-status').first()).toHaveText(message('en', 'bank.payouts.statuses.pending'));

  const pending = operator('payouts', 'pending')
    .split('\n')
    .find((line) => line.includes(email));
  const id = pending?.match(/^payout (\d+)/)?.[1];
  expect(id).toBeTruthy();
  expect(operator('payout-sent', id!)).toContain(`payout ${id} sent`);
  await page.reload();
  await expect(page.getByTestId('payout-status').first()).toHaveText(message('en', 'bank.payouts.statuses.sent'));

  await page.goto('/Account');
  expect(euros(await page.getByTestId('account-EUR-available').locator('td').last().textContent())).toBe(219);

  await expectAccessibleAt320(page, ['/Incomingwiretransfer', '/Outgoingwiretransfer']);
});
