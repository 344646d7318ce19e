import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableOfContents } from './TableOfContents';

const meta = {
  title: 'Navigation/TableOfContents',
  component: TableOfContents,
  tags: ['autodocs'],
  args: {
    title: 'On this page',
    items: [
      { href: '#ordering', label: 'Ordering' },
      { href: '#minimum-order', label: 'Minimum order quantities', sub: true },
      { href: '#payment', label: 'Payment' },
      { href: '#cards', label: 'Cards', sub: true },
      { href: '#invoices', label: 'Invoices and credit accounts', sub: true },
      { href: '#delivery', label: 'Delivery' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
/** A menu of sibling pages, the one shown marked as current. */
export const PagesWithCurrent: Story = {
  args: {
    title: 'Help topics',
    ordered: false,
    items: [
      { href: '/help/ordering', label: 'Ordering' },
      { href: '/help/delivery', label: 'Delivery', current: true },
      { href: '/help/returns', label: 'Returns and refunds' },
    ],
  },
};
export const LongLabels: Story = {
  args: {
    items: [
      { href: '#a', label: 'Electrostatic discharge: handling, packaging and storage of sensitive components' },
      { href: '#b', label: 'Moisture sensitivity levels and floor life after the bag is opened', sub: true },
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    title: 'في هذه الصفحة',
    items: [
      { href: '#a', label: 'الطلب' },
      { href: '#b', label: 'الحد الأدنى للطلب', sub: true },
      { href: '#c', label: 'الدفع', current: true },
    ],
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { args: PagesWithCurrent.args, globals: { theme: 'cobalt' } };
