/** Broadcasts per inbox page and news items per /News page. */
export const INBOX_PAGE_SIZE = 20;
export const NEWS_PAGE_SIZE = 10;

/** One broadcast in the inbox list; `unread` while this customer has not opened it. */
export interface InboxItem {
  id: number;
  title: string;
  excerpt: string;
  createdAt: string;
  unread: boolean;
}

/** A page of a list paged by `?page=` (1-based): whether a previous and a next page exist. */
export interface Paging {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export interface InboxView extends Paging {
  items: InboxItem[];
}

/** One broadcast opened from the inbox. */
export interface MessageView {
  id: number;
  title: string;
  message: string;
  /** The page the notice is about (a reply from support), without the language prefix. */
  link: string | null;
  createdAt: string;
}

export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  createdAt: string;
  unread: boolean;
}

export interface NewsListView extends Paging {
  items: NewsItem[];
}

export interface NewsArticleView {
  id: number;
  title: string;
  summary: string;
  body: string;
  createdAt: string;
}
