import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorView, errorViewVariants } from './ErrorView';

const meta = {
  title: 'Pages/ErrorView',
  component: ErrorView,
  tags: ['autodocs'],
  args: { variant: '404' },
  argTypes: { variant: { control: 'inline-radio', options: errorViewVariants } },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! This Page Vanished' })).toBeInTheDocument();
    await expect(canvas.getByText('This page could not be found')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Send us feedback' })).toHaveAttribute('href', '/feedback');
  },
};
export const ServerError: Story = { args: { variant: '500' } };
export const Forbidden: Story = { args: { variant: '403' } };
export const Error: Story = { args: { variant: '500', detail: 'Unknown middleware auth-legacy' } };
export const LongText: Story = {
  args: {
    variant: '500',
    detail:
      'The catalogue service did not answer within 30 seconds while loading the parametric filters for this category. Our engineers have been notified automatically; you can keep browsing other categories in the meantime.',
  },
};
export const RightToLeft: Story = {
  args: {
    title: 'عفوًا! اختفت هذه الصفحة',
    message: 'تعذر العثور على هذه الصفحة',
    detail: 'الصفحة التي تبحث عنها غير موجودة.',
    homeLabel: 'العودة إلى الرئيسية',
    feedbackPrompt: 'هل هناك خطأ؟',
    feedbackLabel: 'أرسل لنا ملاحظاتك',
  },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { args: { variant: '500' }, globals: { theme: 'cobalt' } };
