// Interface ICs: USB bridges, hubs and Type-C controllers; RS-232 and RS-485 transceivers; CAN
// transceivers and controllers.
import { type Dev, type Scheme } from './ordering-codes';
import {
  T_A105,
  T_A125,
  T_A85,
  T_C70,
  T_J150,
  adix,
  graded,
  icx,
  listed,
  ltx,
  maxx,
  mchx,
  q1,
  reel,
  rnx,
  tix,
  tube,
} from './more-packages-and-codes';
import type { Family, Variant } from '../family';
import { adiDs, mchpDs, tiDs } from './datasheet-urls';

const USB = 'usb-interface-ics';
const SER = 'rs-232-and-rs-485-transceivers';
const CAN = 'can-transceivers-and-controllers';

type L = [string, Variant['pack'], number][];

// ---------------------------------------------------------------------------------------------
// USB: [name, protocol, function, interface, supply, supply current, price, packages, data-sheet stem].
// A row may leave the data-sheet stem out when it is the name in lower case.

/** 'SS', 'HS', 'TYPE-C' or 'FS': the USB word of a description. */
function usbSpeedWord(protocol: string): string {
  if (protocol.includes('3.')) return 'SS';
  if (protocol.includes('Hi-Speed') || protocol.includes('HS')) return 'HS';
  return protocol.includes('Type-C') || protocol.includes('PD') ? 'TYPE-C' : 'FS';
}
type URow = [string, string, string, string, string, string, number, string[], string?];
function usbs(rows: URow[], temp = T_A85): Dev[] {
  return rows.map(([name, protocol, fn, iface, vs, is, price, pkgs, ds = name.toLowerCase()]) => ({
    n: name,
    d: `IC USB ${usbSpeedWord(protocol)} ${fn
      .toUpperCase()
      .replace('USB TO ', '')
      .replace(/[^A-Z0-9 ]/g, '')}`,
    p: {
      Protocol: protocol,
      Function: fn,
      Interface: iface,
      Standards: protocol.replace(/ \(.*\)/, ''),
      'Voltage - Supply': vs,
      'Current - Supply': is,
    },
    price,
    pkgs,
    temp,
    ds,
  }));
}
const FS = 'USB 2.0 (Full-Speed)';
const HS = 'USB 2.0 (Hi-Speed)';
const FTDI: Dev[] = usbs([
  ['FT232RL', FS, 'Bridge, USB to UART', 'UART', '3.3V ~ 5.25V', '15mA', 4.5, ['SSOP-28'], 'FT232R'],
  ['FT232RQ', FS, 'Bridge, USB to UART', 'UART', '3.3V ~ 5.25V', '15mA', 4.4, ['QFN-28'], 'FT232R'],
  ['FT232RNL', FS, 'Bridge, USB to UART', 'UART', '3.3V ~ 5.25V', '15mA', 3.9, ['SSOP-28'], 'FT232RN'],
  ['FT245RL', FS, 'Bridge, USB to FIFO', 'FIFO', '3.3V ~ 5.25V', '15mA', 4.6, ['SSOP-28'], 'FT245R'],
  ['FT231XS', FS, 'Bridge, USB to UART', 'UART', '1.8V ~ 3.3V, 5V', '8mA', 2.3, ['SSOP-20'], 'FT231X'],
  ['FT231XQ', FS, 'Bridge, USB to UART', 'UART', '1.8V ~ 3.3V, 5V', '8mA', 2.2, ['VQFN-20'], 'FT231X'],
  ['FT230XS', FS, 'Bridge, USB to UART', 'UART', '1.8V ~ 3.3V, 5V', '8mA', 1.9, ['QSOP-16'], 'FT230X'],
  ['FT230XQ', FS, 'Bridge, USB to UART', 'UART', '1.8V ~ 3.3V, 5V', '8mA', 1.85, ['VQFN-16'], 'FT230X'],
  ['FT234XD', FS, 'Bridge, USB to UART', 'UART', '1.8V ~ 3.3V, 5V', '8mA', 1.8, ['DFN-12'], 'FT234XD'],
  ['FT201XS', FS, 'Bridge, USB to I²C', 'I²C', '1.8V ~ 3.3V, 5V', '8mA', 2.1, ['QSOP-16'], 'FT201X'],
  ['FT200XD', FS, 'Bridge, USB to I²C', 'I²C', '1.8V ~ 3.3V, 5V', '8mA', 1.9, ['DFN-10'], 'FT200XD'],
  ['FT240XS', FS, 'Bridge, USB to FIFO', 'FIFO', '1.8V ~ 3.3V, 5V', '8mA', 2.2, ['SSOP-24'], 'FT240X'],
  ['FT232HL', HS, 'Bridge, USB to UART/FIFO/MPSSE', 'FIFO, I²C, JTAG, SPI, UART', '3.3V', '54mA', 5.6, ['LQFP-48'], 'FT232H'],
  ['FT232HQ', HS, 'Bridge, USB to UART/FIFO/MPSSE', 'FIFO, I²C, JTAG, SPI, UART', '3.3V', '54mA', 5.5, ['VQFN-48'], 'FT232H'],
  ['FT2232HL', HS, 'Bridge, USB to 2x UART/FIFO/MPSSE', 'FIFO, I²C, JTAG, SPI, UART', '3.3V', '70mA', 7.2, ['LQFP-64'], 'FT2232H'],
  ['FT2232HQ', HS, 'Bridge, USB to 2x UART/FIFO/MPSSE', 'FIFO, I²C, JTAG, SPI, UART', '3.3V', '70mA', 7.1, ['VQFN-64'], 'FT2232H'],
  ['FT4232HL', HS, 'Bridge, USB to 4x UART/MPSSE', 'I²C, JTAG, SPI, UART', '3.3V', '70mA', 7.9, ['LQFP-64'], 'FT4232H'],
  ['FT4232HQ', HS, 'Bridge, USB to 4x UART/MPSSE', 'I²C, JTAG, SPI, UART', '3.3V', '70mA', 7.8, ['VQFN-64'], 'FT4232H'],
  ['FT260Q', FS, 'Bridge, USB to I²C/UART (HID)', 'I²C, UART', '3.3V ~ 5.5V', '12mA', 2.4, ['QFN-28'], 'FT260'],
  ['FT260S', FS, 'Bridge, USB to I²C/UART (HID)', 'I²C, UART', '3.3V ~ 5.5V', '12mA', 2.5, ['TSSOP-28'], 'FT260'],
  ['FT4222HQ', HS, 'Bridge, USB to SPI/I²C', 'I²C, SPI', '3.3V', '60mA', 3.4, ['VQFN-32'], 'FT4222H'],
]);
const FTDI_CODES: Record<string, L> = Object.fromEntries(
  FTDI.map((device): [string, L] => {
    const pkgKey = device.pkgs[0] as string;
    if ((device.n.startsWith('FT23') && pkgKey === 'SSOP-28') || device.n === 'FT245RL')
      return [
        device.n,
        [
          [`${device.n}-REEL`, 'reel', 2000],
          [`${device.n}-TUBE`, 'tube', 47],
        ],
      ];
    if (pkgKey.startsWith('LQFP') || pkgKey.startsWith('VQFN-4') || pkgKey.startsWith('VQFN-6'))
      return [
        device.n,
        [
          [`${device.n}-REEL`, 'reel', pkgKey.startsWith('LQFP') ? 1500 : 2500],
          [`${device.n}-TRAY`, 'tray', pkgKey.startsWith('LQFP') ? 160 : 260],
        ],
      ];
    if (device.n === 'FT232RQ')
      return [
        device.n,
        [
          ['FT232RQ-REEL', 'reel', 6000],
          ['FT232RQ-TRAY', 'tray', 490],
        ],
      ];
    if (device.n === 'FT4222HQ')
      return [
        device.n,
        [
          ['FT4222HQ-D-R', 'reel', 3000],
          ['FT4222HQ-D-T', 'tray', 490],
        ],
      ];
    if (/QFN|DFN/.test(pkgKey))
      return [
        device.n,
        [
          [`${device.n}-R`, 'reel', pkgKey.startsWith('DFN') ? 3000 : 6000],
          [`${device.n}-T`, 'tray', 490],
        ],
      ];
    return [
      device.n,
      [
        [`${device.n}-R`, 'reel', 2500],
        [`${device.n}-U`, 'tube', 47],
      ],
    ];
  }),
);

