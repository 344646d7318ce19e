import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StockBadge } from '../StockBadge';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps, DataTableSort } from './DataTable';

type Order = { id: string; date: string; items: number; total: string; stock: number };

const rows: Order[] = [
  { id: 'SO-10421', date: 'March 2, 2025', items: 12, total: '$184.20', stock: 4000 },
  { id: 'SO-10398', date: 'February 11, 2025', items: 3, total: '$12.75', stock: 0 },
  { id: 'SO-10377', date: 'January 28, 2025', items: 41, total: '$1,027.00', stock: 25 },
];

const columns: DataTableColumn<Order>[] = [
  { key: 'id', header: 'Order', sortable: true },
  { key: 'date', header: 'Date', sortable: true },
  { key: 'items', header: 'Items', align: 'end', sortable: true },
  { key: 'total', header: 'Total', align: 'end' },
  { key: 'stock', header: 'Stock', render: (row) => <StockBadge quantity={row.stock} /> },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Order>,
  tags: ['autodocs'],
  args: { caption: 'Order history', columns, rows, rowKey: (row: Order) => row.id },
} satisfies Meta<DataTableProps<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

function Sortable(args: DataTableProps<Order>) {
  const [sort, setSort] = useState<DataTableSort>({ key: 'id', direction: 'descending' });
  const sorted = [...args.rows].sort((a, b) => {
    const key = sort.key as keyof Order;
    const order = String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true });
    return sort.direction === 'ascending' ? order : -order;
  });
  return <DataTable {...args} rows={sorted} sort={sort} onSortChange={setSort} />;
}

export const Playground: Story = {
  render: (args) => <Sortable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Items' }));
    await expect(canvas.getByRole('columnheader', { name: 'Items' })).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toHaveTextContent('SO-10398');
  },
};
export const Loading: Story = { args: { loading: true, rows: [] } };
export const Empty: Story = { args: { rows: [] } };
export const Error: Story = { args: { rows: [], error: 'Request failed with status code 500' } };
export const LongText: Story = {
  args: {
    rows: [
      {
        id: 'SO-10421-BACKORDER-SPLIT-SHIPMENT-2-OF-3',
        date: 'Wednesday, March 2, 2025 at 14:32 Central European Time',
        items: 1200,
        total: '$1,184,220.20',
        stock: 4000,
      },
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    caption: 'سجل الطلبات',
    columns: [
      { key: 'id', header: 'الطلب' },
      { key: 'date', header: 'التاريخ' },
      { key: 'total', header: 'المجموع', align: 'end' },
    ],
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { render: (args) => <Sortable {...args} />, globals: { theme: 'cobalt' } };
/** `layout="cards"`: below 600 px each order is a card of "header: value" lines, nothing scrolls sideways. */
export const CardsOnPhone: Story = {
  args: { layout: 'cards' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const CardsOnPhoneRightToLeft: Story = {
  args: { ...RightToLeft.args, layout: 'cards' },
  globals: { direction: 'rtl', viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
