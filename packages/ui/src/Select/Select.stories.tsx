import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const currencies = [
  { value: 'USD', label: 'USD ($)' },
  { value: 'EUR', label: 'EUR (€)' },
];

const countries = [
  'Argentina',
  'Australia',
  'Austria',
  'Belgium',
  'Brazil',
  'Canada',
  'Chile',
  'China',
  'Czechia',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'India',
  'Indonesia',
  'Ireland',
  'Israel',
  'Italy',
  'Japan',
  'Malaysia',
  'Mexico',
  'Netherlands',
].map((name) => ({ value: name.toLowerCase(), label: name }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Currency', options: currencies, defaultValue: 'USD', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Currency' });
    await userEvent.click(combobox);
    await userEvent.click(canvas.getByRole('option', { name: 'EUR (€)' }));
    await expect(args.onChange).toHaveBeenCalledWith('EUR');
    await expect(combobox).toHaveTextContent('EUR (€)');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Empty: Story = {
  args: { label: 'Region', options: [], defaultValue: undefined, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: 'No Data' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ManyOptions: Story = {
  args: { label: 'Country', options: countries, defaultValue: 'germany', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox');
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(300);
  },
};

export const Placeholder: Story = { args: { defaultValue: undefined, placeholder: 'Choose a currency' } };
export const Error: Story = { args: { defaultValue: undefined, error: 'Please choose a currency' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: {
    label: 'Shipping method for orders that contain moisture-sensitive components',
    options: [{ value: 'dry', label: 'Dry-pack with humidity indicator card and desiccant, vacuum sealed, by air express' }, ...currencies],
    defaultValue: 'dry',
    description: 'Moisture-sensitive parts (MSL 3 and above) are always dry-packed.',
  },
};
export const RightToLeft: Story = {
  args: {
    label: 'العملة',
    options: [
      { value: 'USD', label: 'دولار أمريكي' },
      { value: 'EUR', label: 'يورو' },
    ],
    defaultOpen: true,
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const CobaltTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'cobalt' } };
