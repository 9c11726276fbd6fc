import { POST as askPayout } from '@/app/api/user/v1/bank/payouts/route';
import { POST as sendToUser } from '@/app/api/user/v1/transfers/users/route';
import { getCryptoDepositPage } from '@/lib/server/chain/page';
import { getDashboardPage } from '@/lib/server/accounts/page';
import { getTransferDetailsPage } from '@/lib/server/transfers/page';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { runCommand } from '@/lib/server/ops/registry';
import { callApi } from '../support/api';
import { savedBeneficiary } from '../support/bank';
import { createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';
import { signInAs } from '../support/signed-in';

jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));
jest.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

beforeEach(resetDatabase);

const fund = (userId: number, amount: bigint, kind: 'bank-deposit' | 'demo-credit' = 'bank-deposit') =>
  inLedgerTransaction((tx) => creditFromWorld(tx, { userId, asset: 'EUR', amount, kind }));

/** A customer at `level` with €100 and a saved bank account, signed in: a payout is one call away. */
async function payer(level: number) {
  const user = await createUser({ verificationLevel: level });
  await fund(user.id, 100_00n);
  const token = await signIn(user);
  const beneficiary = await savedBeneficiary(token);
  const pay = () =>
    callApi(askPayout, 'user/v1/bank/payouts', {
      method: 'POST',
      token,
      body: { beneficiary, amount: '10' },
      headers: { lang: 'en', 'idempotency-key': crypto.randomUUID() },
    });
  return { user, token, pay };
}

/** What the customer reads of a refusal: its status, its words and the step the client links to. */
const refusalOf = ({ status, envelope, data }: Awaited<ReturnType<typeof callApi>>) => ({
  status,
  message: envelope.message,
  nextStep: data?.nextStep,
});

describe('a refusal for the level or a block names the step that lifts it', () => {
  test('level 0 is sent to the profile, level 1 to the identity documents', async () => {
    const newcomer = await payer(0);
    expect(refusalOf(await newcomer.pay())).toEqual({
      status: 403,
      message: messageText('en', 'limits.errors.notAtLevel'),
      nextStep: 'profile',
    });

    await runCommand(['set-limit', '1', 'withdrawal', 'day', '0'], 'test-operator');
    const profiled = await payer(1);
    expect(refusalOf(await profiled.pay())).toMatchObject({ status: 403, nextStep: 'kyc' });
  });

  test('sending money before the profile is complete links to the profile', async () => {
    const sender = await createUser({ verificationLevel: 0 });
    const recipient = await createUser({ verificationLevel: 2 });
    const refused = await callApi(sendToUser, 'user/v1/transfers/users', {
      method: 'POST',
      token: await signIn(sender),
      body: { recipient: recipient.email, currency: 'EUR', amount: '1' },
      headers: { lang: 'en', 'idempotency-key': crypto.randomUUID() },
    });
    expect(refusalOf(refused)).toEqual({ status: 403, message: messageText('en', 'transfers.errors.profileFirst'), nextStep: 'profile' });
  });

  test('the transfer details page, refused as it is rendered, links the profile too', async () => {
    const recipient = await createUser({ verificationLevel: 2 });
    signInAs(await createUser({ verificationLevel: 0 }));
    expect(await getTransferDetailsPage({ recipient: recipient.email, currency: 'EUR', amount: '1' })).toMatchObject({
      kind: 'refused',
      message: messageText('en', 'transfers.errors.profileFirst'),
      nextStep: 'profile',
    });
  });

  test('a block by the administrator sends the customer to support', async () => {
    const { user, pay } = await payer(2);
    await runCommand(['block', 'bank-payouts', user.email], 'test-operator');
    expect(refusalOf(await pay())).toEqual({ status: 403, message: messageText('en', 'limits.errors.blocked'), nextStep: 'support' });
  });

  test('the deposit page of a level-0 customer names the profile as the step to deposits; level 2 has none', async () => {
    signInAs(await createUser({ verificationLevel: 0 }));
    expect((await getCryptoDepositPage({ asset: 'LTC' })).nextStep).toBe('profile');
    signInAs(await createUser({ verificationLevel: 2 }));
    expect((await getCryptoDepositPage({ asset: 'LTC' })).nextStep).toBeNull();
  });
});

describe('the first dashboard shows what is left to do', () => {
  test('a new customer with e-mail and phone verified sees every other step undone, each with its page', async () => {
    signInAs(await createUser({ verificationLevel: 0 }));
    expect((await getDashboardPage()).checklist).toEqual([
      { id: 'contacts', done: true, href: '/Editprofile' },
      { id: 'profile', done: false, href: '/Editprofile' },
      { id: 'identity', done: false, href: '/Kyc' },
      { id: 'deposit', done: false, href: '/Transactions_crypto_deposit' },
      { id: 'twoFactor', done: false, href: '/TwoSecurity' },
    ]);
  });

  test('a customer whose phone is not confirmed yet sees that step undone', async () => {
    signInAs(await createUser({ verificationLevel: 0, phoneVerifiedAt: null }));
    expect((await getDashboardPage()).checklist?.[0]).toEqual({ id: 'contacts', done: false, href: '/Editprofile' });
  });

  test('a level-2 customer with a deposit has only 2FA left; with 2FA on, the checklist is gone', async () => {
    const user = await createUser({ verificationLevel: 2 });
    await fund(user.id, 500_00n, 'demo-credit');
    signInAs(user);
    expect((await getDashboardPage()).checklist?.map(({ id, done }) => [id, done])).toEqual([
      ['contacts', true],
      ['profile', true],
      ['identity', true],
      ['deposit', true],
      ['twoFactor', false],
    ]);
    const withAuthenticator = { ...user, authEnabled: true };
    signInAs(withAuthenticator);
    expect((await getDashboardPage()).checklist).toBeNull();
  });
});
