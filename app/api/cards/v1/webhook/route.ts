import { NextResponse } from 'next/server';
import * as cards from '@/lib/api/contracts/cards';
import { AppError } from '@/lib/server/core';
import { receiveWebhook, SIGNATURE_HEADER } from '@/lib/server/cards';
import { apiHandler, readBodyCapped } from '@/lib/server/http';

/** An issuer event is a few hundred bytes. */
const MAX_BYTES = 16 * 1024;

/** The card issuer's events; the signature is checked over the bytes as sent, so the body is read raw. */
export const POST = apiHandler(cards.cardIssuerWebhook, async ({ request }) => {
  const bytes = await readBodyCapped(request, MAX_BYTES, () => new AppError(413, 'payloadTooLarge'));
  return NextResponse.json(await receiveWebhook(request.headers.get(SIGNATURE_HEADER), bytes));
});
