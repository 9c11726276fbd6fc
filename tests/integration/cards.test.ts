import { sql } from 'drizzle-orm';
import { GET as listCards, POST as issueCard } from '@/app/api/user/v1/cards/route';
import { POST as setLimit } from '@/app/api/user/v1/cards/[id]/limit/route';
import { POST as reveal } from '@/app/api/user/v1/cards/[id]/reveal/route';
import { POST as setStatus } from '@/app/api/user/v1/cards/[id]/status/route';
import { GET as purchases } from '@/app/api/user/v1/cards/[id]/transactions/route';
import { POST as quote } from '@/app/api/user/v1/transfers/own/quote/route';
import { simulatedIssuer } from '@/lib/server/cards/simulated';
import { translatorFor } from '@/lib/server/i18n/translate';
import { db, schema } from '@/lib/server/db';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { inLedgerTransaction } from '@/lib/server/ledger/post';
import { MAX_OPEN_CARDS } from '@/lib/terms/cards';
import { callApi } from '../support/api';
import { customerWithCard, postIssuerBody, resendIssuerEvent, sendIssuerEvent } from '../support/cards';
import { createUser, resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import { seedPrices } from '../support/orders';
import { signIn } from '../support/session';

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

const balances = async (userId: number) =>
  Object.fromEntries(
    (
      await db().execute<{ key: string; balance: string }>(
        sql`SELECT asset || ':' || kind AS key, balance FROM ledger_accounts WHERE user_id = ${userId} AND balance <> 0`,
      )
    ).rows.map((row) => [row.key, row.balance]),
  );

/** Every asset's accounts sum to zero: nothing was created or lost. */
async function expectTrialBalance() {
  const { rows } = await db().execute<{ asset: string; total: string }>(
    sql`SELECT asset, sum(balance) AS total FROM ledger_accounts GROUP BY asset`,
  );
  expect(rows.filter((row) => row.total !== '0')).toEqual([]);
}

const authorize = (card: string, amount: number, authorization = `iauth_${crypto.randomUUID()}`) =>
  sendIssuerEvent({ type: 'authorization', card, authorization, amount, merchant: 'Coffee Shop' }).then((result) => ({
    ...result,
    authorization,
  }));

test('funding the card moves credit to the card account with the plan’s card_funding fee (basic: 1 %)', async () => {
  const { user, token } = await customerWithCard('50');

  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '4950' });
  const listed = await callApi(listCards, 'user/v1/cards', { token });
  expect(listed.data).toMatchObject({ balance: '49.5', cards: [{ status: 'active', dailyLimit: null }] });
  await expectTrialBalance();
});

test('the card account cannot be funded without a card, nor be the source of a transfer', async () => {
  const user = await createUser({ verificationLevel: 1 });
  await inLedgerTransaction((tx) => creditFromWorld(tx, { userId: user.id, asset: 'EUR', amount: 100_00n, kind: 'bank-deposit' }));
  const token = await signIn(user);
  const ask = (body: unknown) => callApi(quote, 'user/v1/transfers/own/quote', { method: 'POST', token, body });

  expect((await ask({ from: 'EUR:available', to: 'EUR:card', amount: '10' })).status).toBe(409);
  expect((await ask({ from: 'EUR:card', to: 'EUR:available', amount: '10' })).status).toBe(422);
  expect((await ask({ from: 'CZK:available', to: 'EUR:card', amount: '10' })).status).toBe(422);
});

test('a card shows only its last four digits; the full number comes from the issuer’s reveal and is stored nowhere', async () => {
  const { token, card } = await customerWithCard();

  const revealed = await callApi(reveal, `user/v1/cards/${card.id}/reveal`, { method: 'POST', token, params: { id: String(card.id) } });
  expect(revealed.status).toBe(200);
  const { number, hideAt } = revealed.data as { number: string; hideAt: string };
  expect(number).toMatch(/^\d{16}$/);
  expect(number.endsWith(card.last4)).toBe(true);
  expect(new Date(hideAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
  const { rows } = await db().execute(sql`SELECT * FROM cards`);
  expect(JSON.stringify(rows)).not.toContain(number);
});

test('an authorization is held, its capture posts it; the card’s transactions show it', async () => {
  const { user, token, card, issuerCardId } = await customerWithCard('50');

  const decided = await authorize(issuerCardId, 12_34);
  expect(decided.status).toBe(200);
  expect(decided.body).toEqual({ approved: true });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '3716', 'EUR:held': '1234' });

  await sendIssuerEvent({ type: 'capture', authorization: decided.authorization, amount: 12_34 });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '3716' });
  const listed = await callApi(purchases, `user/v1/cards/${card.id}/transactions`, { token, params: { id: String(card.id) } });
  expect(listed.data).toEqual({
    purchases: [expect.objectContaining({ merchant: 'Coffee Shop', amount: '12.34', captured: '12.34', status: 'captured' })],
  });
  await expectTrialBalance();
});

