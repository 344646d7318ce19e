// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ParametricFilter } from '../ParametricFilter';
import { FacetPanel } from './FacetPanel';

afterEach(cleanup);

const filters = (
  <ul>
    <li>
      <a href="/category/x?mfg=ti">TI</a>
    </li>
    <li>
      <a href="/category/x?mfg=st">ST</a>
    </li>
  </ul>
);

describe('FacetPanel', () => {
  it('server-renders the filters, a #fragment link to them and the results, no dialog', () => {
    const html = renderToString(
      <FacetPanel id="filters" filters={filters} resultsLabel="Parts" selectedCount={2}>
        <p>results</p>
      </FacetPanel>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const opener = doc.querySelector('a[aria-haspopup="dialog"]');
    expect(opener?.getAttribute('href')).toBe('#filters');
    expect(opener?.textContent).toBe('Filters (2)');
    const aside = doc.getElementById('filters');
    expect(aside?.tagName).toBe('ASIDE');
    expect(aside?.querySelectorAll('a[href^="/category"]')).toHaveLength(2);
    // The no-JavaScript panel's way back lands on the results.
    const back = aside?.querySelector('a[href="#filters-results"]');
    expect(back?.textContent).toBe('Show results');
    expect(doc.getElementById('filters-results')?.textContent).toBe('results');
    expect(doc.querySelector('[role="dialog"]')).toBeNull();
  });

  it('names the button without a count when nothing is applied, in the labels given', () => {
    render(
      <FacetPanel filters={filters} resultsLabel="Детали" labels={{ filters: 'Фильтры', filtersCount: 'Фильтры ({count})' }}>
        <p>results</p>
      </FacetPanel>,
    );
    expect(screen.getByRole('link', { name: 'Фильтры' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('complementary', { name: 'Фильтры' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Детали' })).toBeTruthy();
  });

  it('opens the filters in a dialog and closes it when a filter link is followed', () => {
    render(
      <FacetPanel filters={filters} resultsLabel="Parts" filtersLabel="Manufacturers" selectedCount={1}>
        <p>results</p>
      </FacetPanel>,
    );
    const opener = screen.getByRole('link', { name: 'Filters (1)' });
    const notPrevented = fireEvent.click(opener);
    expect(notPrevented).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    // One copy of the filters while the sheet is open: the side column gives its copy up.
    expect(screen.getAllByRole('link', { name: 'TI' })).toHaveLength(1);
    const ti = within(dialog).getByRole('link', { name: 'TI' });
    ti.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(ti);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('complementary', { name: 'Manufacturers' })).getByRole('link', { name: 'TI' })).toBeTruthy();
  });

  it('leaves a modified click (new tab) to the browser', () => {
    render(
      <FacetPanel filters={filters} resultsLabel="Parts">
        <p>results</p>
      </FacetPanel>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Filters' }), { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the sheet when a form inside it is sent', () => {
    render(
      <FacetPanel
        filters={
          <form method="get" aria-label="Filter form" onSubmit={(event) => event.preventDefault()}>
            <button type="submit">Apply</button>
          </form>
        }
        resultsLabel="Parts"
      >
        <p>results</p>
      </FacetPanel>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Filters' }));
    fireEvent.submit(within(screen.getByRole('dialog')).getByRole('form', { name: 'Filter form' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one "Filters" title in the sheet: the filter inside leaves out its own heading', () => {
    const facets = [{ id: 'mfg', label: 'Manufacturer', options: [{ value: 'ti', label: 'TI', count: 3 }] }];
    render(
      <FacetPanel filters={<ParametricFilter facets={facets} mode="links" />} resultsLabel="Parts">
        <p>results</p>
      </FacetPanel>,
    );
    expect(screen.getAllByRole('heading', { name: 'Filters' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getAllByRole('heading', { name: 'Filters' })).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'TI(3)' })).toBeTruthy();
  });
});
