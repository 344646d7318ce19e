// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';

afterEach(cleanup);

type Row = { id: string; qty: number };
const rows: Row[] = [
  { id: 'A', qty: 2 },
  { id: 'B', qty: 10 },
];
const columns = [
  { key: 'id', header: 'Part' },
  { key: 'qty', header: 'Qty', align: 'end' as const, sortable: true, render: (row: Row) => `${row.qty} pcs` },
];

describe('DataTable', () => {
  it('is a table named by its caption with a row per item', () => {
    render(<DataTable caption="Cart" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Cart' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PartQty', 'A2 pcs', 'B10 pcs']);
  });

  describe('sorting', () => {
    it('exposes aria-sort and asks for the next direction', () => {
      const onSortChange = vi.fn();
      render(
        <DataTable
          caption="Cart"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          sort={{ key: 'qty', direction: 'ascending' }}
          onSortChange={onSortChange}
        />,
      );
      expect(screen.getByRole('columnheader', { name: 'Qty' }).getAttribute('aria-sort')).toBe('ascending');
      fireEvent.click(screen.getByRole('button', { name: 'Qty' }));
      expect(onSortChange).toHaveBeenCalledWith({ key: 'qty', direction: 'descending' });
    });
  });

  describe('states', () => {
    it("shows 'No Data' when empty", () => {
      render(<DataTable caption="Cart" columns={columns} rows={[]} rowKey={(r) => r.id} />);
      expect(screen.getByRole('cell', { name: 'No Data' })).toBeTruthy();
    });
    it('is busy while loading', () => {
      render(<DataTable caption="Cart" columns={columns} rows={rows} rowKey={(r) => r.id} loading />);
      expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('Loading');
    });
    it('shows an error as an alert', () => {
      render(<DataTable caption="Cart" columns={columns} rows={[]} rowKey={(r) => r.id} error="Network error" />);
      expect(screen.getByRole('alert').textContent).toContain('Network error');
    });
  });

  it('takes its empty text from the labels', () => {
    render(<DataTable caption="Cart" columns={columns} rows={[]} rowKey={(r) => r.id} labels={{ empty: 'Нет данных' }} />);
    expect(screen.getByRole('cell', { name: 'Нет данных' })).toBeTruthy();
  });

  it('renders on the server', () => {
    expect(renderToString(<DataTable caption="Cart" columns={columns} rows={rows} rowKey={(r) => r.id} />)).toContain('10 pcs');
  });
});
