import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, '  buyer@example.com  ');
    await userEvent.tab();
    await expect(input).toHaveValue('buyer@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('buyer@example.com');
  },
};

export const Empty: Story = { args: { defaultValue: '' } };
export const WithDescription: Story = { args: { description: 'We send the order confirmation here.', required: true } };
export const Error: Story = { args: { defaultValue: 'buyer@', error: 'Please enter a valid email address' } };
export const Disabled: Story = { args: { defaultValue: 'buyer@example.com', disabled: true } };
export const Search: Story = {
  args: { label: 'Search parts', hideLabel: true, type: 'search', icon: 'search', placeholder: 'Part number or keyword' },
};
export const LongText: Story = {
  args: {
    label: 'Delivery instructions for the courier when nobody is at the reception desk',
    defaultValue: 'Leave the parcel with the security office at gate 4, building B, and ring the dock bell twice',
    description: 'Shown to the carrier on the shipping label; keep it short if you can, long notes are cut at 200 characters.',
  },
};
export const RightToLeft: Story = {
  args: { label: 'البريد الإلكتروني', placeholder: 'name@example.com', description: 'نرسل تأكيد الطلب هنا' },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = {
  args: { description: 'We send the order confirmation here.' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const CobaltTheme: Story = {
  args: { error: 'Please enter a valid email address', defaultValue: 'x' },
  globals: { theme: 'cobalt' },
};
