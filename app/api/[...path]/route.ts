import { unknownCalls } from '@/lib/api/contracts/site';
import { notFound } from '@/lib/server/core';
import { apiHandler } from '@/lib/server/http';

// Unknown API paths answer in the envelope like every other call rather than with an HTML 404 page.
const unknownCall = async () => {
  throw notFound('unknownCall');
};

export const GET = apiHandler(unknownCalls.GET, unknownCall);
export const POST = apiHandler(unknownCalls.POST, unknownCall);
export const PUT = apiHandler(unknownCalls.PUT, unknownCall);
export const PATCH = apiHandler(unknownCalls.PATCH, unknownCall);
export const DELETE = apiHandler(unknownCalls.DELETE, unknownCall);
