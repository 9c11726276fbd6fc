import type { RateFormats } from './format';

export interface ChangeLabels {
  up: string;
  down: string;
  unchanged: string;
}

/**
 * A 24 h change that reads without colour: the direction is spoken as a (visually hidden) word, and the arrow and the
 * colour (AA in both themes) only repeat it, so both come from the `price-change` style rather than from elements of
 * their own: the rates table renders 56 of these, and every element there is parsed, styled and hydrated.
 */
export function PriceChange({ percent, formats, labels }: { percent: string; formats: RateFormats; labels: ChangeLabels }) {
  const value = Number(percent);
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'unchanged';
  return (
    <span className="price-change" data-direction={direction}>
      <span className="sr-only">{labels[direction]}</span>
      {formats.change(percent)}
    </span>
  );
}
