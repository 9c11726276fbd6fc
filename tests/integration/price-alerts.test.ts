import { eq } from 'drizzle-orm';
import { POST as unsubscribeRoute } from '@/app/api/unsubscribe/[id]/route';
import { POST as deleteRoute } from '@/app/api/user/v1/price-alerts/[id]/delete/route';
import { GET as listRoute, POST as addRoute } from '@/app/api/user/v1/price-alerts/route';
import { checkPriceAlerts } from '@/lib/server/alerts/check';
import { db, schema } from '@/lib/server/db';
import { callApi } from '../support/api';
import { bellIn, createUser, resetDatabase } from '../support/db';
import { smtpServerForFile } from '../support/mail';
import { messageText } from '../support/messages';
import { seedPrices, TEST_PRICES } from '../support/orders';
import { signIn } from '../support/session';

const smtp = smtpServerForFile();

beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
});

// BTC at 82,500 EUR (2,062,500 CZK) until a test moves it.
const moveBitcoinTo = (eur: string) => seedPrices({ ...TEST_PRICES, BTC: eur });

async function customer(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, token: await signIn(user) };
}

const addAlert = (token: string, body: Record<string, unknown>) =>
  callApi(addRoute, 'user/v1/price-alerts', {
    method: 'POST',
    token,
    body: { asset: 'BTC', currency: 'EUR', direction: 'above', repeat: false, ...body },
  });
const listAlerts = (token: string) => callApi(listRoute, 'user/v1/price-alerts', { token });
const bellTitles = async (userId: number, language = 'en') => (await bellIn(userId, language)).map((notice) => notice.title);

