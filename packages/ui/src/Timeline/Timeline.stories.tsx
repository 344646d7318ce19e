import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline } from './Timeline';

const meta = {
  title: 'Data/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Status history',
    items: [
      { key: '1', time: { dateTime: '2026-11-02T09:14:00Z', text: '2 Nov 2026, 09:14' }, title: 'Placed' },
      { key: '2', time: { dateTime: '2026-11-02T09:15:00Z', text: '2 Nov 2026, 09:15' }, title: 'Paid', detail: 'Visa ending 4242' },
      {
        key: '3',
        time: { dateTime: '2026-11-03T16:40:00Z', text: '3 Nov 2026, 16:40' },
        title: 'Shipped',
        detail: 'UPS, tracking 1Z999AA10123456784',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const OneEvent: Story = {
  args: { items: [{ key: '1', time: { dateTime: '2026-11-02T09:14:00Z', text: '2 Nov 2026, 09:14' }, title: 'Placed' }] },
};
/** Payments: the order of attempts is shown but carries no meaning (`ul`). */
export const Unordered: Story = {
  args: {
    ordered: false,
    'aria-label': 'Payments',
    items: [
      {
        key: 'a',
        time: { dateTime: '2026-11-02T09:14:00Z', text: '2 Nov 2026' },
        title: 'Declined',
        detail: '$412.80 Mastercard: insufficient funds',
      },
      { key: 'b', time: { dateTime: '2026-11-02T09:15:00Z', text: '2 Nov 2026' }, title: 'Approved', detail: '$412.80 Visa' },
    ],
  },
};
export const LongText: Story = {
  args: {
    items: [
      {
        key: '1',
        time: { dateTime: '2026-11-05T10:00:00Z', text: '5 Nov 2026, 10:00' },
        title: 'Partially shipped',
        detail:
          'The remaining 2,500 pieces of GRM188R71C104KA01D follow when the manufacturer delivers, expected in week 49; tracking 1Z999AA10123456784.',
      },
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    'aria-label': 'سجل الحالة',
    items: [
      { key: '1', time: { dateTime: '2026-11-02T09:14:00Z', text: '٢ نوفمبر ٢٠٢٦' }, title: 'تم الطلب' },
      {
        key: '2',
        time: { dateTime: '2026-11-03T16:40:00Z', text: '٣ نوفمبر ٢٠٢٦' },
        title: 'تم الشحن',
        detail: 'رقم التتبع 1Z999AA10123456784',
      },
    ],
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
