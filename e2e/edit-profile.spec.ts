import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  codeFromOutbox,
  DEMO_PASSWORD,
  expectPage,
  expectSignedInFrame,
  expectSnackbar,
  formAlert,
  message,
  registerCustomer,
  uniqueEmail,
} from './support';

/** A fresh personal customer, signed in, on /Editprofile: the shared demo accounts stay untouched. */
async function freshCustomerOnEditProfile(page: Page) {
  await registerCustomer(page, 'Personal', { email: uniqueEmail('edit') });
  await expectSignedInFrame(page);
  await page.goto('/Editprofile');
  await expectPage(page, '/Editprofile', message('en', 'routes.editProfile'));
}

const field = (page: Page, key: string) => page.getByLabel(message('en', `editProfile.${key}`), { exact: true });

test('/Editprofile: new names are saved at once; a new phone needs the password and the SMS code before it replaces the old one', async ({
  page,
}) => {
  await freshCustomerOnEditProfile(page);
  await expect(page.getByTestId('edit-profile-type')).toHaveText(message('en', 'auth.personal'));

  await field(page, 'firstName').fill('Zuzana');
  await field(page, 'lastName').fill('Kováčová');
  await field(page, 'countryCode').fill('+421');
  await field(page, 'phone').fill('9051234567');
  await page.getByRole('button', { name: message('en', 'editProfile.save') }).click();
  await expect(page.getByTestId('field-error')).toHaveText(message('en', 'validation.phoneLength'));

  // Unique per run: a retry of this test against the same database must not meet its own earlier number.
  const newPhone = `9${String(Date.now()).slice(-8)}`;
  await field(page, 'phone').fill(newPhone);
  await field(page, 'residenceCountry').selectOption('SK');
  await page.getByRole('button', { name: message('en', 'editProfile.save') }).click();
  await expect(page.getByTestId('field-error')).toHaveText(message('en', 'validation.required'));

  await field(page, 'currentPassword').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: message('en', 'editProfile.save') }).click();
  await expectSnackbar(page, 'success', message('en', 'editProfile.codeSent'));
  expect(await page.evaluate(() => localStorage.getItem('full_name'))).toBe('Zuzana Kováčová');
  const confirmPhone = page.getByTestId('confirm-phone');
  await expect(confirmPhone).toContainText(`+421${newPhone}`);
  // The old number stays the account's until the new one is confirmed.
  await expect(field(page, 'phone')).not.toHaveValue(newPhone);

  await confirmPhone.getByLabel(message('en', 'editProfile.code')).fill(await codeFromOutbox(page.context(), `+421${newPhone}`));
  await confirmPhone.getByRole('button', { name: message('en', 'editProfile.confirm') }).click();
  await expectSnackbar(page, 'success', message('en', 'editProfile.confirmed'));

  await page.reload();
  await expect(page.getByTestId('profile-menu')).toContainText('Zuzana Kováčová');
  await expect(field(page, 'firstName')).toHaveValue('Zuzana');
  await expect(field(page, 'residenceCountry')).toHaveValue('SK');
  await expect(field(page, 'phone')).toHaveValue(newPhone);
  await expect(page.getByTestId('confirm-phone')).toHaveCount(0);
});

test('/Editprofile: a PNG upload is shown as the picture; a text file posing as a PNG is refused with a message', async ({ page }) => {
  await freshCustomerOnEditProfile(page);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

  await page.getByTestId('picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expectSnackbar(page, 'success', message('en', 'editProfile.pictureSaved'));
  const picture = page.getByTestId('profile-picture');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

  await page
    .getByTestId('picture-input')
    .setInputFiles({ name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') });
  await expect(formAlert(page)).toHaveText(message('en', 'errors.pictureType'));
  await expect(picture).toBeVisible();
});
