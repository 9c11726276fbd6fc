import { useId, type ReactNode } from 'react';
import { LocalLink } from '@/components/ui/LocalLink';

/** A calm confirmation inside a form's card (the link was sent, the password was changed, the link is dead). */
export function Notice({ children, testId, tone = 'success' }: { children: ReactNode; testId: string; tone?: 'success' | 'warning' }) {
  const colours =
    tone === 'success'
      ? 'border-emerald-400 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100'
      : 'border-amber-400 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';
  return (
    <p role="status" data-testid={testId} className={`rounded-md border px-3 py-2 text-sm ${colours}`}>
      {children}
    </p>
  );
}

/** A step that cannot go on (a dead reset link, an expired social sign-in): its title, why, and the way on. */
export function DeadEnd({
  title,
  notice,
  testId,
  link,
}: {
  title: string;
  notice: string;
  testId: string;
  link: { href: string; label: string };
}) {
  const titleId = useId();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-2xl font-bold">
        {title}
      </h1>
      <Notice testId={testId} tone="warning">
        {notice}
      </Notice>
      <LocalLink href={link.href} className="text-sm font-semibold text-brand-700 underline dark:text-brand-400">
        {link.label}
      </LocalLink>
    </section>
  );
}
