import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Link } from '../Link';
import { QuantityInput } from '../QuantityInput';
import { StockBadge } from '../StockBadge';
import { VisuallyHidden } from '../VisuallyHidden';
import { LineItem, LineItems } from './LineItems';
import type { LineItemsProps } from './LineItems';

type Line = { id: number; part: string; maker: string; unit: number; qty: number; stock: number };
const lines: Line[] = [
  { id: 1, part: 'RC0603FR-0710KL', maker: 'YAGEO', unit: 0.0042, qty: 100, stock: 182000 },
  { id: 2, part: 'GRM188R71H104KA93D', maker: 'Murata', unit: 0.0121, qty: 250, stock: 40 },
];
const money = (value: number) => `$${value.toFixed(value < 1 ? 4 : 2)}`;

/** A cart line with its own quantity state, as the store's cart rows are. */
function CartLine({ line, highlight }: { line: Line; highlight?: boolean }) {
  const [qty, setQty] = useState(line.qty);
  const [selected, setSelected] = useState(true);
  return (
    <LineItem
      highlight={highlight}
      cells={{
        select: <Checkbox label={<VisuallyHidden>{`Select ${line.part}`}</VisuallyHidden>} checked={selected} onChange={setSelected} />,
        part: (
          <>
            <Link href={`/product/${line.id}`}>{line.part}</Link> {line.maker}
          </>
        ),
        availability: <StockBadge quantity={line.stock} />,
        unitPrice: money(line.unit),
        quantity: <QuantityInput label={`Quantity of ${line.part}`} value={qty} onChange={setQty} min={1} />,
        amount: <strong>{money(line.unit * qty)}</strong>,
        remove: (
          <Button variant="ghost" size="small" icon="trash" aria-label={`Remove ${line.part}`}>
            Remove
          </Button>
        ),
      }}
    />
  );
}

const meta = {
  title: 'Shop/LineItems',
  component: LineItems,
  tags: ['autodocs'],
  args: {
    caption: 'Cart lines',
    columns: ['select', 'availability', 'remove'],
    selectAll: <Checkbox label={<VisuallyHidden>Select all lines</VisuallyHidden>} checked />,
    children: null,
  },
  render: (args) => (
    <LineItems {...args}>
      {lines.map((line, index) => (
        <CartLine key={line.id} line={line} highlight={args.caption === 'Just added' && index === 1} />
      ))}
    </LineItems>
  ),
} satisfies Meta<LineItemsProps>;

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
/** An order as charged: read-only lines with their numbers and descriptions. */
export const OrderLines: Story = {
  args: { caption: 'Order lines', columns: ['lineNo', 'description'], selectAll: undefined },
  render: (args) => (
    <LineItems {...args}>
      {lines.map((line) => (
        <LineItem
          key={line.id}
          cells={{
            lineNo: line.id,
            part: <Link href={`/product/${line.id}`}>{line.part}</Link>,
            description: 'Thick film resistor 10 kΩ ±1% 0603',
            quantity: line.qty,
            unitPrice: money(line.unit),
            amount: money(line.unit * line.qty),
          }}
        />
      ))}
    </LineItems>
  ),
};
export const JustAdded: Story = { args: { caption: 'Just added' } };
export const Busy: Story = {
  render: (args) => (
    <LineItems {...args}>
      <LineItem busy cells={{ part: 'RC0603FR-0710KL', unitPrice: '$0.0042', quantity: '100', amount: '$0.42' }} />
    </LineItems>
  ),
};
export const LongText: Story = {
  render: (args) => (
    <LineItems {...args}>
      <CartLine
        line={{ id: 9, part: 'CRCW060310K0FKEA-SPECIAL-REEL-OF-5000-PIECES', maker: 'Vishay Dale', unit: 1234.5, qty: 99999, stock: 0 }}
      />
    </LineItems>
  ),
};
export const RightToLeft: Story = {
  args: {
    caption: 'بنود السلة',
    labels: { part: 'القطعة', availability: 'التوفر', unitPrice: 'سعر الوحدة', quantity: 'الكمية', amount: 'المبلغ', remove: 'حذف' },
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const MobileOrderLines: Story = { ...OrderLines, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const MobileRightToLeft: Story = {
  args: RightToLeft.args,
  globals: { direction: 'rtl', viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const CobaltTheme: Story = { args: { caption: 'Just added' }, globals: { theme: 'cobalt' } };
export const MobileCobaltTheme: Story = {
  globals: { theme: 'cobalt', viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
