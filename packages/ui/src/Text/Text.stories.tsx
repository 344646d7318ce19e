import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Thick film resistor 10 kΩ ±1% 0.1 W 0603', as: 'p' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Scale: Story = {
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div>
      {textTones
        .filter((tone) => tone !== 'inverse')
        .map((tone) => (
          <Text key={tone} {...args} tone={tone}>
            {tone}
          </Text>
        ))}
      <div style={{ background: 'var(--fe-color-surface-inverse)', padding: 8 }}>
        <Text {...args} tone="inverse">
          inverse
        </Text>
      </div>
    </div>
  ),
};

export const Empty: Story = { args: { children: '' } };

export const LongText: Story = {
  args: {
    children:
      'STM32F103C8T6-ARM-CORTEX-M3-MICROCONTROLLER-64KB-FLASH-20KB-SRAM-LQFP48-INDUSTRIAL-TEMPERATURE-RANGE without spaces wraps anywhere instead of overflowing.',
  },
};

export const Truncated: Story = { args: { ...LongText.args, truncate: true } };

export const Measure: Story = {
  args: {
    size: 'large',
    tone: 'muted',
    measure: 'medium',
    children:
      'A lead paragraph under a page title stops at a readable line length however wide the page is, so the eye finds the next line.',
  },
};

export const RightToLeft: Story = { args: { children: 'مقاوم غشاء سميك 10 كيلو أوم' }, globals: { direction: 'rtl' } };

export const Mobile: Story = { render: Scale.render, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };

export const CobaltTheme: Story = { render: Tones.render, globals: { theme: 'cobalt' } };
