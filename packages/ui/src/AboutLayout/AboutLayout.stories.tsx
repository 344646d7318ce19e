import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { LoadingBar } from '../LoadingBar';
import { cobaltTheme, contact, mobileViewport, rtlDirection } from '../shell-fixtures';
import { Snackbar } from '../Snackbar';
import { AboutLayout, aboutSections } from './AboutLayout';
import type { AboutSection } from './AboutLayout';

const sectionText: Record<AboutSection, [string, string]> = {
  'company-profile': ['Company Profile', 'Ferrite distributes electronic components from more than 1,200 manufacturers.'],
  'developmental-ideal': ['Developmental Ideal', 'Genuine parts, traceable lots and honest lead times.'],
  'application-area': ['Application Area', 'Industrial automation, automotive electronics, IoT and medical devices.'],
  'news-centre': ['News Centre', 'New linecard: power modules and GaN transistors now in stock.'],
  'contact-us': ['Contact Us', 'sales@ferrite.example · +1 (408) 555-0134'],
};

const page = (
  <>
    {aboutSections.map((id) => (
      <section key={id} id={id} style={{ minHeight: 320 }}>
        <h2>{sectionText[id][0]}</h2>
        <p>{sectionText[id][1]}</p>
      </section>
    ))}
  </>
);

const meta = {
  title: 'Shop/Shell/Layouts/AboutLayout',
  component: AboutLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    main: page,
    header: <Header topBar={false} contact={contact} />,
    footer: <Footer onSubscribe={fn()} contact={contact} />,
    activeSection: 'company-profile',
  },
  argTypes: {
    activeSection: { control: 'select', options: aboutSections },
    scrolled: { control: 'boolean' },
    main: { control: false },
    header: { control: false },
    footer: { control: false },
    snackbar: { control: false },
    loadingBar: { control: false },
  },
} satisfies Meta<typeof AboutLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** After 70px of scroll: the compact, raised anchor nav. */
export const Scrolled: Story = { args: { scrolled: true, activeSection: 'application-area' } };

export const Empty: Story = { args: { main: null, header: undefined, footer: undefined } };

export const Loading: Story = { args: { loadingBar: <LoadingBar active label="Page loading" /> } };

export const ErrorState: Story = {
  name: 'Error',
  args: { snackbar: <Snackbar type="error" message="Network error" /> },
};

export const LongText: Story = {
  args: {
    labels: {
      'company-profile': 'Company Profile and Corporate Governance',
      'developmental-ideal': 'Developmental Ideal and Sustainability Commitments',
      'application-area': 'Application Areas Across Industrial and Automotive Markets',
      'news-centre': 'News Centre and Press Releases',
      'contact-us': 'Contact Us and Regional Offices',
    },
  },
};

export const RightToLeft: Story = {
  args: {
    labels: {
      nav: 'ملف الشركة',
      'company-profile': 'ملف الشركة',
      'developmental-ideal': 'فلسفة التطوير',
      'application-area': 'مجالات التطبيق',
      'news-centre': 'مركز الأخبار',
      'contact-us': 'اتصل بنا',
    },
  },
  globals: rtlDirection,
};

export const Mobile: Story = { globals: mobileViewport, tags: ['mobile'] };

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { args: { scrolled: true, activeSection: 'news-centre' }, globals: cobaltTheme };
