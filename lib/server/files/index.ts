// What other domains may call in lib/server/files: they import '@/lib/server/files', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { fileCommands } from './ops';
export { ensureStorageRoom } from './quota';
export {
  FILE_FORMATS,
  cleanOriginalName,
  downloadResponse,
  readStoredFile,
  removeStoredFiles,
  sniffFormat,
  storeFile,
  type FileStore,
} from './uploads';