const SILABS: Dev[] = [
  ...usbs([
    ['CP2102N-A02-GQFN28', FS, 'Bridge, USB to UART', 'UART', '3V ~ 3.6V', '9.5mA', 1.45, ['QFN-28'], 'cp2102n'],
    ['CP2102N-A02-GQFN24', FS, 'Bridge, USB to UART', 'UART', '3V ~ 3.6V', '9.5mA', 1.4, ['VQFN-24'], 'cp2102n'],
    ['CP2102N-A02-GQFN20', FS, 'Bridge, USB to UART', 'UART', '3V ~ 3.6V', '9.5mA', 1.35, ['VQFN-20'], 'cp2102n'],
    ['CP2104-F03-GM', FS, 'Bridge, USB to UART', 'UART', '3V ~ 3.6V', '17mA', 2.2, ['VQFN-24'], 'cp2104'],
    ['CP2105-F01-GM', FS, 'Bridge, USB to 2x UART', 'UART', '3V ~ 3.6V', '17mA', 2.6, ['VQFN-24'], 'cp2105'],
    ['CP2108-B03-GM', FS, 'Bridge, USB to 4x UART', 'UART', '3V ~ 3.6V', '30mA', 4.7, ['VQFN-64'], 'cp2108'],
    ['CP2112-F03-GM', FS, 'Bridge, USB to SMBus (HID)', 'I²C, SMBus', '3V ~ 3.6V', '14mA', 1.9, ['VQFN-24'], 'cp2112'],
    ['CP2110-F01-GM', FS, 'Bridge, USB to UART (HID)', 'UART', '3V ~ 3.6V', '14mA', 1.9, ['VQFN-24'], 'cp2110'],
    ['CP2102-GM', FS, 'Bridge, USB to UART', 'UART', '3V ~ 3.6V', '20mA', 2.1, ['QFN-28'], 'cp2102'],
    ['CP2615-A01-GM', FS, 'Bridge, USB to I²S Audio', 'I²C, I²S', '3V ~ 3.6V', '35mA', 3.9, ['VQFN-32'], 'cp2615'],
  ]),
];
const silabsScheme: Scheme = (device) => [device.n, [reel(`${device.n}R`, 1500), { mpn: device.n, pack: 'tray', qty: 490 }]];

const WCH: Dev[] = usbs(
  [
    ['CH340G', FS, 'Bridge, USB to UART', 'UART', '3.3V, 5V', '12mA', 0.42, ['SOIC-16'], 'CH340DS1'],
    ['CH340C', FS, 'Bridge, USB to UART', 'UART', '3.3V, 5V', '12mA', 0.48, ['SOIC-16'], 'CH340DS1'],
    ['CH340E', FS, 'Bridge, USB to UART', 'UART', '3.3V, 5V', '12mA', 0.5, ['MSOP-10'], 'CH340DS1'],
    ['CH340N', FS, 'Bridge, USB to UART', 'UART', '3.3V, 5V', '12mA', 0.46, ['SOIC-8'], 'CH340DS1'],
    ['CH340K', FS, 'Bridge, USB to UART', 'UART', '3.3V, 5V', '12mA', 0.5, ['MSOP-10-EP'], 'CH340DS1'],
    ['CH340B', FS, 'Bridge, USB to UART', 'UART', '3.3V, 5V', '12mA', 0.52, ['SOIC-16'], 'CH340DS1'],
    ['CH340T', FS, 'Bridge, USB to UART', 'UART', '3.3V, 5V', '12mA', 0.55, ['SSOP-20'], 'CH340DS1'],
    ['CH341A', FS, 'Bridge, USB to UART/I²C/SPI/Parallel', 'EPP, I²C, SPI, UART', '3.3V, 5V', '15mA', 0.82, ['SOICW-28'], 'CH341DS1'],
    ['CH343P', FS, 'Bridge, USB to UART', 'UART', '1.8V ~ 5V', '10mA', 0.62, ['VQFN-16'], 'CH343DS1'],
    ['CH9102F', FS, 'Bridge, USB to UART', 'UART', '1.8V ~ 5V', '10mA', 0.6, ['VQFN-24'], 'CH9102DS1'],
    ['CH342F', FS, 'Bridge, USB to 2x UART', 'UART', '1.8V ~ 5V', '12mA', 0.9, ['VQFN-24'], 'CH342DS1'],
  ],
  '-40°C ~ 85°C',
);
const wchScheme: Scheme = (device, pkgKey) => [
  device.n,
  [/QFN|MSOP/.test(pkgKey) ? reel(device.n, 4000) : tube(device.n, pkgKey === 'SOICW-28' ? 27 : 50)],
];

const MCHP_USB: Dev[] = graded(
  usbs([
    [
      'MCP2221A',
      FS,
      'Bridge, USB to I²C/UART (HID)',
      'I²C, UART',
      '3V ~ 5.5V',
      '13mA',
      1.4,
      ['SOIC-14', 'TSSOP-14', 'DIP-14', 'VQFN-16'],
      '20005565B',
    ],
    ['MCP2200', FS, 'Bridge, USB to UART', 'UART', '3V ~ 5.5V', '13mA', 2.1, ['SOICW-20', 'SSOP-20', 'VQFN-20'], '22228B'],
    ['MCP2210', FS, 'Bridge, USB to SPI', 'SPI', '3V ~ 5.5V', '13mA', 2.3, ['SOICW-20', 'SSOP-20', 'VQFN-20'], '22288A'],
  ]),
  [
    ['I', T_A85, 1],
    ['E', T_A125, 1.1],
  ],
);
const MCHP_HUB: Dev[] = usbs(
  [
    ['USB2512B', HS, 'Hub Controller, 2 Port', 'USB', '3V ~ 3.6V', '90mA', 1.9, ['VQFN-36'], '00001692C'],
    ['USB2513B', HS, 'Hub Controller, 3 Port', 'USB', '3V ~ 3.6V', '110mA', 2.1, ['VQFN-36'], '00001692C'],
    ['USB2514B', HS, 'Hub Controller, 4 Port', 'USB', '3V ~ 3.6V', '130mA', 2.3, ['VQFN-36'], '00001692C'],
    ['USB3300', HS, 'Transceiver, ULPI PHY', 'ULPI', '3V ~ 3.6V', '48mA', 1.9, ['VQFN-32'], '00001783C'],
    ['USB3320C', HS, 'Transceiver, ULPI PHY', 'ULPI', '3V ~ 3.6V', '35mA', 1.6, ['VQFN-32'], '00001730C'],
  ],
  T_C70,
);
const mchpHubScheme: Scheme = (device) => {
  const code = device.n.startsWith('USB33') ? `${device.n}-EZK` : `${device.n}-AEZC`;
  return [
    code,
    [
      { mpn: code, pack: 'tray', qty: 490 },
      { mpn: `${code}-TR`, pack: 'reel-only', qty: 4000 },
    ],
  ];
};

