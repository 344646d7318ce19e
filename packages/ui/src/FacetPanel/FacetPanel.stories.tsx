import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ParametricFilter } from '../ParametricFilter';
import { PartsTable } from '../PartsTable';
import type { PartsTableItem } from '../PartsTable';
import { StockBadge } from '../StockBadge';
import { FacetPanel } from './FacetPanel';
import type { FacetPanelProps } from './FacetPanel';

const facets = [
  {
    id: 'mfg',
    label: 'Manufacturer',
    options: [
      { value: 'yageo', label: 'YAGEO', count: 1840 },
      { value: 'vishay', label: 'Vishay', count: 920 },
      { value: 'panasonic', label: 'Panasonic', count: 310 },
    ],
  },
  {
    id: 'f.Tolerance',
    label: 'Tolerance',
    options: [
      { value: '±1%', label: '±1%', count: 2210 },
      { value: '±5%', label: '±5%', count: 860 },
    ],
  },
];

const part = (id: string, partNumber: string, stock: number): PartsTableItem => ({
  id,
  partNumber,
  href: `/product/${id}`,
  manufacturer: 'YAGEO',
  description: 'Thick film resistor 10 kΩ ±1% 0.1 W 0603',
  stock: <StockBadge quantity={stock} />,
  breaks: [{ quantity: '100+', price: '$0.0042' }],
  actions: null,
});
const parts = [part('1', 'RC0603FR-0710KL', 182000), part('2', 'RC0603FR-074K7L', 0), part('3', 'RC0603JR-07100RL', 25)];

type Args = Omit<FacetPanelProps, 'filters' | 'children'> & { rtl?: boolean };

/** The filters and results of a category listing; the open sheet skips docs pages (focus traps fight there). */
const meta = {
  title: 'Shop/FacetPanel',
  tags: ['!autodocs'],
  args: { id: 'filters', resultsLabel: 'Results', selectedCount: 1 },
  parameters: { layout: 'fullscreen' },
  render: ({ rtl, defaultOpen, ...args }: Args, { viewMode }) => (
    <div style={{ minHeight: 560, padding: 16 }}>
      <FacetPanel
        {...args}
        defaultOpen={viewMode === 'docs' ? false : defaultOpen}
        filters={
          <ParametricFilter
            facets={facets}
            mode="links"
            action="/category/chip-resistors"
            selected={{ mfg: ['yageo'] }}
            labels={rtl ? { title: 'عوامل التصفية', clear: 'مسح الكل', selected: '(محدد)' } : undefined}
          />
        }
      >
        <PartsTable caption={rtl ? 'القطع' : 'Parts'} items={parts} />
      </FacetPanel>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = {
  rtl: true,
  resultsLabel: 'النتائج',
  labels: { filters: 'عوامل التصفية', filtersCount: 'عوامل التصفية ({count})', close: 'إغلاق', showResults: 'عرض النتائج' },
};
const phone = { viewport: { value: 'mobile1', isRotated: false } };

/** Wide screen: the filters beside the results, no button. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Filters (1)', hidden: true })).not.toBeVisible();
  },
};
export const NothingApplied: Story = { args: { selectedCount: 0 } };
export const RightToLeft: Story = { args: arabic, globals: { direction: 'rtl' } };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };

/** Phone: results first, the filters behind a button that opens a sheet; a filter link closes it. */
export const Mobile: Story = {
  globals: phone,
  tags: ['mobile'],
  play: async ({ canvasElement, viewMode }) => {
    if (viewMode === 'docs') return;
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('aside#filters')).not.toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /RC0603FR-0710KL/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('link', { name: /Vishay/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
export const MobileOpen: Story = { args: { defaultOpen: true }, globals: phone, tags: ['mobile'] };
export const MobileRightToLeft: Story = { args: arabic, globals: { ...phone, direction: 'rtl' }, tags: ['mobile'] };
export const MobileOpenRightToLeft: Story = {
  args: { ...arabic, defaultOpen: true },
  globals: { ...phone, direction: 'rtl' },
  tags: ['mobile'],
};
export const MobileCobaltTheme: Story = { args: { defaultOpen: true }, globals: { ...phone, theme: 'cobalt' }, tags: ['mobile'] };
