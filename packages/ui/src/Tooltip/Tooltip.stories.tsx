import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Tooltip, tooltipPlacements } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Prices follow exchange rates and are for reference only',
    children: <IconButton icon="info" label="About prices" variant="outline" />,
    defaultOpen: true,
  },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  decorators: [
    (Story) => (
      <div style={{ padding: '72px 160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OnFocus: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'About prices' })).toHaveAccessibleDescription(
      'Prices follow exchange rates and are for reference only',
    );
    await userEvent.keyboard('{Escape}');
    await expect(tooltip).not.toBeVisible();
  },
};

export const Placements: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 120 }}>
      {tooltipPlacements.map((placement) => (
        <Tooltip key={placement} {...args} placement={placement} content={placement}>
          <IconButton icon="info" label={`Info ${placement}`} variant="outline" />
        </Tooltip>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    content:
      'Lead time is the manufacturer’s quoted factory lead time for new stock. Parts in our warehouse ship the same day when ordered before 17:00 local time.',
    placement: 'bottom',
  },
};

export const RightToLeft: Story = {
  args: { content: 'الأسعار تتبع أسعار الصرف وهي للاسترشاد فقط', placement: 'end' },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  args: { placement: 'bottom' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};

export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
