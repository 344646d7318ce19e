import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityInput } from './QuantityInput';

const meta = {
  title: 'Forms/QuantityInput',
  component: QuantityInput,
  tags: ['autodocs'],
  args: { min: 10, step: 5, max: 1000, onChange: fn() },
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(input).toHaveValue('15');
    await userEvent.clear(input);
    await userEvent.type(input, '22');
    await userEvent.tab();
    await expect(input).toHaveValue('25');
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
    await expect(canvas.getByText('25 will be added: sold in multiples of 5')).toBeVisible();
  },
};
/** A part sold in reels of 250: what 25 becomes, and why, is said while it is typed and stays after. */
export const Adjusted: Story = {
  args: { min: 250, step: 250, max: undefined, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await expect(canvas.getByText('250 will be added: sold in multiples of 250')).toBeVisible();
    await expect(input).toHaveValue('25');
    await userEvent.tab();
    await expect(input).toHaveValue('250');
    await expect(canvas.getByText('250 will be added: sold in multiples of 250')).toBeVisible();
  },
};
export const Simple: Story = { args: { min: 1, step: 1, max: undefined } };
export const AtMaximum: Story = { args: { defaultValue: 1000 } };
export const Disabled: Story = { args: { disabled: true } };
export const WithLabel: Story = { args: { showLabel: true, label: 'Order quantity' } };
export const LongText: Story = {
  args: {
    showLabel: true,
    label: 'Quantity for the production run of the second quarter',
    hint: 'Minimum order 10 pieces, sold in reels of 5, at most 1,000 pieces per order line',
  },
};
export const RightToLeft: Story = {
  args: { showLabel: true, label: 'الكمية', hint: 'الحد الأدنى 10 · مضاعفات 5', decreaseLabel: 'إنقاص', increaseLabel: 'زيادة' },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
