// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Summary } from './Summary';

afterEach(cleanup);

const items = [
  { key: 'subtotal', label: 'Subtotal', value: '$10.00' },
  { key: 'shipping', label: 'Shipping', value: 'Free' },
  { key: 'total', label: 'Total', value: '$10.00', total: true },
];

describe('Summary', () => {
  it('is a description list of label and value pairs in order', () => {
    const { container } = render(<Summary items={items} />);
    const dl = container.querySelector('dl')!;
    expect([...dl.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Subtotal', 'Shipping', 'Total']);
    expect([...dl.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['$10.00', 'Free', '$10.00']);
    expect(dl.hasAttribute('aria-live')).toBe(false);
    // Only the total is marked as one.
    const classes = [...dl.querySelectorAll('dd')].map((dd) => dd.className.split(' ').length);
    expect(classes).toEqual([1, 1, 2]);
  });

  it('announces changes politely when live, and puts the note after the figures', () => {
    const { container } = render(<Summary items={items.slice(0, 1)} live layout="compact" note="Tax is added at checkout." />);
    expect(container.querySelector('dl')?.getAttribute('aria-live')).toBe('polite');
    expect(container.querySelector('dl + p')?.textContent).toBe('Tax is added at checkout.');
  });
});
