import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockBadge } from './StockBadge';

const meta = {
  title: 'Commerce/StockBadge',
  component: StockBadge,
  tags: ['autodocs'],
  args: { quantity: 12840, lowStockThreshold: 100 },
} satisfies Meta<typeof StockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Statuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StockBadge {...args} quantity={12840} />
      <StockBadge {...args} quantity={42} />
      <StockBadge {...args} quantity={0} leadTime="12 weeks" />
      <StockBadge {...args} quantity={null} />
    </div>
  ),
};
export const Empty: Story = { args: { quantity: 0 } };
export const LowStock: Story = { args: { quantity: 42 } };
export const OnRequest: Story = { args: { quantity: null } };
export const LongText: Story = { args: { quantity: 0, leadTime: 'Factory lead time 26 weeks, allocation may apply' } };
export const RightToLeft: Story = { args: { labels: { inStock: 'متوفر في المخزون' } }, globals: { direction: 'rtl' } };
export const Mobile: Story = { render: Statuses.render, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { render: Statuses.render, globals: { theme: 'cobalt' } };