test('a webhook delivered again posts once and gets the first answer', async () => {
  const { user, issuerCardId } = await customerWithCard('50');

  const first = await authorize(issuerCardId, 10_00);
  const again = await Promise.all([resendIssuerEvent(first.sent), resendIssuerEvent(first.sent), resendIssuerEvent(first.sent)]);
  expect(again.map((answer) => answer.envelope)).toEqual([{ approved: true }, { approved: true }, { approved: true }]);
  expect(await balances(user.id)).toMatchObject({ 'EUR:card': '3950', 'EUR:held': '1000' });

  const capture = await sendIssuerEvent({ type: 'capture', authorization: first.authorization, amount: 10_00 });
  await resendIssuerEvent(capture.sent);
  const refund = await sendIssuerEvent({ type: 'refund', authorization: first.authorization, amount: 4_00 });
  await resendIssuerEvent(refund.sent);
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '4350' });
  const { rows } = await db().execute<{ kind: string; n: string }>(
    sql`SELECT kind, count(*) AS n FROM ledger_transactions WHERE kind LIKE 'card-%' GROUP BY kind ORDER BY kind`,
  );
  expect(rows).toEqual([
    { kind: 'card-payment', n: '1' },
    { kind: 'card-refund', n: '1' },
  ]);
  await expectTrialBalance();
});

test('an authorization over the card account’s balance is declined and holds nothing', async () => {
  const { user, token, card, issuerCardId } = await customerWithCard('50');

  const decided = await authorize(issuerCardId, 49_51);
  expect(decided.body).toEqual({ approved: false, reason: 'insufficientFunds' });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '4950' });
  const listed = await callApi(purchases, `user/v1/cards/${card.id}/transactions`, { token, params: { id: String(card.id) } });
  expect(listed.data.purchases).toEqual([expect.objectContaining({ status: 'declined', declineReason: 'insufficientFunds' })]);
});

test('the daily spending limit declines what would pass it; a frozen card declines everything', async () => {
  const { token, card, issuerCardId } = await customerWithCard('50');
  const params = { id: String(card.id) };

  expect(
    (await callApi(setLimit, `user/v1/cards/${card.id}/limit`, { method: 'POST', token, params, body: { dailyLimit: '20' } })).data,
  ).toMatchObject({ dailyLimit: '20' });
  expect((await authorize(issuerCardId, 15_00)).body).toEqual({ approved: true });
  expect((await authorize(issuerCardId, 5_01)).body).toEqual({ approved: false, reason: 'spendingLimit' });
  expect((await authorize(issuerCardId, 5_00)).body).toEqual({ approved: true });

  await callApi(setStatus, `user/v1/cards/${card.id}/status`, { method: 'POST', token, params, body: { status: 'frozen' } });
  expect((await authorize(issuerCardId, 1_00)).body).toEqual({ approved: false, reason: 'cardInactive' });
});

test('a reversal gives the hold back to the card account', async () => {
  const { user, issuerCardId } = await customerWithCard('50');

  const decided = await authorize(issuerCardId, 20_00);
  await sendIssuerEvent({ type: 'reversal', authorization: decided.authorization, amount: 20_00 });
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '4950' });
  await expectTrialBalance();
});

test('a dispute of a captured payment takes the plan’s chargeback fee (basic: 20 EUR) once', async () => {
  const { user, issuerCardId } = await customerWithCard('50');
  const decided = await authorize(issuerCardId, 10_00);
  await sendIssuerEvent({ type: 'capture', authorization: decided.authorization, amount: 10_00 });

  const dispute = await sendIssuerEvent({ type: 'dispute', authorization: decided.authorization, amount: 10_00 });
  await resendIssuerEvent(dispute.sent);
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '1950' });
  await expectTrialBalance();
});

test('an authorization id sent again under a new event id gets the first decision; with another payment it is a 409', async () => {
  const { user, issuerCardId } = await customerWithCard('50');
  const approved = await authorize(issuerCardId, 10_00);
  const declined = await authorize(issuerCardId, 45_00);

  const answers = await Promise.all([
    authorize(issuerCardId, 10_00, approved.authorization),
    authorize(issuerCardId, 45_00, declined.authorization),
    authorize(issuerCardId, 1_00, approved.authorization),
  ]);

  expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
    [200, { approved: true }],
    [200, { approved: false, reason: 'insufficientFunds' }],
    [409, expect.objectContaining({ message: messageText('en', 'cards.errors.authorizationReused') })],
  ]);
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '3950', 'EUR:held': '1000' });
  await expectTrialBalance();
});

