import { verifyPassword } from '@/lib/server/auth/password/password';
import { db, schema } from '@/lib/server/db';
import { simulatedProvider } from '@/lib/server/payments/simulated';
import { resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { cardFields, CARDS, expectFieldErrors, outboxRows, postChallenge, postVoucherBuy } from '../support/orders';

/** Gift vouchers paid by card: issued with a readable code and a fresh password, both e-mailed; refused or canceled otherwise. */

beforeEach(() => resetDatabase());

const PURCHASE = { value: '50', currency: 'EUR', email: 'giver@example.test' };
const CODE_SHAPE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;
const vouchers = () => db().select().from(schema.giftVouchers);

test('paid: the voucher is active with a code and a password shown once, kept only as a hash, and e-mailed in the buyer’s language', async () => {
  const result = await postVoucherBuy({ ...PURCHASE, ...cardFields(CARDS.success) }, { headers: { lang: 'cs' } });

  expect(result.status).toBe(200);
  expect(result.data).toEqual({
    status: 'active',
    voucher: {
      reference: expect.stringMatching(/^GV-/),
      code: expect.stringMatching(CODE_SHAPE),
      password: expect.stringMatching(/^[A-HJKMNP-Za-km-np-z2-9]{12}$/),
      value: '50',
      currency: 'EUR',
      email: 'giver@example.test',
    },
  });
  const { code, password } = result.data.voucher;
  const [stored] = await vouchers();
  expect(stored).toMatchObject({ code, status: 'active', valueMinor: 5000, currency: 'EUR', locale: 'cs' });
  expect(stored!.passwordHash).not.toContain(password);
  expect(await verifyPassword(stored!.passwordHash, password)).toBe(true);
  expect(await verifyPassword(stored!.passwordHash, 'wrong password')).toBe(false);

  const [mail] = await outboxRows();
  expect(mail).toMatchObject({ recipient: 'giver@example.test', purpose: 'gift-voucher' });
  expect(mail!.subject).toBe(
    messageText('cs', 'vouchers.buy.mail.subject').replace('{brand}', 'Kryptomat').replace('{value}', '50,00\u00a0€'),
  );
  expect(mail!.textBody).toContain(`${messageText('cs', 'vouchers.buy.mail.code')}: ${code}`);
  expect(mail!.textBody).toContain(`${messageText('cs', 'vouchers.buy.mail.password')}: ${password}`);
});

test('declined: no voucher is issued, the purchase is cancelled, nothing is e-mailed', async () => {
  const result = await postVoucherBuy({ ...PURCHASE, ...cardFields(CARDS.declined) });

  expect(result.data).toEqual({ status: 'declined', reference: expect.stringMatching(/^GV-/), reason: 'cardDeclined' });
  expect(await vouchers()).toEqual([expect.objectContaining({ status: 'cancelled', passwordHash: '' })]);
  expect(await outboxRows()).toEqual([]);
});

test('3-D Secure: awaiting payment until approved, then issued through the challenge answer', async () => {
  const started = await postVoucherBuy({ ...PURCHASE, currency: 'CZK', value: '1000', ...cardFields(CARDS.threeDSecure) });

  expect(started.data).toMatchObject({
    status: 'challenge',
    challenge: { amount: '1000', currency: 'CZK', cardLast4: '3220', merchant: 'Kryptomat' },
  });
  const { paymentReference, code } = started.data.challenge;
  expect(code).toBe(simulatedProvider.challengeCode(paymentReference));
  expect((await vouchers())[0]?.status).toBe('awaiting_payment');

  const approved = await postChallenge({ payment: paymentReference, action: 'approve', code });

  expect(approved.data).toMatchObject({
    purpose: 'gift_voucher',
    voucher: { status: 'active', voucher: { code: expect.stringMatching(CODE_SHAPE), value: '1000', currency: 'CZK' } },
  });
  expect((await vouchers())[0]?.status).toBe('active');
  expect(await outboxRows()).toHaveLength(1);
});

test('3-D Secure canceled: the voucher is cancelled', async () => {
  const started = await postVoucherBuy({ ...PURCHASE, ...cardFields(CARDS.threeDSecure) });

  const canceled = await postChallenge({ payment: started.data.challenge.paymentReference, action: 'cancel' });

  expect(canceled.data).toMatchObject({ purpose: 'gift_voucher', voucher: { status: 'declined', reason: 'canceled' } });
  expect((await vouchers())[0]?.status).toBe('cancelled');
});

test('each voucher gets its own code', async () => {
  for (let purchase = 0; purchase < 5; purchase++) await postVoucherBuy({ ...PURCHASE, ...cardFields(CARDS.success) });
  const codes = (await vouchers()).map((voucher) => voucher.code);
  expect(new Set(codes).size).toBe(5);
});

test('the value, the currency and the e-mail are required and checked; values outside the limits are refused', async () => {
  const empty = await postVoucherBuy({ value: '', currency: 'USD', email: '', ...cardFields() }, { headers: { lang: 'el' } });
  expectFieldErrors(empty, 'el', { value: 'validation.required', currency: 'payments.validation.currency', email: 'validation.required' });

  const tooMuch = await postVoucherBuy({ ...PURCHASE, value: '500.01', ...cardFields() });
  expect(tooMuch.status).toBe(422);
  expect(tooMuch.data.fieldErrors.value).toBe(messageText('en', 'payments.errors.aboveMaximum').replace('{max}', '€500.00'));
  expect(await vouchers()).toEqual([]);
});
