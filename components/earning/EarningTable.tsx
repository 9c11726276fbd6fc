export const cellClass = 'px-3 py-2 text-left';
export const rowClass = 'border-t border-slate-200 dark:border-slate-800';