test('another customer’s card is a 404 for its transactions as for every other card call', async () => {
  const { card } = await customerWithCard('50');
  const stranger = await signIn(await createUser({ verificationLevel: 1 }));
  const params = { id: String(card.id) };

  const answers = await Promise.all([
    callApi(purchases, `user/v1/cards/${card.id}/transactions`, { token: stranger, params }),
    callApi(reveal, `user/v1/cards/${card.id}/reveal`, { method: 'POST', token: stranger, params }),
    callApi(setLimit, `user/v1/cards/${card.id}/limit`, { method: 'POST', token: stranger, params, body: { dailyLimit: '20' } }),
  ]);

  expect(answers.map((answer) => [answer.status, answer.envelope.message])).toEqual(
    Array.from({ length: 3 }, () => [404, messageText('en', 'cards.errors.notFound')]),
  );
});

test('a forged or stale webhook is refused and moves nothing', async () => {
  const { user, issuerCardId } = await customerWithCard('50');
  const event = { type: 'authorization', card: issuerCardId, authorization: 'iauth_x', amount: 1_00, merchant: 'M' };

  expect((await sendIssuerEvent(event, { secret: 'another-secret-of-at-least-thirty-two-bytes' })).status).toBe(401);
  expect((await sendIssuerEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(401);
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '4950' });
});

test('the signature covers the bytes as sent: a body with a BOM signed as it is passes, one signed without it is refused', async () => {
  const { user, issuerCardId } = await customerWithCard('50');
  const bomBody = (amount: number) =>
    `\ufeff${JSON.stringify({ id: `evt_${crypto.randomUUID()}`, type: 'authorization', card: issuerCardId, authorization: `iauth_${crypto.randomUUID()}`, amount, merchant: 'M' })}`;

  const exact = bomBody(3_00);
  const signedAsSent = await postIssuerBody(exact);
  const withoutBom = bomBody(4_00);
  const signedWithoutBom = await postIssuerBody(withoutBom, { signed: withoutBom.slice(1) });

  expect([signedAsSent.status, signedAsSent.envelope]).toEqual([200, { approved: true }]);
  expect(signedWithoutBom.status).toBe(401);
  expect(await balances(user.id)).toEqual({ 'EUR:available': '5000', 'EUR:card': '4650', 'EUR:held': '300' });
});

/** Holds the simulated issuer's card making until `release`; `called` resolves once `count` orders are waiting on it. */
function slowIssuer(count = 1) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = 0;
  let allArrived!: () => void;
  const called = new Promise<void>((resolve) => (allArrived = resolve));
  const make = simulatedIssuer.issueVirtualCard.bind(simulatedIssuer);
  jest.spyOn(simulatedIssuer, 'issueVirtualCard').mockImplementation(async (cardholder) => {
    if (++arrived === count) allArrived();
    await released;
    return make(cardholder);
  });
  return { called, release };
}

afterEach(() => jest.restoreAllMocks());

test('while the issuer makes a card, the customer’s row is not locked: their transfers and sign-ins go on', async () => {
  const user = await createUser({ verificationLevel: 1 });
  const token = await signIn(user);
  const issuer = slowIssuer();
  const ordered = callApi(issueCard, 'user/v1/cards', { method: 'POST', token });
  await issuer.called;

  // What a transfer or a sign-in takes first (lockCustomer), with a short wait: the old order held it for the call.
  await db().transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL lock_timeout = '1s'`);
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR NO KEY UPDATE`);
  });

  issuer.release();
  expect((await ordered).status).toBe(200);
  expect((await callApi(listCards, 'user/v1/cards', { token })).data.cards).toHaveLength(1);
});

test('two orders at once with room for one card: one is stored, the other is refused and its card closed at the issuer', async () => {
  const user = await createUser({ verificationLevel: 1 });
  const token = await signIn(user);
  for (let n = 1; n < MAX_OPEN_CARDS; n++) expect((await callApi(issueCard, 'user/v1/cards', { method: 'POST', token })).status).toBe(200);
  const issuer = slowIssuer(2);
  const closed = jest.spyOn(simulatedIssuer, 'setStatus');
  const orders = [1, 2].map(() => callApi(issueCard, 'user/v1/cards', { method: 'POST', token }));
  await issuer.called;
  issuer.release();

  const answers = await Promise.all(orders);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.status === 409)!.envelope.message).toBe(
    translatorFor('en')('cards.errors.tooManyCards', { max: MAX_OPEN_CARDS }),
  );
  const stored = await db().select({ issuerCardId: schema.cards.issuerCardId }).from(schema.cards);
  expect(stored).toHaveLength(MAX_OPEN_CARDS);
  expect(closed).toHaveBeenCalledTimes(1);
  const [closedCard, status] = closed.mock.calls[0]!;
  expect(status).toBe('closed');
  expect(stored.map((card) => card.issuerCardId)).not.toContain(closedCard);
});
