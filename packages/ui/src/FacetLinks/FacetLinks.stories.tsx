import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FacetLinks } from './FacetLinks';

const items = [
  { key: '', label: 'All manufacturers', href: '/keywords/LM358' },
  { key: 'ti', label: 'Texas Instruments', href: '/keywords/LM358?mfg=ti', count: 1200, current: true },
  { key: 'st', label: 'STMicroelectronics', href: '/keywords/LM358?mfg=st', count: 312 },
  { key: 'onsemi', label: 'onsemi', href: '/keywords/LM358?mfg=onsemi', count: 48 },
];

const meta = {
  title: 'Shop/FacetLinks',
  component: FacetLinks,
  tags: ['autodocs'],
  args: { title: 'Manufacturer', items },
  render: (args) => (
    <div style={{ maxWidth: 260 }}>
      <FacetLinks {...args} />
    </div>
  ),
} satisfies Meta<typeof FacetLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { name: /Texas Instruments/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
  },
};
export const LongText: Story = {
  args: {
    items: [
      { key: 'a', label: 'Würth Elektronik eiSos GmbH & Co. KG (passive components division)', href: '/a', count: 1234567 },
      ...items.slice(1),
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    title: 'الشركة المصنعة',
    labels: { selected: '(محدد)' },
    items: [
      { key: '', label: 'جميع الشركات', href: '/keywords/LM358' },
      { key: 'ti', label: 'Texas Instruments', href: '/keywords/LM358?mfg=ti', count: 1200, current: true },
    ],
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
