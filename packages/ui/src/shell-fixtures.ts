// Realistic sample data for the shell components' stories and tests. Not part of the public API.
import type { SocialLink } from './Footer';
import type { ShellContact } from './Header';
import type { CategoryNavItem, ManufacturerNavItem } from './MainNav';
import type { CurrencyOption, RegionLanguage } from './RegionPicker';
import type { SearchSuggestions } from './SearchBox';
import type { CartLine, SidebarProduct } from './Sidebar';

/** A neutral chip outline as a data URI, so stories and screenshots need no network. */
export const partPicture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f0f2f5"/>' +
      '<rect x="18" y="18" width="28" height="28" rx="2" fill="#1f2328"/>' +
      '<g stroke="#838b98" stroke-width="3">' +
      '<path d="M24 10v8M32 10v8M40 10v8M24 46v8M32 46v8M40 46v8M10 24h8M10 32h8M10 40h8M46 24h8M46 32h8M46 40h8"/></g></svg>',
  );

export const searchSuggestions: SearchSuggestions = {
  history: ['STM32F103C8T6', 'LM358DR', 'NE555P'],
  hot: ['ESP32-WROOM-32E', 'ATMEGA328P-PU', 'TPS54331DR', 'GRM188R71H104KA93D'],
  products: [
    {
      PartNo: 'STM32F103C8T6',
      MFG: 'STMicroelectronics',
      ProductUrl: '/product/STM32F103C8T6',
      Description: 'ARM Cortex-M3 MCU, 72 MHz, 64 KB flash, LQFP-48',
      StockText: '18,240 in stock',
      PriceText: 'from $2.1840',
    },
    {
      PartNo: 'STM32F103CBT6',
      MFG: 'STMicroelectronics',
      ProductUrl: '/product/STM32F103CBT6',
      Description: 'ARM Cortex-M3 MCU, 72 MHz, 128 KB flash, LQFP-48',
      StockText: '3,150 in stock',
      PriceText: 'from $3.0200',
    },
    {
      PartNo: 'STM32F103RCT6',
      MFG: 'STMicroelectronics',
      ProductUrl: '/product/STM32F103RCT6',
      Description: 'ARM Cortex-M3 MCU, 72 MHz, 256 KB flash, LQFP-64',
      StockText: 'Out of stock',
      PriceText: 'from $5.4100',
    },
    { PartNo: 'STM32F103VET6', MFG: 'STMicroelectronics', ProductUrl: '/product/STM32F103VET6' },
  ],
  categories: [{ Name: 'ARM Microcontrollers', Url: '/category/microcontrollers/arm-microcontrollers' }],
  manufacturers: [{ Name: 'STMicroelectronics', Url: '/manufacturer/stmicroelectronics' }],
};

/** Very long entries, to check wrapping. */
export const longSearchSuggestions: SearchSuggestions = {
  history: ['CRCW0603100KFKEA RESISTOR THICK FILM 100K OHM 1% 0.1W 0603 AEC-Q200 AUTOMOTIVE GRADE'],
  hot: ['GRM188R71H104KA93D MULTILAYER CERAMIC CAPACITOR 0.1UF 50V X7R 0603'],
  products: [
    {
      PartNo: 'MCP2221A-I/SL-WITH-AN-EXTREMELY-LONG-ORDERING-CODE-SUFFIX-TR',
      MFG: 'Microchip Technology Incorporated (Chandler, Arizona)',
      ProductUrl: '/product/MCP2221A-I%5CSL',
    },
  ],
};

export const arabicSearchSuggestions: SearchSuggestions = {
  history: ['مقاوم 10 كيلو أوم', 'STM32F103C8T6'],
  hot: ['مكثف سيراميك', 'ESP32-WROOM-32E'],
  products: [{ PartNo: 'STM32F103C8T6', MFG: 'STMicroelectronics', ProductUrl: '/product/STM32F103C8T6' }],
};

/** Storybook 10 story globals for a phone-sized viewport (320 × 568, below every mobile breakpoint). */
export const mobileViewport = { viewport: { value: 'mobile1', isRotated: false } };

export const contact: ShellContact = { phone: '+1 (408) 555-0134', email: 'sales@ferrite.example' };

export const socialLinks: SocialLink[] = [
  { network: 'linkedin', href: 'https://www.linkedin.com/company/ferrite-example' },
  { network: 'facebook', href: 'https://www.facebook.com/ferrite.example' },
  { network: 'x', href: 'https://x.com/ferrite_example' },
  { network: 'youtube', href: 'https://www.youtube.com/@ferrite-example' },
];

export const regionLanguages: RegionLanguage[] = [
  { text: 'English', value: 'English', lang: 'en' },
  { text: 'Русский', value: 'Russian', lang: 'ru' },
];

export const currencies: CurrencyOption[] = [
  { text: 'USD', value: 'USD', symbol: '$' },
  { text: 'EUR', value: 'EUR', symbol: '€' },
];

