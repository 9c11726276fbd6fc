/**
 * Long page texts are plain text with two rules a translator can follow without markup: a blank line
 * starts a new paragraph, and a paragraph whose lines all start with "- " (or "1. ", "2. "…) is a
 * bulleted (numbered) list. Anything else stays literal text: no HTML ever comes from the messages.
 */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'bullets' | 'numbers'; items: string[] };

const BULLET = /^-\s+/;
const NUMBER = /^\d+[.)]\s+/;

export function parseBlocks(text: string): TextBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines): TextBlock => {
      if (lines.every((line) => BULLET.test(line))) return { kind: 'bullets', items: lines.map((line) => line.replace(BULLET, '')) };
      if (lines.every((line) => NUMBER.test(line))) return { kind: 'numbers', items: lines.map((line) => line.replace(NUMBER, '')) };
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}

/** The text of the blocks without their markup, for search and descriptions. */
export function plainText(blocks: readonly TextBlock[]): string {
  return blocks.map((block) => (block.kind === 'paragraph' ? block.text : block.items.join(' '))).join(' ');
}
