/**
 * Structured data for search engines. A data block is not executed, so the CSP needs no nonce for it;
 * "<" is escaped so text from the database cannot close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
