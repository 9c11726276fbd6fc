import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { db, schema } from '@/lib/server/db';
import { MAX_PICTURE_BYTES } from '@/lib/server/users/avatar';
import { createUser, resetDatabase } from '../support/db';
import { getAvatar, makePicture, postPicture, postProfileUpdate, VALID_COMPANY, VALID_PROFILE } from '../support/edit-profile';
import { messageText } from '../support/messages';
import { signIn } from '../support/session';
import { storedBytes, storedNames } from '../support/stored-files';

beforeEach(resetDatabase);

type User = Awaited<ReturnType<typeof createUser>>;
const storedUser = async (user: User) => (await db().select().from(schema.users).where(eq(schema.users.id, user.id)))[0]!;
const answerOf = (result: { status: number; envelope: { message: string } }) => ({
  status: result.status,
  message: result.envelope.message,
});

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, token: await signIn(user) };
}

describe('POST user/v1/profile/update', () => {
  test('saves every field, the phone whole as sign-in compares it, and answers the legacy user record', async () => {
    const { user, token } = await signedIn();

    const result = await postProfileUpdate({ ...VALID_PROFILE, email: ' Eva@Example.TEST ', phone: '905 123 456' }, { token });

    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      full_name: 'Eva Horváthová',
      email: 'eva@example.test',
      phone: '+421905123456',
      country_code: '+421',
    });
    expect(await storedUser(user)).toMatchObject({
      firstName: 'Eva',
      lastName: 'Horváthová',
      email: 'eva@example.test',
      countryCode: '+421',
      phone: '+421905123456',
      residenceCountry: 'SK',
      citizenship: 'CZ',
    });
  });

  test('an empty country code and phone remove the phone', async () => {
    const { user, token } = await signedIn({ phone: '+420777000111', countryCode: '+420' });

    expect((await postProfileUpdate({ ...VALID_PROFILE, countryCode: '', phone: '' }, { token })).status).toBe(200);

    expect(await storedUser(user)).toMatchObject({ phone: null, countryCode: null });
  });

  test.each([
    ['firstName', '', 'validation.required'],
    ['firstName', '   ', 'validation.required'],
    ['lastName', '', 'validation.required'],
    ['lastName', 'x'.repeat(101), 'validation.tooLong'],
    ['firstName', '<script>alert(1)</script>', 'validation.noMarkup'],
    ['lastName', '<img src=x onerror=alert(1)>', 'validation.noMarkup'],
    ['email', '', 'validation.required'],
    ['email', 'not-an-email', 'validation.email'],
    ['email', 'a@b', 'validation.email'],
    ['countryCode', '421', 'validation.countryCode'],
    ['countryCode', '+12345', 'validation.countryCode'],
    ['countryCode', '+', 'validation.countryCode'],
    ['phone', '90512a456', 'validation.phoneDigits'],
    ['phone', '+905123456', 'validation.phoneDigits'],
    ['phone', '', 'validation.phoneDigits'],
    ['phone', '9051234567', 'validation.phoneLength'],
    ['residenceCountry', 'XX', 'validation.country'],
    ['residenceCountry', 'sk', 'validation.country'],
    ['citizenship', 'Slovakia', 'validation.country'],
    ['companyName', '<b>Acme</b>', 'validation.noMarkup'],
    ['firstName', 'Unlock at https://k.example', 'validation.noLinks'],
    ['lastName', 'kryptomat-help.com', 'validation.noLinks'],
    ['firstName', 'x'.repeat(51), 'validation.tooLong'],
    ['firstName', 'Ada\x1b[67G', 'validation.controlCharacters'],
    ['lastName', 'Love\u202elace', 'validation.controlCharacters'],
    ['companyName', 'www.acme.example', 'validation.noLinks'],
    ['companyName', 'a'.repeat(201), 'validation.tooLong'],
    ['companyAddress', 'Praha\u009b1', 'validation.controlCharacters'],
  ])('%s = %j → 422 with %s on that field only, nothing saved', async (field, value, key) => {
    const { user, token } = await signedIn();
    const before = await storedUser(user);

    const result = await postProfileUpdate({ ...VALID_PROFILE, [field]: value }, { token });

    expect(result.status).toBe(422);
    expect(result.data.fieldErrors).toEqual({ [field]: messageText('en', key) });
    expect(await storedUser(user)).toEqual(before);
  });

  test.each([
    ['+421', '905123456', '+421905123456'],
    ['+1', '12345678901', '+112345678901'],
    ['+1234', '12345678', '+123412345678'],
  ])('spec section 5: %s %s has 12 digits together and is accepted', async (countryCode, phone, stored) => {
    const { user, token } = await signedIn();

    expect((await postProfileUpdate({ ...VALID_PROFILE, countryCode, phone }, { token })).status).toBe(200);

    expect((await storedUser(user)).phone).toBe(stored);
  });

  test.each(['companyName', 'companyIdNumber', 'vatId', 'companyAddress'])(
    'a corporate account without %s → 422 required',
    async (field) => {
      const { user, token } = await signedIn({ profileType: 'corporate' });

      const result = await postProfileUpdate({ ...VALID_PROFILE, ...VALID_COMPANY, [field]: '' }, { token });

      expect(result.status).toBe(422);
      expect(result.data.fieldErrors).toEqual({ [field]: messageText('en', 'validation.required') });
      expect((await storedUser(user)).firstName).toBe('Test');
    },
  );

  test('a corporate account saves its company; a personal one cannot collect company fields', async () => {
    const corporate = await signedIn({ profileType: 'corporate' });
    const personal = await signedIn();

    expect((await postProfileUpdate({ ...VALID_PROFILE, ...VALID_COMPANY }, { token: corporate.token })).data.company_name).toBe(
      'Acme s.r.o.',
    );
    expect(
      (
        await postProfileUpdate(
          { ...VALID_PROFILE, ...VALID_COMPANY, email: 'p@example.test', phone: '905999888' },
          { token: personal.token },
        )
      ).status,
    ).toBe(200);

    expect(await storedUser(corporate.user)).toMatchObject({
      companyName: 'Acme s.r.o.',
      companyIdNumber: '12345678',
      vatId: 'SK2020123456',
      companyAddress: 'Hlavná 1, Bratislava',
    });
    expect(await storedUser(personal.user)).toMatchObject({ companyName: null, companyIdNumber: null, vatId: null, companyAddress: null });
  });

  test.each([
    ['e-mail', { email: 'OTHER@example.test' }, 'errors.emailInUse'],
    ['phone', { countryCode: '+420', phone: '777888999' }, 'errors.phoneTaken'],
  ])("another account's %s → 409 with a clear message, nothing saved", async (_what, change, key) => {
    await createUser({ email: 'other@example.test', phone: '+420777888999', countryCode: '+420' });
    const { user, token } = await signedIn();
    const before = await storedUser(user);

    expect(answerOf(await postProfileUpdate({ ...VALID_PROFILE, ...change }, { token }))).toEqual({
      status: 409,
      message: messageText('en', key),
    });
    expect(await storedUser(user)).toEqual(before);
  });

  test('keeping its own e-mail and phone is no conflict', async () => {
    const { token } = await signedIn({ email: 'eva@example.test', phone: '+421905123456', countryCode: '+421' });
    expect((await postProfileUpdate(VALID_PROFILE, { token })).status).toBe(200);
  });

  test('SQL in a text field is stored as plain text and read back unchanged', async () => {
    const { user, token } = await signedIn({ profileType: 'corporate' });
    const payload = "Robert'); DROP TABLE users;--";

    const result = await postProfileUpdate(
      { ...VALID_PROFILE, ...VALID_COMPANY, lastName: payload, companyAddress: "1' OR '1'='1" },
      { token },
    );

    expect(result.status).toBe(200);
    expect(result.data.last_name).toBe(payload);
    expect(await storedUser(user)).toMatchObject({ lastName: payload, companyAddress: "1' OR '1'='1" });
    expect((await db().execute(sql`SELECT count(*)::int AS n FROM users`)).rows[0]).toEqual({ n: 1 });
  });

  test('without a session → 401 and nothing changes', async () => {
    const user = await createUser();
    expect((await postProfileUpdate(VALID_PROFILE)).status).toBe(401);
    expect((await storedUser(user)).firstName).toBe('Test');
  });
});

