// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterQuery, toggleFacetValue } from './filterQuery';
import { ParametricFilter } from './ParametricFilter';

afterEach(cleanup);

const facets = [
  {
    id: 'mfr',
    label: 'Manufacturer',
    options: [
      { value: 'ti', label: 'TI', count: 10 },
      { value: 'st', label: 'ST', count: 1200 },
    ],
  },
  { id: 'pkg', label: 'Package', options: [{ value: 'soic8', label: 'SOIC-8', count: 7 }] },
];

describe('filter queries', () => {
  it('toggles values in and out', () => {
    expect(toggleFacetValue({ mfr: ['ti'] }, 'mfr', 'st')).toEqual({ mfr: ['ti', 'st'] });
    expect(toggleFacetValue({ mfr: ['ti'] }, 'mfr', 'ti')).toEqual({});
  });
  it('builds the GET query a checkbox form would send', () => {
    expect(filterQuery({ mfr: ['ti', 'st'], pkg: ['soic8'] }, { keyword: 'op amp' })).toBe('keyword=op+amp&mfr=ti&mfr=st&pkg=soic8');
  });
});

describe('ParametricFilter', () => {
  describe('checkboxes', () => {
    it('is a GET form of named checkboxes with counts, keeping base params', () => {
      const { container } = render(
        <ParametricFilter facets={facets} selected={{ mfr: ['st'] }} baseParams={{ keyword: 'lm358' }} action="/search" />,
      );
      const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
      expect([form.method, form.getAttribute('action')]).toEqual(['get', '/search']);
      const st = screen.getByRole('checkbox', { name: 'ST (1,200)' }) as HTMLInputElement;
      expect([st.name, st.value, st.checked]).toEqual(['mfr', 'st', true]);
      expect((container.querySelector('input[type=hidden][name=keyword]') as HTMLInputElement).value).toBe('lm358');
      expect(within(form).getByRole('group', { name: 'Manufacturer' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Apply Filters' }).getAttribute('type')).toBe('submit');
    });

    it('reports changes when given onChange', () => {
      const onChange = vi.fn();
      render(<ParametricFilter facets={facets} onChange={onChange} />);
      fireEvent.click(screen.getByRole('checkbox', { name: 'TI (10)' }));
      expect(onChange).toHaveBeenCalledWith({ mfr: ['ti'] });
    });
  });

  describe('links', () => {
    it('links each value to its toggled query', () => {
      render(<ParametricFilter facets={facets} selected={{ mfr: ['st'] }} mode="links" action="/search" />);
      expect(screen.getByRole('link', { name: /^TI/ }).getAttribute('href')).toBe('/search?mfr=st&mfr=ti');
      const st = screen.getByRole('link', { name: /^ST/ });
      expect(st.getAttribute('href')).toBe('/search');
      expect(st.getAttribute('aria-current')).toBe('true');
      expect(screen.getByRole('link', { name: 'Clear All' }).getAttribute('href')).toBe('/search');
    });
  });

  it("shows 'No Data' without facets", () => {
    render(<ParametricFilter facets={[]} />);
    expect(screen.getByText('No Data')).toBeTruthy();
  });

  it('renders on the server', () => {
    expect(renderToString(<ParametricFilter facets={facets} mode="links" />)).toContain('href="?mfr=ti"');
  });
});