const TI_USB: Dev[] = [
  ...graded(
    usbs([
      ['TUSB320LA', 'USB Type-C', 'Configuration Channel Controller', 'GPIO, I²C', '2.7V ~ 5V', '70µA', 0.85, ['QFN-12'], 'tusb320'],
      ['TUSB320HA', 'USB Type-C', 'Configuration Channel Controller', 'GPIO, I²C', '2.7V ~ 5V', '70µA', 0.9, ['QFN-12'], 'tusb320'],
      ['TUSB321A', 'USB Type-C', 'Configuration Channel Controller', 'GPIO', '2.7V ~ 5V', '70µA', 0.7, ['QFN-12'], 'tusb321'],
      ['TUSB3410', FS, 'Bridge, USB to UART', 'I²C, UART', '3V ~ 3.6V', '45mA', 3.6, ['VQFN-32']],
      ['TUSB216', HS, 'Redriver', 'USB', '2.3V ~ 6.5V', '35mA', 1.3, ['QFN-12']],
    ]),
    [['I', T_A85, 1]],
  ),
  ...usbs(
    [
      ['TUSB321', 'USB Type-C', 'Configuration Channel Controller', 'GPIO', '2.7V ~ 5V', '70µA', 0.65, ['QFN-12']],
      ['TUSB211', HS, 'Redriver', 'USB', '2.3V ~ 6.5V', '35mA', 1.2, ['QFN-12']],
      ['TUSB1106', FS, 'Transceiver', 'USB', '1.65V ~ 3.6V', '8mA', 1.1, ['TSSOP-16', 'QFN-12']],
      ['TUSB8041', 'USB 3.0 (SuperSpeed)', 'Hub Controller, 4 Port', 'USB', '1.1V, 3.3V', '360mA', 9.8, ['VQFN-64']],
      ['TUSB3410', FS, 'Bridge, USB to UART', 'I²C, UART', '3V ~ 3.6V', '45mA', 3.3, ['VQFN-32']],
    ],
    T_C70,
  ),
];
const PD = 'USB Type-C, USB PD';
const OTHER_USB: [string, string, Dev[], Record<string, L>, string][] = [
  [
    'onsemi-usb',
    'onsemi',
    usbs([
      ['FUSB302B', PD, 'Port Controller', 'I²C', '3V ~ 5.5V', '40µA', 1.05, ['WQFN-14']],
      ['FUSB302B01', PD, 'Port Controller', 'I²C', '3V ~ 5.5V', '40µA', 1.05, ['WQFN-14'], 'fusb302b'],
      ['FUSB302B10', PD, 'Port Controller', 'I²C', '3V ~ 5.5V', '40µA', 1.05, ['WQFN-14'], 'fusb302b'],
      ['FUSB302B11', PD, 'Port Controller', 'I²C', '3V ~ 5.5V', '40µA', 1.05, ['WQFN-14'], 'fusb302b'],
      ['FUSB302BUC', PD, 'Port Controller', 'I²C', '3V ~ 5.5V', '40µA', 1.1, ['WLCSP-9'], 'fusb302b'],
      ['FUSB307B', PD, 'Port Controller (TCPC)', 'I²C', '2.8V ~ 5.5V', '60µA', 1.5, ['WQFN-24']],
    ]),
    {
      FUSB302B: [['FUSB302BMPX', 'reel', 3000]],
      FUSB302B01: [['FUSB302B01MPX', 'reel', 3000]],
      FUSB302B10: [['FUSB302B10MPX', 'reel', 3000]],
      FUSB302B11: [['FUSB302B11MPX', 'reel', 3000]],
      FUSB302BUC: [['FUSB302BUCX', 'reel', 3000]],
      FUSB307B: [['FUSB307BMPX', 'reel', 3000]],
    },
    'https://www.onsemi.com/pdf/datasheet/{ds}-d.pdf',
  ],
  [
    'st-usb',
    'stmicroelectronics',
    usbs([
      ['STUSB4500', PD, 'Sink Controller, Standalone', 'I²C', '3V ~ 22V', '150µA', 1.6, ['VQFN-24']],
      ['STUSB4500L', 'USB Type-C', 'Sink Controller, Standalone', 'I²C', '3V ~ 22V', '150µA', 1.2, ['VQFN-16']],
      ['STUSB1600', 'USB Type-C', 'Port Controller', 'I²C', '3V ~ 22V', '180µA', 1.4, ['VQFN-24']],
      ['STUSB1602', PD, 'Port Controller', 'I²C, SPI', '3V ~ 22V', '250µA', 2.1, ['VQFN-24']],
    ]),
    {
      STUSB4500: [['STUSB4500QTR', 'reel', 4000]],
      STUSB4500L: [['STUSB4500LQTR', 'reel', 4000]],
      STUSB1600: [['STUSB1600QTR', 'reel', 4000]],
      STUSB1602: [['STUSB1602QTR', 'reel', 4000]],
    },
    'https://www.st.com/resource/en/datasheet/{ds}.pdf',
  ],
  [
    'nxp-usb',
    'nxp',
    usbs([
      ['PTN5150A', 'USB Type-C', 'Configuration Channel Controller', 'GPIO, I²C', '2.7V ~ 5.5V', '20µA', 0.72, ['QFN-12'], 'PTN5150A'],
    ]),
    { PTN5150A: [['PTN5150AHXMP', 'reel', 4000]] },
    'https://www.nxp.com/docs/en/data-sheet/{ds}.pdf',
  ],
  [
    'infineon-usb',
    'infineon',
    usbs([
      [
        'CY7C65213-28PVXI',
        FS,
        'Bridge, USB to UART',
        'UART',
        '1.71V ~ 5.5V',
        '13mA',
        2.2,
        ['SSOP-28'],
        'CY7C65213_USB-UART_LP_Bridge_Controller',
      ],
      [
        'CY7C65213-32LTXI',
        FS,
        'Bridge, USB to UART',
        'UART',
        '1.71V ~ 5.5V',
        '13mA',
        2.1,
        ['VQFN-32'],
        'CY7C65213_USB-UART_LP_Bridge_Controller',
      ],
      [
        'CY7C65211-24LTXI',
        FS,
        'Bridge, USB to I²C/SPI/UART',
        'I²C, SPI, UART',
        '1.71V ~ 5.5V',
        '13mA',
        2.0,
        ['VQFN-24'],
        'CY7C65211_USB-Serial_Single-Channel_Bridge_Controller',
      ],
      [
        'CY7C65215-32LTXI',
        FS,
        'Bridge, USB to 2x I²C/SPI/UART',
        'I²C, SPI, UART',
        '1.71V ~ 5.5V',
        '20mA',
        2.8,
        ['VQFN-32'],
        'CY7C65215_USB-Serial_Dual-Channel_Bridge_Controller',
      ],
      [
        'CY7C68013A-56LTXC',
        HS,
        'Microcontroller, FX2LP',
        'FIFO, I²C, UART',
        '3V ~ 3.6V',
        '85mA',
        8.9,
        ['VQFN-56'],
        'CY7C68013A_EZ-USB_FX2LP_USB_Microcontroller',
      ],
      [
        'CY7C68013A-100AXC',
        HS,
        'Microcontroller, FX2LP',
        'FIFO, I²C, UART',
        '3V ~ 3.6V',
        '85mA',
        11.2,
        ['TQFP-100'],
        'CY7C68013A_EZ-USB_FX2LP_USB_Microcontroller',
      ],
      ['CY7C65632-28LTXC', HS, 'Hub Controller, 4 Port', 'USB', '3V ~ 3.6V', '160mA', 2.6, ['QFN-28'], 'CY7C65632_HX2VL'],
      [
        'CYPD3177-24LQXQ',
        PD,
        'Sink Controller, Barrel Connector Replacement',
        'GPIO, I²C',
        '4V ~ 24.5V',
        '15mA',
        1.3,
        ['VQFN-24'],
        'CYPD3177_EZ-PD_BCR',
      ],
      [
        'CYUSB3014-BZXC',
        'USB 3.0 (SuperSpeed)',
        'Peripheral Controller, FX3',
        'GPIF, I²C, I²S, SPI, UART',
        '1.2V, 1.8V ~ 3.3V',
        '200mA',
        29,
        ['BGA-121'],
        'CYUSB3014_EZ-USB_FX3',
      ],
    ]),
    {},
    'https://www.infineon.com/dgdl/Infineon-{ds}-DataSheet.pdf',
  ],
  [
    'maxim-usb',
    'maxim-integrated',
    usbs([['MAX3421E', FS, 'Host/Peripheral Controller', 'SPI', '3V ~ 3.6V', '45mA', 5.9, ['TQFP-32', 'VQFN-32'], 'MAX3421E']]),
    {
      'MAX3421E|TQFP-32': [
        ['MAX3421EEHJ+', 'tray', 250],
        ['MAX3421EEHJ+T', 'reel-only', 2000],
      ],
      'MAX3421E|VQFN-32': [
        ['MAX3421EETJ+', 'tray', 490],
        ['MAX3421EETJ+T', 'reel-only', 2500],
      ],
    },
    'https://www.analog.com/media/en/technical-documentation/data-sheets/{ds}.pdf',
  ],
];
// Infineon (Cypress heritage) ordering codes are the device name; a trailing T is the tape-and-reel code.
const cyScheme: Scheme = (device, pkgKey) => [
  device.n,
  [
    pkgKey.startsWith('SSOP') ? tube(device.n, 47) : { mpn: device.n, pack: 'tray', qty: pkgKey.startsWith('BGA') ? 168 : 260 },
    { mpn: `${device.n}T`, pack: 'reel-only', qty: pkgKey.startsWith('SSOP') ? 2000 : 2500 },
  ],
];

