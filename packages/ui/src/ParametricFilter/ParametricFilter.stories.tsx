import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ParametricFilter, parametricFilterModes } from './ParametricFilter';

const facets = [
  {
    id: 'manufacturer',
    label: 'Manufacturer',
    options: [
      { value: 'yageo', label: 'Yageo', count: 12840 },
      { value: 'vishay', label: 'Vishay', count: 9310 },
      { value: 'panasonic', label: 'Panasonic', count: 4127 },
      { value: 'rohm', label: 'Rohm', count: 2210 },
    ],
  },
  {
    id: 'package',
    label: 'Package / Case',
    options: [
      { value: '0402', label: '0402 (1005 metric)', count: 8000 },
      { value: '0603', label: '0603 (1608 metric)', count: 11250 },
      { value: '0805', label: '0805 (2012 metric)', count: 6400 },
    ],
  },
  {
    id: 'tolerance',
    label: 'Tolerance',
    options: [
      { value: '1', label: '±1%', count: 15000 },
      { value: '5', label: '±5%', count: 9800 },
    ],
  },
];

const meta = {
  title: 'Commerce/ParametricFilter',
  component: ParametricFilter,
  tags: ['autodocs'],
  args: { facets, selected: { package: ['0603'] }, baseParams: { keyword: 'resistor' }, action: '/search' },
  argTypes: { mode: { control: 'inline-radio', options: parametricFilterModes } },
} satisfies Meta<typeof ParametricFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Filters' });
    await expect(within(form).getByRole('checkbox', { name: '0603 (1608 metric) (11,250)' })).toBeChecked();
    await expect(form).toHaveAttribute('method', 'get');
  },
};
export const Links: Story = {
  args: { mode: 'links' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Yageo/ });
    await expect(link).toHaveAttribute('href', '/search?keyword=resistor&package=0603&manufacturer=yageo');
  },
};
export const NothingSelected: Story = { args: { selected: {} } };
export const Empty: Story = { args: { facets: [] } };
export const LongText: Story = {
  args: {
    facets: [
      {
        id: 'features',
        label: 'Features and qualifications relevant to automotive, industrial and medical designs',
        options: [
          { value: 'aec', label: 'AEC-Q200 qualified, anti-sulfur, moisture resistant thick film', count: 1204 },
          { value: 'pulse', label: 'Pulse withstanding, high surge current capability', count: 88 },
        ],
      },
    ],
    selected: {},
  },
};
export const RightToLeft: Story = {
  args: {
    facets: [
      {
        id: 'manufacturer',
        label: 'الشركة المصنعة',
        options: [
          { value: 'yageo', label: 'ياجيو', count: 12840 },
          { value: 'vishay', label: 'فيشاي', count: 9310 },
        ],
      },
    ],
    selected: { manufacturer: ['vishay'] },
    labels: { title: 'عوامل التصفية', apply: 'تطبيق', clear: 'مسح الكل' },
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { args: { mode: 'links' }, globals: { theme: 'cobalt' } };
