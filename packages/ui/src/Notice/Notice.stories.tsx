import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../Link';
import { Notice } from './Notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Demo mailbox',
    children: 'Mail sent by this demonstration stays here instead of going out. Nothing on this page is ever shown on a real shop.',
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Notice {...args} tone="info" title="Information">
        Reference prices follow the daily exchange rate.
      </Notice>
      <Notice {...args} tone="success" title="Saved">
        Your address was added.
      </Notice>
      <Notice {...args} tone="warning" title="Demo mailbox">
        This is a demonstration: mail stays here. <Link href="/demo/mailbox">Open the demo mailbox</Link>
      </Notice>
      <Notice {...args} tone="error" title="Not sent" announce="assertive">
        The link has expired or was already used.
      </Notice>
    </div>
  ),
};
export const WithoutTitle: Story = { args: { title: undefined, tone: 'success', children: 'Your password has been changed.' } };
export const AsHeading: Story = { args: { tone: 'warning', headingLevel: 2 } };
export const WithLink: Story = {
  args: {
    tone: 'warning',
    title: undefined,
    children: (
      <>
        Demo: the mail is not really sent. <Link href="/demo/mailbox?to=ada%40example.com">Read it in the demo mailbox</Link>
      </>
    ),
  },
};
export const LongText: Story = {
  args: {
    tone: 'warning',
    children:
      'A very long message that wraps over several lines on a narrow screen, with an address such as a.very.long.mailbox.name.for.testing@subdomain.example.com that must break instead of widening the page.',
  },
};
export const Small: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: 200 }}>
      <Notice tone="error" size="small" announce="assertive">
        Only 1,200 in stock: lower the quantity or allow a back order.
      </Notice>
      <Notice tone="warning" size="small">
        Price changed since you added it.
      </Notice>
    </div>
  ),
};
export const SmallRightToLeft: Story = { ...Small, globals: { direction: 'rtl' } };
export const SmallMobile: Story = { ...Small, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const RightToLeft: Story = {
  args: { title: 'صندوق بريد تجريبي', children: 'تبقى الرسائل هنا ولا تُرسل.' },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { render: Tones.render, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { render: Tones.render, globals: { theme: 'cobalt' } };
