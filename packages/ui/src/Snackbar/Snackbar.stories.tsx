import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Snackbar, SnackbarProvider, snackbarTypes, useSnackbar } from './Snackbar';

const meta = {
  title: 'Feedback/Snackbar',
  component: Snackbar,
  tags: ['autodocs'],
  args: { message: 'Subscription successfully', type: 'success', onClose: fn() },
  argTypes: { type: { control: 'inline-radio', options: snackbarTypes } },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Snackbar {...args} type="success" message="Subscription successfully" />
      <Snackbar {...args} type="warning" message="Your session has expired, please sign in again" />
      <Snackbar {...args} type="error" message="This product is not available" />
      <Snackbar {...args} type="info" message="Prices follow exchange rates and are for reference only" />
    </div>
  ),
};

export const Error: Story = { args: { type: 'error', message: 'Network error' } };

function QueueDemo() {
  const { show } = useSnackbar();
  return (
    <Button
      onClick={() => {
        show('Delete successfully', { type: 'success' });
        show('Quantity is required', { type: 'warning' });
      }}
    >
      Show two messages
    </Button>
  );
}

export const Queued: Story = {
  render: () => (
    <SnackbarProvider>
      <QueueDemo />
    </SnackbarProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show two messages' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Delete successfully');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Quantity is required');
  },
};

export const LongText: Story = {
  args: {
    type: 'warning',
    message:
      'Some items in your cart could not be added because the requested quantity is more than the stock available in our warehouse and the manufacturer lead time is longer than 26 weeks.',
  },
};

export const RightToLeft: Story = { args: { message: 'تم الاشتراك بنجاح', closeLabel: 'إغلاق' }, globals: { direction: 'rtl' } };

export const Mobile: Story = { render: Types.render, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };

export const CobaltTheme: Story = { render: Types.render, globals: { theme: 'cobalt' } };
