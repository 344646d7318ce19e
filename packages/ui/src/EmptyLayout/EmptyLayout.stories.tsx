import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorView } from '../ErrorView';
import { LoadingBar } from '../LoadingBar';
import { cobaltTheme, mobileViewport, rtlDirection } from '../shell-fixtures';
import { Snackbar } from '../Snackbar';
import { EmptyLayout, emptyLayoutAligns } from './EmptyLayout';

const card = (
  <section style={{ maxWidth: 420, padding: 24, background: 'var(--fe-color-surface)', borderRadius: 8 }}>
    <h1 style={{ marginTop: 0 }}>Sign In</h1>
    <p>Sign in to see your order history, addresses, RFQs and favourites.</p>
  </section>
);

const meta = {
  title: 'Layouts/EmptyLayout',
  component: EmptyLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { main: card, align: 'center', mainId: 'main' },
  argTypes: {
    align: { control: 'inline-radio', options: emptyLayoutAligns },
    main: { control: false },
    snackbar: { control: false },
    loadingBar: { control: false },
  },
} satisfies Meta<typeof EmptyLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { main: null } };

export const Loading: Story = { args: { loadingBar: <LoadingBar active label="Page loading" /> } };

export const ErrorState: Story = {
  name: 'Error',
  args: { main: <ErrorView variant="404" />, snackbar: <Snackbar type="warning" message="This page could not be found" /> },
};

export const LongText: Story = {
  args: {
    align: 'start',
    main: (
      <section>
        <h1>Terms &amp; Conditions of Sale for Electronic Components, Development Tools and Engineering Services</h1>
        {Array.from({ length: 10 }, (_, index) => (
          <p key={index}>
            All quotations are valid for 30 days unless stated otherwise. Prices follow exchange rates and are for reference only; the price
            on the order confirmation applies.
          </p>
        ))}
      </section>
    ),
  },
};

export const RightToLeft: Story = {
  args: {
    main: (
      <section>
        <h1>تسجيل الدخول</h1>
        <p>سجّل الدخول لعرض طلباتك.</p>
      </section>
    ),
  },
  globals: rtlDirection,
};

export const Mobile: Story = { globals: mobileViewport, tags: ['mobile'] };

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { globals: cobaltTheme };