// ---------------------------------------------------------------------------------------------
// RS-232 / RS-485: [name, protocol, drivers/receivers, duplex, data rate, supply, price, packages, data-sheet stem].
// A row may leave the data-sheet stem out when it is the name in lower case.

type SRow = [string, 'RS232' | 'RS422, RS485', string, string, string, string, number, string[], string?];
function sers(rows: SRow[], temp = T_A85): Dev[] {
  return rows.map(([name, protocol, dr, duplex, rate, vs, price, pkgs, ds = name.toLowerCase()]) => ({
    n: name,
    d: `IC TRANSCEIVER ${duplex.toUpperCase()} ${dr}`,
    p: {
      Type: 'Transceiver',
      Protocol: protocol,
      'Number of Drivers/Receivers': dr,
      Duplex: duplex,
      'Receiver Hysteresis': protocol === 'RS232' ? '500 mV' : '70 mV',
      'Data Rate': rate,
      'Voltage - Supply': vs,
    },
    price,
    pkgs,
    temp,
    ds,
  }));
}
const CI: [string, string, number][] = [
  ['C', T_C70, 1],
  ['I', T_A85, 1.1],
];
const TI_SER: Dev[] = [
  ...graded(sers([['MAX232', 'RS232', '2/2', 'Full', '120kbps', '4.5V ~ 5.5V', 0.62, ['SOIC-16', 'SOICW-16', 'DIP-16', 'SOP-16']]]), [
    ['', T_C70, 1],
    ['I', T_A85, 1.1],
  ]),
  ...graded(
    sers([
      ['MAX232E', 'RS232', '2/2', 'Full', '250kbps', '4.5V ~ 5.5V', 0.78, ['SOIC-16', 'SOICW-16', 'DIP-16', 'TSSOP-16']],
      ['MAX3232', 'RS232', '2/2', 'Full', '250kbps', '3V ~ 5.5V', 0.72, ['SOIC-16', 'SOICW-16', 'TSSOP-16', 'SSOP-16']],
      ['MAX3232E', 'RS232', '2/2', 'Full', '250kbps', '3V ~ 5.5V', 0.86, ['SOIC-16', 'SOICW-16', 'TSSOP-16', 'SSOP-16']],
      ['MAX3221', 'RS232', '1/1', 'Full', '250kbps', '3V ~ 5.5V', 1.1, ['SSOP-16', 'TSSOP-16']],
      ['MAX3243', 'RS232', '3/5', 'Full', '250kbps', '3V ~ 5.5V', 1.4, ['SOICW-28', 'SSOP-28', 'TSSOP-28']],
      ['TRS3232E', 'RS232', '2/2', 'Full', '250kbps', '3V ~ 5.5V', 0.82, ['SOIC-16', 'SOICW-16', 'TSSOP-16', 'SSOP-16']],
    ]),
    CI,
  ),
  ...graded(sers([['SN75176B', 'RS422, RS485', '1/1', 'Half', '10Mbps', '4.75V ~ 5.25V', 0.62, ['SOIC-8', 'DIP-8']]]), [['', T_C70, 1]]),
  ...graded(
    sers([
      ['SN65176B', 'RS422, RS485', '1/1', 'Half', '10Mbps', '4.75V ~ 5.25V', 0.74, ['SOIC-8', 'DIP-8'], 'sn75176b'],
      ['SN65HVD72', 'RS422, RS485', '1/1', 'Half', '250kbps', '3V ~ 3.6V', 0.95, ['SOIC-8', 'MSOP-8']],
      ['SN65HVD75', 'RS422, RS485', '1/1', 'Half', '20Mbps', '3V ~ 3.6V', 1.05, ['SOIC-8', 'MSOP-8']],
      ['SN65HVD3082E', 'RS422, RS485', '1/1', 'Half', '200kbps', '4.5V ~ 5.5V', 0.9, ['SOIC-8', 'MSOP-8', 'DIP-8']],
      ['SN65HVD11', 'RS422, RS485', '1/1', 'Half', '10Mbps', '3V ~ 3.6V', 1.2, ['SOIC-8', 'DIP-8']],
      ['SN65HVD485E', 'RS422, RS485', '1/1', 'Half', '10Mbps', '4.5V ~ 5.5V', 0.88, ['SOIC-8', 'MSOP-8', 'DIP-8']],
      ['SN65HVD1781', 'RS422, RS485', '1/1', 'Half', '10Mbps', '3.15V ~ 5.5V', 1.6, ['SOIC-8', 'DIP-8']],
      ['SN65LBC184', 'RS422, RS485', '1/1', 'Half', '250kbps', '4.75V ~ 5.25V', 1.3, ['SOIC-8', 'DIP-8']],
      ['THVD1410', 'RS422, RS485', '1/1', 'Half', '500kbps', '3V ~ 5.5V', 0.82, ['SOIC-8', 'MSOP-8']],
      ['THVD1420', 'RS422, RS485', '1/1', 'Full', '500kbps', '3V ~ 5.5V', 0.9, ['SOIC-8', 'MSOP-8']],
      ['THVD1450', 'RS422, RS485', '1/1', 'Half', '50Mbps', '3V ~ 5.5V', 1.05, ['SOIC-8', 'MSOP-8', 'SON-8']],
      ['THVD1500', 'RS422, RS485', '1/1', 'Half', '500kbps', '4.5V ~ 5.5V', 0.7, ['SOIC-8', 'MSOP-8']],
      ['THVD1550', 'RS422, RS485', '1/1', 'Half', '50Mbps', '4.5V ~ 5.5V', 0.85, ['SOIC-8', 'MSOP-8']],
      ['THVD2410', 'RS422, RS485', '1/1', 'Half', '250kbps', '3V ~ 5.5V', 1.2, ['SOIC-8', 'SOT23-8']],
      ['ISO3082', 'RS422, RS485', '1/1', 'Half', '200kbps', '3.15V ~ 5.5V', 5.6, ['SOICW-16']],
      ['ISO1410', 'RS422, RS485', '1/1', 'Half', '500kbps', '1.71V ~ 5.5V', 4.8, ['SOICW-16']],
      ['ISO1500', 'RS422, RS485', '1/1', 'Half', '1Mbps', '1.71V ~ 5.5V', 3.4, ['QSOP-16']],
    ]),
    [['', T_A85, 1]],
  ),
];
const MAX_SER: Dev[] = graded(
  sers([
    ...(['MAX485', 'MAX481', 'MAX483', 'MAX487', 'MAX1487'] as const).map((partName): SRow =>
      partName === 'MAX483' || partName === 'MAX487'
        ? [partName, 'RS422, RS485', '1/1', 'Half', '250kbps', '4.75V ~ 5.25V', 2.1, ['SOIC-8', 'DIP-8'], 'MAX1487-MAX491']
        : [partName, 'RS422, RS485', '1/1', 'Half', '2.5Mbps', '4.75V ~ 5.25V', 1.9, ['SOIC-8', 'DIP-8'], 'MAX1487-MAX491'],
    ),
    ['MAX488', 'RS422, RS485', '1/1', 'Full', '250kbps', '4.75V ~ 5.25V', 2.3, ['SOIC-8', 'DIP-8'], 'MAX1487-MAX491'],
    ['MAX490', 'RS422, RS485', '1/1', 'Full', '2.5Mbps', '4.75V ~ 5.25V', 2.3, ['SOIC-8', 'DIP-8'], 'MAX1487-MAX491'],
    ['MAX489', 'RS422, RS485', '1/1', 'Full', '250kbps', '4.75V ~ 5.25V', 2.6, ['SOIC-14', 'DIP-14'], 'MAX1487-MAX491'],
    ['MAX491', 'RS422, RS485', '1/1', 'Full', '2.5Mbps', '4.75V ~ 5.25V', 2.6, ['SOIC-14', 'DIP-14'], 'MAX1487-MAX491'],
    ['MAX3485', 'RS422, RS485', '1/1', 'Half', '10Mbps', '3V ~ 3.6V', 2.2, ['SOIC-8', 'DIP-8'], 'MAX3483-MAX3491'],
    ['MAX3483', 'RS422, RS485', '1/1', 'Half', '250kbps', '3V ~ 3.6V', 2.2, ['SOIC-8', 'DIP-8'], 'MAX3483-MAX3491'],
    ['MAX3486', 'RS422, RS485', '1/1', 'Half', '2.5Mbps', '3V ~ 3.6V', 2.2, ['SOIC-8', 'DIP-8'], 'MAX3483-MAX3491'],
    ['MAX3488', 'RS422, RS485', '1/1', 'Full', '250kbps', '3V ~ 3.6V', 2.4, ['SOIC-8', 'DIP-8'], 'MAX3483-MAX3491'],
    ['MAX3490', 'RS422, RS485', '1/1', 'Full', '10Mbps', '3V ~ 3.6V', 2.4, ['SOIC-8', 'DIP-8'], 'MAX3483-MAX3491'],
    ['MAX3491', 'RS422, RS485', '1/1', 'Full', '10Mbps', '3V ~ 3.6V', 2.7, ['SOIC-14', 'DIP-14'], 'MAX3483-MAX3491'],
    ['MAX13487E', 'RS422, RS485', '1/1', 'Half', '500kbps', '4.75V ~ 5.25V', 2.5, ['SOIC-8'], 'MAX13487E-MAX13488E'],
    ['MAX13488E', 'RS422, RS485', '1/1', 'Half', '16Mbps', '4.75V ~ 5.25V', 2.5, ['SOIC-8'], 'MAX13487E-MAX13488E'],
    ['MAX3232', 'RS232', '2/2', 'Full', '250kbps', '3V ~ 5.5V', 1.9, ['SOIC-16', 'SOICW-16', 'TSSOP-16', 'DIP-16'], 'MAX3222-MAX3241'],
    ['MAX232A', 'RS232', '2/2', 'Full', '200kbps', '4.5V ~ 5.5V', 1.8, ['SOIC-16', 'SOICW-16', 'DIP-16'], 'MAX220-MAX249'],
    ['MAX202E', 'RS232', '2/2', 'Full', '230kbps', '4.5V ~ 5.5V', 1.9, ['SOIC-16', 'SOICW-16', 'TSSOP-16', 'DIP-16'], 'MAX202E-MAX241E'],
    ['MAX3222', 'RS232', '2/2', 'Full', '250kbps', '3V ~ 5.5V', 2.6, ['SOICW-18', 'TSSOP-20'], 'MAX3222-MAX3241'],
    ['MAX3221', 'RS232', '1/1', 'Full', '250kbps', '3V ~ 5.5V', 2.4, ['TSSOP-16'], 'MAX3221-MAX3243'],
    ['MAX3243', 'RS232', '3/5', 'Full', '250kbps', '3V ~ 5.5V', 3.1, ['SOICW-28', 'SSOP-28'], 'MAX3221-MAX3243'],
  ]),
  [
    ['C', T_C70, 1],
    ['E', T_A85, 1.12],
  ],
);
const ADI_SER: Dev[] = [
  ...graded(
    sers([
      ['ADM3485', 'RS422, RS485', '1/1', 'Half', '12Mbps', '3V ~ 3.6V', 2.2, ['SOIC-8'], 'ADM3485'],
      ['ADM3485E', 'RS422, RS485', '1/1', 'Half', '12Mbps', '3V ~ 3.6V', 2.5, ['SOIC-8'], 'ADM3483E_3485E_3488E_3490E_3491E'],
      ['ADM485', 'RS422, RS485', '1/1', 'Half', '5Mbps', '4.75V ~ 5.25V', 1.9, ['SOIC-8', 'DIP-8'], 'ADM485'],
      ['ADM3202', 'RS232', '2/2', 'Full', '460kbps', '3V ~ 5.5V', 1.7, ['SOIC-16', 'TSSOP-16', 'DIP-16'], 'ADM3202_3222_1385'],
      ['ADM3232E', 'RS232', '2/2', 'Full', '460kbps', '3V ~ 5.5V', 2.1, ['SOIC-16', 'TSSOP-16'], 'ADM3232E'],
      ['ADM202E', 'RS232', '2/2', 'Full', '230kbps', '4.5V ~ 5.5V', 1.8, ['SOIC-16', 'DIP-16'], 'ADM202E_1181A'],
    ]),
    [['A', T_A85, 1]],
  ),
  ...graded(
    sers([
      ['ADM2587E', 'RS422, RS485', '1/1', 'Full, Half', '500kbps', '3.3V, 5V', 9.8, ['SOICW-20'], 'ADM2582E_2587E'],
      ['ADM2582E', 'RS422, RS485', '1/1', 'Full, Half', '16Mbps', '3.3V, 5V', 10.6, ['SOICW-20'], 'ADM2582E_2587E'],
      ['ADM2483', 'RS422, RS485', '1/1', 'Half', '500kbps', '2.7V ~ 5.5V', 5.9, ['SOICW-16'], 'ADM2483'],
      ['ADM3065E', 'RS422, RS485', '1/1', 'Half', '50Mbps', '3V ~ 5.5V', 2.9, ['SOIC-8', 'MSOP-10'], 'ADM3061E-3066E'],
    ]),
    [['B', T_A85, 1]],
  ),
];
const LT_SER: Dev[] = graded(
  sers([
    ['LTC2850', 'RS422, RS485', '1/1', 'Half', '20Mbps', '3V ~ 3.6V', 2.9, ['SOIC-8', 'MSOP-8'], '2850fe'],
    ['LTC485', 'RS422, RS485', '1/1', 'Half', '2.5Mbps', '4.75V ~ 5.25V', 2.6, ['SOIC-8', 'DIP-8']],
    ['LTC1480', 'RS422, RS485', '1/1', 'Half', '2.5Mbps', '3V ~ 3.6V', 3.4, ['SOIC-8', 'DIP-8'], '1480fa'],
    ['LTC1485', 'RS422, RS485', '1/1', 'Half', '10Mbps', '4.75V ~ 5.25V', 3.3, ['SOIC-8', 'DIP-8'], '1485fa'],
    ['LT1785', 'RS422, RS485', '1/1', 'Half', '250kbps', '4.75V ~ 5.25V', 4.6, ['SOIC-8', 'DIP-8'], '17851fa'],
  ]),
  CI,
);
const RN_SER: Dev[] = [
  ...graded(
    sers([
      ['ISL3178E', 'RS422, RS485', '1/1', 'Half', '250kbps', '3V ~ 3.6V', 1.6, ['SOIC-8', 'MSOP-8'], 'isl3170e-isl3178e'],
      ['ISL3176E', 'RS422, RS485', '1/1', 'Half', '20Mbps', '3V ~ 3.6V', 1.7, ['SOIC-8', 'MSOP-8'], 'isl3170e-isl3178e'],
      ['ISL3172E', 'RS422, RS485', '1/1', 'Half', '250kbps', '3V ~ 3.6V', 1.6, ['SOIC-8', 'MSOP-8'], 'isl3170e-isl3178e'],
      ['ISL83485', 'RS422, RS485', '1/1', 'Half', '10Mbps', '3V ~ 3.6V', 1.5, ['SOIC-8', 'MSOP-8'], 'isl83483-isl83491'],
      ['ISL3152E', 'RS422, RS485', '1/1', 'Half', '1Mbps', '4.5V ~ 5.5V', 1.8, ['SOIC-8', 'MSOP-8'], 'isl3150e-isl3159e'],
    ]),
    [['I', T_A85, 1]],
  ),
  ...graded(
    sers([
      ['ICL3232', 'RS232', '2/2', 'Full', '250kbps', '3V ~ 5.5V', 1.3, ['SOIC-16', 'TSSOP-16', 'DIP-16'], 'icl3221-icl3243'],
      ['ICL3221', 'RS232', '1/1', 'Full', '250kbps', '3V ~ 5.5V', 1.4, ['TSSOP-16'], 'icl3221-icl3243'],
      ['HIN232', 'RS232', '2/2', 'Full', '120kbps', '4.5V ~ 5.5V', 1.1, ['SOIC-16', 'DIP-16'], 'hin232-hin241'],
    ]),
    CI,
  ),
];
// STMicroelectronics RS-232/485: device + temperature (B = -40 to 85 °C, C = 0 to 70 °C) + DR (SO reel) / TR (TSSOP reel) / N (DIP).
const ST_SER: Dev[] = graded(
  sers([
    ['ST3232', 'RS232', '2/2', 'Full', '400kbps', '3V ~ 5.5V', 0.62, ['SOIC-16', 'TSSOP-16']],
    ['ST3232E', 'RS232', '2/2', 'Full', '400kbps', '3V ~ 5.5V', 0.72, ['SOIC-16', 'TSSOP-16']],
    ['ST232', 'RS232', '2/2', 'Full', '400kbps', '4.5V ~ 5.5V', 0.52, ['SOIC-16', 'DIP-16']],
    ['ST485', 'RS422, RS485', '1/1', 'Half', '2.5Mbps', '4.75V ~ 5.25V', 0.62, ['SOIC-8']],
    ['ST485E', 'RS422, RS485', '1/1', 'Half', '2.5Mbps', '4.75V ~ 5.25V', 0.7, ['SOIC-8'], 'st485eb'],
    ['ST3485E', 'RS422, RS485', '1/1', 'Half', '12Mbps', '3V ~ 3.6V', 0.74, ['SOIC-8'], 'st3485eb'],
  ]),
  [
    ['B', T_A85, 1],
    ['C', T_C70, 0.95],
  ],
);
const stSer: Scheme = (device, pkgKey) => {
  const base = `${device.n}${device.g ?? ''}`;
  if (pkgKey.startsWith('DIP')) return [base, [tube(`${base}N`, 25)]];
  return [base, [reel(`${base}${pkgKey.startsWith('TSSOP') ? 'TR' : 'DR'}`, 2500)]];
};