describe('POST user/v1/profile/picture and GET user/v1/avatar/{name}', () => {
  const WEBP_MAGIC = (bytes: Buffer) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

  test.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('a %s is re-encoded to a WebP of at most 512×512 without its EXIF, stored under a random name', async (format, type) => {
    const { user, token } = await signedIn();

    const result = await postPicture(await makePicture(format, 1200, 800), { token, type, filename: `me.${format}` });

    expect(result.status).toBe(200);
    const name: string = result.data.user_image;
    expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(result.data.file_path).toBe('/api/user/v1/avatar/');
    expect((await storedUser(user)).imagePath).toBe(name);
    const stored = (await storedBytes('avatars', name))!;
    expect(WEBP_MAGIC(stored)).toBe(true);
    expect(stored.includes('exif-secret-marker')).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      format: 'webp',
      width: 512,
      height: 341,
      exif: undefined,
    });
  });

  test('the owner gets the picture with headers that keep it an inert image; a new upload deletes the old file', async () => {
    const { token } = await signedIn();
    const first = (await postPicture(await makePicture('png'), { token })).data.user_image as string;

    const answer = await getAvatar(first, token);
    expect(answer.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'x-content-type-options', 'cache-control', 'content-disposition', 'content-security-policy'].map((h) => [
          h,
          answer.headers.get(h),
        ]),
      ),
    ).toEqual({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
      'content-disposition': 'inline',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(Buffer.from(await answer.arrayBuffer()).equals((await storedBytes('avatars', first))!)).toBe(true);

    const second = (await postPicture(await makePicture('jpeg'), { token, type: 'image/jpeg' })).data.user_image as string;
    expect(await storedNames('avatars')).toEqual([second]);
    expect((await getAvatar(first, token)).status).toBe(404);
  });

  const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  test.each([
    { what: 'a GIF', bytes: () => makePicture('gif'), type: 'image/gif', filename: 'me.gif', status: 422, key: 'errors.pictureType' },
    {
      what: 'a text file renamed .png',
      bytes: async () => Buffer.from('just some text, not a picture'),
      type: 'image/png',
      filename: 'me.png',
      status: 422,
      key: 'errors.pictureType',
    },
    {
      what: 'an HTML page renamed .png',
      bytes: async () => Buffer.from('<html><script>alert(1)</script></html>'),
      type: 'image/png',
      filename: 'me.png',
      status: 422,
      key: 'errors.pictureType',
    },
    {
      what: 'a PNG declared as JPEG',
      bytes: () => makePicture('png'),
      type: 'image/jpeg',
      filename: 'me.jpg',
      status: 422,
      key: 'errors.pictureType',
    },
    {
      what: 'a PNG signature over garbage',
      bytes: async () => Buffer.concat([PNG_SIGNATURE, Buffer.from('garbage'.repeat(50))]),
      type: 'image/png',
      filename: 'me.png',
      status: 422,
      key: 'errors.pictureUnreadable',
    },
    {
      what: 'a file over 5 MB',
      bytes: async () => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(MAX_PICTURE_BYTES)]),
      type: 'image/png',
      filename: 'big.png',
      status: 413,
      key: 'errors.pictureTooLarge',
    },
  ])('$what → $status $key, nothing stored', async ({ bytes, type, filename, status, key }) => {
    const { user, token } = await signedIn();

    expect(answerOf(await postPicture(await bytes(), { token, type, filename }))).toEqual({ status, message: messageText('en', key) });

    expect((await storedUser(user)).imagePath).toBeNull();
    expect(await storedNames('avatars')).toEqual([]);
  });

  test('a Content-Length over the limit is refused before the body is read', async () => {
    const { token } = await signedIn();
    const result = await postPicture(await makePicture('png'), { token, headers: { 'content-length': String(50 * 1024 * 1024) } });
    expect(answerOf(result)).toEqual({ status: 413, message: messageText('en', 'errors.pictureTooLarge') });
  });

  test('no "picture" field → 422', async () => {
    const { token } = await signedIn();
    const result = await postPicture(await makePicture('png'), { token, field: 'photo' });
    expect(answerOf(result)).toEqual({ status: 422, message: messageText('en', 'errors.pictureMissing') });
  });

  test('without a session: upload and download → 401', async () => {
    const { token } = await signedIn();
    const name = (await postPicture(await makePicture('png'), { token })).data.user_image as string;

    expect((await postPicture(await makePicture('png'))).status).toBe(401);
    expect((await getAvatar(name)).status).toBe(401);
  });

  test('the picture loads without the client token header, which an <img> cannot send', async () => {
    const { token } = await signedIn();
    const name = (await postPicture(await makePicture('png'), { token })).data.user_image as string;

    expect((await getAvatar(name, token, { clientToken: false })).status).toBe(200);
  });

  test("another user's picture → 404, even with its exact name", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const name = (await postPicture(await makePicture('png'), { token: owner.token })).data.user_image as string;

    const answer = await getAvatar(name, other.token);

    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
  });

  test.each([
    '../../../etc/passwd',
    '..%2F..%2Fpackage.json',
    `../${'a'.repeat(32)}.webp`,
    `${'a'.repeat(32)}.png`,
    `${'A'.repeat(32)}.webp`,
    `${'a'.repeat(32)}.webp/..`,
    '',
    'a.webp',
  ])('the name %j → 400 and no file read', async (name) => {
    const { token } = await signedIn();
    expect((await getAvatar(name, token)).status).toBe(400);
  });
});
