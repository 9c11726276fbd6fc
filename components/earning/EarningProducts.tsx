import { getLocale, getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { formatAsset } from '@/lib/money';
import { routePath } from '@/lib/routes';
import type { EarningProductView } from '@/lib/views/earning';
import { RecordsTable } from '@/components/ui/RecordsTable';
import { cellClass, rowClass } from './EarningTable';

/** The staking products with their term, annual rate and minimum, each with a link to stake in it. */
export async function EarningProducts({ products }: { products: EarningProductView[] }) {
  const t = await getTranslations('earning.products');
  const locale = await getLocale();
  return (
    <RecordsTable
      id="earning-products-title"
      testId="earning-products"
      title={t('title')}
      empty={products.length === 0 ? t('empty') : null}
      columns={[t('asset'), t('term'), t('rate'), t('minimum'), ''].map((label) => ({ label }))}
    >
      {products.map((product) => {
        const term = product.durationDays === null ? t('anytime') : t('days', { days: product.durationDays });
        return (
          <tr key={product.id} data-testid={`product-${product.id}`} className={rowClass}>
            <td className={cellClass}>{product.asset}</td>
            <td className={cellClass}>{term}</td>
            <td className={`${cellClass} tabular-nums`}>{product.ratePercent} %</td>
            <td className={`${cellClass} tabular-nums`}>{formatAsset(product.minAmount, product.asset, locale)}</td>
            <td className={cellClass}>
              {product.status === 'active' ? (
                <LocalLink
                  href={`${routePath('earningPurchasing')}?product=${product.id}`}
                  className="text-brand-700 underline dark:text-brand-400"
                  // One "Stake" link per product: its accessible name says which product it stakes in.
                  aria-label={t('stakeIn', { asset: product.asset, term, rate: product.ratePercent })}
                >
                  {t('stake')}
                </LocalLink>
              ) : (
                t('paused')
              )}
            </td>
          </tr>
        );
      })}
    </RecordsTable>
  );
}
