import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's files under `roots` (paths relative to the repository, with `/`) whose name `accepts`; a path in
 * `excluded` (a folder or a file) is skipped with everything under it.
 */
export function sourceFiles(roots: string[], accepts: (name: string) => boolean, excluded: string[] = []): string[] {
  const skipped = new Set(excluded);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (skipped.has(relative) || entry.name === 'node_modules') return [];
      if (entry.isDirectory()) return walk(relative);
      return accepts(entry.name) ? [relative] : [];
    });
  return roots.flatMap(walk);
}

/** TypeScript sources, declaration files left out. */
export const isTypeScript = (name: string) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');