/** A neutral category pictogram as a data URI (stories need no network). */
export const categoryIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><rect x="5" y="5" width="10" height="10" rx="1" fill="none" stroke="#555d6b" stroke-width="1.5"/>' +
      '<path d="M8 2v3M12 2v3M8 15v3M12 15v3M2 8h3M2 12h3M15 8h3M15 12h3" stroke="#555d6b" stroke-width="1.5"/></svg>',
  );

let nextCategoryId = 1000;
const slug = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** Builds a category; children get nested URLs like the storefront's /category/{a}/{b}. */
const category = (name: string, children: CategoryNavItem[] = [], parentUrl = '/category', tags: string[] = []): CategoryNavItem => {
  const LinkUrl = `${parentUrl}/${slug(name)}`;
  return {
    CategoryID: nextCategoryId++,
    CategoryName: name,
    LinkUrl,
    IconPath: parentUrl === '/category' ? categoryIcon : '',
    Tags: tags,
    ChildList: children.map((child) => ({ ...child, LinkUrl: `${LinkUrl}${child.LinkUrl.slice('/category'.length)}` })),
  };
};
const leaves = (...names: string[]) => names.map((name) => category(name));

export const categoryNav: CategoryNavItem[] = [
  category('Passive Components', [
    category('Resistors', leaves('Chip Resistors', 'Through Hole Resistors', 'Resistor Networks & Arrays', 'Current Sense Resistors')),
    category('Capacitors', leaves('Ceramic Capacitors', 'Aluminum Electrolytic Capacitors', 'Tantalum Capacitors', 'Film Capacitors')),
    category('Inductors', leaves('Power Inductors', 'RF Inductors', 'Common Mode Chokes')),
    category('Crystals & Oscillators', leaves('Crystals', 'Oscillators', 'Ceramic Resonators')),
  ]),
  category('Integrated Circuits (ICs)', [
    category('Embedded Processors & Controllers', leaves('Microcontrollers (MCU)', 'Microprocessors (MPU)', 'FPGAs')),
    category('Power Management ICs', leaves('Linear Regulators (LDO)', 'DC-DC Converters', 'Battery Management')),
    category('Amplifiers', leaves('Operational Amplifiers', 'Instrumentation Amplifiers', 'Audio Amplifiers')),
    category('Memory', leaves('NOR Flash', 'EEPROM', 'SRAM')),
    category('Interface ICs', leaves('CAN Transceivers', 'USB Interface ICs', 'RS-485 Transceivers')),
  ]),
  category('Discrete Semiconductors', [
    category('Diodes', leaves('Schottky Diodes', 'Zener Diodes', 'TVS Diodes')),
    category('Transistors', leaves('MOSFETs', 'Bipolar Transistors (BJT)', 'IGBTs')),
    category('Thyristors', leaves('SCRs', 'TRIACs')),
  ]),
  category('Optoelectronics', [category('LEDs', leaves('SMD LEDs', 'Through Hole LEDs')), category('Optocouplers'), category('Displays')]),
  category('Connectors', [
    category('Headers & Wire Housings'),
    category('USB Connectors', leaves('USB Type-C', 'Micro USB')),
    category('Terminal Blocks'),
    category('RF Connectors', leaves('SMA Connectors', 'U.FL Connectors')),
  ]),
  category('Sensors', leaves('Temperature Sensors', 'Pressure Sensors', 'Accelerometers', 'Current Sensors')),
  category('Electromechanical', [
    category('Relays', leaves('Signal Relays', 'Power Relays')),
    category('Switches'),
    category('Fans & Blowers'),
  ]),
  category('Development Boards & Kits'),
  category('Industrial MRO', leaves('Hand Tools', 'Test & Measurement', 'Safety Equipment'), '/category', ['InMRO']),
];

/** One category whose names run long, to check wrapping in the 750px sub-panel. */
export const longCategoryNav: CategoryNavItem[] = [
  category('Semiconductors - Power Management - Voltage Regulators and Supervisory Circuits', [
    category(
      'Switching Voltage Regulators (DC-DC Converters, Buck, Boost, Buck-Boost, Inverting, SEPIC and Ćuk Topologies)',
      leaves('Synchronous Step-Down Controllers with Integrated High-Side and Low-Side MOSFETs for Automotive Use'),
    ),
  ]),
];

export const arabicCategoryNav: CategoryNavItem[] = [
  category('المكونات السلبية', [
    category('المقاومات', leaves('مقاومات الرقاقة', 'مقاومات ذات ثقوب')),
    category('المكثفات', leaves('مكثفات سيراميك', 'مكثفات إلكتروليتية')),
  ]),
  category('الدوائر المتكاملة', [category('المتحكمات الدقيقة', leaves('متحكمات 32 بت'))]),
];

const mfg = (MfgName: string, categories: string[]): ManufacturerNavItem => ({
  MfgUrl: `/manufacturer/${slug(MfgName)}`,
  MfgName,
  Image: '',
  CategoryList: categories.map((CategoryName) => ({
    CategoryName,
    LinkUrl: `/manufacturer/${slug(MfgName)}?category=${slug(CategoryName)}`,
  })),
});

