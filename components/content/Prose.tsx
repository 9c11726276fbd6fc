import type { TextBlock } from '@/lib/content/blocks';
import { highlightTerms } from '@/lib/content/search';
import { linkClass } from './styles';

/** An e-mail address written in a text (contact sections) becomes a mailto link. */
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return text;
  return highlightTerms(text, terms).map((piece, index) =>
    piece.marked ? (
      <mark key={index} className="rounded-sm bg-brand-200 px-0.5 text-slate-900">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

export function InlineText({ text, terms = [] }: { text: string; terms?: readonly string[] }) {
  return text.split(EMAIL).map((piece, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${piece}`} className={linkClass}>
        {piece}
      </a>
    ) : (
      <Marked key={index} text={piece} terms={terms} />
    ),
  );
}

/** Paragraphs and lists of a page text; `terms` marks the words a search matched. */
export function Prose({ blocks, terms, className = '' }: { blocks: readonly TextBlock[]; terms?: readonly string[]; className?: string }) {
  return (
    <div className={`flex flex-col gap-3 leading-relaxed ${className}`}>
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={index}>
              <InlineText text={block.text} terms={terms} />
            </p>
          );
        }
        const List = block.kind === 'bullets' ? 'ul' : 'ol';
        return (
          <List key={index} className={`flex flex-col gap-1 pl-5 ${block.kind === 'bullets' ? 'list-disc' : 'list-decimal'}`}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText text={item} terms={terms} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
