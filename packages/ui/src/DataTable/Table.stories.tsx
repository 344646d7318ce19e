import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { QuantityInput } from '../QuantityInput';
import { Table, TableCell, TableRow } from './Table';
import type { TableColumn, TableProps } from './Table';

type Line = { id: string; part: string; unit: number; qty: number };

const lines: Line[] = [
  { id: '1', part: 'RC0603FR-0710KL', unit: 0.0042, qty: 100 },
  { id: '2', part: 'GRM188R71H104KA93D', unit: 0.0121, qty: 250 },
];

const columns: TableColumn[] = [
  { key: 'part', header: 'Part', rowHeader: true },
  { key: 'unit', header: 'Unit price', align: 'end' },
  { key: 'qty', header: 'Quantity' },
  { key: 'amount', header: 'Amount', align: 'end' },
  { key: 'remove', header: 'Remove', cardLabel: false },
];

const money = (value: number) => `$${value.toFixed(value < 1 ? 4 : 2)}`;

/** A row that holds its own state: why `Table` takes rows as children. */
function LineRow({ line, highlight }: { line: Line; highlight?: boolean }) {
  const [qty, setQty] = useState(line.qty);
  return (
    <TableRow highlight={highlight}>
      <TableCell column="part">{line.part}</TableCell>
      <TableCell column="unit">{money(line.unit)}</TableCell>
      <TableCell column="qty">
        <QuantityInput label={`Quantity of ${line.part}`} value={qty} onChange={setQty} />
      </TableCell>
      <TableCell column="amount">{money(line.unit * qty)}</TableCell>
      <TableCell column="remove">
        <Button variant="ghost" size="small" icon="trash" aria-label={`Remove ${line.part}`}>
          Remove
        </Button>
      </TableCell>
    </TableRow>
  );
}

const meta = {
  title: 'Data/Table',
  component: Table,
  tags: ['autodocs'],
  args: { caption: 'Cart lines', columns, layout: 'cards', children: null },
  render: (args) => (
    <Table {...args}>
      {lines.map((line, index) => (
        <LineRow key={line.id} line={line} highlight={index === 0 && args.caption === 'Highlighted'} />
      ))}
    </Table>
  ),
} satisfies Meta<TableProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity of RC0603FR-0710KL' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1000');
    await userEvent.tab();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('$4.20');
  },
};
export const Scroll: Story = { args: { layout: 'scroll' } };
export const Highlighted: Story = { args: { caption: 'Highlighted' } };
export const Busy: Story = { args: { busy: true } };
/** A muted row: a line that does not count (here: not to be placed). */
export const MutedRow: Story = {
  render: (args) => (
    <Table {...args}>
      <LineRow line={lines[0]!} />
      <TableRow muted>
        <TableCell column="part">R7 (do not place)</TableCell>
        <TableCell column="unit">—</TableCell>
        <TableCell column="qty">0</TableCell>
        <TableCell column="amount">—</TableCell>
        <TableCell column="remove">{null}</TableCell>
      </TableRow>
    </Table>
  ),
};
export const Empty: Story = { args: { status: 'No Data' }, render: (args) => <Table {...args} /> };
export const LongText: Story = {
  render: (args) => (
    <Table {...args}>
      <LineRow line={{ id: 'x', part: 'CRCW060310K0FKEA-SPECIAL-REEL-OF-5000-PIECES-CUT-TAPE', unit: 1234.5, qty: 99999 }} />
    </Table>
  ),
};
export const RightToLeft: Story = {
  args: {
    caption: 'بنود السلة',
    columns: [
      { key: 'part', header: 'القطعة', rowHeader: true },
      { key: 'unit', header: 'سعر الوحدة', align: 'end' },
      { key: 'qty', header: 'الكمية' },
      { key: 'amount', header: 'المبلغ', align: 'end' },
      { key: 'remove', header: 'حذف', cardLabel: false },
    ],
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const MobileRightToLeft: Story = {
  args: RightToLeft.args,
  globals: { direction: 'rtl', viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const CobaltTheme: Story = { args: { caption: 'Highlighted' }, globals: { theme: 'cobalt' } };
export const MobileCobaltTheme: Story = {
  globals: { theme: 'cobalt', viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