export const manufacturerNav: ManufacturerNavItem[] = [
  mfg('STMicroelectronics', ['Microcontrollers (MCU)', 'Power Management ICs', 'MOSFETs']),
  mfg('Texas Instruments', ['Operational Amplifiers', 'DC-DC Converters', 'CAN Transceivers']),
  mfg('Microchip Technology', ['Microcontrollers (MCU)', 'EEPROM', 'USB Interface ICs']),
  mfg('Analog Devices', ['Instrumentation Amplifiers', 'Data Converters', 'Sensors']),
  mfg('NXP Semiconductors', ['Microprocessors (MPU)', 'CAN Transceivers', 'RF Transistors']),
  mfg('Infineon Technologies', ['MOSFETs', 'IGBTs', 'Microcontrollers (MCU)']),
  mfg('Murata Electronics', ['Ceramic Capacitors', 'Power Inductors', 'Ceramic Resonators']),
  mfg('YAGEO', ['Chip Resistors', 'Ceramic Capacitors', 'Current Sense Resistors']),
  mfg('Vishay', ['Chip Resistors', 'TVS Diodes', 'Film Capacitors']),
  mfg('TE Connectivity', ['Headers & Wire Housings', 'RF Connectors', 'Power Relays']),
  mfg('onsemi', ['MOSFETs', 'Linear Regulators (LDO)', 'Schottky Diodes']),
  mfg('Renesas Electronics', ['Microcontrollers (MCU)', 'Power Management ICs', 'Timing']),
];

/** Story globals for right-to-left Arabic: the preview puts dir="rtl" on <html>, so Radix portals follow. */
export const rtlDirection = { direction: 'rtl' };

const parts: Array<[partNo: string, mfg: string, description: string, price: number]> = [
  ['STM32F103C8T6', 'STMicroelectronics', 'ARM Cortex-M3 MCU, 64 KB Flash, 72 MHz, LQFP-48', 2.86],
  ['LM358DR', 'Texas Instruments', 'Dual operational amplifier, 3–32 V, SOIC-8', 0.21],
  ['NE555P', 'Texas Instruments', 'Precision timer, PDIP-8', 0.34],
  ['GRM188R71H104KA93D', 'Murata Electronics', 'Ceramic capacitor 0.1 µF 50 V X7R 0603', 0.012],
  ['RC0603FR-0710KL', 'YAGEO', 'Chip resistor 10 kΩ 1% 0.1 W 0603', 0.0021],
  ['ATMEGA328P-PU', 'Microchip Technology', '8-bit AVR MCU, 32 KB Flash, PDIP-28', 2.45],
  ['ESP32-WROOM-32E-N4', 'Espressif Systems', 'Wi-Fi + Bluetooth module, 4 MB Flash', 3.1],
  ['TPS54331DR', 'Texas Instruments', '3 A step-down converter, 3.5–28 V, SOIC-8', 1.12],
  ['IRLZ44NPBF', 'Infineon Technologies', 'N-channel MOSFET 55 V 47 A, TO-220AB', 0.98],
  ['AMS1117-3.3', 'Advanced Monolithic Systems', 'LDO regulator 3.3 V 1 A, SOT-223', 0.08],
  ['SMBJ5.0A', 'Vishay', 'TVS diode 5 V 600 W, SMB', 0.11],
  ['1N4148W-7-F', 'Diodes Incorporated', 'Switching diode 75 V 150 mA, SOD-123', 0.02],
];

/** Twelve cart lines: more than the panel's 9. */
export const cartLines: CartLine[] = parts.map(([PartNo, MFG, Description, price], index) => {
  const OrderQty = [10, 25, 100, 1000, 5000][index % 5] ?? 10;
  return {
    DtlID: 5001 + index,
    PartNo,
    MFG,
    Description,
    TempCartID: 'c-7f3a',
    Product: {
      PicUrl: partPicture,
      ProductUrl: `/product/${PartNo}`,
      OrderQty,
      OrderPrice: price,
      ItemAmount: Math.round(OrderQty * price * 100) / 100,
    },
  };
});

const product = ([PartNo, MFG, Description]: (typeof parts)[number], index: number): SidebarProduct => ({
  ProductID: 9001 + index,
  PicUrl: partPicture,
  ProductUrl: `/product/${PartNo}`,
  PartNo,
  MFG,
  Description,
});

export const compareItems: SidebarProduct[] = parts.slice(0, 3).map(product);
export const recentItems: SidebarProduct[] = parts.slice(3, 8).map((part, index) => product(part, index + 3));

export const longSidebarProducts: SidebarProduct[] = [
  {
    ProductID: 9999,
    PicUrl: partPicture,
    ProductUrl: '/product/MCP2221A',
    PartNo: 'MCP2221A-I/SL-WITH-AN-EXTREMELY-LONG-ORDERING-CODE-SUFFIX-TR',
    MFG: 'Microchip Technology Incorporated (Chandler, Arizona, United States)',
    Description:
      'USB 2.0 to I2C/UART protocol converter with GPIO, full-speed, 3.0–5.5 V supply, industrial temperature range, SOIC-14 package, tape and reel',
  },
];

/** Story globals for the second brand (blue Cobalt theme on <body>). */
export const cobaltTheme = { theme: 'cobalt' };
