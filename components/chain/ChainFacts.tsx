import type { ReactNode } from 'react';
import { LocalLink } from '@/components/ui/LocalLink';
import { SelectField } from '@/components/ui/SelectField';
import { formatNumber, fromUnits } from '@/lib/money';
import { routePath } from '@/lib/routes';

const rowClass =
  'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-200 py-2 last:border-0 dark:border-slate-800';

export interface ChainFact {
  label: string;
  value: ReactNode;
  testId: string;
}

/** The figures beside a coin's deposit address or withdrawal form (network, minimum, fee, limit…), one row each. */
export function ChainFacts({ facts }: { facts: ChainFact[] }) {
  return (
    <dl className="mt-4">
      {facts.map((fact) => (
        <div key={fact.testId} className={rowClass}>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{fact.label}</dt>
          <dd className="font-medium" data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A plan's fee rule in words: "Free", or its percentage and fixed part (`worded` puts the two in the sentence). */
export function feeRuleText(
  fee: { basisPoints: number; fixed: string },
  locale: string,
  coin: (amount: string) => string,
  words: { free: string; worded: (percent: string, fixed: string) => string },
): string {
  return fee.basisPoints === 0 && /^0(\.0*)?$/.test(fee.fixed)
    ? words.free
    : words.worded(formatNumber(fromUnits(fee.basisPoints, 2), locale), coin(fee.fixed));
}

/** A transaction id that opens the public transaction check, which looks it up at once. */
export function TxidLink({ txid, label, testId }: { txid: string; label: string; testId?: string }) {
  return (
    <LocalLink
      href={`${routePath('transactionCheck')}#query=${txid}`}
      className="text-brand-700 underline dark:text-brand-400"
      aria-label={label}
      data-testid={testId}
    >
      {txid}
    </LocalLink>
  );
}

/**
 * The coin picker above a deposit or withdrawal screen: a plain GET form (so `?asset=LTC` is a link), with a note first
 * when this server runs no node at all.
 */
export function CoinPicker({
  view,
  words,
  testId,
}: {
  view: { coins: { asset: string }[]; asset: string; anyNode: boolean };
  words: { coin: string; show: string; notConnected: string };
  testId: string;
}) {
  return (
    <>
      {!view.anyNode && (
        <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">{words.notConnected}</p>
      )}
      <form method="get" className="flex flex-wrap items-end gap-3" data-testid={testId}>
        <SelectField
          name="asset"
          label={words.coin}
          defaultValue={view.asset}
          options={view.coins.map((option) => ({ value: option.asset, label: option.asset }))}
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {words.show}
        </button>
      </form>
    </>
  );
}
