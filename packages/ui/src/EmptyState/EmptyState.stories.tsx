import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Link } from '../Link';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { as: 'p', children: 'You have no saved addresses yet.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithLink: Story = {
  args: {
    children: (
      <>
        No orders yet.{' '}
        <Link href="/category" underline="always">
          Find parts
        </Link>
      </>
    ),
  },
};
export const WithAction: Story = {
  args: {
    as: 'div',
    children: (
      <>
        <p>Your cart is empty.</p>
        <Button>Continue shopping</Button>
      </>
    ),
  },
};
export const LongText: Story = {
  args: {
    children:
      'No part numbers start with this prefix: try a shorter one such as a-very-long-prefix-that-has-no-spaces-and-must-wrap-on-a-narrow-screen.',
  },
};
export const RightToLeft: Story = { args: { children: 'لا توجد عناوين محفوظة بعد.' }, globals: { direction: 'rtl' } };
export const Mobile: Story = { args: WithLink.args, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { args: WithLink.args, globals: { theme: 'cobalt' } };
