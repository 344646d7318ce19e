import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Heading } from '../Heading';
import { TableOfContents } from '../TableOfContents';
import { Text } from '../Text';
import { SplitLayout, splitAsideSides, splitAsideWidths, splitStackBreakpoints } from './SplitLayout';

const body = (
  <Box display="flex" flexDirection="column" gap="small">
    <Heading level={2}>Ordering</Heading>
    <Text as="p" measure="large">
      Parts are sold in the quantities their manufacturers pack them in. A reel, a tray or a tube is split where the part allows it; the
      price breaks show what each quantity costs.
    </Text>
    <Heading level={2}>Delivery</Heading>
    <Text as="p" measure="large">
      Orders placed before 18:00 leave the warehouse the same working day. Tracking links arrive by email once the parcel is handed over.
    </Text>
  </Box>
);
const toc = (
  <TableOfContents
    title="On this page"
    items={[
      { href: '#ordering', label: 'Ordering' },
      { href: '#delivery', label: 'Delivery' },
    ]}
  />
);

const meta = {
  title: 'Layouts/SplitLayout',
  component: SplitLayout,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    children: body,
    aside: toc,
    asideWidth: 'large',
    asideSide: 'end',
    stackBelow: 'md',
    stickyAside: false,
    asideFirstWhenStacked: false,
  },
  argTypes: {
    asideWidth: { control: 'inline-radio', options: splitAsideWidths },
    asideSide: { control: 'inline-radio', options: splitAsideSides },
    stackBelow: { control: 'inline-radio', options: splitStackBreakpoints },
    children: { control: false },
    aside: { control: false },
  },
} satisfies Meta<typeof SplitLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
/** A side menu on the start side, stacking only on phones (the community's categories). */
export const AsideAtStart: Story = { args: { asideSide: 'start', asideWidth: 'medium', stackBelow: 'phone' } };
/** A wider side column that stays in view (a form's contact box, a calculator's result). */
export const StickyWideAside: Story = { args: { asideWidth: 'xlarge', stickyAside: true } };
export const RightToLeft: Story = {
  args: {
    children: (
      <Text as="p" measure="large">
        تُشحن الطلبات المقدمة قبل الساعة 18:00 في يوم العمل نفسه.
      </Text>
    ),
    aside: <TableOfContents title="في هذه الصفحة" items={[{ href: '#a', label: 'التوصيل' }]} />,
  },
  globals: { direction: 'rtl' },
};
/** Stacked on a phone, the table of contents above the text it leads to. */
export const MobileAsideFirst: Story = {
  args: { asideFirstWhenStacked: true, stickyAside: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
