import { useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { SheetTitleContext } from '../private/sheet';
import { filters as filtersClass, results as resultsClass, root, sheetHeader, toolbar } from './FacetPanel.css';
import { facetPanelLabels } from './labels';

export type FacetPanelLabels = {
  /** The button and the sheet's title when no filter is applied. */
  filters: string;
  /** The button when filters are applied; `{count}` is replaced. */
  filtersCount: string;
  /** Closes the sheet (its close button). */
  close: string;
  /** Closes the panel without JavaScript, back to the results. */
  showResults: string;
};

export type FacetPanelProps = {
  /** The filters, usually a `ParametricFilter` or a list of facet links. */
  filters: ReactNode;
  /** The results (controls, table, pagination). */
  children: ReactNode;
  /** Accessible name of the results region. */
  resultsLabel: string;
  /** Accessible name of the filters region. @default labels.filters */
  filtersLabel?: string;
  /** Filter values applied, shown on the phone button ("Filters (2)"). @default 0 */
  selectedCount?: number;
  /** Id of the filters region: the button's `#fragment` without JavaScript. @default a generated id */
  id?: string;
  /** Open the sheet on the first render (stories, a page that returns to the filters). @default false */
  defaultOpen?: boolean;
  /** Texts, e.g. from a language pack. @default facetPanelLabels (English) */
  labels?: Partial<FacetPanelLabels>;
};

/**
 * Filters beside the results on wide screens; on phones and tablets the results come first and a
 * "Filters (N)" button opens the filters in a sheet (a Radix dialog). Without JavaScript the
 * button is a link to the filters' `#id`, shown full-screen while targeted, with a link back.
 * A link followed or a form sent inside the sheet closes it.
 */
export function FacetPanel({
  filters,
  children,
  resultsLabel,
  filtersLabel,
  selectedCount = 0,
  id,
  defaultOpen = false,
  labels,
}: FacetPanelProps) {
  const text = { ...facetPanelLabels, ...labels };
  const autoId = useId();
  const filtersId = id ?? `${autoId}-filters`;
  const resultsId = `${filtersId}-results`;
  const [open, setOpen] = useState(defaultOpen);
  const buttonText = selectedCount > 0 ? text.filtersCount.replace('{count}', String(selectedCount)) : text.filters;
  const openSheet = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  // Applying a filter navigates (a link) or sends a GET form: either way the sheet has done its job.
  const closeOnNavigate = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    <div className={root}>
      <div className={toolbar}>
        <a
          href={`#${filtersId}`}
          className={button({ variant: 'secondary', size: 'standard' })}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={openSheet}
        >
          <Icon name="filter" size="small" />
          <span>{buttonText}</span>
        </a>
      </div>
      <aside id={filtersId} className={filtersClass} aria-label={filtersLabel ?? text.filters} tabIndex={-1}>
        <div className={sheetHeader}>
          <a href={`#${resultsId}`} className={button({ variant: 'primary', size: 'small' })}>
            {text.showResults}
          </a>
        </div>
        {open ? null : filters}
      </aside>
      <section id={resultsId} className={resultsClass} aria-label={resultsLabel} tabIndex={-1}>
        {children}
      </section>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content side="start" size="small" title={text.filters} closeLabel={text.close}>
          <div onClick={closeOnNavigate} onSubmit={() => setOpen(false)}>
            <SheetTitleContext value={true}>{filters}</SheetTitleContext>
          </div>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
