import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { TextField } from '../TextField';
import { Fieldset, FormField } from './FormField';
import type { FormFieldProps } from './FormField';

type Args = Omit<FormFieldProps, 'children'> & { rows?: number };

const meta = {
  title: 'Forms/FormField',
  args: { label: 'Message', hint: 'Part numbers, quantities and target prices help us quote faster.', rows: 4 },
  render: ({ rows, ...args }: Args) => (
    <div style={{ maxWidth: 480 }}>
      <FormField {...args}>{(control) => <textarea {...control} name="message" rows={rows} />}</FormField>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAccessibleDescription('Part numbers, quantities and target prices help us quote faster.');
  },
};
export const Required: Story = { args: { required: true } };
/** A field that may stay blank says so in its label, and so in its name. */
export const Optional: Story = {
  args: { optional: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message (optional)' })).not.toBeRequired();
  },
};
export const WithError: Story = {
  args: { required: true, error: 'Write at most 2,000 characters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeInvalid();
  },
};
export const Monospace: Story = {
  args: { label: 'Part numbers and quantities', hint: '2 lines (at most 500)', monospace: true, rows: 6 },
};
export const LongText: Story = {
  args: {
    label: 'Anything else we should know about this request, such as the end customer or the production schedule?',
    hint: 'We read every note before we quote; a long explanation of alternatives you would accept helps us source faster.',
    error: 'This note is longer than the 2,000 characters a request can hold: shorten it or attach a file instead.',
  },
};
export const RightToLeft: Story = {
  args: { label: 'رسالة', hint: 'أرقام القطع والكميات تساعدنا على التسعير.', error: 'الرسالة طويلة جدًا.', required: true },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = {
  args: { required: true, error: 'Write at most 2,000 characters.' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const CobaltTheme: Story = { args: { required: true, error: 'Write at most 2,000 characters.' }, globals: { theme: 'cobalt' } };

/** A group under a legend: a checkout step (framed) with a group error. */
export const FieldsetFramed: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <Fieldset legend="Shipping method" hint="Prices include handling." error="Choose a shipping method." required framed>
        <Checkbox label="Standard (3–5 working days)" name="m" value="standard" />
        <Checkbox label="Express (1–2 working days)" name="m" value="express" />
      </Fieldset>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Shipping method/ });
    await expect(group).toHaveAccessibleDescription('Prices include handling. Choose a shipping method.');
  },
};
export const FieldsetPlain: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <Fieldset legend="Contact">
        <TextField label="Email" type="email" required />
      </Fieldset>
    </div>
  ),
};
export const FieldsetRightToLeft: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <Fieldset legend="طريقة الشحن" error="اختر طريقة الشحن." required framed>
        <Checkbox label="عادي" name="m" value="standard" />
      </Fieldset>
    </div>
  ),
  globals: { direction: 'rtl' },
};
export const FieldsetMobile: Story = {
  render: FieldsetFramed.render,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const FieldsetCobaltTheme: Story = { render: FieldsetFramed.render, globals: { theme: 'cobalt' } };
