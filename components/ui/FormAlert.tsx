/** The form's own copy of a refusal; the snackbar is what announces it, so this one is not a live region. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p data-testid="form-alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {message}
    </p>
  );
}
