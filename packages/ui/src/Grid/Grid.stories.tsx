import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkCard } from '../LinkCard';
import { Text } from '../Text';
import { Grid, GridItem, gridGaps, gridItemWidths } from './Grid';

const categories = [
  { name: 'Resistors', count: '412,908 parts' },
  { name: 'Capacitors', count: '388,120 parts' },
  { name: 'Integrated circuits', count: '1,204,551 parts' },
  { name: 'Connectors, interconnects and cable assemblies', count: '96,004 parts' },
  { name: 'Sensors', count: '41,776 parts' },
  { name: 'Crystals and oscillators', count: '22,310 parts' },
  { name: 'Inductors', count: '60,012 parts' },
];

const meta = {
  title: 'Layouts/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: {
    minItemWidth: 'small',
    gap: 'medium',
    'aria-label': 'Categories',
    children: categories.map((category) => (
      <GridItem key={category.name}>
        <LinkCard href={`/category/${category.name.toLowerCase()}`} title={category.name} description={category.count} />
      </GridItem>
    )),
  },
  argTypes: {
    minItemWidth: { control: 'inline-radio', options: gridItemWidths },
    gap: { control: 'inline-radio', options: gridGaps },
  },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
/** Wider cards (260 px at least): help topics, tools. */
export const WideItems: Story = { args: { minItemWidth: 'large', gap: 'large' } };
/** A plain block of boxes rather than a list. */
export const Blocks: Story = {
  args: {
    as: 'div',
    minItemWidth: 'xsmall',
    gap: 'small',
    children: ['1', '2', '3', '4', '5'].map((n) => (
      <Text key={n} tone="muted">
        Box {n}
      </Text>
    )),
  },
};
export const RightToLeft: Story = {
  args: {
    'aria-label': 'الفئات',
    children: ['المقاومات', 'المكثفات', 'الدوائر المتكاملة', 'الموصلات'].map((name) => (
      <GridItem key={name}>
        <LinkCard href="/category" title={name} description="١٢٣ قطعة" />
      </GridItem>
    )),
  },
  globals: { direction: 'rtl' },
};
/** On a phone the grid keeps two narrow columns, or one when a card would not fit. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const MobileWideItems: Story = {
  args: WideItems.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
