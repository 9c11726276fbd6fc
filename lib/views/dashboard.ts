/** A news item not read yet, as the dashboard lists it. */
export interface UnreadNewsItem {
  id: number;
  title: string;
  summary: string;
  /** ISO 8601. */
  created_datetime: string;
}

/** /Dashboard_new: the greeting and the five newest unread news items. */
export interface DashboardView {
  fullName: string;
  news: UnreadNewsItem[];
}
