// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';
import { Table, TableCell, TableRow } from './Table';
import type { TableColumn } from './Table';

afterEach(cleanup);

const columns: TableColumn[] = [
  { key: 'part', header: 'Part', rowHeader: true },
  { key: 'qty', header: 'Qty', align: 'end' },
  { key: 'remove', header: 'Remove', cardLabel: false },
];

function Row({ part }: { part: string }) {
  const [removed, setRemoved] = useState(false);
  return (
    <TableRow highlight={part === 'B'}>
      <TableCell column="part">{part}</TableCell>
      <TableCell column="qty">{removed ? 0 : 5}</TableCell>
      <TableCell column="remove">
        <button type="button" onClick={() => setRemoved(true)}>
          x
        </button>
      </TableCell>
    </TableRow>
  );
}

describe('Table', () => {
  it('is a named table whose rows hold their own state', () => {
    render(
      <Table caption="Lines" columns={columns}>
        <Row part="A" />
        <Row part="B" />
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(screen.getByRole('rowheader', { name: 'A' })).toBeTruthy();
    fireEvent.click(within(table).getAllByRole('button')[1]!);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PartQtyRemove', 'A5x', 'B0x']);
  });

  it('in the cards layout keeps the table roles and labels each cell with its header, except where the column says not to', () => {
    render(
      <Table caption="Lines" columns={columns} layout="cards">
        <Row part="A" />
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(table.getAttribute('role')).toBe('table');
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    // The label repeats the header for sight only: the cell is still announced as "Qty" by its column.
    expect(cells[0]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Qty');
    expect(cells[1]?.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('rowheader').querySelector('[aria-hidden="true"]')?.textContent).toBe('Part');
  });

  it('the scroll layout adds no labels and no explicit roles', () => {
    render(
      <Table caption="Lines" columns={columns}>
        <Row part="A" />
      </Table>,
    );
    expect(screen.getByRole('table').hasAttribute('role')).toBe(false);
    expect(screen.getByRole('table').querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('shows a status row instead of the rows and is busy when asked', () => {
    render(
      <Table caption="Lines" columns={columns} status="No Data" busy>
        <Row part="A" />
      </Table>,
    );
    expect(screen.getByRole('cell', { name: 'No Data' }).getAttribute('colspan')).toBe('3');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('A')).toBeNull();
  });

  it('DataTable takes the cards layout too', () => {
    render(
      <DataTable caption="Orders" columns={[{ key: 'id', header: 'Order' }]} rows={[{ id: 'SO-1' }]} rowKey={(r) => r.id} layout="cards" />,
    );
    expect(screen.getByRole('cell', { name: 'SO-1' }).textContent).toBe('OrderSO-1');
  });

  it('marks a highlighted and a muted row apart from a plain one', () => {
    render(
      <Table caption="Lines" columns={columns}>
        <TableRow>
          <TableCell column="part">plain</TableCell>
        </TableRow>
        <TableRow highlight>
          <TableCell column="part">new</TableCell>
        </TableRow>
        <TableRow muted>
          <TableCell column="part">dnp</TableCell>
        </TableRow>
      </Table>,
    );
    const [, plain, highlighted, muted] = screen.getAllByRole('row').map((row) => row.className);
    expect(plain).toBe('');
    expect(new Set([plain, highlighted, muted]).size).toBe(3);
  });

  it('renders on the server', () => {
    const html = renderToString(
      <Table caption="Lines" columns={columns} layout="cards">
        <Row part="A" />
      </Table>,
    );
    expect(html).toContain('scope="row"');
    expect(html).toContain('role="table"');
  });
});
