// Rendered per request like every page of the app (whose CSP nonce forbids static pages), so throughput
// compares rendering work, not a cached file against a rendered page.
export const dynamic = 'force-dynamic';

export default function BarePage() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>{new Date().toISOString()}</p>
    </main>
  );
}
