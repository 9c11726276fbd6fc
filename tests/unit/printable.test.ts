import { line, printable, printableLines, quoted } from '@/lib/server/core/printable';

/** Anything a terminal would obey or that reorders text: what no printed line may hold. */
const RAW = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

describe('customer text printed to the operator’s terminal', () => {
  test.each([
    ['ESC, the cursor move of the payout line', 'Jana\x1b[67G9001', 'Jana\\x1b[67G9001'],
    ['NUL, BEL, backspace, tab, CR, LF', 'a\x00b\x07c\bd\te\rf\ng', 'a\\x00b\\x07c\\x08d\\x09e\\x0df\\x0ag'],
    ['DEL', 'a\x7fb', 'a\\x7fb'],
    ['C1: NEL and CSI', 'a\u0085b\u009b2J', 'a\\x85b\\x9b2J'],
    [
      'bidirectional overrides, isolates and marks',
      '\u202atxt\u202e\u2066\u2069\u200e\u200f\u061c',
      '\\u202atxt\\u202e\\u2066\\u2069\\u200e\\u200f\\u061c',
    ],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a\\u2028b\\u2029c'],
  ])('escapes %s visibly', (_label, text, shown) => {
    expect(printable(text)).toBe(shown);
    expect(printable(text)).not.toMatch(RAW);
    // Escaping what is already escaped changes nothing.
    expect(printable(printable(text))).toBe(shown);
  });

  test.each(['Jana Nováková', 'Παπαδοπούλου', 'Ľubica O’Brien-Smith', 'Horváth Trade s.r.o.', '👩‍💻 €1,000.00', 'a\\x1b typed as text'])(
    'leaves plain text as it is: %s',
    (text) => {
      expect(printable(text)).toBe(text);
    },
  );

  test('null and undefined print as nothing', () => {
    expect(printable(null)).toBe('');
    expect(printable(undefined)).toBe('');
  });

  test('a body keeps its lines (\\n and \\r\\n) and escapes what is in each', () => {
    expect(printableLines('First\x1b[1A\r\nSecond\n\nThird\u202e\r')).toEqual(['First\\x1b[1A', 'Second', '', 'Third\\u202e\\x0d']);
  });

  test('a quoted subject escapes its quotes and its controls', () => {
    expect(quoted('Say "hi"\x1b[2J')).toBe('"Say \\"hi\\"\\x1b[2J"');
  });

  test('a line of output escapes every value put into it, a line break too, and keeps its own text', () => {
    const name = 'Jana\x1b[67G9001';
    expect(line`payout ${7} to ${name}\t(${'two\nlines'}) ${null}`).toBe('payout 7 to Jana\\x1b[67G9001\t(two\\x0alines) ');
  });
});
