import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'home', href: '/' },
      { label: 'passive components', href: '/category/passive-components' },
      { label: 'resistors', href: '/category/passive-components/resistors' },
      { label: 'RC0603FR-0710KL' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Passive Components' })).toBeInTheDocument();
    await expect(within(nav).getByText('RC0603FR-0710KL')).toHaveAttribute('aria-current', 'page');
  },
};
export const Empty: Story = { args: { items: [] } };
export const SingleEntry: Story = { args: { items: [{ label: 'home' }] } };
export const LongText: Story = {
  args: {
    items: [
      { label: 'home', href: '/' },
      { label: 'integrated circuits (ICs)', href: '/category/ics' },
      { label: 'embedded - microcontrollers, microprocessors and field programmable gate arrays', href: '/category/ics/embedded' },
      { label: 'STM32F103C8T6 ARM Cortex-M3 microcontroller 64KB flash 20KB SRAM LQFP48' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  args: {
    items: [{ label: 'الرئيسية', href: '/' }, { label: 'المكونات السلبية', href: '/category/passive' }, { label: 'المقاومات' }],
    label: 'مسار التنقل',
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
