import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { domainFolders, domainList, END, MAP, ownsSentence, readmeOf, START } from '../../scripts/docs-domains.mjs';
import { sourceFiles } from '../support/source-files';

// docs/architecture.md is the map a newcomer starts from and each lib/server/<domain>/README.md the room's door
// sign: a folder without its README, a map listing what the READMEs no longer say, or a link or a cited section
// that leads nowhere, and the newcomer is lost where the docs promised a way.
const MAX_README_LINES = 25;

const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const READMES = domainFolders()
  .map(readmeOf)
  .filter((file) => existsSync(file));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens, a repeat numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Markdown without fenced blocks and inline code, whose brackets and hashes are no links or headings. */
const withoutCode = (markdown: string) => markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');

/** Why `target` (a path relative to `from`, with an optional #anchor) leads nowhere, or null when it leads somewhere. */
function brokenTarget(from: string, target: string): string | null {
  const [file = '', anchor] = target.split('#');
  const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURIComponent(file))) : from;
  if (!existsSync(resolved)) return `${resolved} does not exist`;
  if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) return `${resolved} has no #${anchor}`;
  return null;
}

const brokenLinks = (file: string) =>
  [...withoutCode(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
    .flatMap((target) => {
      const why = brokenTarget(file, target);
      return why ? [`${file}: (${target}) ${why}`] : [];
    });

test('every lib/server folder has a README.md: "# <domain>", then one sentence of what it owns, short', () => {
  const faults = domainFolders().flatMap((domain) => {
    const file = readmeOf(domain);
    if (!existsSync(file)) return [`${file}: missing`];
    const text = readFileSync(file, 'utf8');
    const lines = text.trimEnd().split('\n');
    return [
      ...(lines[0] === `# ${domain}` ? [] : [`${file}: the first line is not "# ${domain}"`]),
      ...(ownsSentence(text) ? [] : [`${file}: no sentence under the heading`]),
      ...(lines.length <= MAX_README_LINES ? [] : [`${file}: ${lines.length} lines (at most ${MAX_README_LINES})`]),
    ];
  });
  expect(faults).toEqual([]);
});

test("the map's domain list is every README's sentence (npm run docs:domains writes it)", () => {
  const doc = readFileSync(MAP, 'utf8');
  const [, block = ''] = doc.split(START);
  expect([START, END].filter((marker) => !doc.includes(marker))).toEqual([]);
  const listed = block.split(END)[0]!.trim().split('\n');
  expect(listed).toEqual(domainList().split('\n'));
});

test('every relative link in the docs and the domain READMEs leads to a file (and heading) that exists', () => {
  expect([...DOCS, ...READMES].flatMap(brokenLinks)).toEqual([]);
});

test('code citing a section of a doc (docs/x.md#anchor, docs/x.md ("Heading")) names one that exists', () => {
  const CITATION = /\b(docs\/[\w-]+\.md)(?:#([\w-]+)|,? \(?"([^"]+)"\)?)/g;
  const files = [
    'eslint.config.mjs',
    'proxy.ts',
    ...sourceFiles(['app', 'components', 'lib', 'scripts', 'tests', 'e2e', 'bench'], (name) => /\.(tsx?|mjs|cjs)$/.test(name), [
      'bench/out',
      'bench/bare/.next',
      'tests/unit/docs-map.test.ts',
    ]),
  ];
  const stale = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CITATION)].flatMap(([citation, doc, anchor, heading]) => {
      if (!existsSync(doc!)) return [`${file}: ${citation} (no such file)`];
      const wanted = anchor ?? [...anchorsOf(`# ${heading}`)][0]!;
      return anchorsOf(readFileSync(doc!, 'utf8')).has(wanted) ? [] : [`${file}: ${citation} (no such section)`];
    }),
  );
  expect(files.length).toBeGreaterThan(300);
  expect(stale).toEqual([]);
});
