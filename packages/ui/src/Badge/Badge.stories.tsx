import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Exact match', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
export const LongText: Story = {
  render: () => (
    <div style={{ width: 160 }}>
      <Badge tone="warning">Value match, check the package and tolerance</Badge>
    </div>
  ),
};
export const RightToLeft: Story = { args: { children: 'مطابقة تامة' }, globals: { direction: 'rtl' } };
export const Mobile: Story = { render: Tones.render, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { render: Tones.render, globals: { theme: 'cobalt' } };
