import type { Meta, StoryObj } from '@storybook/react-vite';
import { MatchConfidence, matchConfidences } from './MatchConfidence';

const meta = {
  title: 'Shop/MatchConfidence',
  component: MatchConfidence,
  tags: ['autodocs'],
  args: { confidence: 'exact' },
} satisfies Meta<typeof MatchConfidence>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Levels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {matchConfidences.map((level) => (
        <MatchConfidence key={level} confidence={level} />
      ))}
    </div>
  ),
};
export const PageWords: Story = { args: { confidence: 'partial', labels: { partial: 'Several parts match' } } };
export const RightToLeft: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {matchConfidences.map((level) => (
        <MatchConfidence
          key={level}
          confidence={level}
          labels={{ exact: 'مطابقة تامة', partial: 'تحقق', none: 'لا تطابق', dnp: 'لا تركّب' }}
        />
      ))}
    </div>
  ),
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { render: Levels.render, globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
