import { eq } from 'drizzle-orm';
import { POST as saveUserInfoRoute } from '@/app/api/user/v1/userinfo/route';
import { requireCustomer } from '@/lib/server/auth/session/current';
import { getUserInfoPage } from '@/lib/server/auth/page';
import { db, schema } from '@/lib/server/db';
import { callApi } from '../support/api';
import { createUser, resetDatabase } from '../support/db';
import { callLegacy, VIEW_USER_CALL } from '../support/legacy';
import { messageText } from '../support/messages';
import { postLink, socialSignIn, useDevProviders, type Browser } from '../support/oidc';

/**
 * /userinfo: a provider account no customer has may open an account of its own from the link step; that account
 * has only the e-mail the provider vouched for, and until its names, phone and country are in, neither the pages
 * of the customer area nor its API serve it.
 */

process.env.PUBLIC_HOSTS = 'localhost';
useDevProviders();

// The page functions read the request's session cookie and language; redirect() says where it sends the visitor.
let mockSessionToken: string | undefined;
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000' }),
  cookies: async () => ({ get: (name: string) => (name === 'kt_session' && mockSessionToken ? { value: mockSessionToken } : undefined) }),
}));
jest.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));
jest.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw new Error(`redirect to ${path}`);
  },
  notFound: () => {
    throw new Error('not found');
  },
}));

beforeEach(async () => {
  mockSessionToken = undefined;
  await resetDatabase();
});

const { users, userIdentities } = schema;
const SESSION_COOKIE = 'kt_session';

let accountCounter = 0;
const freshAccount = (extra: { email?: string; emailVerified?: boolean } = {}) => ({
  login: `newcomer-${Date.now()}-${(accountCounter += 1)}`,
  ...extra,
});

const VALID = { firstName: 'Ada', lastName: 'Lovelace', phoneCountry: 'CZ', phone: '601 234 567', residenceCountry: 'SK' };

/** A new provider account at the link step chooses "create an account". */
async function newSocialCustomer(extra: { email?: string; emailVerified?: boolean } = {}) {
  const account = freshAccount(extra);
  const { browser, location } = await socialSignIn('alpha', account);
  expect(location).toBe('/auth');
  const created = await postLink(browser, 'create', undefined);
  return { account, browser, created };
}

const sessionOf = (browser: Browser) => `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}`;
const saveUserInfo = (browser: Browser, body: unknown) =>
  callApi(saveUserInfoRoute, 'user/v1/userinfo', { method: 'POST', body, cookie: sessionOf(browser) });
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe('a new provider account opens an account', () => {
  test('signed in at once, linked, its e-mail proven by the provider, owing its details', async () => {
    const { account, browser, created } = await newSocialCustomer();

    expect(created.status).toBe(200);
    const id = created.data.u_id as number;
    expect(await userRow(id)).toMatchObject({
      email: `${account.login}@social.example.test`,
      detailsOwed: true,
      firstName: '',
      phone: null,
      residenceCountry: null,
    });
    expect((await userRow(id))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await db().select({ userId: userIdentities.userId }).from(userIdentities)).toEqual([{ userId: id }]);
    expect(browser.cookies.has('kt_oidc_link')).toBe(false);

    // The next social sign-in goes straight to /userinfo.
    const again = await socialSignIn('alpha', account);
    expect(again.location).toBe('/userinfo');
  });

  test('only with an e-mail the provider vouched for', async () => {
    const { created } = await newSocialCustomer({ emailVerified: false });

    expect(created.status).toBe(422);
    expect(created.envelope.message).toBe(messageText('en', 'social.createNeedsEmail').replace('{provider}', 'Alpha ID'));
    expect(await db().select().from(users)).toEqual([]);
  });

  test('not with the e-mail of an existing customer, who is told to link it instead', async () => {
    const customer = await createUser({ email: 'taken@example.test' });
    const { created } = await newSocialCustomer({ email: 'Taken@example.test' });

    expect(created.status).toBe(409);
    expect(created.envelope.message).toBe(messageText('en', 'social.emailTaken'));
    expect((await db().select({ id: users.id }).from(users)).map((row) => row.id)).toEqual([customer.id]);
  });
});

