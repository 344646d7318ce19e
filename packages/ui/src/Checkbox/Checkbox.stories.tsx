import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Subscribe to the newsletter', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Subscribe to the newsletter' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { label: 'All manufacturers', indeterminate: true } };
export const WithCount: Story = { args: { label: 'Texas Instruments', count: 12840 } };
export const Error: Story = {
  args: { label: 'I accept the terms and conditions', invalid: true, description: 'Required to place the order' },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongText: Story = {
  args: {
    label: 'Allow partial shipments when some lines of the order are on back-order, and ship the rest as soon as it is available',
    description: 'Each extra shipment may add a handling fee.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = { args: { label: 'الاشتراك في النشرة الإخبارية', count: 42 }, globals: { direction: 'rtl' } };
export const Mobile: Story = {
  args: { defaultChecked: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const CobaltTheme: Story = { args: { defaultChecked: true }, globals: { theme: 'cobalt' } };
