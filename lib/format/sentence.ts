/**
 * A sentence as it reads once its placeholders are filled: a name or abbreviation that ends it with its own dot
 * ("Jana N.", "Acme s.r.o.") is also its full stop, as in print, not followed by a second one ("Jana N..").
 */
export const sentenceText = (sentence: string) => sentence.replace(/(?<!\.)\.\.$/, '.');
