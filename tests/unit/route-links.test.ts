import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { buildSegmentIndex } from '@/lib/routes';
import { isTypeScript, sourceFiles } from '../support/source-files';

// The app's own code links to pages only through routePath(), so that the table in lib/routes.ts is the one place a
// page's path is written. Clients of the app (e2e/, tests/) may spell paths out. lib/api/contracts and app/api hold
// API paths, which are not pages.
const files = sourceFiles(['app', 'components', 'lib'], isTypeScript, ['app/api', 'lib/api/contracts', 'lib/routes.ts']);

// Every first segment the proxy serves (localized aliases and the brand's slugs included), in any letter case since
// the proxy matches it so; followed by the end of the literal, `?`, `/`, `#` or, in a template's head, by `${`.
const segments = [...buildSegmentIndex('kryptomat').values()].map(({ canonical }) => canonical);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const routeLiteral = new RegExp(`^/(${segments.map(escape).join('|')})(?=$|[?/#])`, 'i');

function rawRoutes(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      if (routeLiteral.test(node.text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${file}:${line} ${node.getText()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('the route table has segments to look for', () => {
  expect(segments).toEqual(expect.arrayContaining(['Transferdetails', 'openissue', 'Bitcoin_geldautomat', 'kryptomaty']));
});

test('no link to a page is a raw string: each goes through routePath()', () => {
  expect(files.flatMap(rawRoutes)).toEqual([]);
});
