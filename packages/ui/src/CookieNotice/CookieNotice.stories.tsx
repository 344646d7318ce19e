import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { cobaltTheme, mobileViewport, rtlDirection } from '../shell-fixtures';
import { CookieNotice } from './CookieNotice';

const meta = {
  title: 'Shop/Shell/CookieNotice',
  component: CookieNotice,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 220 } },
  },
  // The notice shows only in a window ≥ 1024px wide: pin the stories to the desktop viewport.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { onAccept: fn(), onReject: fn(), policyHref: '/CookiePolicy' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220 }}>
        <p>Page content behind the notice.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LongText: Story = {
  args: {
    labels: {
      message:
        'We and our carefully selected partners use cookies and similar technologies to keep you signed in, remember the contents of your cart, your language and your currency, measure how the catalogue and the search are used, and improve the part recommendations we show. You can change your choice at any time from the link at the bottom of every page.',
    },
  },
};

export const RightToLeft: Story = {
  args: {
    labels: {
      title: 'نستخدم ملفات تعريف الارتباط',
      message: 'نستخدم ملفات تعريف الارتباط لإبقائك مسجلاً وتذكر سلة التسوق واللغة والعملة.',
      policy: 'سياسة ملفات تعريف الارتباط',
      accept: 'قبول ملفات تعريف الارتباط',
      reject: 'رفض الكل',
    },
  },
  globals: { ...rtlDirection, viewport: { value: 'desktop', isRotated: false } },
};

/** Below 1024px the notice is not shown at all (docs/product.md §4): this story is intentionally blank. */
export const Mobile: Story = { globals: mobileViewport, tags: ['mobile'] };

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { globals: { ...cobaltTheme, viewport: { value: 'desktop', isRotated: false } } };
