import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 7, pageCount: 20, hrefForPage: (page: number) => `/category/passive/resistors?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/category/passive/resistors?page=8');
  },
};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 20 } };
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };
export const CappedAtFifty: Story = {
  args: { page: 48, pageCount: 400 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Page 50' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('link', { name: 'Page 400' })).toBeNull();
  },
};
export const Empty: Story = { args: { page: 1, pageCount: 1 } };
export const LongText: Story = {
  args: { previousLabel: 'Previous page of results', nextLabel: 'Next page of matching parts', page: 3, pageCount: 9 },
};
export const RightToLeft: Story = {
  args: { previousLabel: 'السابق', nextLabel: 'التالي', label: 'ترقيم الصفحات', pageLabel: (n: number) => `صفحة ${n}` },
  globals: { direction: 'rtl' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
