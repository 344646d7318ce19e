import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard, productCardLayouts } from './ProductCard';

/** A drawn chip, inline, so stories need no network. */
const chipImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="#f0f2f5"/><rect x="40" y="40" width="80" height="80" rx="6" fill="#2b2f36"/>' +
    [50, 70, 90, 110]
      .map(
        (y) =>
          `<rect x="24" y="${y - 4}" width="16" height="8" fill="#b8bec8"/><rect x="120" y="${y - 4}" width="16" height="8" fill="#b8bec8"/>`,
      )
      .join('') +
    '<circle cx="54" cy="54" r="4" fill="#6b7280"/></svg>',
)}`;

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    partNumber: 'LM358DR',
    href: '/product/lm358dr',
    manufacturer: 'Texas Instruments',
    description: 'Dual operational amplifier, 3–32 V, 700 kHz, SOIC-8',
    imageSrc: chipImage,
    stock: 12840,
    unitPrice: 0.0875,
    onAddToCart: fn(),
    onCompare: fn(),
    onToggleFavourite: fn(),
  },
  argTypes: { layout: { control: 'inline-radio', options: productCardLayouts } },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.layout === 'list' ? 820 : 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'LM358DR' });
    await expect(within(card).getByRole('link', { name: 'LM358DR' })).toHaveAttribute('href', '/product/lm358dr');
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
  },
};
export const ListLayout: Story = { args: { layout: 'list' } };
export const Favourite: Story = { args: { favourite: true } };
export const OutOfStock: Story = { args: { stock: 0 } };
export const NoImage: Story = { args: { imageSrc: undefined, unitPrice: undefined, stock: null } };
export const Loading: Story = { args: { loading: true } };
export const Adding: Story = { args: { adding: true } };
export const Empty: Story = {
  args: {
    description: undefined,
    manufacturer: undefined,
    onAddToCart: undefined,
    onCompare: undefined,
    onToggleFavourite: undefined,
    imageSrc: undefined,
    unitPrice: undefined,
  },
};
export const LongText: Story = {
  args: {
    partNumber: 'GRM188R71H104KA93D-EXTRA-LONG-ORDERING-CODE-WITH-PACKAGING-SUFFIX',
    manufacturer: 'Murata Manufacturing Co., Ltd. (Electronic Components Division)',
    description:
      'Multilayer ceramic capacitor 0.1 µF ±10% 50 V X7R 0603 (1608 metric), general purpose, for automotive and industrial use, AEC-Q200',
  },
};
export const RightToLeft: Story = {
  args: {
    description: 'مضخم تشغيلي مزدوج، 3-32 فولت',
    manufacturer: 'تكساس إنسترومنتس',
    labels: { addToCart: 'أضف إلى السلة', compare: 'أضف للمقارنة', favourite: 'أضف إلى المفضلة', from: 'من' },
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { args: { layout: 'list' }, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
