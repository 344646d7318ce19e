import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid, GridItem } from '../Grid';
import { LinkCard } from './LinkCard';

/** A neutral square standing in for a category icon (no network in stories). */
const icon = (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
    <rect x="4" y="4" width="24" height="24" rx="4" fill="currentColor" opacity="0.4" />
  </svg>
);

const meta = {
  title: 'Navigation/LinkCard',
  component: LinkCard,
  tags: ['autodocs'],
  args: { href: '/tools/ohms-law', title: "Ohm's law", description: 'Voltage, current and resistance: give two, get the third.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithMedia: Story = { args: { media: icon, title: 'Resistors', description: '412,908 parts' } };
export const TitleOnly: Story = { args: { description: undefined } };
/** A manufacturer's logo alone: its accessible name is the picture's alt text. */
export const MediaOnly: Story = { args: { title: undefined, description: undefined, media: icon, 'aria-label': 'Acme Semiconductors' } };
export const LongText: Story = {
  args: {
    title: 'Connectors, interconnects, cable assemblies and accessories for industrial equipment',
    description: 'A description long enough to wrap over several lines in a narrow column without widening the page.',
  },
};
/** Focus the card with the keyboard to see the focus ring; hover turns the border to the brand colour. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('a')?.focus();
  },
};
export const InAGrid: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Grid minItemWidth="large" aria-label="Tools">
      {['Resistor colour code', "Ohm's law", 'LED series resistor', 'Voltage divider'].map((name) => (
        <GridItem key={name}>
          <LinkCard {...args} title={name} />
        </GridItem>
      ))}
    </Grid>
  ),
};
export const RightToLeft: Story = { args: { title: 'قانون أوم', description: 'الجهد والتيار والمقاومة.' }, globals: { direction: 'rtl' } };
export const Mobile: Story = { args: WithMedia.args, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { args: WithMedia.args, globals: { theme: 'cobalt' } };
