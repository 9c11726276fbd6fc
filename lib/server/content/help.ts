import 'server-only';
import { env } from '@/lib/env';
import { helpLinks } from '@/lib/help-links';
import type { Locale } from '@/lib/i18n/config';
import { plainText } from '@/lib/content/blocks';
import { containsEveryTerm, foldForSearch, MAX_QUERY_LENGTH, searchTerms } from '@/lib/content/search';
import type { HelpSearchView } from '@/lib/views/content';
import { buildOnce, pageTexts } from './texts';

/** The topics of one language, each question with its folded text to search in. */
function helpIndex(locale: Locale) {
  return buildOnce(`helpCenter:${locale}`, () => {
    const texts = pageTexts(locale, 'helpCenter');
    return texts.keysOf('topics').map((topic) => ({
      id: topic,
      title: texts.text(`topics.${topic}.title`),
      questions: texts.keysOf(`topics.${topic}.questions`).map((id) => {
        const question = texts.text(`topics.${topic}.questions.${id}.q`);
        const answer = texts.blocks(`topics.${topic}.questions.${id}.a`);
        return { id: `${topic}-${id}`, question, answer, folded: foldForSearch(`${question}\n${plainText(answer)}`) };
      }),
    }));
  });
}

/**
 * The help centre's questions in one language that match a search (every word of the query in the
 * question or the answer, whatever the case and accents) within one topic or all of them.
 */
export function searchHelp(locale: Locale, request: { query: string; topic: string }): HelpSearchView {
  const topics = helpIndex(locale);
  const texts = pageTexts(locale, 'helpCenter');
  const query = request.query.trim().slice(0, MAX_QUERY_LENGTH);
  const terms = searchTerms(query);
  const topic = topics.some((candidate) => candidate.id === request.topic) ? request.topic : null;
  const results = topics
    .filter((candidate) => topic === null || candidate.id === topic)
    .map(({ id, title, questions }) => ({
      id,
      title,
      questions: questions
        .filter(({ folded }) => !query || containsEveryTerm(folded, terms))
        .map(({ id: questionId, question, answer }) => ({ id: questionId, question, answer })),
    }))
    .filter((candidate) => candidate.questions.length > 0);
  return {
    title: texts.text('title'),
    lead: texts.text('lead'),
    query,
    terms,
    topic,
    topics: topics.map(({ id, title }) => ({ id, title })),
    results,
    total: results.reduce((sum, candidate) => sum + candidate.questions.length, 0),
    deskUrl: helpLinks(env()).desk,
    contactEmail: env().CONTACT_EMAIL,
  };
}
