import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { ApiContract } from '@/lib/api/contracts/contract';
import { maintenanceInForce } from '@/lib/server/maintenance';
import { MachineRefusal, verifyMachineRequest } from './machine';

/** A machine's requests are small: a code, a heartbeat. Anything larger is refused before it is read. */
const MAX_BODY_BYTES = 16 * 1024;

type MachineContract = ApiContract & { body: z.ZodType; answer: { kind: 'json'; schema: z.ZodType } };

/**
 * The machine API's wrapper (app/api/atm/v1): maintenance first, then the signature (machineSignature), then the body
 * against the contract, then the call; every answer is bare JSON, a refusal `{ error: CODE }` with the status, so a
 * machine acts on the code rather than on words meant for people. Not apiHandler: no session, no client token, no
 * language.
 */
export function machineHandler<const C extends MachineContract>(
  contract: C,
  run: (atmId: number, body: z.output<C['body']>) => Promise<z.input<C['answer']['schema']>>,
) {
  const handler = async (request: NextRequest): Promise<Response> => {
    try {
      // Before any work, as for the customer API: the machine shows "out of service" and asks again after Retry-After.
      const maintenance = await maintenanceInForce();
      if (maintenance) return answer(503, { error: 'MAINTENANCE' }, { 'Retry-After': String(maintenance.retryAfterSeconds) });
      if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw new MachineRefusal(413, 'INVALID_REQUEST');
      const body = await request.text();
      if (body.length > MAX_BODY_BYTES) throw new MachineRefusal(413, 'INVALID_REQUEST');
      const { atmId } = await verifyMachineRequest(request.headers, { method: request.method, path: request.nextUrl.pathname, body });
      let json: unknown;
      try {
        json = JSON.parse(body || '{}');
      } catch {
        throw new MachineRefusal(400, 'INVALID_REQUEST');
      }
      const parsed = contract.body.safeParse(json);
      if (!parsed.success) throw new MachineRefusal(400, 'INVALID_REQUEST');
      return answer(200, await run(atmId, parsed.data as z.output<C['body']>));
    } catch (error) {
      if (error instanceof MachineRefusal) return answer(error.status, { error: error.code });
      console.error('[atm-api] unexpected error:', error);
      return answer(503, { error: 'UNAVAILABLE' });
    }
  };
  return Object.assign(handler, { contract });
}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