describe('until the details are in', () => {
  test('the API refuses the customer area and pages send the customer to /userinfo', async () => {
    const { browser, created } = await newSocialCustomer();
    const id = created.data.u_id as number;

    const view = await callLegacy(VIEW_USER_CALL, id, { cookie: sessionOf(browser) });
    expect(view.status).toBe(403);
    expect(view.envelope.message).toBe(messageText('en', 'errors.userInfoRequired'));

    mockSessionToken = browser.cookies.get(SESSION_COOKIE);
    await expect(requireCustomer()).rejects.toThrow('redirect to /userinfo');
    await expect(getUserInfoPage('/Transactions')).resolves.toMatchObject({ email: expect.any(String), next: '/Transactions' });
  });

  test.each([
    ['firstName', { firstName: '' }, 'validation.required'],
    ['firstName', { firstName: '<b>Ada</b>' }, 'validation.noMarkup'],
    ['lastName', { lastName: ' ' }, 'validation.required'],
    ['phoneCountry', { phoneCountry: 'XX' }, 'registration.validation.phoneCountry'],
    ['phone', { phone: '' }, 'validation.required'],
    ['phone', { phone: '60l234567' }, 'validation.phoneDigits'],
    ['phone', { phone: '6012345678901' }, 'validation.phoneLength'],
    ['residenceCountry', { residenceCountry: '' }, 'validation.required'],
    ['residenceCountry', { residenceCountry: 'XX' }, 'validation.country'],
  ])('%s is refused (%j) and the account stays closed', async (field, change, key) => {
    const { browser, created } = await newSocialCustomer();

    const result = await saveUserInfo(browser, { ...VALID, ...change });

    expect(result.status).toBe(422);
    expect(result.data.fieldErrors).toEqual({ [field]: messageText('en', key) });
    expect((await userRow(created.data.u_id as number))?.detailsOwed).toBe(true);
  });

  test('a phone another customer has is refused on its field', async () => {
    await createUser({ countryCode: '+420', phone: '+420601234567' });
    const { browser } = await newSocialCustomer();

    const result = await saveUserInfo(browser, VALID);

    expect(result.status).toBe(409);
    expect(result.data.fieldErrors).toEqual({ phone: messageText('en', 'errors.phoneTaken') });
  });
});

describe('once saved', () => {
  test('the account has its details, the customer area opens, and /userinfo sends the customer on', async () => {
    const { browser, created } = await newSocialCustomer();
    const id = created.data.u_id as number;

    const saved = await saveUserInfo(browser, VALID);

    expect(saved.status).toBe(200);
    expect(saved.data.message).toBe(messageText('en', 'userInfo.saved'));
    expect(await userRow(id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      countryCode: '+420',
      phone: '+420601234567',
      residenceCountry: 'SK',
      detailsOwed: false,
    });
    const view = await callLegacy(VIEW_USER_CALL, id, { cookie: sessionOf(browser) });
    expect(view.status).toBe(200);
    expect(view.data.full_name).toBe('Ada Lovelace');

    mockSessionToken = browser.cookies.get(SESSION_COOKIE);
    await expect(requireCustomer()).resolves.toMatchObject({ user: { id } });
    await expect(getUserInfoPage('/Transactions')).rejects.toThrow('redirect to /Transactions');

    // Saved once: later changes go through /Editprofile.
    const again = await saveUserInfo(browser, { ...VALID, firstName: 'Eve' });
    expect(again.status).toBe(409);
    expect(again.envelope.message).toBe(messageText('en', 'userInfo.alreadyComplete'));
  });

  test('an account that never owed them is not asked', async () => {
    const customer = await createUser();
    const { signIn } = await import('../support/session');
    mockSessionToken = await signIn(customer);

    await expect(getUserInfoPage(undefined)).rejects.toThrow('redirect to /Dashboard_new');
  });
});
