import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner, spinnerSizes, spinnerTones } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { tone: 'brand' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes }, tone: { control: 'inline-radio', options: spinnerTones } },
  // Animated: screenshots pause it (see tests/ui/visual.test.ts).
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
export const LongText: Story = { args: { label: 'Loading the price breaks of 1,250 parts from the distributor warehouse' } };
export const RightToLeft: Story = { args: { label: 'جار التحميل' }, globals: { direction: 'rtl' } };
export const Mobile: Story = { args: { size: 'large' }, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { render: Sizes.render, globals: { theme: 'cobalt' } };
