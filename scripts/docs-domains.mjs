// The domain list of docs/architecture.md is each lib/server/<domain>/README.md's first sentence, so the map and the
// folders cannot drift apart: `npm run docs:domains` writes the list between the markers, and
// tests/unit/docs-map.test.ts fails when the doc and the READMEs disagree.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

export const MAP = 'docs/architecture.md';
export const START = '<!-- domains:start -->';
export const END = '<!-- domains:end -->';

/** Every folder of lib/server, the floor (core, db) included: each is a room a newcomer must be able to find. */
export const domainFolders = () =>
  readdirSync('lib/server', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

export const readmeOf = (domain) => `lib/server/${domain}/README.md`;

/** The README's one sentence saying what the domain owns: the first paragraph under its heading, on one line. */
export function ownsSentence(readme) {
  const paragraph = [];
  for (const line of readme.split('\n').slice(1)) {
    if (line.trim()) paragraph.push(line.trim());
    else if (paragraph.length) break;
  }
  return paragraph.join(' ');
}

/** The list as the map shows it: one line per domain with a README (a folder without one is the test's to report). */
export function domainList() {
  return domainFolders()
    .filter((domain) => existsSync(readmeOf(domain)))
    .map((domain) => `- [${domain}](../${readmeOf(domain)}): ${ownsSentence(readFileSync(readmeOf(domain), 'utf8'))}`)
    .join('\n');
}

/** The doc with `list` between its markers. */
export function withDomainList(doc, list) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${MAP} has no ${START} … ${END} block`);
  return `${doc.slice(0, start + START.length)}\n\n${list}\n\n${doc.slice(end)}`;
}

if (process.argv[1]?.endsWith('docs-domains.mjs')) {
  writeFileSync(MAP, withDomainList(readFileSync(MAP, 'utf8'), domainList()));
  console.log(`${MAP}: ${domainList().split('\n').length} domains listed`);
}
