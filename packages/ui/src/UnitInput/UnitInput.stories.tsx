import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnitInput } from './UnitInput';
import type { UnitInputProps } from './UnitInput';

const resistance = [
  { value: 'Ω', label: 'Ω' },
  { value: 'kΩ', label: 'kΩ' },
  { value: 'MΩ', label: 'MΩ' },
];

/** Controlled, as a calculator page holds it: the text as typed and the chosen unit. */
function Controlled(args: UnitInputProps) {
  const [value, setValue] = useState(args.value ?? '');
  const [unit, setUnit] = useState(args.unitValue ?? args.unitOptions?.[0]?.value ?? '');
  return (
    <div style={{ maxWidth: 480 }}>
      <UnitInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
        unitValue={unit}
        onUnitChange={(next) => {
          setUnit(next);
          args.onUnitChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/UnitInput',
  component: UnitInput,
  tags: ['autodocs'],
  args: {
    label: 'R1 (top)',
    value: '10',
    unit: 'Ω',
    unitOptions: resistance,
    unitLabel: 'R1 (top) unit',
    unitName: 'r1Unit',
    unitValue: 'kΩ',
    hint: 'Between the input and the output.',
    onChange: fn(),
    onUnitChange: fn(),
  },
  render: Controlled,
} satisfies Meta<typeof UnitInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'R1 (top)' });
    await expect(input).toHaveAccessibleDescription('Between the input and the output.');
    await userEvent.clear(input);
    await userEvent.type(input, '4k7');
    // Engineering notation stays as typed: the page parses it, the field does not.
    await expect(input).toHaveValue('4k7');
    await expect(args.onChange).toHaveBeenLastCalledWith('4k7');
    const unit = canvas.getByRole('combobox', { name: 'R1 (top) unit' });
    await userEvent.selectOptions(unit, 'MΩ');
    await expect(unit).toHaveValue('MΩ');
    await expect(args.onUnitChange).toHaveBeenLastCalledWith('MΩ');
  },
};
/** One unit only: the symbol sits in the box and is read with the number. */
export const FixedUnit: Story = {
  args: { label: 'Ambient temperature', value: '25', unit: '°C', unitOptions: undefined, hint: undefined, inputMode: 'text' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ambient temperature' });
    await expect(input).toHaveAccessibleDescription('°C');
  },
};
export const NoUnit: Story = { args: { label: 'LEDs in series', value: '2', unit: undefined, unitOptions: undefined, hint: undefined } };
export const Optional: Story = { args: { label: 'Voltage', optional: true, value: '', unit: 'V', unitOptions: undefined } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { value: '-5', error: 'R1 (top) must be greater than 0' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'R1 (top)' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Between the input and the output. R1 (top) must be greater than 0');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: {
    label: 'Copper thickness of the outer layers after plating, as the fabricator states it',
    value: '0.0347',
    unitOptions: [
      { value: 'oz', label: 'oz/ft²' },
      { value: 'µm', label: 'µm' },
      { value: 'mil', label: 'mil' },
    ],
    unitValue: 'oz',
    unitLabel: 'Copper thickness unit',
    hint: 'Most boards have 1 oz/ft² (35 µm) outside; heavy-copper boards 2 oz/ft² or more.',
    error: 'Copper thickness must be between 5 µm and 420 µm: check the fabricator’s figure and its unit.',
  },
};
export const RightToLeft: Story = {
  args: {
    label: 'المقاومة',
    value: '-4.7',
    unitLabel: 'وحدة المقاومة',
    hint: 'بين المدخل والمخرج.',
    error: 'يجب أن تكون القيمة أكبر من 0',
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = {
  args: { error: 'R1 (top) must be greater than 0' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const CobaltTheme: Story = { args: { error: 'R1 (top) must be greater than 0' }, globals: { theme: 'cobalt' } };
