import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * A fresh, empty folder per test for an upload folder of the configuration (AVATAR_DIR, KYC_DIR), removed after it,
 * so "nothing stored" means exactly that. Returns the current test's folder.
 */
export function freshStorageDir(variable: 'AVATAR_DIR' | 'KYC_DIR' | 'SUPPORT_DIR'): () => string {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), `${variable.toLowerCase()}-`));
    jest.replaceProperty(env(), variable, dir);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}
