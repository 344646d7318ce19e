import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingLevels, headingTones } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { children: 'Passive Components', level: 2 },
  argTypes: { level: { control: 'inline-radio', options: headingLevels }, tone: { control: 'inline-radio', options: headingTones } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Levels: Story = {
  render: (args) => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Level {level}: {args.children}
        </Heading>
      ))}
    </div>
  ),
};
export const LongText: Story = {
  args: { children: 'Multilayer Ceramic Capacitors MLCC - SMD/SMT 0402 100nF 16V X7R ±10% AEC-Q200 Automotive Grade' },
};
export const RightToLeft: Story = { args: { children: 'المكونات السلبية' }, globals: { direction: 'rtl' } };
export const Mobile: Story = { render: Levels.render, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { args: { tone: 'brand' }, globals: { theme: 'cobalt' } };
