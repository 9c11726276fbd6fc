import { AFTER_ACCOUNT, ACCOUNT_CREATED, createUser, insertAutoLogoutSetting, insertBroadcast, resetDatabase } from '../support/db';
import { callLegacy, LEGACY_CALLS, ownIdFor, perCall, USER_CALLS } from '../support/legacy';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';

beforeEach(async () => {
  await resetDatabase();
  await insertAutoLogoutSetting();
});

describe('the product client token is required on every legacy call', () => {
  const tokens: [string, string | null][] = [
    ['missing', null],
    ['empty', ''],
    ['wrong', 'some-other-client-2026'],
  ];
  test.each(perCall(LEGACY_CALLS, tokens))('%s with a %s client token → 403 and no data', async (_name, _label, clientToken, call) => {
    const user = await createUser();
    const token = await signIn(user);

    const result = await callLegacy(call, ownIdFor(call, user), { token, clientToken });

    expect(result.status).toBe(403);
    expect(result.envelope.code).toBe('403');
    expect(result.envelope.message).toBe(messageText('en', 'errors.clientToken'));
    expect(result.data).toBeNull();
  });
});

describe("a user id other than the caller's own", () => {
  const targets: [string, (other: { id: number }) => number][] = [
    ["another user's u_id", (other) => other.id],
    ['a u_id no account has', () => 987654],
  ];
  test.each(perCall(USER_CALLS, targets))('%s with %s → 403 without any of that account', async (_name, _label, idOf, call) => {
    const me = await createUser({ createdAt: ACCOUNT_CREATED });
    const other = await createUser({ firstName: 'Victim', lastName: 'Person', phone: '+420777888999', companyName: 'Victim Corp' });
    await insertBroadcast({ toSend: 'User', toId: other.id, createdAt: AFTER_ACCOUNT, title: 'Private to the victim' });
    const token = await signIn(me);

    const result = await callLegacy(call, idOf(other), { token });

    expect(result.status).toBe(403);
    expect(result.envelope.message).toBe(messageText('en', 'errors.notYourAccount'));
    expect(result.data).toBeNull();
    const answer = JSON.stringify(result.envelope);
    for (const secret of [other.email, 'Victim', '+420777888999', 'Private to the victim']) expect(answer).not.toContain(secret);
  });
});

describe('malformed ids in the path', () => {
  const ids = ['abc', '0', '-3', '1.5', '12abc'].map((id) => [id] as const);

  test.each(perCall(LEGACY_CALLS, ids))('%s/%s → 400 with the id field error', async (_name, id, call) => {
    const user = await createUser();
    const token = await signIn(user);

    const result = await callLegacy(call, id, { token });

    expect(result.status).toBe(400);
    expect(result.envelope.message).toBe(messageText('en', 'errors.badRequest'));
    expect(result.data).toEqual({ fieldErrors: { [call.param]: messageText('en', 'validation.invalidId') } });
  });
});
