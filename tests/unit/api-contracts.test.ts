import { readdirSync } from 'node:fs';
import path from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { z } from 'zod';
import { CONTRACT_GROUPS } from '@/lib/api/contracts';
import { defineContract, envelope, type ApiContract } from '@/lib/api/contracts/contract';
import { buildOpenApiDocument } from '@/lib/api/openapi';
import { apiHandler } from '@/lib/server/http/handler';
import { callApi } from '../support/api';

const API_DIR = path.resolve('app/api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every route file under app/api, found on disk rather than listed, with the path Next serves it at. */
const routeFiles = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'route.ts')
  .map((file) => ({
    file,
    path: `/api/${path.dirname(file).split(path.sep).join('/')}`.replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}'),
  }));

type Served = { method: string; path: string; contract: ApiContract | undefined };

async function servedCalls(): Promise<Served[]> {
  const served: Served[] = [];
  for (const route of routeFiles) {
    const exported = (await import(path.join(API_DIR, route.file))) as Record<string, { contract?: ApiContract }>;
    for (const method of METHODS) {
      if (exported[method]) served.push({ method, path: route.path, contract: exported[method].contract });
    }
  }
  return served;
}

const contracts = Object.values(CONTRACT_GROUPS).flatMap((group) => Object.values(group));
const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

test('the route files are found', () => {
  expect(routeFiles.length).toBeGreaterThan(60);
  expect(routeFiles.map((route) => route.path)).toContain('/api/user/v1/viewuser/{u_id}');
});

test('every method a route file exports is served with the contract of that method and path', async () => {
  const mismatched = (await servedCalls()).filter((call) => !call.contract || key(call.contract) !== key(call)).map(key);
  expect(mismatched).toEqual([]);
});

test('every contract is served by a route file, and no call has two contracts', async () => {
  const served = (await servedCalls()).map(key).sort();
  expect(contracts.map(key).sort()).toEqual(served);
});

test('the OpenAPI document lists every served call', async () => {
  const document = buildOpenApiDocument('test');
  const missing = (await servedCalls()).filter((call) => !document.paths[call.path]?.[call.method.toLowerCase()]).map(key);
  expect(missing).toEqual([]);
});

test('the OpenAPI document, as served (JSON), is valid OpenAPI 3.1', async () => {
  const result = await validate(JSON.parse(JSON.stringify(buildOpenApiDocument('test'))));
  expect(result.valid ? '' : compileErrors(result)).toBe('');
  expect(result.specification).toBe('OpenAPI');
});

describe('a handler whose answer leaves its contract fails the test that provoked it', () => {
  const contract = defineContract({
    method: 'GET',
    path: '/api/test/answer',
    summary: 'test',
    auth: 'none',
    clientToken: false,
    answer: envelope(z.object({ name: z.string() })),
  });
  const answering = (answer: unknown) => apiHandler(contract, async () => answer as { name: string });

  test('an answer of its shape is sent', async () => {
    const result = await callApi(answering({ name: 'Jana' }), 'test/answer');
    expect([result.status, result.data]).toEqual([200, { name: 'Jana' }]);
  });

  test.each([
    ['a field of the wrong type', { name: 7 }, 'outside its contract'],
    ['a field the contract does not list', { name: 'Jana', secret: 'x' }, 'does not list'],
  ])('%s', async (_case, answer, message) => {
    await expect(callApi(answering(answer), 'test/answer')).rejects.toThrow(message);
  });
});
