import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Blog posts; their text lives in blogPostTranslations, one row per language (English always present). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    author: text('author').notNull(),
    imagePath: text('image_path'),
    publishedAt: timestamptz('published_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_posts_slug_key').on(t.slug), index('blog_posts_published_idx').on(t.publishedAt)],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Paragraphs separated by blank lines; rendered as text, never as HTML. */
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] })],
);

/** Press coverage (/they-wrote-about-us), each in the language the outlet published it in. */
export const pressItems = pgTable(
  'press_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outlet: text('outlet').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    publishedAt: timestamptz('published_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('press_items_published_idx').on(t.publishedAt)],
);
