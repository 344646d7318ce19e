import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  tags: ['autodocs'],
  args: { padding: 'large', background: 'surfaceRaised', borderRadius: 'large', boxShadow: 'small', border: 'standard' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ children }: { children: string }) => (
  <Box padding="medium" background="brandSoft" color="brandText" borderRadius="standard">
    {children}
  </Box>
);

export const Playground: Story = {
  render: (args) => (
    <Box {...args}>
      <Box display="flex" gap="small" flexDirection={{ xs: 'column', md: 'row' }}>
        <Tile>Resistors</Tile>
        <Tile>Capacitors</Tile>
        <Tile>Inductors</Tile>
      </Box>
    </Box>
  ),
};

export const Empty: Story = { args: { children: null, padding: 'xlarge' } };

export const Surfaces: Story = {
  render: () => (
    <Box display="flex" gap="small" flexWrap="wrap">
      {(['background', 'surface', 'surfaceRaised', 'surfaceSunken', 'brandSoft'] as const).map((background) => (
        <Box key={background} padding="large" background={background} border="standard" borderRadius="standard">
          {background}
        </Box>
      ))}
      <Box padding="large" background="brand" color="onBrand" borderRadius="standard">
        brand
      </Box>
      <Box padding="large" background="surfaceInverse" color="textInverse" borderRadius="standard">
        surfaceInverse
      </Box>
    </Box>
  ),
};

export const NarrowColumn: Story = {
  render: () => (
    <Box as="section" maxWidth="xxlarge" marginX="auto" padding="large" border="standard" borderRadius="standard">
      A narrow column from the size scale, centred by auto inline margins: the frame of a sign-in form.
    </Box>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'Box only accepts token values: spacing from the space scale, surfaces from the colour contract, radii and shadows from the theme. A long paragraph wraps inside it without overflowing its container on narrow screens.',
  },
};

export const RightToLeft: Story = {
  render: Playground.render,
  args: { paddingInlineStart: 'xxlarge' },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = { render: Playground.render, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };

export const CobaltTheme: Story = { render: Surfaces.render, globals: { theme: 'cobalt' } };
