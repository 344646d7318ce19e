import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { cobaltTheme, contact, mobileViewport, rtlDirection, socialLinks } from '../shell-fixtures';
import { Footer, paymentMethods, shippingCarriers } from './Footer';

const meta = {
  title: 'Shop/Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    onSubscribe: fn(),
    onInvalid: fn(),
    subscribing: false,
    contact,
    socialLinks,
    brand: 'Ferrite',
    year: 2025,
  },
  argTypes: {
    carriers: { control: 'check', options: shippingCarriers },
    payments: { control: 'check', options: paymentMethods },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No contact, no social links, no badges, no legal links. */
export const Empty: Story = {
  args: { contact: undefined, socialLinks: [], carriers: [], payments: [], legalLinks: [], linkGroups: [] },
};

/** The subscription call is running. */
export const Subscribing: Story = {
  args: { subscribing: true },
};

/** Submitted with an invalid address: the docs/product.md §5 message. */
export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'buyer@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You should submit a valid Email');
    await expect(args.onInvalid).toHaveBeenCalledWith('You should submit a valid Email');
  },
};

export const LongText: Story = {
  args: {
    brand: 'Ferrite Electronic Components Distribution International',
    contact: { phone: '+44 (0) 20 7946 0958 ext. 12345', email: 'international.sales.department@ferrite.example' },
    carriers: shippingCarriers,
    payments: paymentMethods,
    linkGroups: [
      {
        title: 'Information for engineers, buyers and procurement teams',
        links: [
          { text: 'Counterfeit-part mitigation and traceability documentation (AS6081, AS5553)', href: '/help/traceability' },
          { text: 'About Us', href: '/AboutUs' },
        ],
      },
    ],
  },
};

export const RightToLeft: Story = {
  args: {
    labels: {
      newsletterTitle: 'اشترك في نشرتنا الإخبارية',
      newsletterText: 'قطع جديدة وتخفيضات ومقالات هندسية، مرة كل شهر.',
      emailLabel: 'البريد الإلكتروني',
      emailPlaceholder: 'أدخل بريدك الإلكتروني',
      subscribe: 'اشترك',
      invalidEmail: 'يجب إدخال بريد إلكتروني صالح',
      contactTitle: 'اتصل بنا',
      phone: 'هاتف',
      email: 'بريد إلكتروني',
      followUs: 'تابعنا',
      shipping: 'شركاء الشحن',
      payment: 'طرق الدفع',
      legal: 'قانوني',
      copyright: '© {year} {brand}. جميع الحقوق محفوظة.',
    },
    linkGroups: [
      {
        title: 'معلومات',
        links: [
          { text: 'من نحن', href: '/AboutUs' },
          { text: 'اتصل بنا', href: '/ContactUs' },
        ],
      },
      {
        title: 'الخدمات',
        links: [
          { text: 'طلب عرض سعر', href: '/rfq' },
          { text: 'الأدوات', href: '/tools' },
        ],
      },
      {
        title: 'روابط سريعة',
        links: [
          { text: 'جميع المنتجات', href: '/category' },
          { text: 'الشركات المصنعة', href: '/manufacturer' },
        ],
      },
    ],
    legalLinks: [{ text: 'سياسة الخصوصية', href: '/PrivacyPolicy' }],
  },
  globals: rtlDirection,
};

export const Mobile: Story = { globals: mobileViewport, tags: ['mobile'] };

/** The second brand: the same component re-themed by the body class only. */
export const CobaltTheme: Story = { globals: cobaltTheme };
