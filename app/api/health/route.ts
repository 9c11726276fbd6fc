// Liveness: answers without touching the database, so it also serves as the bare-handler baseline of
// `npm run bench:poll`.
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
