import { Button, ButtonLink } from '../Button';
import { Checkbox } from '../Checkbox';
import { Icon } from '../Icon';
import { useLinkComponent } from '../LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import { useInTitledSheet } from '../private/sheet';
import { filterQuery, toggleFacetValue } from './filterQuery';
import type { FacetSelection } from './filterQuery';
import {
  check,
  count as countClass,
  empty,
  facet as facetClass,
  facets as facetsClass,
  footer,
  header,
  heading,
  legend,
  optionLink,
  options as optionsClass,
  root,
} from './ParametricFilter.css';
import { parametricFilterLabels } from './labels';

export type FacetOption = {
  /** Query value. */
  value: string;
  /** Text shown. */
  label: string;
  /** Matching products. */
  count: number;
};

export type Facet = {
  /** Query parameter name. */
  id: string;
  /** Facet heading, e.g. 'Manufacturer'. */
  label: string;
  /** Values with counts. */
  options: readonly FacetOption[];
};

export const parametricFilterModes = ['checkboxes', 'links'] as const;

export type ParametricFilterLabels = {
  title: string;
  apply: string;
  clear: string;
  selected: string;
  empty: string;
};

export type ParametricFilterProps = {
  /** Facets and their values with counts. Empty shows `labels.empty`. */
  facets: readonly Facet[];
  /** Values currently applied. @default {} */
  selected?: FacetSelection;
  /**
   * 'checkboxes': a GET form (submit button applies); 'links': each value is a link to the
   * toggled query. Both work as plain GET requests without JavaScript. @default 'checkboxes'
   */
  mode?: (typeof parametricFilterModes)[number];
  /** Path the query is sent to (form action / link path). @default '' (current path) */
  action?: string;
  /** Parameters kept in every query (keyword, sort…). @default {} */
  baseParams?: Readonly<Record<string, string>>;
  /** Called with the new selection when a checkbox changes (for instant filtering with JavaScript). @default undefined */
  onChange?: (selected: FacetSelection) => void;
  /** Texts. @default English */
  labels?: Partial<ParametricFilterLabels>;
  /** Locale for counts. @default 'en-US' */
  locale?: string;
};

/** Parametric search filters: facets with result counts, as plain GET links or a GET checkbox form. */
export function ParametricFilter({
  facets,
  selected = {},
  mode = 'checkboxes',
  action = '',
  baseParams = {},
  onChange,
  labels,
  locale = 'en-US',
}: ParametricFilterProps) {
  const LinkComponent = useLinkComponent();
  const text = { ...parametricFilterLabels, ...labels };
  const hrefFor = (selection: FacetSelection) => {
    const query = filterQuery(selection, baseParams);
    return `${action}${query ? `?${query}` : action ? '' : '?'}`;
  };
  const anySelected = Object.values(selected).some((values) => values.length > 0);
  const inSheet = useInTitledSheet();

  const body =
    facets.length === 0 ? (
      <p className={empty}>{text.empty}</p>
    ) : (
      <div className={facetsClass}>
        {facets.map((f) => (
          <fieldset key={f.id} className={facetClass}>
            <legend className={legend}>{f.label}</legend>
            <ul className={optionsClass}>
              {f.options.map((o) => {
                const isSelected = selected[f.id]?.includes(o.value) ?? false;
                return (
                  <li key={o.value}>
                    {mode === 'checkboxes' ? (
                      <Checkbox
                        name={f.id}
                        value={o.value}
                        label={o.label}
                        count={o.count}
                        defaultChecked={isSelected}
                        onChange={onChange ? () => onChange(toggleFacetValue(selected, f.id, o.value)) : undefined}
                      />
                    ) : (
                      <LinkComponent
                        href={hrefFor(toggleFacetValue(selected, f.id, o.value))}
                        className={optionLink}
                        aria-current={isSelected ? 'true' : undefined}
                        rel="nofollow"
                      >
                        <span className={check}>{isSelected ? <Icon name="check" size="small" /> : null}</span>
                        <span>{o.label}</span>
                        <span className={countClass}>({o.count.toLocaleString(locale)})</span>
                        {isSelected ? <VisuallyHidden>{text.selected}</VisuallyHidden> : null}
                      </LinkComponent>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    );

  const titleRow = (
    <div className={header}>
      {inSheet ? null : <h2 className={heading}>{text.title}</h2>}
      {anySelected ? (
        <ButtonLink href={hrefFor({})} variant="ghost" size="small" icon="close">
          {text.clear}
        </ButtonLink>
      ) : null}
    </div>
  );

  if (mode === 'links') {
    return (
      <section className={root} aria-label={text.title}>
        {titleRow}
        {body}
      </section>
    );
  }

  return (
    <form className={root} method="get" action={action || undefined} aria-label={text.title}>
      {titleRow}
      {Object.entries(baseParams).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {body}
      {facets.length > 0 ? (
        <div className={footer}>
          <Button type="submit" icon="filter">
            {text.apply}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
