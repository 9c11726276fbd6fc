import { POST as stakeRoute } from '@/app/api/user/v1/earning/stakes/route';
import { getAccountBoxesPage } from '@/lib/server/accounts/page';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { runCommand } from '@/lib/server/ops/registry';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { ALL_LOCALES, messageText } from '../support/messages';
import { signIn } from '../support/session';
import { signInAs } from '../support/signed-in';

jest.mock('@/lib/server/auth/session/current', () => ({ requireCustomer: jest.fn() }));

beforeEach(resetDatabase);

test('after a stake the earning box shows the amount as staked, with nothing available to spend from it', async () => {
  const [said] = await runCommand(['earning', 'add-product', 'BTC', 'flexible', '2.5', '0.0001', '5'], 'test-operator');
  const product = Number(/#(\d+)/.exec(said!)![1]);
  const user = await createUser({ verificationLevel: 1 });
  signInAs(user);
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: user.id, asset: 'BTC', amount: 100_000_000n, kind: 'bank-deposit' }));
  await callApi(stakeRoute, 'user/v1/earning/stakes', {
    method: 'POST',
    token: await signIn(user),
    body: { product, amount: '0.4' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });

  const { boxes } = await getAccountBoxesPage({ currency: 'EUR' }, ['earning']);
  expect(boxes).toHaveLength(1);
  expect(boxes[0]).toMatchObject({ asset: 'BTC', kind: 'staked', total: '0.4', staked: '0.4', available: '0', held: '0' });
});

test.each(ALL_LOCALES)('%s: after a stake the link to the stakes and the button to stake again say different things', (locale) => {
  const link = messageText(locale, 'earning.form.toStakes');
  const again = messageText(locale, 'earning.form.again');
  expect(link).not.toBe(again);
  expect(messageText(locale, 'earning.products.stakeIn')).toContain(messageText(locale, 'earning.products.stake'));
});
