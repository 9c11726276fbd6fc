import { createUser, insertAutoLogoutSetting, resetDatabase } from '../support/db';
import { AUTO_LOGOUT_CALL, callLegacy } from '../support/legacy';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';

beforeEach(resetDatabase);

async function signedIn() {
  return signIn(await createUser());
}

describe('GET user/v1/viewautologoutbcm/{id}', () => {
  test.each([
    [true, 15, 'You were signed out after 15 minutes.'],
    [false, 1, 'Auto-logout is off: Přihlášení vypršelo.'],
  ])('setting 1 with status %s → {status, logout_timeout, logout_message}', async (status, logoutTimeout, logoutMessage) => {
    await insertAutoLogoutSetting({ id: 1, status, logoutTimeout, logoutMessage });

    const result = await callLegacy(AUTO_LOGOUT_CALL, 1, { token: await signedIn() });

    expect(result.status).toBe(200);
    expect(result.envelope.code).toBe('200');
    expect(result.data).toMatchObject({ status, logout_timeout: logoutTimeout, logout_message: logoutMessage });
  });

  test('setting 2, which does not exist, → 404 Not found', async () => {
    await insertAutoLogoutSetting({ id: 1, status: true, logoutTimeout: 15, logoutMessage: 'Bye' });

    const result = await callLegacy(AUTO_LOGOUT_CALL, 2, { token: await signedIn() });

    expect(result.status).toBe(404);
    expect(result.envelope.message).toBe(messageText('en', 'errors.notFound'));
    expect(result.data).toBeNull();
  });

  test('setting 1 before anyone configured it → 404', async () => {
    const result = await callLegacy(AUTO_LOGOUT_CALL, 1, { token: await signedIn() });
    expect(result.status).toBe(404);
  });

  test('needs a session: without a token → 401 and the setting is not revealed', async () => {
    await insertAutoLogoutSetting({ id: 1, status: true, logoutTimeout: 15, logoutMessage: 'Secret wording' });

    const result = await callLegacy(AUTO_LOGOUT_CALL, 1);

    expect(result.status).toBe(401);
    expect(result.data).toBeNull();
    expect(JSON.stringify(result.envelope)).not.toContain('Secret wording');
  });
});
