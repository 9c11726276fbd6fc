import { readFileSync } from 'node:fs';
import { placeholderFeatureOf } from '@/lib/views/shell';
import { sourceFiles } from '../support/source-files';

const placeholders = sourceFiles(['app/[locale]'], (name) => name === 'page.tsx').flatMap((file) => {
  const id = /placeholderRoute\('(\w+)'\)/.exec(readFileSync(file, 'utf8'))?.[1];
  return id ? [[file, id] as const] : [];
});

test('there are placeholder pages left to check', () => {
  expect(placeholders.length).toBeGreaterThan(0);
});

test.each(placeholders)('%s names the feature that will fill it', (_file, routeId) => {
  expect(placeholderFeatureOf(routeId as Parameters<typeof placeholderFeatureOf>[0])).not.toBeNull();
});
