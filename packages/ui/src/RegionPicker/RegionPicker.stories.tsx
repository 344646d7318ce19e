import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { cobaltTheme, currencies, mobileViewport, regionLanguages, rtlDirection } from '../shell-fixtures';
import { RegionPicker, regionPickerTones } from './RegionPicker';

const meta = {
  title: 'Shop/Shell/RegionPicker',
  component: RegionPicker,
  tags: ['autodocs'],
  args: {
    languages: regionLanguages,
    currencies,
    language: 'English',
    currency: 'USD',
    onSave: fn(),
    tone: 'neutral',
  },
  argTypes: { tone: { control: 'inline-radio', options: regionPickerTones } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minHeight: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegionPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const openMenu: Story['play'] = async ({ canvas }) => {
  await userEvent.click(canvas.getByRole('button', { name: /Language and currency/ }));
  await expect(await screen.findByText('Prices follow exchange rates and are for reference only.')).toBeVisible();
};

export const Playground: Story = {};

/** The 390px menu: language, currency, the exchange-rate note and Save. */
export const Open: Story = { play: openMenu };

export const Russian: Story = {
  args: {
    language: 'Russian',
    currency: 'EUR',
    labels: {
      trigger: 'Язык и валюта',
      language: 'Язык',
      currency: 'Валюта',
      note: 'Цены зависят от обменного курса и указаны для справки.',
      save: 'Сохранить',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Язык и валюта/ }));
  },
};

/** No options passed: the spec defaults (English/Russian, USD/EUR). */
export const Empty: Story = { args: { languages: undefined, currencies: undefined }, play: openMenu };

/** A current value missing from the lists (bad cookie) shows as-is instead of failing. */
export const UnknownValue: Story = { args: { language: 'Klingon', currency: 'XTS' } };

export const LongText: Story = {
  args: {
    languages: [...regionLanguages, { text: 'English (United Kingdom of Great Britain and Northern Ireland)', value: 'en-GB' }],
    currencies: [...currencies, { text: 'Swiss franc (Confoederatio Helvetica)', value: 'CHF', symbol: 'CHF' }],
  },
  play: openMenu,
};

export const OnDarkTopBar: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ padding: 8, background: 'var(--fe-color-surface-inverse)' }}>
        <Story />
      </div>
    ),
  ],
};

export const RightToLeft: Story = {
  args: {
    languages: [...regionLanguages, { text: 'العربية', value: 'Arabic', lang: 'ar' }],
    language: 'Arabic',
    labels: {
      trigger: 'اللغة والعملة',
      language: 'اللغة',
      currency: 'العملة',
      note: 'الأسعار تتبع أسعار الصرف وهي للاسترشاد فقط.',
      save: 'حفظ',
    },
  },
  globals: rtlDirection,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /اللغة والعملة/ }));
  },
};

export const Mobile: Story = { globals: mobileViewport, tags: ['mobile'], play: openMenu };

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { globals: cobaltTheme, play: openMenu };
