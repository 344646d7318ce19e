import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  args: { children: 'Make default' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const InText: Story = {
  render: (args) => (
    <Text as="p">
      Anyone with the link can view this BOM. <LinkButton {...args}>Stop sharing</LinkButton>
    </Text>
  ),
};
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <LinkButton {...args} tone="link">
        Edit
      </LinkButton>
      <LinkButton {...args} tone="muted">
        Remove
      </LinkButton>
      <LinkButton {...args} underline="hover">
        Use this part
      </LinkButton>
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  render: (args) => (
    <div style={{ maxWidth: 200 }}>
      <LinkButton {...args}>Remove STM32F103C8T6-ARM-CORTEX-M3-MICROCONTROLLER from favourites</LinkButton>
    </div>
  ),
};
export const RightToLeft: Story = { args: { children: 'اجعله الافتراضي' }, globals: { direction: 'rtl' } };
export const Mobile: Story = { render: Tones.render, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { render: Tones.render, globals: { theme: 'cobalt' } };
