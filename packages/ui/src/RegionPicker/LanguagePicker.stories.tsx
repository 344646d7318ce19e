import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { cobaltTheme, mobileViewport, rtlDirection } from '../shell-fixtures';
import { LanguagePicker } from './LanguagePicker';
import { languageCodes } from './languages';
import { regionPickerTones } from './RegionPicker';

const meta = {
  title: 'Shop/Shell/LanguagePicker',
  component: LanguagePicker,
  tags: ['autodocs'],
  args: { value: 'en', onSelect: fn(), tone: 'neutral', defaultOpen: false },
  argTypes: {
    value: { control: 'select', options: languageCodes },
    tone: { control: 'inline-radio', options: regionPickerTones },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opens on hover. */
export const OpenOnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: /Language/ }));
    await expect(canvas.getByRole('button', { name: 'Deutsch' })).toBeVisible();
  },
};

/** Opens on keyboard focus; ArrowDown moves into the list. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: '中文' })).toHaveFocus();
  },
};

/** A site offering a single language. */
export const Empty: Story = { args: { languages: ['en'], defaultOpen: true } };

/** The longest names (Bahasa Indonesia / Melayu) and Thai script. */
export const LongText: Story = { args: { value: 'id', defaultOpen: true } };

export const OnDarkTopBar: Story = {
  args: { tone: 'inverse', value: 'ru' },
  decorators: [
    (Story) => (
      <div style={{ padding: 8, background: 'var(--fe-color-surface-inverse)' }}>
        <Story />
      </div>
    ),
  ],
};

export const RightToLeft: Story = {
  args: { value: 'ar', defaultOpen: true, labels: { trigger: 'اللغة' } },
  globals: rtlDirection,
};

export const Mobile: Story = { args: { defaultOpen: true }, globals: mobileViewport, tags: ['mobile'] };

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { args: { defaultOpen: true, value: 'fr' }, globals: cobaltTheme };
