import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, linkTones, linkUnderlines, linkWeights } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/manufacturer', children: 'All manufacturers' },
  argTypes: {
    tone: { control: 'select', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
    weight: { control: 'inline-radio', options: linkWeights },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Tones: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {linkTones
        .filter((tone) => tone !== 'inverse')
        .map((tone) => (
          <Link key={tone} {...args} tone={tone} underline="always">
            {tone}
          </Link>
        ))}
      <span style={{ background: 'var(--fe-color-surface-inverse)', padding: 4 }}>
        <Link {...args} tone="inverse">
          inverse
        </Link>
      </span>
    </p>
  ),
};
export const LongText: Story = {
  args: { children: 'Read the shipping and delivery conditions for orders to every country we ship to', underline: 'always' },
};
export const RightToLeft: Story = { args: { children: 'جميع الشركات المصنعة' }, globals: { direction: 'rtl' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { render: Tones.render, globals: { theme: 'cobalt' } };
