// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LineItem, LineItems } from './LineItems';

afterEach(cleanup);

const cells = { part: 'RC0603', quantity: '100', unitPrice: '$0.0042', amount: '$0.42', remove: <button type="button">Remove</button> };

describe('LineItems', () => {
  it('always shows part, unit price, quantity and amount, plus the columns asked for, in a fixed order', () => {
    render(
      <LineItems caption="Cart lines" columns={['remove', 'availability']}>
        <LineItem cells={{ ...cells, availability: 'In stock' }} />
      </LineItems>,
    );
    const table = screen.getByRole('table', { name: 'Cart lines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Part', 'Availability', 'Unit price', 'Quantity', 'Amount', 'Remove']);
    expect(within(table).getByRole('rowheader').textContent).toBe('PartRC0603');
    // The remove button carries no card label: its own name says what it does.
    expect(within(table).getAllByRole('cell').at(-1)?.textContent).toBe('Remove');
  });

  it('puts a select-all control in the select column header and marks a busy line', () => {
    render(
      <LineItems caption="Cart lines" columns={['select']} selectAll={<input type="checkbox" aria-label="Select all" />}>
        <LineItem cells={{ ...cells, select: <input type="checkbox" aria-label="Select RC0603" /> }} busy />
      </LineItems>,
    );
    expect(within(screen.getAllByRole('columnheader')[0]!).getByRole('checkbox', { name: 'Select all' })).toBeTruthy();
    expect(screen.getAllByRole('row')[1]?.getAttribute('aria-busy')).toBe('true');
  });

  it('takes its headers from the labels', () => {
    render(
      <LineItems caption="Строки" labels={{ part: 'Деталь', quantity: 'Кол-во', unitPrice: 'Цена', amount: 'Сумма' }}>
        <LineItem cells={cells} />
      </LineItems>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Деталь', 'Цена', 'Кол-во', 'Сумма']);
  });

  it('renders on the server', () => {
    expect(
      renderToString(
        <LineItems caption="Lines">
          <LineItem cells={cells} />
        </LineItems>,
      ),
    ).toContain('$0.42');
  });
});
