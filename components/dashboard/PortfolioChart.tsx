import { formatFiat } from '@/lib/money';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 8;

/**
 * The portfolio's value over the days given, drawn on the server as an SVG line of fixed size: no chart library, no
 * script, nothing that arrives late and moves the page. Its name says the first and last value for screen readers.
 */
export function PortfolioChart({
  history,
  currency,
  locale,
  label,
}: {
  history: { day: string; value: string }[];
  currency: string;
  locale: string;
  label: (first: string, last: string) => string;
}) {
  const values = history.map((point) => Number(point.value));
  const low = Math.min(...values, 0);
  const high = Math.max(...values, 1);
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / Math.max(1, history.length - 1);
  const y = (value: number) => HEIGHT - PAD - ((value - low) * (HEIGHT - 2 * PAD)) / (high - low || 1);
  const line = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const money = (value: string) => formatFiat(value, currency, locale);
  const first = history[0];
  const last = history[history.length - 1];
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full text-brand-700 dark:text-brand-400"
        role="img"
        aria-label={first && last ? label(money(first.value), money(last.value)) : undefined}
        preserveAspectRatio="none"
        data-testid="portfolio-chart"
      >
        <polygon points={`${x(0)},${HEIGHT - PAD} ${line} ${x(values.length - 1)},${HEIGHT - PAD}`} className="fill-current opacity-10" />
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      {first && last && (
        <figcaption className="flex justify-between text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
          <span>
            {first.day} · {money(first.value)}
          </span>
          <span>
            {last.day} · {money(last.value)}
          </span>
        </figcaption>
      )}
    </figure>
  );
}
