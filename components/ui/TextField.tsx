import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldText {
  label: string;
  hint?: string;
  error?: string;
}

const CONTROL_CLASS =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950';

/** The label, hint and error around one control, wired to it by ids (`control` gets them). */
function Field({ label, hint, error, control }: FieldText & { control: (wiring: Record<string, unknown>) => ReactNode }) {
  const id = useId();
  // Only the line shown: the hint gives way to the error.
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: CONTROL_CLASS })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldText & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, hint, error, ...input },
  ref,
) {
  return <Field label={label} hint={hint} error={error} control={(wiring) => <input ref={ref} {...wiring} {...input} />} />;
});

/** TextField for text of several lines. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldText & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, hint, error, rows = 6, ...textarea }, ref) {
    return (
      <Field label={label} hint={hint} error={error} control={(wiring) => <textarea ref={ref} rows={rows} {...wiring} {...textarea} />} />
    );
  },
);
