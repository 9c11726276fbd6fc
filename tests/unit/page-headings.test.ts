import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadMessages, messageAt } from '../support/messages';

const english = loadMessages('en');
const APP_PAGES = path.join(process.cwd(), 'app', '[locale]', '(app)');

function pageFiles(dir = APP_PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(file);
    return entry.name === 'page.tsx' ? [file] : [];
  });
}

/** The translators a file makes (`const t = await getTranslations('transfers')`, `useTranslations()`) by name. */
function namespacesOf(source: string): Map<string, string> {
  const found = [...source.matchAll(/const (\w+) = (?:await )?(?:getTranslations|useTranslations)\((?:'([\w.]+)')?\)/g)];
  return new Map(found.map((match) => [match[1]!, match[2] ? `${match[2]}.` : '']));
}

/** The English text of every `title={t('key')}` in a file, the page's own title marked. */
function titlesOf(source: string): { page: boolean; text: string }[] {
  const namespaces = namespacesOf(source);
  return [...source.matchAll(/<(\w+)[^<>]*?\btitle=\{(\w+)\('([\w.]+)'\)\}/g)].flatMap((match) => {
    const namespace = namespaces.get(match[2]!);
    const text = namespace === undefined ? undefined : messageAt(english, `${namespace}${match[3]}`);
    return text === undefined ? [] : [{ page: match[1] === 'AppPage', text }];
  });
}

/** The page file and the components it imports from components/ (one level: the page's own cards and tables). */
function sourcesOf(page: string): string[] {
  const source = readFileSync(page, 'utf8');
  const components = [...source.matchAll(/from '@\/components\/([\w/-]+)'/g)]
    .map((match) => path.join(process.cwd(), 'components', `${match[1]}.tsx`))
    .filter((file) => existsSync(file));
  return [source, ...components.map((file) => readFileSync(file, 'utf8'))];
}

test('no signed-in page repeats its title as the title of a card or table right under it', () => {
  const repeated = pageFiles().flatMap((page) => {
    const titles = sourcesOf(page).flatMap(titlesOf);
    const pageTitles = new Set(titles.filter((title) => title.page).map((title) => title.text));
    return titles
      .filter((title) => !title.page && pageTitles.has(title.text))
      .map((title) => `${path.relative(APP_PAGES, page)}: ${title.text}`);
  });
  expect(repeated).toEqual([]);
});
