// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FacetLinks } from './FacetLinks';

afterEach(cleanup);

describe('FacetLinks', () => {
  it('lists one GET link per value with its count, the current one marked and read as selected', () => {
    render(
      <FacetLinks
        title="Manufacturer"
        locale="en-US"
        items={[
          { key: '', label: 'All manufacturers', href: '/keywords/LM358', current: true },
          { key: 'ti', label: 'Texas Instruments', href: '/keywords/LM358?mfg=ti', count: 1200 },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Manufacturer' })).toBeTruthy();
    const all = screen.getByRole('link', { name: 'All manufacturers(selected)' });
    expect(all.getAttribute('aria-current')).toBe('true');
    const ti = screen.getByRole('link', { name: 'Texas Instruments(1,200)' });
    expect([ti.getAttribute('href'), ti.getAttribute('rel'), ti.hasAttribute('aria-current')]).toEqual([
      '/keywords/LM358?mfg=ti',
      'nofollow',
      false,
    ]);
  });

  it('follows links when asked, and reads "selected" in the labels given', () => {
    render(
      <FacetLinks
        title="Категории"
        nofollow={false}
        labels={{ selected: '(выбрано)' }}
        items={[{ key: 'r', label: 'Резисторы', href: '/category/r', current: true, count: 3 }]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Резисторы(3)(выбрано)' });
    expect(link.hasAttribute('rel')).toBe(false);
  });
});
