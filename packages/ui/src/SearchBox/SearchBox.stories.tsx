import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  arabicSearchSuggestions,
  cobaltTheme,
  longSearchSuggestions,
  mobileViewport,
  rtlDirection,
  searchSuggestions,
} from '../shell-fixtures';
import { SearchBox, searchBoxSizes } from './SearchBox';
import type { SearchBoxProps } from './SearchBox';

/** Keeps the controlled value, as the app's store would. */
function ControlledSearchBox(args: SearchBoxProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SearchBox
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shop/Shell/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: {
    value: '',
    onChange: fn(),
    onSubmit: fn(),
    onInvalid: fn(),
    onSelectProduct: fn(),
    onClearHistory: fn(),
    suggestions: searchSuggestions,
    loading: false,
    action: '/search',
    size: 'standard',
  },
  argTypes: { size: { control: 'inline-radio', options: searchBoxSizes } },
  render: (args) => <ControlledSearchBox {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const openPanel: Story['play'] = async ({ canvas }) => {
  await userEvent.click(canvas.getByRole('combobox'));
};

export const Playground: Story = {};

/** Focused while empty: the reader's recent searches and the hot ones. */
export const RecentAndHot: Story = { play: openPanel };

/** Typed: products ranked by exactness, popularity and stock (with stock and price from), then categories and makers; ArrowDown highlights the first. */
export const WithSuggestions: Story = {
  args: { value: 'STM32F103' },
  play: async (context) => {
    await openPanel(context);
    await userEvent.keyboard('{ArrowDown}');
    await expect(context.canvas.getByRole('option', { name: /^STM32F103C8T6 / })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Nothing to suggest: the panel stays closed. */
export const Empty: Story = {
  args: { suggestions: { history: [], hot: [], products: [] } },
  play: openPanel,
};

export const Loading: Story = {
  args: { value: 'LM35', loading: true, suggestions: { ...searchSuggestions, products: [] } },
  play: openPanel,
};

/** After a submit with fewer than 3 characters (docs/product.md §5). */
export const ErrorState: Story = {
  name: 'Error',
  args: { value: 'ab', error: 'keyword cannot be empty' },
};

export const LongText: Story = {
  args: { value: 'CRCW0603100KFKEA RESISTOR THICK FILM 100K OHM 1% 0.1W 0603', suggestions: longSearchSuggestions },
  play: openPanel,
};

export const Large: Story = { args: { size: 'large' } };

export const RightToLeft: Story = {
  args: {
    suggestions: arabicSearchSuggestions,
    labels: {
      input: 'ابحث عن القطع',
      placeholder: 'ابحث برقم القطعة أو الكلمة',
      submit: 'بحث',
      suggestions: 'اقتراحات البحث',
      history: 'سجل البحث',
      hot: 'عمليات البحث الشائعة',
      products: 'المنتجات',
      categories: 'الفئات',
      manufacturers: 'الشركات المصنعة',
      clearHistory: 'مسح السجل',
      loading: 'جارٍ التحميل…',
      keywordEmpty: 'لا يمكن أن تكون الكلمة فارغة',
    },
  },
  globals: rtlDirection,
  play: openPanel,
};

export const Mobile: Story = {
  globals: mobileViewport,
  tags: ['mobile'],
  play: openPanel,
};

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { args: { value: 'STM32F103' }, globals: cobaltTheme, play: WithSuggestions.play };
