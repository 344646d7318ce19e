import { Form, useSubmit } from 'react-router-dom';
import type { ChangeEvent } from 'react';
import { NativeSelect } from '@ferrite/ui';
import { SORTS, type SortKey } from '@ferrite/contract';
import { useT, type TranslationKey } from '../../i18n';
import { useHydrated } from '../buying/shared';

const SORT_LABELS: Record<SortKey, TranslationKey> = {
  relevance: 'catalog.sortRelevance',
  price_asc: 'catalog.sortPriceAsc',
  price_desc: 'catalog.sortPriceDesc',
  stock_desc: 'catalog.sortStockDesc',
  partno_asc: 'catalog.sortPartNoAsc',
};

/**
 * Sort and in-stock controls as a GET form: works without JavaScript, keeps the other query values.
 * Once the page runs, a change applies at once and the Apply button, needed only without JavaScript, goes.
 */
export function ListingControls({
  action,
  sort,
  inStock,
  keep,
}: {
  action: string;
  sort: SortKey;
  inStock: boolean;
  keep: [string, string][];
}) {
  const t = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const applyNow = (event: ChangeEvent<HTMLFormElement>) => {
    void submit(event.currentTarget, { preventScrollReset: true });
  };
  return (
    <Form method="get" action={action} className="fe-controls" preventScrollReset onChange={hydrated ? applyNow : undefined}>
      {keep.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <NativeSelect
        inline
        label={t('catalog.sortBy')}
        name="sort"
        defaultValue={sort}
        options={SORTS.map((key) => ({ value: key, label: t(SORT_LABELS[key]) }))}
      />
      <label>
        <input type="checkbox" name="inStock" value="1" defaultChecked={inStock} /> {t('catalog.inStockOnly')}
      </label>
      {hydrated ? null : <button type="submit">{t('catalog.apply')}</button>}
    </Form>
  );
}
