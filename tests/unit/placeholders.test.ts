import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { placeholderFeatureOf } from '@/lib/views/shell';

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

const placeholders = pageFiles(path.join(process.cwd(), 'app/[locale]')).flatMap((file) => {
  const id = /placeholderRoute\('(\w+)'\)/.exec(readFileSync(file, 'utf8'))?.[1];
  return id ? [[path.relative(process.cwd(), file), id] as const] : [];
});

test('there are placeholder pages left to check', () => {
  expect(placeholders.length).toBeGreaterThan(0);
});

test.each(placeholders)('%s names the feature that will fill it', (_file, routeId) => {
  expect(placeholderFeatureOf(routeId as Parameters<typeof placeholderFeatureOf>[0])).not.toBeNull();
});
