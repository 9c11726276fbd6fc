import 'server-only';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { CustomerRow } from '@/lib/server/auth';
import { db, schema } from '@/lib/server/db';
import { readStoredFile, removeStoredFiles, sniffFormat, storeFile } from '@/lib/server/files';
import { AppError, lockCustomer } from '@/lib/server/core';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 512;

const FORMATS = ['jpeg', 'png', 'webp'] as const;

export const tooLarge = () => new AppError(413, 'pictureTooLarge');
const wrongType = () => new AppError(422, 'pictureType');

/**
 * Decodes the upload and writes a fresh WebP of at most 512×512 with no metadata (EXIF, GPS, ICC), so
 * nothing of the original file, a polyglot payload included, is ever served back.
 */
async function reencode(bytes: Buffer, declaredType: string): Promise<Buffer> {
  const format = sniffFormat(bytes, declaredType, FORMATS);
  if (!format) throw wrongType();
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

/** Stores the new picture under a random name and points the user at it, dropping the previous one, in one transaction. */
export async function saveProfilePicture(user: CustomerRow, bytes: Buffer, declaredType: string): Promise<string> {
  if (bytes.length > MAX_PICTURE_BYTES) throw tooLarge();
  const webp = await reencode(bytes, declaredType);
  return db().transaction(async (tx) => {
    const name = await storeFile(tx, 'avatars', user.id, webp, '.webp');
    const previous = await lockCustomer(tx, user.id, ['imagePath']);
    await tx.update(schema.users).set({ imagePath: name }).where(eq(schema.users.id, user.id));
    if (previous?.imagePath) await removeStoredFiles(tx, 'avatars', [previous.imagePath]);
    return name;
  });
}

/** The signed-in user's own picture; any other name, however well-formed, is not found. */
export async function readOwnAvatar(user: CustomerRow, name: string): Promise<Buffer> {
  if (user.imagePath !== name) throw new AppError(404, 'notFound');
  return readStoredFile('avatars', name);
}
