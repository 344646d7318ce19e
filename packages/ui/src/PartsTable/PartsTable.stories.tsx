import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { StockBadge } from '../StockBadge';
import { PartsTable } from './PartsTable';
import type { PartsTableItem } from './PartsTable';

const item = (id: string, partNumber: string, stock: number, more: Partial<PartsTableItem> = {}): PartsTableItem => ({
  id,
  partNumber,
  href: `/product/${id}`,
  manufacturer: 'YAGEO',
  manufacturerHref: '/manufacturer/yageo',
  description: 'Thick film resistor 10 kΩ ±1% 0.1 W 0603',
  details: 'Cut tape · Min. 100 · Multiples of 100',
  stock: <StockBadge quantity={stock} />,
  breaks: [
    { quantity: '100+', price: '$0.0042' },
    { quantity: '1,000+', price: '$0.0031' },
    { quantity: '10,000+', price: '$0.0019' },
  ],
  actions: (
    <>
      <Button size="small" icon="cart">
        Add
      </Button>
      <Link href="/compare">Compare</Link>
    </>
  ),
  parameters: { Resistance: '10 kΩ', Tolerance: '±1%', Power: '0.1 W' },
  ...more,
});

const items = [
  item('1', 'RC0603FR-0710KL', 182000, { note: <Link href="/product/1r">Reel</Link> }),
  item('2', 'RC0603FR-074K7L', 0),
  item('3', 'RC0603JR-07100RL', 25),
];

const meta = {
  title: 'Shop/PartsTable',
  component: PartsTable,
  tags: ['autodocs'],
  args: { caption: 'Search results', items, parameterKeys: ['Resistance', 'Tolerance', 'Power'] },
} satisfies Meta<typeof PartsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: /RC0603FR-0710KL/ })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};
export const WithoutParameters: Story = { args: { parameterKeys: [] } };
export const Empty: Story = { args: { items: [] } };
export const LongText: Story = {
  args: {
    items: [
      item('9', 'CRCW060310K0FKEA-SPECIAL-REEL-OF-5000', 4000, {
        description: 'Thick film chip resistor, anti-sulfur, automotive AEC-Q200 qualified, 10 kΩ ±1% 0.1 W 0603 (1608 metric)',
      }),
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    caption: 'نتائج البحث',
    labels: { partNumber: 'رقم القطعة', description: 'الوصف', stock: 'المخزون', price: 'السعر', actions: 'إجراءات', empty: 'لا توجد قطع' },
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const MobileRightToLeft: Story = {
  args: RightToLeft.args,
  globals: { direction: 'rtl', viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
export const MobileCobaltTheme: Story = {
  globals: { theme: 'cobalt', viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
