import type { RateFormats } from './format';

export interface ChangeLabels {
  up: string;
  down: string;
  unchanged: string;
}

/**
 * A 24 h change that reads without colour: an arrow and the sign are visible, the direction is spoken as a
 * word, and the colour (AA in both themes) only repeats it.
 */
export function PriceChange({ percent, formats, labels }: { percent: string; formats: RateFormats; labels: ChangeLabels }) {
  const value = Number(percent);
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'unchanged';
  const tone = {
    up: 'text-emerald-700 dark:text-emerald-400',
    down: 'text-red-700 dark:text-red-400',
    unchanged: 'text-slate-600 dark:text-slate-400',
  }[direction];
  return (
    <span className={`inline-flex items-center gap-1 font-medium whitespace-nowrap tabular-nums ${tone}`} data-direction={direction}>
      <span aria-hidden="true">{{ up: '▲', down: '▼', unchanged: '■' }[direction]}</span>
      <span className="sr-only">{labels[direction]}</span>
      {formats.change(percent)}
    </span>
  );
}
