import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { env } from '@/lib/env';
import type { CustomerRow } from '@/lib/server/auth/session';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 512;
/** 128 random bits as hex plus the one extension we write: nothing else can name a stored file. */
export const AVATAR_NAME_PATTERN = /^[0-9a-f]{32}\.webp$/;

/** The formats accepted, by their first bytes: the declared type and the file name are the sender's word only. */
const SIGNATURES: { format: 'jpeg' | 'png' | 'webp'; matches: (bytes: Buffer) => boolean }[] = [
  { format: 'jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: 'webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

// The folder is only known at run time; without the ignore hint Turbopack would trace the whole project into the build.
const avatarDir = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().AVATAR_DIR);

export const tooLarge = () => new AppError(413, 'pictureTooLarge');
const wrongType = () => new AppError(422, 'pictureType');

/**
 * Decodes the upload and writes a fresh WebP of at most 512×512 with no metadata (EXIF, GPS, ICC), so
 * nothing of the original file, a polyglot payload included, is ever served back.
 */
async function reencode(bytes: Buffer, declaredType: string): Promise<Buffer> {
  const format = SIGNATURES.find((signature) => signature.matches(bytes))?.format;
  // A declared type that contradicts the bytes marks a disguised file; no declared type is no claim.
  if (!format || (declaredType !== '' && declaredType !== `image/${format}`)) throw wrongType();
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 });
    if ((await image.metadata()).format !== format) throw wrongType();
    return await image.rotate().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp refuses a damaged or disguised file with an error; the customer only needs to know it is not a picture.
    throw new AppError(422, 'pictureUnreadable');
  }
}

/** Stores the new picture under a random name, points the user at it, then removes the previous file. */
export async function saveProfilePicture(user: CustomerRow, bytes: Buffer, declaredType: string): Promise<string> {
  if (bytes.length > MAX_PICTURE_BYTES) throw tooLarge();
  const webp = await reencode(bytes, declaredType);
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await mkdir(avatarDir(), { recursive: true });
  await writeFile(path.join(avatarDir(), name), webp, { flag: 'wx' });
  await db().update(schema.users).set({ imagePath: name }).where(eq(schema.users.id, user.id));
  if (user.imagePath && AVATAR_NAME_PATTERN.test(user.imagePath)) await rm(path.join(avatarDir(), user.imagePath), { force: true });
  return name;
}

/** The signed-in user's own picture; any other name, however well-formed, is not found. */
export async function readOwnAvatar(user: CustomerRow, name: string): Promise<Buffer> {
  if (user.imagePath !== name) throw new AppError(404, 'notFound');
  try {
    return await readFile(path.join(avatarDir(), name));
  } catch {
    throw new AppError(404, 'notFound');
  }
}
