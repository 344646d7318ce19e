import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Read by screen readers only' },
  render: (args) => (
    <p>
      Visible text.
      <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LongText: Story = {
  args: {
    children:
      'A long explanation that only assistive technology announces, for example the full name of an icon-only control in the header of the page.',
  },
};
export const RightToLeft: Story = { args: { children: 'نص مخفي' }, globals: { direction: 'rtl' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
