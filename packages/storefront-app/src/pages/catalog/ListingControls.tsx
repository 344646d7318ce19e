import { Form } from 'react-router-dom';
import { SORTS, type SortKey } from '../../api/contract';

const SORT_LABELS: Record<SortKey, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  stock_desc: 'Stock: most first',
  partno_asc: 'Part number A–Z',
};

/** Sort and in-stock controls as a GET form: works without JavaScript, keeps the other query values. */
export function ListingControls({ action, sort, inStock, keep }: { action: string; sort: SortKey; inStock: boolean; keep: [string, string][] }) {
  return (
    <Form method="get" action={action} className="fe-controls" preventScrollReset>
      {keep.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label>
        Sort by{' '}
        <select name="sort" defaultValue={sort}>
          {SORTS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" name="inStock" value="1" defaultChecked={inStock} /> In stock only
      </label>
      <button type="submit">Apply</button>
    </Form>
  );
}
