import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { schema } from '@/lib/server/db';
import { defineCommand, oneOf, required, UsageError } from '@/lib/server/core';
import { FILE_STORES } from './uploads';

/** The names files had on disk (before they moved into the database): 32 hex digits, `.webp` for a picture. */
const FOLDER_FILE_NAME = /^[0-9a-f]{32}(\.webp)?$/;

export const fileCommands = [
  defineCommand({
    name: 'import-files',
    help: 'copy uploads kept on disk by an older version (AVATAR_DIR, KYC_DIR, SUPPORT_DIR) into the database',
    args: z.object({ store: oneOf(FILE_STORES, 'the store'), folder: required('name the folder to read') }),
    writes: true,
    async run({ args: { store, folder }, tx }) {
      const directory = path.resolve(/*turbopackIgnore: true*/ process.cwd(), folder);
      const names = await readdir(directory).catch(() => {
        throw new UsageError(`${directory} cannot be read`);
      });
      let imported = 0;
      let present = 0;
      for (const name of names.filter((candidate) => FOLDER_FILE_NAME.test(candidate))) {
        const bytes = await readFile(path.join(directory, name));
        const inserted = await tx
          .insert(schema.storedFiles)
          .values({ store, name, bytes })
          .onConflictDoNothing()
          .returning({ name: schema.storedFiles.name });
        if (inserted.length > 0) imported++;
        else present++;
      }
      return { record: { imported, present }, lines: [`${store}: imported ${imported} files, ${present} were there already`] };
    },
  }),
];
