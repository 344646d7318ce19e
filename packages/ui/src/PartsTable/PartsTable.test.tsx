// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PartsTable } from './PartsTable';
import type { PartsTableItem } from './PartsTable';

afterEach(cleanup);

const part: PartsTableItem = {
  id: '1',
  partNumber: 'RC0603FR-0710KL',
  href: '/p/1',
  manufacturer: 'YAGEO',
  manufacturerHref: '/m/yageo',
  description: 'Resistor',
  stock: 'In stock',
  breaks: [{ quantity: '100+', price: '$0.0042' }],
  actions: <button type="button">Add</button>,
  parameters: { Tolerance: '±1%' },
};

describe('PartsTable', () => {
  it('names each row by its part number and links the part and its maker', () => {
    render(<PartsTable caption="Results" items={[part]} parameterKeys={['Tolerance', 'Power']} />);
    const table = screen.getByRole('table', { name: 'Results' });
    const header = within(table).getByRole('rowheader');
    expect(within(header).getByRole('link', { name: 'RC0603FR-0710KL' }).getAttribute('href')).toBe('/p/1');
    expect(within(header).getByRole('link', { name: 'YAGEO' }).getAttribute('href')).toBe('/m/yageo');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Part number', 'Description', 'Stock', 'Price', 'Actions', 'Tolerance', 'Power']);
    // A parameter the part lacks shows a dash; the card label repeats the header.
    expect(within(table).getAllByRole('cell').at(-1)?.textContent).toBe('Power—');
  });

  it('says so when no part matches, in the language given', () => {
    render(<PartsTable caption="Results" items={[]} labels={{ empty: 'Нет подходящих деталей' }} />);
    expect(screen.getByRole('cell', { name: 'Нет подходящих деталей' })).toBeTruthy();
  });

  it('renders on the server', () => {
    expect(renderToString(<PartsTable caption="Results" items={[part]} />)).toContain('$0.0042');
  });
});
