/**
 * Text a customer wrote, made safe for the operator's terminal. `npm run ops` prints names, e-mails, subjects and
 * bodies from the database; a terminal obeys the control characters in them (a beneficiary's name with ESC[67G moved
 * the cursor and made a 1 EUR payout read 9001 EUR; ESC[2J clears the screen, ESC[8m hides what follows) and the
 * bidirectional controls reorder what is shown. Every such character is printed as a visible escape instead: C0, DEL
 * and C1 as `\x1b`, `\x9b`, the bidirectional controls and the line and paragraph separators as `\u202e`. The forms
 * refuse them now (lib/validation/common.ts), but rows stored before that, or by another way in, are printed through
 * this too. Plain text comes out unchanged, and escaping twice changes nothing more.
 */
const UNPRINTABLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/gu;

const escapeOf = (character: string) => {
  const code = character.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** One line of customer text: every control character escaped, a line break too (it would start a line of its own). */
export function printable(text: string | null | undefined): string {
  return (text ?? '').replace(UNPRINTABLE, escapeOf);
}

/** Customer text in double quotes, as the ticket lists show a subject; a quote in it is escaped too. */
export const quoted = (text: string | null | undefined) => `"${printable(text).replaceAll('"', '\\"')}"`;

/** A body of several lines: one printable line per line of it (\n or \r\n), so its line breaks stay breaks. */
export const printableLines = (text: string | null | undefined): string[] => (text ?? '').split(/\r?\n/).map(printable);

/**
 * A line of command output: every value put into it is printable(), so a customer's text can neither steer the
 * terminal nor start a line of its own, and no command has to remember which of its values a customer wrote.
 */
export const line = (parts: TemplateStringsArray, ...values: unknown[]): string =>
  parts.reduce((text, part, index) => text + printable(String(values[index - 1] ?? '')) + part);
