import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  arabicCategoryNav,
  categoryNav,
  cobaltTheme,
  longCategoryNav,
  manufacturerNav,
  mobileViewport,
  rtlDirection,
} from '../shell-fixtures';
import { MainNav, mainNavItems } from './MainNav';
import type { MainNavProps } from './MainNav';

/** Keeps the drawer state, as the app's layout store would. */
function WithDrawerState(args: MainNavProps) {
  const [open, setOpen] = useState(args.mobileOpen ?? false);
  return (
    <MainNav
      {...args}
      mobileOpen={open}
      onMobileOpenChange={(next) => {
        setOpen(next);
        args.onMobileOpenChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Shop/Shell/MainNav',
  component: MainNav,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    categories: categoryNav,
    manufacturers: manufacturerNav,
    loading: false,
    signedIn: false,
    signInHref: '/account/login?redirect=%2F',
    onLogOut: fn(),
    onMobileOpenChange: fn(),
    mobileOpen: false,
  },
  argTypes: { current: { control: 'select', options: [undefined, ...mainNavItems] } },
  render: (args) => <WithDrawerState {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MainNav>;
export default meta;
type Story = StoryObj<typeof meta>;

const hover =
  (name: string): Story['play'] =>
  async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('link', { name }));
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('aria-expanded', 'true');
  };

export const Playground: Story = {};

/** All Products open on hover: top categories left, the 750px sub-panel right. */
export const MegaMenuOpen: Story = { play: hover('All Products') };

/** Another category hovered inside the mega-menu. */
export const MegaMenuSecondCategory: Story = {
  play: async (context) => {
    await hover('All Products')?.(context);
    await userEvent.hover(context.canvas.getByRole('link', { name: 'Integrated Circuits (ICs)' }));
  },
};

/** Opened from the keyboard: focus the entry, ArrowDown moves into the panel. */
export const KeyboardOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Passive Components' })).toHaveFocus();
  },
};

export const ManufacturersOpen: Story = { play: hover('Manufacturers') };

export const SignedIn: Story = { args: { signedIn: true, current: 'account' } };

export const Empty: Story = { args: { categories: [], manufacturers: [] }, play: hover('All Products') };

export const Loading: Story = { args: { loading: true, categories: [] }, play: hover('All Products') };

export const LongText: Story = { args: { categories: longCategoryNav }, play: hover('All Products') };

export const RightToLeft: Story = {
  args: {
    categories: arabicCategoryNav,
    labels: {
      nav: 'القائمة الرئيسية',
      allProducts: 'جميع المنتجات',
      manufacturers: 'الشركات المصنعة',
      requestQuote: 'طلب عرض سعر',
      community: 'المجتمع',
      tools: 'الأدوات',
      aboutUs: 'من نحن',
      signIn: 'تسجيل الدخول',
      showAll: 'عرض الكل',
      linecard: 'الشركات من أ إلى ي',
      closeMenu: 'إغلاق القائمة',
    },
  },
  globals: rtlDirection,
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'جميع المنتجات' }));
  },
};

/** Below 768px: the drawer slid in, with Log Out for a signed-in user. */
export const Mobile: Story = { args: { mobileOpen: true, signedIn: true }, globals: mobileViewport, tags: ['mobile'] };

/** The drawer with All Products expanded (a tap opens it; hovering here avoids following the link). */
export const MobileMegaMenu: Story = {
  args: { mobileOpen: true },
  globals: mobileViewport,
  tags: ['mobile'],
  play: hover('All Products'),
};

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { globals: cobaltTheme, play: hover('All Products') };
