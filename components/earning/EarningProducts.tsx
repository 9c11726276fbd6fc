import { getLocale, getTranslations } from 'next-intl/server';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { LocalLink } from '@/components/ui/LocalLink';
import { TableScrollRegion } from '@/components/ui/TableScrollRegion';
import { formatAsset } from '@/lib/money';
import { routePath } from '@/lib/routes';
import type { EarningProductView } from '@/lib/views/earning';

const cellClass = 'px-3 py-2 text-left';

/** The staking products with their term, annual rate and minimum, each with a link to stake in it. */
export async function EarningProducts({ products }: { products: EarningProductView[] }) {
  const t = await getTranslations('earning.products');
  const locale = await getLocale();
  return (
    <section aria-labelledby="earning-products" className="flex flex-col gap-3" data-testid="earning-products">
      <h2 id="earning-products" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {products.length === 0 ? (
        <EmptyRecords testId="earning-products-empty">{t('empty')}</EmptyRecords>
      ) : (
        <TableScrollRegion labelledBy="earning-products" className="">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={cellClass}>{t('asset')}</th>
                <th className={cellClass}>{t('term')}</th>
                <th className={cellClass}>{t('rate')}</th>
                <th className={cellClass}>{t('minimum')}</th>
                <th className={cellClass} />
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id} data-testid={`product-${product.id}`} className="border-t border-slate-200 dark:border-slate-800">
                  <td className={cellClass}>{product.asset}</td>
                  <td className={cellClass}>{product.durationDays === null ? t('anytime') : t('days', { days: product.durationDays })}</td>
                  <td className={`${cellClass} tabular-nums`}>{product.ratePercent} %</td>
                  <td className={`${cellClass} tabular-nums`}>{formatAsset(product.minAmount, product.asset, locale)}</td>
                  <td className={cellClass}>
                    {product.status === 'active' ? (
                      <LocalLink
                        href={`${routePath('earningPurchasing')}?product=${product.id}`}
                        className="text-brand-700 underline dark:text-brand-400"
                      >
                        {t('stake')}
                      </LocalLink>
                    ) : (
                      t('paused')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      )}
    </section>
  );
}
