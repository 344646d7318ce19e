import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadPage, PageStory, type LoadedPage } from './page-story';
import type { PageFixture } from './page-fixture';
import * as fixtures from './page-fixtures';

// The store's real pages (the app's route table, loaders and page components, with the shell)
// over recorded API answers: what ships, not a re-drawing. Every family at 1440 px and on a
// 390 px phone in the ferrite theme; the cobalt theme and right-to-left for a few families.
// Stories are object literals: Storybook reads their tags without running the file. Tags pick
// the visual test's viewport: `page` (1440 × 900), `page-phone` (390 × 844), both full
// page up to a fixed height (tests/ui/visual.test.ts).

type Args = { fixture: PageFixture };
type Loaded = { page: LoadedPage };

const meta = {
  title: 'Pages/Store',
  // The source snippet would serialise the loaded page (router, stores, translator): shown as written instead.
  parameters: {
    layout: 'fullscreen',
    docs: { source: { type: 'code' } },
    viewport: { options: { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  tags: ['page', '!autodocs'],
  loaders: [
    async ({ args, globals }): Promise<Loaded> => ({
      page: await loadPage((args as Args).fixture, globals.direction === 'rtl' ? 'ar' : 'en'),
    }),
  ],
  render: (_args, { loaded }) => <PageStory page={(loaded as Loaded).page} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { args: { fixture: fixtures.home } };
export const HomePhone: Story = {
  args: { fixture: fixtures.home },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const HomeCobalt: Story = { args: { fixture: fixtures.home }, globals: { theme: 'cobalt' } };
export const HomeRightToLeft: Story = { args: { fixture: fixtures.home }, globals: { direction: 'rtl' } };
export const Listing: Story = { args: { fixture: fixtures.listing } };
export const ListingPhone: Story = {
  args: { fixture: fixtures.listing },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const ListingRightToLeft: Story = { args: { fixture: fixtures.listing }, globals: { direction: 'rtl' } };
export const SearchResults: Story = { args: { fixture: fixtures.search } };
export const SearchResultsPhone: Story = {
  args: { fixture: fixtures.search },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const Product: Story = { args: { fixture: fixtures.product } };
export const ProductPhone: Story = {
  args: { fixture: fixtures.product },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const ProductCobalt: Story = { args: { fixture: fixtures.product }, globals: { theme: 'cobalt' } };
export const ProductRightToLeft: Story = { args: { fixture: fixtures.product }, globals: { direction: 'rtl' } };
export const Compare: Story = { args: { fixture: fixtures.compare } };
export const ComparePhone: Story = {
  args: { fixture: fixtures.compare },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const Manufacturers: Story = { args: { fixture: fixtures.manufacturers } };
export const ManufacturersPhone: Story = {
  args: { fixture: fixtures.manufacturers },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const Cart: Story = { args: { fixture: fixtures.cart } };
export const CartPhone: Story = {
  args: { fixture: fixtures.cart },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const CartCobalt: Story = { args: { fixture: fixtures.cart }, globals: { theme: 'cobalt' } };
export const CartRightToLeft: Story = { args: { fixture: fixtures.cart }, globals: { direction: 'rtl' } };
export const Checkout: Story = { args: { fixture: fixtures.checkout } };
export const CheckoutPhone: Story = {
  args: { fixture: fixtures.checkout },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const CheckoutCobalt: Story = { args: { fixture: fixtures.checkout }, globals: { theme: 'cobalt' } };
export const CheckoutRightToLeft: Story = { args: { fixture: fixtures.checkout }, globals: { direction: 'rtl' } };
export const Order: Story = { args: { fixture: fixtures.order } };
export const OrderPhone: Story = {
  args: { fixture: fixtures.order },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const Account: Story = { args: { fixture: fixtures.account } };
export const AccountPhone: Story = {
  args: { fixture: fixtures.account },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const Bom: Story = { args: { fixture: fixtures.bom } };
export const BomPhone: Story = {
  args: { fixture: fixtures.bom },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const QuickOrder: Story = { args: { fixture: fixtures.quickOrder } };
export const QuickOrderPhone: Story = {
  args: { fixture: fixtures.quickOrder },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const Rfq: Story = { args: { fixture: fixtures.rfq } };
export const RfqPhone: Story = {
  args: { fixture: fixtures.rfq },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const Calculator: Story = { args: { fixture: fixtures.tool } };
export const CalculatorPhone: Story = {
  args: { fixture: fixtures.tool },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const Article: Story = { args: { fixture: fixtures.article } };
export const ArticlePhone: Story = {
  args: { fixture: fixtures.article },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
export const NotFound: Story = { args: { fixture: fixtures.notFound } };
export const NotFoundPhone: Story = {
  args: { fixture: fixtures.notFound },
  tags: ['page-phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
