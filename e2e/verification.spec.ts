import { expect, test } from '@playwright/test';
import { expectAccessibleAt320, message, operator, registerCustomer, waitForHydration } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a customer uploads an identity document, sees it pending, and reaches level 2 once the operator approves it', async ({ page }) => {
  const email = await registerCustomer(page, 'Personal');
  operator('set-level', email, '1');

  await page.goto('/Kyc');
  await expect(page.getByRole('heading', { name: message('en', 'verification.title'), level: 1 })).toBeVisible();
  await expect(page.getByTestId('kyc-level')).toHaveText(message('en', 'verification.levels.level1'));
  await expect(page.getByTestId('kyc-next-step')).toHaveText(message('en', 'verification.next.identity'));
  await expect(page.getByTestId('limits-level-1')).toContainText('€1,000');
  await waitForHydration(page);

  const form = page.getByTestId('document-form');
  // A text file named .pdf is refused by its bytes, and the form says why.
  await form
    .getByLabel(message('en', 'verification.upload.file'))
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await form.getByRole('button', { name: message('en', 'verification.upload.submit') }).click();
  await expect(form.getByTestId('form-alert')).toHaveText(message('en', 'verification.errors.documentType'));

  await form.getByLabel(message('en', 'verification.upload.kind')).selectOption({ label: message('en', 'verification.kinds.identity') });
  await form
    .getByLabel(message('en', 'verification.upload.documentType'))
    .selectOption({ label: message('en', 'verification.types.passport') });
  await form
    .getByLabel(message('en', 'verification.upload.file'))
    .setInputFiles({ name: 'my-passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: message('en', 'verification.upload.submit') }).click();
  await expect(page.getByTestId('document-uploaded')).toHaveText(message('en', 'verification.upload.success'));
  await expect(page.getByTestId('kyc-next-step')).toHaveText(message('en', 'verification.next.identityPending'));

  await page
    .getByRole('link', { name: message('en', 'verification.upload.files') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/Files$/);
  const row = page.getByTestId('document');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(message('en', 'verification.types.passport'));
  await expect(row).toContainText('my-passport.pdf');
  await expect(row.getByTestId('document-status')).toHaveText(message('en', 'verification.statuses.pending'));

  const listed = operator('documents', email).trim();
  const id = listed.split(/\s+/)[0]!;
  expect(listed).toContain(`${email}  identity  passport  pending`);
  expect(operator('approve-document', id)).toContain('level 1 → 2');

  await page.reload();
  await expect(page.getByTestId('document-status')).toHaveText(message('en', 'verification.statuses.approved'));
  await page.goto('/Kyc');
  await expect(page.getByTestId('kyc-level')).toHaveText(message('en', 'verification.levels.level2'));
  await expect(page.getByTestId('kyc-next-step')).toHaveText(message('en', 'verification.next.address'));

  await expectAccessibleAt320(page, ['/Kyc', '/Files']);
});
