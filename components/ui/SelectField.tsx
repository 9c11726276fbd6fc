import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
  error?: string;
}

const SELECT_CLASS =
  'min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950';

/** TextField's counterpart for a fixed list of choices, with the same label and error wiring. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, options, error, ...select }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    // min-w-0: a long option must not widen a narrow screen; the closed select then truncates it.
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={SELECT_CLASS}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
});