// ---------------------------------------------------------------------------------------------
// CAN: [name, type, data rate, supply, price, packages, data-sheet stem].
// A row may leave the data-sheet stem out when it is the name in lower case.

type CRow = [
  string,
  'Transceiver' | 'Controller' | 'Controller, Transceiver' | 'Isolated Transceiver',
  string,
  string,
  number,
  string[],
  string?,
];
function cans(rows: CRow[], temp = T_A125): Dev[] {
  return rows.map(([name, type, rate, vs, price, pkgs, ds = name.toLowerCase()]) => ({
    n: name,
    d:
      type === 'Controller'
        ? 'IC CAN CONTROLLER SPI'
        : type.startsWith('Controller,')
          ? 'IC CAN FD CONTROLLER W/TXRX SPI'
          : `IC TRANSCEIVER HALF 1/1`,
    p: {
      Type: type,
      Protocol: rate === '5Mbps' || rate === '8Mbps' ? 'CANbus, CAN FD' : 'CANbus',
      'Number of Drivers/Receivers': type === 'Controller' ? '-' : '1/1',
      Duplex: type === 'Controller' ? '-' : 'Half',
      'Data Rate': rate,
      'Voltage - Supply': vs,
    },
    price,
    pkgs,
    temp,
    ds,
  }));
}
const TI_CAN: Dev[] = [
  ...cans([
    ...(['TCAN1042', 'TCAN1042V', 'TCAN1042H', 'TCAN1042HV', 'TCAN1042G', 'TCAN1042GV', 'TCAN1042HG', 'TCAN1042HGV'] as const).map(
      (partName): CRow => [
        partName,
        'Transceiver',
        partName.includes('G') ? '8Mbps' : '5Mbps',
        partName.endsWith('V') ? '1.7V ~ 5.5V, 4.5V ~ 5.5V' : '4.5V ~ 5.5V',
        partName.includes('G') ? 0.92 : 0.78,
        ['SOIC-8', 'SON-8'],
        'tcan1042',
      ],
    ),
    ...(['TCAN1051', 'TCAN1051V', 'TCAN1051H', 'TCAN1051HV', 'TCAN1051G', 'TCAN1051GV', 'TCAN1051HG', 'TCAN1051HGV'] as const).map(
      (partName): CRow => [
        partName,
        'Transceiver',
        partName.includes('G') ? '8Mbps' : '5Mbps',
        partName.endsWith('V') ? '1.65V ~ 5.5V, 4.5V ~ 5.5V' : '4.5V ~ 5.5V',
        partName.includes('G') ? 0.85 : 0.72,
        ['SOIC-8', 'SON-8'],
        'tcan1051',
      ],
    ),
    ['TCAN334', 'Transceiver', '1Mbps', '3V ~ 3.6V', 0.9, ['SOIC-8', 'SOT23-8']],
    ['TCAN334G', 'Transceiver', '5Mbps', '3V ~ 3.6V', 1.0, ['SOIC-8', 'SOT23-8'], 'tcan334'],
    ['TCAN332', 'Transceiver', '1Mbps', '3V ~ 3.6V', 0.8, ['SOIC-8', 'SOT23-8']],
    ['TCAN332G', 'Transceiver', '5Mbps', '3V ~ 3.6V', 0.9, ['SOIC-8', 'SOT23-8'], 'tcan332'],
    ['TCAN337', 'Transceiver', '1Mbps', '3V ~ 3.6V', 0.88, ['SOIC-8', 'SOT23-8']],
    ['TCAN330', 'Transceiver', '1Mbps', '3V ~ 3.6V', 0.95, ['SOT23-8']],
    ['TCAN4550', 'Controller, Transceiver', '8Mbps', '5.5V ~ 30V', 3.2, ['VQFN-20']],
    ['SN65HVD1050', 'Transceiver', '1Mbps', '4.75V ~ 5.25V', 1.1, ['SOIC-8']],
    ['SN65HVD251', 'Transceiver', '1Mbps', '4.5V ~ 5.5V', 1.2, ['SOIC-8', 'DIP-8']],
    ['SN65HVD255', 'Transceiver', '1Mbps', '4.5V ~ 5.5V', 1.05, ['SOIC-8']],
    ['SN65HVD256', 'Transceiver', '1Mbps', '3V ~ 5.5V', 1.1, ['SOIC-8']],
    ['SN65HVD257', 'Transceiver', '1Mbps', '4.5V ~ 5.5V', 1.15, ['SOIC-8']],
  ]),
  ...cans(
    (['SN65HVD230', 'SN65HVD231', 'SN65HVD232', 'SN65HVD233', 'SN65HVD234', 'SN65HVD235'] as const).map((partName): CRow => [
      partName,
      'Transceiver',
      '1Mbps',
      '3V ~ 3.6V',
      1.25,
      ['SOIC-8'],
      partName.toLowerCase(),
    ]),
    T_A85,
  ),
  ...cans([
    ['ISO1042', 'Isolated Transceiver', '5Mbps', '1.71V ~ 5.5V, 4.5V ~ 5.5V', 3.6, ['SOICW-16']],
    ['ISO1042B', 'Isolated Transceiver', '5Mbps', '1.71V ~ 5.5V, 4.5V ~ 5.5V', 3.4, ['SOICW-8'], 'iso1042'],
    ['ISO1050', 'Isolated Transceiver', '1Mbps', '3V ~ 5.5V, 4.75V ~ 5.25V', 4.2, ['SOICW-16']],
  ]),
];
const tiCanQ1 = (devs: Dev[]) =>
  q1(
    devs.filter((device) => /^TCAN10|SN65HVD1050|SN65HVD23[0-2]/.test(device.n)),
    '',
  ).map((device) => (device.n.startsWith('SN') ? { ...device, g: 'Q' } : device));