describe('a price alert', () => {
  test('fires once when the price crosses it, even when two checks of the move run at once: one bell notice, one e-mail', async () => {
    const { user, token } = await customer();
    const added = await addAlert(token, { price: '90000' });
    expect(added.status).toBe(200);

    await moveBitcoinTo('89999.99');
    expect(await checkPriceAlerts()).toBe(0);
    await moveBitcoinTo('90000');
    const fired = await Promise.all([checkPriceAlerts(), checkPriceAlerts()]);
    expect(fired.sort()).toEqual([0, 1]);
    await moveBitcoinTo('91000');
    expect(await checkPriceAlerts()).toBe(0);

    expect(await bellIn(user.id)).toEqual([
      { title: 'BTC is above €90,000.00', message: 'BTC reached €90,000.00: at or above your alert of €90,000.00.' },
    ]);
    expect(smtp().received).toHaveLength(1);
    expect(smtp().received[0]!.to).toEqual([user.email]);
    expect(smtp().received[0]!.subject).toContain('BTC is above €90,000.00');
    expect((await listAlerts(token)).data).toEqual([
      expect.objectContaining({ direction: 'above', price: '90000', repeat: false, armed: false, status: 'done', firings: 1 }),
    ]);
  });

  test('below fires when the price falls to it, in the currency it was set in; an above alert on that coin stays quiet', async () => {
    const { user, token } = await customer();
    await addAlert(token, { direction: 'below', currency: 'CZK', price: '2000000' });
    await addAlert(token, { direction: 'above', currency: 'CZK', price: '2100000' });

    await moveBitcoinTo('80000.4'); // 2,000,010 CZK
    expect(await checkPriceAlerts()).toBe(0);
    await moveBitcoinTo('79000'); // 1,975,000 CZK
    expect(await checkPriceAlerts()).toBe(1);

    expect(await bellTitles(user.id)).toEqual(['BTC is below CZK\u00a02,000,000.00']);
    const alerts = (await listAlerts(token)).data as { direction: string; status: string }[];
    expect(alerts.map((alert) => [alert.direction, alert.status])).toEqual([
      ['above', 'active'],
      ['below', 'done'],
    ]);
  });

  test('re-arming: fires, stays quiet while the price stays across, re-arms once it is back, and fires on the next crossing', async () => {
    const { user, token } = await customer();
    await addAlert(token, { price: '90000', repeat: true });
    await addAlert(token, { price: '95000' }); // one-shot

    const steps: [eur: string, fired: number][] = [
      ['91000', 1], // crosses 90,000
      ['92000', 0], // still above: nothing new
      ['89000', 0], // back below: re-armed, nothing fires
      ['96000', 2], // crosses 90,000 again, and 95,000 for the first time
      ['80000', 0], // both back below: only the re-arming one re-arms
      ['97000', 1], // the one-shot alert is done: only the re-arming one fires
    ];
    const outcomes: [string, number][] = [];
    for (const [eur] of steps) {
      await moveBitcoinTo(eur);
      outcomes.push([eur, await checkPriceAlerts()]);
    }
    expect(outcomes).toEqual(steps);

    expect(await bellTitles(user.id)).toEqual([
      'BTC is above €90,000.00',
      'BTC is above €90,000.00',
      'BTC is above €95,000.00',
      'BTC is above €90,000.00',
    ]);
    expect(smtp().received).toHaveLength(4);
    const alerts = (await listAlerts(token)).data as { price: string; status: string; firings: number; armed: boolean }[];
    expect(alerts.map(({ price, status, firings, armed }) => ({ price, status, firings, armed }))).toEqual([
      { price: '95000', status: 'done', firings: 1, armed: false },
      { price: '90000', status: 'active', firings: 3, armed: false },
    ]);
  });

  test('a threshold the price already meets is refused, as is an unknown coin or a price of zero', async () => {
    const { token } = await customer();
    const cases = [
      { price: '80000' }, // BTC is above it already
      { direction: 'below', price: '85000' },
      { asset: 'NOPE', price: '1' },
      { price: '0' },
    ];
    const refusals = [];
    for (const body of cases) {
      const result = await addAlert(token, body);
      refusals.push([result.status, (result.data as { fieldErrors: unknown }).fieldErrors]);
    }
    expect(refusals).toEqual([
      [422, { price: messageText('en', 'alerts.errors.already_above') }],
      [422, { price: messageText('en', 'alerts.errors.already_below') }],
      [422, { asset: messageText('en', 'alerts.errors.unknownCoin') }],
      [422, { price: messageText('en', 'alerts.errors.price') }],
    ]);
    expect((await listAlerts(token)).data).toEqual([]);
  });

  test('the 21st active alert is refused, also when two are asked for at once; deleting one makes room', async () => {
    const { token } = await customer();
    for (let n = 0; n < 19; n++) expect((await addAlert(token, { price: String(100000 + n) })).status).toBe(200);

    const racing = await Promise.all([addAlert(token, { price: '200000' }), addAlert(token, { price: '200001' })]);
    expect(racing.map((result) => result.status).sort()).toEqual([200, 409]);
    const refused = racing.find((result) => result.status === 409)!;
    expect(refused.envelope.message).toBe(messageText('en', 'alerts.errors.tooMany').replace('{max}', '20'));
    expect((await addAlert(token, { price: '300000' })).status).toBe(409);

    const [first] = (await listAlerts(token)).data as { id: number }[];
    const path = `user/v1/price-alerts/${first!.id}/delete`;
    expect((await callApi(deleteRoute, path, { method: 'POST', token, params: { id: String(first!.id) } })).status).toBe(200);
    expect((await addAlert(token, { price: '300000' })).status).toBe(200);
  });

  test("another customer's alert cannot be deleted", async () => {
    const alice = await customer();
    const bob = await customer();
    const { data } = await addAlert(alice.token, { price: '90000' });
    const id = String((data as { id: number }).id);

    const result = await callApi(deleteRoute, `user/v1/price-alerts/${id}/delete`, { method: 'POST', token: bob.token, params: { id } });
    expect(result.status).toBe(404);
    expect((await listAlerts(alice.token)).data).toHaveLength(1);
  });

  test("the e-mail is in the customer's language, and its unsubscribe link stops the e-mails but not the bell", async () => {
    const { user, token } = await customer({ language: 'cs' });
    await addAlert(token, { price: '90000', repeat: true });

    await moveBitcoinTo('90000');
    await checkPriceAlerts();
    expect(smtp().received).toHaveLength(1);
    const mail = smtp().received[0]!;
    expect(mail.subject).toContain('BTC je nad');
    const link = /\/unsubscribe\/(priceAlert-[0-9a-f]{32}-[0-9a-f]{32})/.exec(mail.text);
    expect(link).not.toBeNull();
    const id = link![1]!;
    const unsubscribed = await callApi(unsubscribeRoute, `unsubscribe/${id}`, {
      method: 'POST',
      params: { id },
      clientToken: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    const [row] = await db().select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row).toMatchObject({ notifyPriceAlert: false, notifyFundsAdded: true });

    await moveBitcoinTo('85000');
    await checkPriceAlerts();
    await moveBitcoinTo('90001');
    expect(await checkPriceAlerts()).toBe(1);
    expect(smtp().received).toHaveLength(1);
    expect(await bellTitles(user.id, 'cs')).toHaveLength(2);
  });
});
