import { readFileSync } from 'node:fs';
import en from '@/messages/en.json';
import { sourceFiles } from '../support/source-files';

// Issue 26: every route of app/ is a real page. A page that renders a "not available yet" placeholder (or brings the
// placeholder machinery back) fails here, named by its file.
const pages = sourceFiles(['app'], (name) => name === 'page.tsx' || name === 'route.ts');

test('the routes of app/ are enumerated', () => {
  expect(pages.length).toBeGreaterThan(100);
});

test.each(pages)('%s renders its feature, not a placeholder', (file) => {
  expect(readFileSync(file, 'utf8')).not.toMatch(/placeholder-?route|NotYetAvailable|PLACEHOLDER_FEATURES|getPlaceholderView/i);
});

test('no message promises a feature still to come', () => {
  expect(en).not.toHaveProperty('placeholder');
});
