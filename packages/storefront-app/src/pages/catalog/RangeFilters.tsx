import { Form } from 'react-router-dom';
import { Button, Text, TextField } from '@ferrite/ui';
import type { AppliedRange, Facet } from '@ferrite/contract';
import { useI18n, type TranslationKey } from '../../i18n';
import { RANGE_FROM_PREFIX, RANGE_TO_PREFIX } from './listing-params';

const PROBLEMS: Record<NonNullable<AppliedRange['problem']>, TranslationKey> = {
  unreadable: 'catalog.rangeUnreadable',
  unit: 'catalog.rangeUnit',
  order: 'catalog.rangeOrder',
};

/**
 * From–to fields for the quantity parameters (resistance, capacitance, voltage…), typed as engineers
 * write values ('10k', '4k7', '100n'). A GET form: the range goes in the URL, works without
 * JavaScript, and keeps the other filters. Text needs a deliberate "apply", so its button stays.
 */
export function RangeFilters({
  action,
  facets,
  ranges,
  keep,
}: {
  action: string;
  facets: Facet[];
  ranges: AppliedRange[];
  keep: [string, string][];
}) {
  const { t, term } = useI18n();
  const quantities = facets.filter((facet) => facet.unit !== undefined);
  // A range typed on a parameter the listing no longer offers still shows, with its message.
  for (const range of ranges) if (!quantities.some((facet) => facet.key === range.key)) quantities.push({ key: range.key, values: [] });
  if (quantities.length === 0) return null;
  return (
    <Form method="get" action={action} className="fe-ranges" preventScrollReset aria-label={t('catalog.ranges')}>
      {keep.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {quantities.map((facet) => {
        const range = ranges.find((each) => each.key === facet.key);
        const problem = range?.problem ? t(PROBLEMS[range.problem], { name: term(facet.key), unit: facet.unit ?? '' }) : undefined;
        return (
          <fieldset key={facet.key}>
            <legend>{facet.unit ? t('catalog.rangeOf', { name: term(facet.key), unit: facet.unit }) : term(facet.key)}</legend>
            <TextField
              label={t('catalog.rangeFrom')}
              name={`${RANGE_FROM_PREFIX}${facet.key}`}
              defaultValue={range?.from ?? ''}
              autoComplete="off"
              spellCheck={false}
            />
            <TextField
              label={t('catalog.rangeTo')}
              name={`${RANGE_TO_PREFIX}${facet.key}`}
              defaultValue={range?.to ?? ''}
              autoComplete="off"
              spellCheck={false}
              error={problem}
            />
          </fieldset>
        );
      })}
      <Text as="p" tone="muted" size="xsmall">
        {t('catalog.rangeHint')}
      </Text>
      <Button type="submit" variant="secondary">
        {t('catalog.apply')}
      </Button>
    </Form>
  );
}
