import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SearchBox } from '../SearchBox';
import type { SearchBoxProps } from '../SearchBox';
import { RegionPicker } from '../RegionPicker';
import { cobaltTheme, contact, currencies, mobileViewport, regionLanguages, rtlDirection, searchSuggestions } from '../shell-fixtures';
import { Header } from './Header';

function Search(props: Partial<SearchBoxProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <SearchBox suggestions={searchSuggestions} onSubmit={fn()} onInvalid={fn()} {...props} value={value} onChange={setValue} />;
}

const regionPicker = (
  <RegionPicker languages={regionLanguages} currencies={currencies} language="English" currency="USD" onSave={fn()} tone="inverse" />
);

const meta = {
  title: 'Shop/Shell/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Ferrite',
    search: <Search />,
    cartCount: 3,
    contact,
    regionPicker,
    scrollY: 0,
    flat: false,
    topBar: true,
    menuOpen: false,
    onMenuClick: fn(),
    onLogOut: fn(),
  },
  argTypes: {
    scrollY: { control: { type: 'range', min: 0, max: 140, step: 5 } },
    search: { control: false },
    regionPicker: { control: false },
    logo: { control: false },
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SignedIn: Story = { args: { userName: 'Ada Lovelace' } };

/** The My Account menu open (docs/product.md §2 entries). */
export const AccountMenuOpen: Story = {
  args: { userName: 'Ada Lovelace' },
  parameters: { docs: { story: { height: '420px' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /My Account/ }));
    const entry = await screen.findByRole('menuitem', { name: 'Order History' });
    await waitFor(() => expect(entry).toBeVisible());
  },
};

/** Half-way through the 0–70px scroll range. */
export const Scrolling: Story = { args: { scrollY: 35 } };

/** After 70px of scroll: compact, with its shadow. */
export const Scrolled: Story = { args: { scrollY: 70 } };

/** Scrolled, without the shadow (layout state headerFlat). */
export const Flat: Story = { args: { scrollY: 70, flat: true } };

/** No search, no contact, no region picker and an empty cart. */
export const Empty: Story = {
  args: { search: undefined, contact: undefined, regionPicker: undefined, cartCount: 0 },
};

/** Suggestions loading in the search box. */
export const Loading: Story = {
  args: { search: <Search value="STM32" loading suggestions={{ history: [], hot: [], products: [] }} /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { search: <Search value="ab" error="keyword cannot be empty" /> },
};

export const LongText: Story = {
  args: {
    brand: 'Ferrite Electronic Components',
    userName: 'Maximilian Alexander von Hohenzollern-Sigmaringen',
    cartCount: 1250,
    contact: { phone: '+44 (0) 20 7946 0958 ext. 12345', email: 'international.sales.department@ferrite.example' },
  },
};

export const RightToLeft: Story = {
  args: {
    userName: 'أحمد',
    search: <Search labels={{ placeholder: 'ابحث برقم القطعة', submit: 'بحث', input: 'ابحث عن القطع' }} />,
    labels: {
      greeting: 'مرحبًا، {userName}',
      myAccount: 'حسابي',
      myCart: 'سلة التسوق',
      cartItems: '{count} عناصر',
      bomTool: 'أداة قائمة المواد',
      topBar: 'أدوات الموقع',
      home: 'الصفحة الرئيسية {brand}',
      menu: 'القائمة',
      phone: 'هاتف',
      email: 'بريد إلكتروني',
    },
  },
  globals: rtlDirection,
};

/** Below 768px: menu button, logo, cart; the search box wraps under them. */
export const Mobile: Story = { globals: mobileViewport, tags: ['mobile'] };

/** Phones hide the account menu: who is signed in shows beside the cart and links to the account. */
export const MobileSignedIn: Story = { args: { userName: 'Ada Lovelace' }, globals: mobileViewport, tags: ['mobile'] };
export const MobileMenuOpen: Story = { args: { menuOpen: true }, globals: mobileViewport, tags: ['mobile'] };

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { args: { userName: 'Ada Lovelace' }, globals: cobaltTheme };
