import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NativeSelect } from './NativeSelect';

const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'US', label: 'United States' },
  { value: 'KP', label: 'North Korea', disabled: true },
];

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  tags: ['autodocs'],
  args: { label: 'Country', name: 'Country', options: countries, placeholder: 'Choose a country' },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(select, 'FR');
    await expect(select).toHaveValue('FR');
  },
};
export const Chosen: Story = { args: { defaultValue: 'US' } };
export const Required: Story = { args: { required: true, description: 'Where the parcel goes.' } };
export const WithError: Story = { args: { required: true, error: 'Choose a country.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'DE' } };
export const Inline: Story = {
  args: {
    label: 'Sort by',
    inline: true,
    placeholder: undefined,
    options: [
      { value: 'relevance', label: 'Relevance' },
      { value: 'price', label: 'Price, low to high' },
      { value: 'stock', label: 'Stock' },
    ],
  },
};
export const LongText: Story = {
  args: {
    label: 'Delivery country for the whole order, including back-ordered lines',
    options: [{ value: 'GB', label: 'United Kingdom of Great Britain and Northern Ireland (customs declaration needed)' }],
    defaultValue: 'GB',
  },
};
export const RightToLeft: Story = {
  args: {
    label: 'البلد',
    placeholder: 'اختر بلدًا',
    options: [
      { value: 'EG', label: 'مصر' },
      { value: 'AE', label: 'الإمارات العربية المتحدة' },
    ],
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { args: { error: 'Choose a country.' }, globals: { theme: 'cobalt' } };