const NXP_CAN: Dev[] = cans([
  ['TJA1050T/CM', 'Transceiver', '1Mbps', '4.75V ~ 5.25V', 0.82, ['SOIC-8'], 'TJA1050'],
  ['TJA1051T/3', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.76, ['SOIC-8'], 'TJA1051'],
  ['TJA1051TK/3', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.82, ['DFN-8-3x3'], 'TJA1051'],
  ['TJA1042T/3', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.78, ['SOIC-8'], 'TJA1042'],
  ['TJA1042TK/3', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.84, ['DFN-8-3x3'], 'TJA1042'],
  ['TJA1044GT/3', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.7, ['SOIC-8'], 'TJA1044'],
  ['TJA1044GTK/3', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.75, ['DFN-8-3x3'], 'TJA1044'],
  ['TJA1057GT/3', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.66, ['SOIC-8'], 'TJA1057'],
  ['TJA1057GTK/3', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.7, ['DFN-8-3x3'], 'TJA1057'],
  ['TJA1043T/1', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 1.4, ['SOIC-14'], 'TJA1043'],
  ['TJA1049T/3', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.95, ['SOIC-8'], 'TJA1049'],
]);
// NXP: older CAN parts carry the 12NC packing code (,118 reel / ,112 tube); newer ones a letter (J reel of SO8, Z of HVSON).
const nxpCan: Scheme = (device, pkgKey) => {
  if (/^TJA10(50|51|42)T/.test(device.n))
    return [
      device.n,
      pkgKey === 'SOIC-8' ? [reel(`${device.n},118`, 2500), tube(`${device.n},112`, 100)] : [reel(`${device.n},118`, 6000)],
    ];
  return [
    device.n,
    [
      reel(
        `${device.n}${pkgKey === 'SOIC-8' || pkgKey === 'SOIC-14' ? 'J' : 'Z'}`,
        pkgKey === 'SOIC-8' ? 2500 : pkgKey === 'SOIC-14' ? 2500 : 6000,
      ),
    ],
  ];
};
const MCHP_CAN: Dev[] = [
  ...graded(
    cans([
      ['MCP2515', 'Controller', '1Mbps', '2.7V ~ 5.5V', 1.55, ['SOICW-18', 'DIP-18', 'TSSOP-20', 'VQFN-20'], '21801e'],
      ['MCP2551', 'Transceiver', '1Mbps', '4.5V ~ 5.5V', 1.0, ['SOIC-8', 'DIP-8'], '20001667G'],
    ]),
    [
      ['I', T_A85, 1],
      ['E', T_A125, 1.08],
    ],
  ),
  ...graded(
    cans([
      ['MCP2561', 'Transceiver', '1Mbps', '4.5V ~ 5.5V', 0.82, ['SOIC-8', 'DIP-8', 'DFN-8-3x3'], '20005167C'],
      ['MCP2562', 'Transceiver', '1Mbps', '1.8V ~ 5.5V, 4.5V ~ 5.5V', 0.86, ['SOIC-8', 'DIP-8', 'DFN-8-3x3'], '20005167C'],
      ['MCP2561FD', 'Transceiver', '8Mbps', '4.5V ~ 5.5V', 0.92, ['SOIC-8', 'DFN-8-3x3'], '20005284A'],
      ['MCP2562FD', 'Transceiver', '8Mbps', '1.8V ~ 5.5V, 4.5V ~ 5.5V', 0.96, ['SOIC-8', 'DFN-8-3x3'], '20005284A'],
      ['MCP2542FD', 'Transceiver', '8Mbps', '1.8V ~ 5.5V, 4.5V ~ 5.5V', 0.9, ['SOIC-8', 'DFN-8-3x3'], '20005514A'],
      ['MCP2557FD', 'Transceiver', '8Mbps', '4.5V ~ 5.5V', 0.84, ['SOIC-8', 'DFN-8-3x3'], '20005533A'],
      ['MCP2558FD', 'Transceiver', '8Mbps', '1.8V ~ 5.5V, 4.5V ~ 5.5V', 0.88, ['SOIC-8', 'DFN-8-3x3'], '20005533A'],
      ['MCP25625', 'Controller, Transceiver', '1Mbps', '2.7V ~ 5.5V', 2.1, ['SSOP-28', 'QFN-28'], '20005282B'],
    ]),
    [['E', T_A125, 1]],
  ),
  ...graded(
    cans([
      ['MCP2517FD', 'Controller', '8Mbps', '2.7V ~ 5.5V', 2.2, ['SOIC-14'], '20005688B'],
      ['MCP2518FD', 'Controller', '8Mbps', '2.7V ~ 5.5V', 2.3, ['SOIC-14'], '20006027A'],
    ]),
    [['H', T_J150, 1]],
  ),
];
const OTHER_CAN: [string, string, number, Dev[], Record<string, L>, string][] = [
  [
    'infineon-can',
    'infineon',
    0.4,
    cans([
      ['TLE9250V', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.74, ['SOIC-8', 'TSON-8'], 'TLE9250V'],
      ['TLE9251V', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.7, ['SOIC-8', 'TSON-8'], 'TLE9251V'],
      ['TLE7250GVIO', 'Transceiver', '1Mbps', '4.5V ~ 5.5V', 0.72, ['SOIC-8'], 'TLE7250G'],
      ['TLE6250GV33', 'Transceiver', '1Mbps', '4.75V ~ 5.25V', 0.9, ['SOIC-8'], 'TLE6250G'],
    ]),
    {
      'TLE9250V|SOIC-8': [['TLE9250VSJXUMA1', 'reel', 2500]],
      'TLE9250V|TSON-8': [['TLE9250VLEXUMA1', 'reel', 5000]],
      'TLE9251V|SOIC-8': [['TLE9251VSJXUMA1', 'reel', 2500]],
      'TLE9251V|TSON-8': [['TLE9251VLEXUMA1', 'reel', 5000]],
      TLE7250GVIO: [['TLE7250GVIOXUMA1', 'reel', 2500]],
      TLE6250GV33: [['TLE6250GV33XUMA1', 'reel', 2500]],
    },
    'https://www.infineon.com/dgdl/Infineon-{ds}-DataSheet.pdf',
  ],
  [
    'onsemi-can',
    'onsemi',
    0.3,
    cans([
      ['NCV7342D10', 'Transceiver', '1Mbps', '4.75V ~ 5.25V', 0.7, ['SOIC-8'], 'ncv7342'],
      ['NCV7342D13', 'Transceiver', '1Mbps', '4.75V ~ 5.25V', 0.72, ['SOIC-8'], 'ncv7342'],
      ['NCV7344D10', 'Transceiver', '5Mbps', '4.5V ~ 5.5V', 0.74, ['SOIC-8'], 'ncv7344'],
      ['NCV7351D13', 'Transceiver', '1Mbps', '4.75V ~ 5.25V', 0.68, ['SOIC-8'], 'ncv7351'],
      ['AMIS42665TJAA1', 'Transceiver', '1Mbps', '4.75V ~ 5.25V', 0.9, ['SOIC-8'], 'amis-42665'],
    ]),
    {
      NCV7342D10: [['NCV7342D10R2G', 'reel', 3000]],
      NCV7342D13: [['NCV7342D13R2G', 'reel', 3000]],
      NCV7344D10: [['NCV7344D10R2G', 'reel', 3000]],
      NCV7351D13: [['NCV7351D13R2G', 'reel', 3000]],
      AMIS42665TJAA1: [
        ['AMIS42665TJAA1RG', 'reel', 3000],
        ['AMIS42665TJAA1G', 'tube', 96],
      ],
    },
    'https://www.onsemi.com/pdf/datasheet/{ds}-d.pdf',
  ],
];
const ADI_CAN: Dev[] = graded(
  cans([
    ['ADM3053', 'Isolated Transceiver', '1Mbps', '3.15V ~ 5.25V', 9.4, ['SOICW-20'], 'ADM3053'],
    ['ADM3054', 'Isolated Transceiver', '1Mbps', '3V ~ 5.5V', 6.8, ['SOICW-16'], 'ADM3054'],
  ]),
  [['B', T_A105, 1]],
);
const LT_CAN: Dev[] = graded(cans([['LTC2875', 'Transceiver', '4Mbps', '3V ~ 3.6V, 4.5V ~ 5.5V', 2.9, ['SOIC-8', 'WSON-8'], '2875fb']]), [
  ['C', T_C70, 1],
  ['I', T_A85, 1.1],
  ['H', T_A125, 1.3],
]);
const MAX_CAN: Dev[] = graded(
  cans([
    ['MAX3051', 'Transceiver', '1Mbps', '3V ~ 3.6V', 2.3, ['SOIC-8', 'SOT23-8'], 'MAX3051'],
    ['MAX13050', 'Transceiver', '2Mbps', '4.75V ~ 5.25V', 1.6, ['SOIC-8'], 'MAX13050-MAX13054'],
    ['MAX13051', 'Transceiver', '2Mbps', '4.75V ~ 5.25V', 1.6, ['SOIC-8'], 'MAX13050-MAX13054'],
    ['MAX13052', 'Transceiver', '2Mbps', '4.75V ~ 5.25V', 1.6, ['SOIC-8'], 'MAX13050-MAX13054'],
  ]),
  [
    ['E', T_A85, 1],
    ['A', T_A125, 1.1],
  ],
);

