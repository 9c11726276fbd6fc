import { useId, type FormEventHandler, type ReactNode } from 'react';

/** The form of a sign-in-family page: titled by its heading, browser validation off (zod speaks instead). */
export function AuthFormCard({
  title,
  onSubmit,
  children,
}: {
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-2xl font-bold">
        {title}
      </h1>
      {children}
    </form>
  );
}
