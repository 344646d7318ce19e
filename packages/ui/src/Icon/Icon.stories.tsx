import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames, iconSizes, iconTones } from './Icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'cart', size: 'large' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: iconTones },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const Gallery: Story['render'] = (args) => (
  <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 12, padding: 0, listStyle: 'none' }}>
    {iconNames.map((name) => (
      <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 12 }}>
        <Icon {...args} name={name} />
        <span>{name}</span>
      </li>
    ))}
  </ul>
);

export const AllIcons: Story = { render: Gallery };

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {iconTones.map((tone) => (
        <Icon key={tone} {...args} tone={tone} label={tone} />
      ))}
    </div>
  ),
};

export const Labelled: Story = { args: { name: 'warning', tone: 'caution', label: 'Warning' } };

export const LongText: Story = {
  args: { name: 'info', label: 'Information about the exchange-rate based reference prices shown on this page' },
};

export const RightToLeft: Story = { render: Gallery, globals: { direction: 'rtl' } };

export const Mobile: Story = { render: Gallery, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };

export const CobaltTheme: Story = { render: Tones.render, globals: { theme: 'cobalt' } };
