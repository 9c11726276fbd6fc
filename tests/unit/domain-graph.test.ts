import { readFileSync } from 'node:fs';
import { isTypeScript, sourceFiles } from '../support/source-files';

// The dependency rules of docs/architecture.md as a graph: a node is a lib/server domain ("server/auth") or a lib/
// layer ("views"), an edge an import between two of them. The graph must have no cycle, so every domain can be read,
// tested and changed with only what sits below it in mind. ESLint refuses deep imports and known wrong directions;
// this test catches a cycle of any length the rules do not name.
const IMPORT = /(?:from|import)\s+'@\/lib\/([^']+)'/g;

function nodeOf(libPath: string | undefined): string | undefined {
  const [top = '', second] = (libPath ?? '').split('/');
  if (top === 'server') return second ? `server/${second.replace(/\.tsx?$/, '')}` : undefined;
  return top.replace(/\.(tsx?|mjs)$/, '') || undefined;
}

const edges = new Map<string, Set<string>>();
for (const file of sourceFiles(['lib'], isTypeScript)) {
  const from = nodeOf(file.slice('lib/'.length));
  if (!from) continue;
  for (const [, target] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const to = nodeOf(target);
    if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
}

/** A cycle through the graph as a path ["a", "b", "a"], or undefined when there is none (depth-first search). */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const seenAt = onPath.indexOf(node);
    if (seenAt >= 0) return [...onPath.slice(seenAt), node];
    if (done.has(node)) return undefined;
    onPath.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

test('the graph sees the domains and their imports', () => {
  expect([...(edges.get('server/transfers') ?? [])]).toContain('server/ledger');
  expect(edges.size).toBeGreaterThan(30);
});

test('no domain or layer reaches itself through others (the imports form no cycle)', () => {
  expect(findCycle(edges)).toBeUndefined();
});

// Rates runs the price feed and runs the reactions the job list hands it (onPricesRefreshed); it never calls back into the exchange or the
// alerts, which read prices from it.
test('the price refresh job belongs to rates, which imports none of the domains that react to new prices', () => {
  const declaring = sourceFiles(['lib'], isTypeScript).filter((file) => readFileSync(file, 'utf8').includes("name: 'refresh-prices'"));
  expect(declaring).toEqual(['lib/server/rates/jobs.ts']);
  expect([...(edges.get('server/rates') ?? [])]).not.toEqual(expect.arrayContaining(['server/exchange']));
  expect([...(edges.get('server/rates') ?? [])]).not.toEqual(expect.arrayContaining(['server/alerts']));
});

test('the search finds a cycle of three', () => {
  const graph = new Map([
    ['a', new Set(['b'])],
    ['b', new Set(['c'])],
    ['c', new Set(['a'])],
  ]);
  expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
});
