import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioCard } from './RadioCard';

const meta = {
  title: 'Forms/RadioCard',
  component: RadioCard,
  tags: ['autodocs'],
  args: { name: 'ship', value: 'ground', label: 'Ground', description: '5 working days', aside: '$9.00' },
} satisfies Meta<typeof RadioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const Group = ({ rtl = false }: { rtl?: boolean }) => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 420 }}>
    <RadioCard
      name="ship"
      value="ground"
      label={rtl ? 'بري' : 'Ground'}
      description={rtl ? '5 أيام عمل' : '5 working days'}
      aside="$9.00"
      defaultChecked
    />
    <RadioCard name="ship" value="air" label={rtl ? 'جوي' : 'Express air'} description={rtl ? 'يومان' : '2 working days'} aside="$24.00" />
    <RadioCard
      name="ship"
      value="freight"
      label={rtl ? 'شحن' : 'Freight'}
      description={rtl ? 'غير متاح لهذا البلد' : 'Not available to this country'}
      aside="—"
      disabled
    />
  </div>
);

export const Playground: Story = {};
export const States: Story = { render: () => <Group /> };
export const WithoutAside: Story = {
  args: { aside: undefined, label: 'One shipment, when everything is in stock', description: undefined },
};
export const LongText: Story = {
  args: {
    label: 'Two shipments: what is in stock now, the rest when it arrives from the maker',
    description: 'A second delivery fee applies to the back-ordered pieces',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <RadioCard {...args} />
    </div>
  ),
};
export const RightToLeft: Story = { render: () => <Group rtl />, globals: { direction: 'rtl' } };
export const Mobile: Story = { render: () => <Group />, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
