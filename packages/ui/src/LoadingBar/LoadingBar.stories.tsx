import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingBar } from './LoadingBar';

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  tags: ['autodocs'],
  args: { active: true, placement: 'inline', progress: 0.45 },
  decorators: [
    (Story) => (
      <div style={{ border: '1px dashed #8a8f98', paddingBottom: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Page loading' })).toHaveAttribute('aria-valuenow', '45');
  },
};
// Timer-driven creeping: its pixels depend on when the screenshot is taken, so no visual baseline.
export const Loading: Story = { args: { progress: undefined }, tags: ['no-visual'] };
export const Empty: Story = { args: { active: false, progress: undefined } };
export const Fixed: Story = { args: { placement: 'fixed', progress: 0.7 } };
export const LongText: Story = { args: { label: 'Loading the search results for resistors, capacitors and inductors in all packages' } };
export const RightToLeft: Story = { args: { label: 'جار تحميل الصفحة' }, globals: { direction: 'rtl' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
