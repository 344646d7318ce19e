import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { ButtonLink } from '../Button';
import { Link } from '../Link';
import { LinkProvider, makeLinkComponent } from './LinkProvider';

/** A stand-in for react-router's Link: marks links it renders, so the story shows the injection. */
const RouterLink = makeLinkComponent(({ href, ref, ...rest }) => (
  <a ref={ref} href={href} data-router-link="" {...rest} onClick={(event) => event.preventDefault()} />
));

const meta = {
  title: 'Primitives/LinkProvider',
  component: LinkProvider,
  tags: ['autodocs'],
  args: { component: RouterLink, children: null },
  render: (args) => (
    <LinkProvider component={args.component}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
        <Link href="/ContactUs">Contact Us</Link>
        <ButtonLink href="/rfq">Request Quote</ButtonLink>
        <Breadcrumbs
          items={[{ label: 'home', href: '/' }, { label: 'passive components', href: '/category/passive' }, { label: 'resistors' }]}
        />
      </div>
    </LinkProvider>
  ),
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };
export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };
