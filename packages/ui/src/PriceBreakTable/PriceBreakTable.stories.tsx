import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currencies } from './price';
import { PriceBreakTable } from './PriceBreakTable';

const breaks = [
  { quantity: 1, unitPrice: 0.1 },
  { quantity: 10, unitPrice: 0.045 },
  { quantity: 100, unitPrice: 0.012 },
  { quantity: 1000, unitPrice: 0.0048 },
  { quantity: 5000, unitPrice: 0.0021 },
];

const meta = {
  title: 'Commerce/PriceBreakTable',
  component: PriceBreakTable,
  tags: ['autodocs'],
  args: { breaks, quantity: 250, currency: 'USD' },
  argTypes: { currency: { control: 'inline-radio', options: currencies } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceBreakTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Price breaks' });
    await expect(within(table).getByRole('rowheader', { name: '100+ (your price)' })).toBeInTheDocument();
  },
};
export const Euro: Story = { args: { currency: 'EUR', locale: 'de-DE' } };
export const Empty: Story = { args: { breaks: [] } };
export const LongText: Story = {
  args: {
    caption: 'Price breaks for cut tape (CT), reel quantities are quoted separately on request',
    labels: { extendedPrice: 'Extended price for the break quantity' },
  },
};
export const RightToLeft: Story = {
  args: {
    caption: 'فئات الأسعار',
    labels: { quantity: 'الكمية', unitPrice: 'سعر الوحدة', extendedPrice: 'السعر الإجمالي', current: '(سعرك)' },
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