const tmpl = (template: string) => (device: Dev) => template.replace('{ds}', device.ds ?? device.n);
export const INTERFACE_FAMILIES: Family[] = [
  icx(
    'ftdi-usb',
    USB,
    'ftdi',
    0.7,
    FTDI,
    listed(FTDI_CODES),
    (device) => `https://ftdichip.com/wp-content/uploads/2023/09/DS_${device.ds}.pdf`,
  ),
  icx(
    'silabs-usb',
    USB,
    'silicon-labs',
    0.5,
    SILABS,
    silabsScheme,
    (device) => `https://www.silabs.com/documents/public/data-sheets/${device.ds}-datasheet.pdf`,
  ),
  icx('wch-usb', USB, 'wch', 0.4, WCH, wchScheme, (device) => `https://www.wch-ic.com/downloads/${device.ds}_PDF.html`),
  icx('mchp-usb', USB, 'microchip', 0.4, MCHP_USB, mchx, mchpDs),
  icx('mchp-usb-hub', USB, 'microchip', 0.2, MCHP_HUB, mchpHubScheme, mchpDs),
  icx('ti-usb', USB, 'texas-instruments', 0.3, TI_USB, tix, tiDs),
  ...OTHER_USB.map(([key, mfr, devs, codes, ds]) =>
    icx(key, USB, mfr, key === 'infineon-usb' ? 0.2 : 0.1, devs, key === 'infineon-usb' ? cyScheme : listed(codes), tmpl(ds)),
  ),
  icx('ti-rs485', SER, 'texas-instruments', 1.1, TI_SER, tix, tiDs),
  icx('maxim-rs485', SER, 'maxim-integrated', 0.8, MAX_SER, maxx, adiDs),
  icx('adi-rs485', SER, 'analog-devices', 0.5, ADI_SER, adix({ 'SOIC-16': 'RN' }), adiDs),
  icx('adi-lt-rs485', SER, 'analog-devices', 0.2, LT_SER, ltx, adiDs),
  icx('renesas-rs485', SER, 'renesas', 0.4, RN_SER, rnx, (device) => `https://www.renesas.com/us/en/document/dst/${device.ds}-datasheet`),
  icx('st-rs485', SER, 'stmicroelectronics', 0.5, ST_SER, stSer, (device) => `https://www.st.com/resource/en/datasheet/${device.ds}.pdf`),
  icx('ti-can', CAN, 'texas-instruments', 1.1, [...TI_CAN, ...tiCanQ1(TI_CAN)], tix, tiDs),
  icx('nxp-can', CAN, 'nxp', 0.5, NXP_CAN, nxpCan, (device) => `https://www.nxp.com/docs/en/data-sheet/${device.ds}.pdf`),
  icx('mchp-can', CAN, 'microchip', 0.7, MCHP_CAN, mchx, mchpDs),
  ...OTHER_CAN.map(([key, mfr, weight, devs, codes, ds]) => icx(key, CAN, mfr, weight, devs, listed(codes), tmpl(ds))),
  icx('adi-can', CAN, 'analog-devices', 0.1, ADI_CAN, adix(), adiDs),
  icx('adi-lt-can', CAN, 'analog-devices', 0.1, LT_CAN, ltx, adiDs),
  icx('maxim-can', CAN, 'maxim-integrated', 0.1, MAX_CAN, maxx, adiDs),
];
