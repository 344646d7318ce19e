import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CookieNotice } from '../CookieNotice';
import { ErrorView } from '../ErrorView';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { LoadingBar } from '../LoadingBar';
import { MainNav } from '../MainNav';
import { RegionPicker } from '../RegionPicker';
import { SearchBox } from '../SearchBox';
import { Sidebar } from '../Sidebar';
import type { SidebarView } from '../Sidebar';
import { Snackbar } from '../Snackbar';
import {
  cartLines,
  categoryNav,
  cobaltTheme,
  compareItems,
  contact,
  currencies,
  manufacturerNav,
  mobileViewport,
  recentItems,
  regionLanguages,
  rtlDirection,
  searchSuggestions,
  socialLinks,
} from '../shell-fixtures';
import { DefaultLayout } from './DefaultLayout';

/** The kit's shell pieces wired together with local state, as the storefront wires them to its stores. */
function ShellHeader({ userName }: { userName?: string }) {
  const [keyword, setKeyword] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <Header
        userName={userName}
        cartCount={cartLines.length}
        contact={contact}
        onLogOut={fn()}
        menuOpen={menuOpen}
        onMenuClick={() => setMenuOpen((open) => !open)}
        menuControls="story-main-nav"
        regionPicker={<RegionPicker languages={regionLanguages} currencies={currencies} onSave={fn()} tone="inverse" />}
        search={<SearchBox value={keyword} onChange={setKeyword} onSubmit={fn()} onInvalid={fn()} suggestions={searchSuggestions} />}
      />
      <MainNav
        id="story-main-nav"
        categories={categoryNav}
        manufacturers={manufacturerNav}
        signedIn={Boolean(userName)}
        signInHref="/account/login?redirect=%2F"
        mobileOpen={menuOpen}
        onMobileOpenChange={setMenuOpen}
        onLogOut={fn()}
      />
    </>
  );
}

function ShellSidebar() {
  const [view, setView] = useState<SidebarView | null>(null);
  return <Sidebar view={view} onViewChange={setView} cartItems={cartLines} compareItems={compareItems} recentItems={recentItems} />;
}

const page = (
  <section>
    <h1>Chip Resistors</h1>
    <p>
      Thick-film and thin-film surface-mount resistors from 0201 to 2512, 0.1% to 5% tolerance, from YAGEO, Vishay, Panasonic and KOA Speer.
    </p>
  </section>
);

const meta = {
  title: 'Shop/Shell/Layouts/DefaultLayout',
  component: DefaultLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    main: page,
    header: <ShellHeader />,
    sidebar: <ShellSidebar />,
    footer: <Footer onSubscribe={fn()} onInvalid={fn()} contact={contact} socialLinks={socialLinks} />,
    mainId: 'main',
  },
  argTypes: {
    main: { control: false },
    header: { control: false },
    nav: { control: false },
    sidebar: { control: false },
    footer: { control: false },
    topBar: { control: false },
    cookieNotice: { control: false },
    snackbar: { control: false },
    loadingBar: { control: false },
  },
} satisfies Meta<typeof DefaultLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SignedIn: Story = { args: { header: <ShellHeader userName="Ada Lovelace" /> } };

/** Only the page: every slot is optional. */
export const Empty: Story = { args: { header: undefined, sidebar: undefined, footer: undefined, main: <p>Page only</p> } };

/** A navigation in progress. */
export const Loading: Story = { args: { loadingBar: <LoadingBar active label="Page loading" /> } };

/** A failed page inside the shell, with its snackbar. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    main: <ErrorView variant="500" />,
    snackbar: <Snackbar type="error" message="Request failed with status code 500" />,
  },
};

export const WithCookieNotice: Story = {
  args: { cookieNotice: <CookieNotice onAccept={fn()} onReject={fn()} /> },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const LongText: Story = {
  args: {
    main: (
      <section>
        <h1>Synchronous Step-Down Controllers with Integrated High-Side and Low-Side MOSFETs for Automotive Use</h1>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            AEC-Q100 qualified buck controllers with 3.5 V to 60 V input, spread-spectrum frequency modulation, power-good output,
            adjustable soft start and cycle-by-cycle current limiting for ADAS cameras and infotainment.
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
        <h1>مقاومات الرقاقة</h1>
        <p>مقاومات سطحية بأغشية سميكة ورقيقة.</p>
      </section>
    ),
  },
  globals: rtlDirection,
};

export const Mobile: Story = { globals: mobileViewport, tags: ['mobile'] };

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { args: { header: <ShellHeader userName="Ada Lovelace" /> }, globals: cobaltTheme };
