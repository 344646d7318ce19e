import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Summary } from './Summary';

const items = [
  { key: 'subtotal', label: 'Subtotal', value: '$1,284.50' },
  { key: 'shipping', label: 'Shipping (Express, 1,240 g)', value: '$18.00' },
  { key: 'tax', label: 'Sales tax (8.25%)', value: '$105.97' },
  { key: 'total', label: 'Total', value: '$1,408.47', total: true },
];

const meta = {
  title: 'Commerce/Summary',
  component: Summary,
  tags: ['autodocs'],
  args: { items },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Summary {...args} />
    </div>
  ),
} satisfies Meta<typeof Summary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const terms = canvasElement.querySelectorAll('dt');
    await expect(terms).toHaveLength(4);
    await expect(within(canvasElement).getByText('$1,408.47')).toBeVisible();
  },
};
export const Compact: Story = {
  args: {
    layout: 'compact',
    items: [
      { key: 'selected', label: 'Selected', value: '3 of 4 lines' },
      { key: 'subtotal', label: 'Subtotal', value: <strong>$42.10</strong> },
    ],
    note: 'Shipping and tax are added at checkout.',
  },
};
export const LongText: Story = {
  args: {
    items: [
      { key: 'a', label: 'Shipping (International priority with customs pre-clearance, 12,400 g)', value: '$1,240,118.00' },
      { key: 'total', label: 'Total', value: '$1,240,118.00', total: true },
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    items: [
      { key: 'subtotal', label: 'المجموع الفرعي', value: '١٬٢٨٤٫٥٠ US$' },
      { key: 'total', label: 'الإجمالي', value: '١٬٤٠٨٫٤٧ US$', total: true },
    ],
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
