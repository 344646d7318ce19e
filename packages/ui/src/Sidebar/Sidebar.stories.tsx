import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { cartLines, cobaltTheme, compareItems, longSidebarProducts, mobileViewport, recentItems, rtlDirection } from '../shell-fixtures';
import { Sidebar, sidebarViews } from './Sidebar';
import type { SidebarProps, SidebarView } from './Sidebar';

/** Keeps the open section, as the layout store would. */
function WithViewState(args: SidebarProps) {
  const [view, setView] = useState<SidebarView | null>(args.view);
  return (
    <Sidebar
      {...args}
      view={view}
      onViewChange={(next) => {
        setView(next);
        args.onViewChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shop/Shell/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    view: null,
    onViewChange: fn(),
    defaultView: 'cart',
    cartItems: cartLines,
    compareItems,
    recentItems,
    onRemoveCompare: fn(),
    onRemoveRecent: fn(),
    onBackToTop: fn(),
    loading: false,
  },
  argTypes: {
    view: { control: 'inline-radio', options: [null, ...sidebarViews] },
    defaultView: { control: 'inline-radio', options: sidebarViews },
  },
  render: (args) => <WithViewState {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The default section: at most 9 of the 12 lines, the count and View cart. */
export const Cart: Story = { args: { view: 'cart' } };

export const Compare: Story = { args: { view: 'compare' } };

export const RecentlyViewed: Story = { args: { view: 'recent' } };

export const Empty: Story = { args: { view: 'cart', cartItems: [], compareItems: [], recentItems: [] } };

export const Loading: Story = { args: { view: 'cart', loading: true } };

export const ErrorState: Story = { name: 'Error', args: { view: 'cart', error: 'Network error' } };

export const LongText: Story = {
  args: { view: 'compare', compareItems: [...longSidebarProducts, ...compareItems] },
};

export const RightToLeft: Story = {
  args: {
    view: 'cart',
    labels: {
      sidebar: 'وصول سريع',
      toggle: 'اللوحة الجانبية',
      contact: 'اتصل بنا',
      account: 'حسابي',
      rfq: 'طلب عرض سعر',
      cart: 'سلة التسوق',
      compare: 'مقارنة',
      recent: 'شوهدت مؤخرًا',
      backToTop: 'العودة إلى الأعلى',
      close: 'إغلاق اللوحة الجانبية',
      sections: 'الأقسام',
      viewCart: 'عرض السلة',
      compareNow: 'قارن الآن',
      remove: 'إزالة {partNo}',
      count: '{count} عناصر',
      showingOf: 'عرض {shown} من {count}',
      cartEmpty: 'سلة التسوق فارغة',
    },
  },
  globals: rtlDirection,
};

/** Below 1264px the rail collapses to its toggle and back to top; sections switch in the panel. */
export const Mobile: Story = { globals: mobileViewport, tags: ['mobile'] };

export const MobileOpen: Story = { args: { view: 'cart' }, globals: mobileViewport, tags: ['mobile'] };

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { args: { view: 'cart' }, globals: cobaltTheme };
