import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceBreakTable } from '../PriceBreakTable';
import { Tabs } from './Tabs';

const tabs = [
  { value: 'specs', label: 'Specifications', content: <p>Resistance 10 kΩ, tolerance ±1%, power 0.1 W, package 0603.</p> },
  {
    value: 'pricing',
    label: 'Pricing',
    content: (
      <PriceBreakTable
        breaks={[
          { quantity: 1, unitPrice: 0.1 },
          { quantity: 100, unitPrice: 0.012 },
          { quantity: 5000, unitPrice: 0.0021 },
        ]}
      />
    ),
  },
  { value: 'docs', label: 'Documents', content: <p>Datasheet (PDF, 412 KB)</p> },
  { value: 'cad', label: 'CAD Models', content: null, disabled: true },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { label: 'Product information', tabs, onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Specifications' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Pricing' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('pricing');
    await expect(canvas.getByRole('tabpanel', { name: 'Pricing' })).toBeVisible();
  },
};
export const SecondSelected: Story = { args: { defaultValue: 'pricing' } };
export const Empty: Story = { args: { tabs: [] } };
export const LongText: Story = {
  args: {
    tabs: [
      {
        value: 'a',
        label: 'Environmental and export classification information',
        content: <p>RoHS 3 compliant, REACH unaffected, ECCN EAR99, HTSUS 8533.21.0080.</p>,
      },
      { value: 'b', label: 'Alternative and substitute parts from other manufacturers', content: <p>None</p> },
      { value: 'c', label: 'Customer questions and answers', content: <p>None</p> },
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    label: 'معلومات المنتج',
    tabs: [
      { value: 'specs', label: 'المواصفات', content: <p>مقاومة 10 كيلو أوم</p> },
      { value: 'pricing', label: 'الأسعار', content: <p>من 0.01 دولار</p> },
      { value: 'docs', label: 'المستندات', content: <p>ورقة البيانات</p> },
    ],
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'المواصفات' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'الأسعار' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { args: { defaultValue: 'pricing' }, globals: { theme: 'cobalt' } };
