import 'server-only';

/** Stored bodies are plain text with paragraphs separated by blank lines; they are rendered as text, never HTML. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
