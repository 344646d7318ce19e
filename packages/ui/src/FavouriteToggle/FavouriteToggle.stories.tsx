import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouriteToggle, type FavouriteToggleProps } from './FavouriteToggle';

/** Holds the pressed state as the app does once the API answered. */
function Stateful(props: FavouriteToggleProps) {
  const [pressed, setPressed] = useState(props.pressed);
  return (
    <FavouriteToggle
      {...props}
      pressed={pressed}
      onToggle={(next) => {
        props.onToggle(next);
        setPressed(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/FavouriteToggle',
  component: FavouriteToggle,
  tags: ['autodocs'],
  args: { partNumber: 'STM32F103C8T6', pressed: false, onToggle: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FavouriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite STM32F103C8T6' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Saved: Story = { args: { pressed: true } };
export const Busy: Story = { args: { busy: true } };
export const Standard: Story = { args: { size: 'standard', pressed: true } };
export const LongText: Story = { args: { partNumber: 'GRM188R71H104KA93D-EXTENDED-ORDERING-CODE' } };
export const RightToLeft: Story = { args: { labels: { toggle: 'المفضلة {partNo}' }, pressed: true }, globals: { direction: 'rtl' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { args: { pressed: true }, globals: { theme: 'cobalt' } };
