import { execFileSync } from 'node:child_process';

// eslint.config.mjs holds app/ to the domains' doors. The rule is proved on source text linted as if it were a file
// under app/: ESLint loads its ES-module config with import(), which Jest's module sandbox refuses, so the lint runs
// in a plain Node process of its own.
interface Refusal {
  ruleId: string | null;
  message: string;
}

function importRefusals(sources: Record<string, string>): Record<string, Refusal[]> {
  const script = `
    import { ESLint } from 'eslint';
    const sources = JSON.parse(process.argv[1]);
    const eslint = new ESLint();
    const refusals = {};
    for (const [filePath, code] of Object.entries(sources)) {
      const [result] = await eslint.lintText(code, { filePath });
      refusals[filePath] = result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
    }
    process.stdout.write(JSON.stringify(refusals));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(sources)], { encoding: 'utf8' });
  return JSON.parse(output) as Record<string, Refusal[]>;
}

const refusals = importRefusals({
  'app/api/user/v1/planted/route.ts': [
    "import { apiHandler } from '@/lib/server/http/handler';",
    "import { idempotencyKeyOf } from '@/lib/server/ledger/idempotency';",
    'export const POST = [apiHandler, idempotencyKeyOf];',
  ].join('\n'),
  'app/[locale]/(app)/Planted/page.tsx': [
    "import { routeMetadata } from '@/lib/server/seo';",
    "import { getSummaryPage } from '@/lib/server/users/page';",
    "import { apiHandler } from '@/lib/server/http';",
    'export default [routeMetadata, getSummaryPage, apiHandler];',
  ].join('\n'),
});

test("a route importing a file inside a domain (the ledger's idempotency module included) is refused, with the way in", () => {
  const planted = refusals['app/api/user/v1/planted/route.ts'] ?? [];
  expect(planted).toHaveLength(2);
  for (const refusal of planted)
    expect(refusal.message).toContain("import from the domain's index.ts ('@/lib/server/<domain>') or page.ts");
});

test("a page importing a domain's index.ts or its page.ts passes", () => {
  expect(refusals['app/[locale]/(app)/Planted/page.tsx']).toEqual([]);
});
