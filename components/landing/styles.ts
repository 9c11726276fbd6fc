/** The landing page's two kinds of call to action, shared by its sections. */
export const PRIMARY_ACTION =
  'inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
export const SECONDARY_ACTION =
  'inline-block rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800';
