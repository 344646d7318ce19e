import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { IconButton, iconButtonShapes, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { icon: 'cart', label: 'My Cart', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    shape: { control: 'inline-radio', options: iconButtonShapes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My Cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const WithBadge: Story = {
  args: { badge: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'My Cart 3' })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { badge: 0 } };

export const Overflowing: Story = { args: { badge: 250 } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`${args.label} ${variant}`} />
      ))}
      <IconButton {...args} disabled label="Disabled cart" />
    </div>
  ),
};

export const LongText: Story = { args: { icon: 'compare', label: 'Add this product to the comparison list for side-by-side parameters' } };

export const RightToLeft: Story = { args: { icon: 'chevron-right', label: 'التالي', badge: 12 }, globals: { direction: 'rtl' } };

export const Mobile: Story = {
  args: { icon: 'menu', label: 'Menu', size: 'large' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};

export const CobaltTheme: Story = { render: Variants.render, globals: { theme: 'cobalt' } };
