/** A longer query is cut here: nobody types more into a search box, and it bounds the work per request. */
export const MAX_QUERY_LENGTH = 100;

/** The folded text, and for each of its UTF-16 units where its character starts and ends in the original. */
function foldWithOrigins(text: string): { folded: string; starts: number[]; ends: number[] } {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const character of text) {
    const piece = foldForSearch(character);
    folded += piece;
    for (let unit = 0; unit < piece.length; unit++) {
      starts.push(index);
      ends.push(index + character.length);
    }
    index += character.length;
  }
  return { folded, starts, ends };
}

/**
 * Search that forgives what visitors do not type: letter case and accents (é = e, ά = α, ё = е, final ς =
 * σ), so "bezpecnost" finds "bezpečnosť" and "ασφαλεια" finds "ασφάλεια".
 * Highlighting folds character by character to keep track of where each came from.
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ς/g, 'σ');
}

/** The words of a query worth looking for: two letters or more, or a number such as the "2" of "level 2". */
export function searchTerms(query: string): string[] {
  const words = foldForSearch(query).split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => word.length >= 2 || /^\p{N}+$/u.test(word)))];
}

/** Whether a folded text holds every term; no terms (a query of punctuation only) match nothing. */
export function containsEveryTerm(foldedText: string, terms: readonly string[]): boolean {
  return terms.length > 0 && terms.every((term) => foldedText.includes(term));
}

export interface TextPiece {
  text: string;
  marked: boolean;
}

/** The text cut into pieces, the ones that matched a term marked, in the original spelling. */
export function highlightTerms(text: string, terms: readonly string[]): TextPiece[] {
  const { folded, starts, ends } = foldWithOrigins(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      ranges.push([starts[at] ?? 0, ends[at + term.length - 1] ?? text.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const pieces: TextPiece[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) pieces.push({ text: text.slice(cursor, from), marked: false });
    const last = pieces.at(-1);
    if (last?.marked && from === cursor) last.text += text.slice(from, end);
    else pieces.push({ text: text.slice(from, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor), marked: false });
  return pieces;
}
