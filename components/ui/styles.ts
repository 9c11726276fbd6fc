/** The app's one primary action look: the button that submits, confirms or pays (busy while it waits). */
export const primaryActionClass =
  'rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
