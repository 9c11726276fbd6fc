// What other domains may call in lib/server/files: they import '@/lib/server/files', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { ensureStorageRoom } from './quota';
export {
  FILE_FORMATS,
  cleanOriginalName,
  randomFileName,
  readStoredFile,
  removeStoredFiles,
  sniffFormat,
  storageDir,
  storeFile,
} from './uploads';
