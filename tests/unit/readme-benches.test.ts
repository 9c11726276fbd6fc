import { readFileSync } from 'node:fs';
import path from 'node:path';

// README's table of benchmarks is where a newcomer looks for what each bench measures and its target: a bench added
// to package.json without its row there is one nobody finds.
const root = path.resolve(__dirname, '../..');
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

test("every bench:* script of package.json has its row in README's table of benchmarks, and every row a script", () => {
  const benches = scripts.filter((name) => name.startsWith('bench:')).sort();
  const rows = [...readme.matchAll(/^\| `npm run (bench:[\w-]+)`/gm)].map(([, name]) => name!).sort();
  expect(benches.length).toBeGreaterThan(0);
  expect(rows).toEqual(benches);
});
