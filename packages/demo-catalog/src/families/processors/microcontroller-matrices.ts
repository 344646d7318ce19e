// Microcontrollers in the full matrices their makers sell: STM32 and GigaDevice GD32 (line × pin-count
// letter × flash letter × package letter × temperature digit), Microchip PIC16/PIC18/dsPIC33/PIC32
// and AVR (device × temperature × package code), each code as the maker spells it. The sub-lines the
// microcontrollers-and-fpgas.ts families already list are left out here, so the two never make the same code.
import { P, T_A105, T_A125, T_A85, reel, reelOnly, tray, tube } from '../ics/more-packages-and-codes';
import { cont, price4 } from '../ics/continuation';
import { fam, type Family, type Variant } from '../family';

const MCU = 'microcontrollers-mcu';

interface Core {
  core: string;
  bits: '8-Bit' | '16-Bit' | '32-Bit';
  mhz: number;
  conn: string;
  periph: string;
  vcc: string;
  adc: string;
}

const kb = (kbytes: number) => (kbytes >= 1024 ? `${kbytes / 1024}MB (${kbytes / 1024}M x 8)` : `${kbytes}KB (${kbytes}K x 8)`);

function mcuSpec(core: Core, flashKb: number, ramKb: number, pins: number, pkgKey: string, temp: string) {
  const info = P(pkgKey);
  const bits = core.bits.replace('-Bit', 'BIT');
  return {
    description: `IC MCU ${bits} ${flashKb >= 1024 ? `${flashKb / 1024}MB` : `${flashKb}KB`} FLASH ${info.short}`,
    parameters: {
      'Core Processor': core.core,
      'Core Size': core.bits,
      Speed: `${core.mhz}MHz`,
      Connectivity: core.conn,
      Peripherals: core.periph,
      'Program Memory Size': kb(flashKb),
      'Program Memory Type': 'FLASH',
      'EEPROM Size': '-',
      'RAM Size': kb(ramKb),
      'Voltage - Supply (Vcc/Vdd)': core.vcc,
      'Data Converters': core.adc,
      'Number of I/O': String(Math.round(pins * (pins > 64 ? 0.82 : 0.78))),
      'Package / Case': info.disp,
      'Operating Temperature': temp,
    },
    grams: info.g,
  };
}

// ---------------------------------------------------------------------------------------------
// STM32 / GD32: pin letter, flash letter, package letter, temperature digit (6: -40…85 °C, 7: -40…105 °C,
// 3: -40…125 °C), tray or tube as listed and 'TR' for tape and reel.

// M (80/81 pins: LQFP-80 or WLCSP-81 depending on the line) is left out rather than guessed per line.
const PIN: Record<string, number> = { F: 20, G: 28, K: 32, T: 36, C: 48, R: 64, V: 100, Q: 132, Z: 144, A: 169, I: 176, B: 208, N: 216 };
const FLASH: Record<string, number> = {
  '3': 8,
  '4': 16,
  '6': 32,
  '8': 64,
  B: 128,
  Z: 192,
  C: 256,
  D: 384,
  E: 512,
  F: 768,
  G: 1024,
  H: 1536,
  I: 2048,
  K: 3072,
};
/** Package letters offered at each pin count: [letter, package key]. */
const PKG_AT: Record<number, [string, string][]> = {
  20: [
    ['P', 'TSSOP-20'],
    ['U', 'UFQFPN-20'],
  ],
  28: [['U', 'UFQFPN-28']],
  32: [
    ['T', 'LQFP-32'],
    ['U', 'UFQFPN-32'],
  ],
  36: [['U', 'VQFN-36']],
  48: [
    ['T', 'LQFP-48'],
    ['U', 'UFQFPN-48'],
  ],
  64: [
    ['T', 'LQFP-64'],
    ['H', 'BGA-64'],
  ],
  100: [
    ['T', 'LQFP-100'],
    ['H', 'BGA-100'],
  ],
  132: [['I', 'BGA-132']],
  144: [['T', 'LQFP-144']],
  169: [['H', 'BGA-169']],
  176: [
    ['T', 'LQFP-176'],
    ['H', 'BGA-176'],
  ],
  208: [['T', 'LQFP-208']],
  216: [['H', 'BGA-216']],
};
const TEMP: Record<string, string> = { '6': T_A85, '7': T_A105, '3': T_A125 };

/** A sub-line: device stem, pin letters, flash letters, RAM (KB) by flash letter or one value, price at 128 KB. */
type Line = [stem: string, pins: string, flash: string, ram: number | Record<string, number>, price: number];
interface Series {
  core: Core;
  temps: string;
  lines: Line[];
  ds: (stem: string) => string;
}

function stmFam(key: string, after: string, mfr: string, series: Series[], packLarge: boolean): Family {
  const lines = series.flatMap((mcuSeries) => mcuSeries.lines.map((line) => [mcuSeries, line] as const));
  const pins = Object.keys(PIN);
  const flash = Object.keys(FLASH);
  return cont(
    after,
    fam({
      key,
      leaf: MCU,
      mfr,
      weight: 0,
      kind: 'ic',
      dimensions: [lines, pins, flash, ['T', 'U', 'H', 'I', 'P'], ['6', '7', '3']],
      make: ([[mcuSeries, [stem, pinLetters, flashLetters, ram, price]], pin, fl, pk, tempCode]) => {
        if (!pinLetters.includes(pin) || !flashLetters.includes(fl) || !mcuSeries.temps.includes(tempCode)) return null;
        const pinCount = PIN[pin] as number;
        const pkg = (PKG_AT[pinCount] ?? []).find(([letter]) => letter === pk);
        if (!pkg) return null;
        const fk = FLASH[fl] as number;
        const ramKb = typeof ram === 'number' ? ram : (ram[fl] ?? (Object.values(ram)[0] as number));
        const base = `${stem}${pin}${fl}${pk}${tempCode}`;
        const first: Variant = pkg[1].startsWith('TSSOP')
          ? tube(base, 75)
          : tray(base, pkg[1].startsWith('LQFP') && pinCount >= 100 ? 90 : packLarge ? 250 : 490);
        const spec = mcuSpec(mcuSeries.core, fk, ramKb, pinCount, pkg[1], TEMP[tempCode] as string);
        return {
          base,
          variants: [first, reelOnly(`${base}TR`, pinCount >= 100 ? 1000 : 2400)],
          ...spec,
          price: price4(price * Math.pow(fk / 128, 0.45) * (1 + pinCount / 300) * (tempCode === '7' ? 1.08 : tempCode === '3' ? 1.2 : 1)),
          datasheetUrl: mcuSeries.ds(stem),
        };
      },
    }),
  );
}

const stDs = (stem: string) => `https://www.st.com/resource/en/datasheet/${stem.toLowerCase()}.pdf`;
const M0 = (mhz: number): Core => ({
  core: 'ARM® Cortex®-M0',
  bits: '32-Bit',
  mhz,
  conn: 'I²C, IrDA, LINbus, SPI, UART/USART',
  periph: 'DMA, I²S, POR, PWM, WDT',
  vcc: '2.4V ~ 3.6V',
  adc: 'A/D 13x12b',
});
const M0P = (mhz: number, adc = 'A/D 16x12b'): Core => ({
  core: 'ARM® Cortex®-M0+',
  bits: '32-Bit',
  mhz,
  conn: 'I²C, IrDA, LINbus, SPI, UART/USART',
  periph: 'Brown-out Detect/Reset, DMA, POR, PWM, WDT',
  vcc: '1.65V ~ 3.6V',
  adc,
});
const M3 = (mhz: number): Core => ({
  core: 'ARM® Cortex®-M3',
  bits: '32-Bit',
  mhz,
  conn: 'CANbus, I²C, IrDA, LINbus, SPI, UART/USART, USB',
  periph: 'Brown-out Detect/Reset, DMA, I²S, POR, PWM, WDT',
  vcc: '2V ~ 3.6V',
  adc: 'A/D 16x12b; D/A 2x12b',
});
const M4 = (mhz: number, conn = 'CANbus, I²C, IrDA, LINbus, SPI, UART/USART, USB OTG'): Core => ({
  core: 'ARM® Cortex®-M4F',
  bits: '32-Bit',
  mhz,
  conn,
  periph: 'Brown-out Detect/Reset, DMA, I²S, LCD, POR, PWM, WDT',
  vcc: '1.7V ~ 3.6V',
  adc: 'A/D 16x12b; D/A 2x12b',
});
const M7 = (mhz: number): Core => ({
  core: 'ARM® Cortex®-M7',
  bits: '32-Bit',
  mhz,
  conn: 'CANbus, EBI/EMI, Ethernet, I²C, IrDA, LINbus, MMC/SD, QSPI, SAI, SPI, UART/USART, USB OTG',
  periph: 'Brown-out Detect/Reset, DMA, I²S, LCD, POR, PWM, WDT',
  vcc: '1.7V ~ 3.6V',
  adc: 'A/D 24x12b; D/A 2x12b',
});
const M33 = (mhz: number): Core => ({
  core: 'ARM® Cortex®-M33',
  bits: '32-Bit',
  mhz,
  conn: 'CANbus, I²C, IrDA, LINbus, MMC/SD, QSPI, SAI, SPI, UART/USART, USB',
  periph: 'Brown-out Detect/Reset, DMA, LCD, PWM, WDT',
  vcc: '1.71V ~ 3.6V',
  adc: 'A/D 16x12b; D/A 2x12b',
});

const STM32: Series[] = [
  {
    core: M0(48),
    temps: '673',
    ds: stDs,
    lines: [
      ['STM32F031', 'FGKC', '46', 4, 1.1],
      ['STM32F038', 'FGKC', '6', 4, 1.2],
      ['STM32F048', 'GKC', '6', 6, 1.5],
      ['STM32F051', 'KCR', '468', 8, 1.6],
      ['STM32F058', 'CR', '8', 8, 1.8],
      ['STM32F070', 'FCR', '6B', { '6': 6, B: 16 }, 1.4],
      ['STM32F071', 'CRV', '8B', 16, 2],
      ['STM32F078', 'CRV', 'B', 16, 2.2],
      ['STM32F091', 'CRV', 'BC', 32, 2.4],
      ['STM32F098', 'CRV', 'C', 32, 2.6],
    ],
  },
  {
    core: M3(120),
    temps: '67',
    ds: stDs,
    lines: [
      ['STM32F205', 'RVZ', 'BCEFG', { B: 64, C: 96, E: 128, F: 128, G: 128 }, 6.5],
      ['STM32F207', 'VZI', 'CEFG', 128, 7.8],
      ['STM32F215', 'RVZ', 'EG', 128, 8.4],
      ['STM32F217', 'VZI', 'EG', 128, 9.1],
    ],
  },
  {
    core: M4(72, 'CANbus, I²C, IrDA, LINbus, SPI, UART/USART, USB'),
    temps: '673',
    ds: stDs,
    lines: [
      ['STM32F301', 'KCR', '68', 16, 2.4],
      ['STM32F302', 'KCRV', '68BCDE', { '6': 16, '8': 16, B: 32, C: 40, D: 64, E: 64 }, 3.4],
      ['STM32F303', 'KCRVZ', '68BCDE', { '6': 16, '8': 16, B: 40, C: 48, D: 80, E: 80 }, 4.1],
      ['STM32F334', 'KCR', '468', 16, 3.1],
      ['STM32F373', 'CRV', '8BC', { '8': 16, B: 24, C: 32 }, 4.6],
      ['STM32F318', 'KC', '8', 16, 3],
      ['STM32F328', 'C', '8', 16, 3.2],
      ['STM32F358', 'CRV', 'C', 48, 4.8],
      ['STM32F378', 'CRV', 'C', 32, 5],
      ['STM32F398', 'V', 'E', 80, 6.2],
    ],
  },
  {
    core: M4(180),
    temps: '67',
    ds: stDs,
    lines: [
      ['STM32F405', 'RVZ', 'G', 192, 8.9],
      ['STM32F410', 'TCR', '8B', 32, 2.9],
      ['STM32F412', 'CRVZ', 'EG', 256, 5.3],
      ['STM32F413', 'CRVZM', 'GH', 320, 6.4],
      ['STM32F415', 'RVZ', 'G', 192, 10.1],
      ['STM32F417', 'VZI', 'EG', 192, 11.2],
      ['STM32F423', 'CRVZM', 'H', 320, 7.3],
      ['STM32F427', 'VZAI', 'GI', 256, 10.8],
      ['STM32F429', 'VZAIBN', 'EGI', 256, 11.4],
      ['STM32F437', 'VZAI', 'GI', 256, 12.2],
      ['STM32F439', 'VZAIBN', 'GI', 256, 12.9],
      ['STM32F469', 'VZAIBN', 'EGI', 384, 13.8],
      ['STM32F479', 'VZAIBN', 'GI', 384, 15.1],
    ],
  },
  {
    core: M7(216),
    temps: '67',
    ds: stDs,
    lines: [
      ['STM32F722', 'RVZI', 'CE', 256, 7.9],
      ['STM32F723', 'VZI', 'CE', 256, 8.6],
      ['STM32F730', 'RVZI', '8', 256, 6.1],
      ['STM32F732', 'RVZI', 'E', 256, 8.9],
      ['STM32F733', 'VZI', 'E', 256, 9.6],
      ['STM32F745', 'VZI', 'EG', 320, 10.7],
      ['STM32F746', 'VZIBN', 'EG', 320, 11.5],
      ['STM32F750', 'VZN', '8', 320, 7.2],
      ['STM32F756', 'VZIBN', 'G', 320, 12.6],
      ['STM32F765', 'VZIBN', 'GI', 512, 13.3],
      ['STM32F767', 'VZIBN', 'GI', 512, 14.2],
      ['STM32F769', 'AIBN', 'GI', 512, 15.4],
      ['STM32F777', 'VZIBN', 'I', 512, 16.1],
      ['STM32F779', 'AIBN', 'I', 512, 17.2],
    ],
  },
  {
    core: M0P(64, 'A/D 19x12b'),
    temps: '673',
    ds: stDs,
    lines: [
      ['STM32G050', 'FKC', '68', 18, 1.2],
      ['STM32G051', 'FGKC', '468', 18, 1.3],
      ['STM32G061', 'FGKC', '68', 18, 1.5],
      ['STM32G081', 'GKCR', 'B', 36, 2.1],
      ['STM32G0B0', 'KCRV', 'E', 144, 2.6],
      ['STM32G0C1', 'KCRMV', 'CE', 144, 3.1],
    ],
  },
  {
    core: M4(170, 'CANbus, I²C, IrDA, LINbus, SAI, SPI, UART/USART, USB'),
    temps: '673',
    ds: stDs,
    lines: [
      ['STM32G441', 'KCRMV', 'B', 32, 3.3],
      ['STM32G471', 'CRMQV', 'CE', 128, 4.4],
      ['STM32G473', 'CRMQV', 'BCE', 128, 4.9],
      ['STM32G483', 'CRMQV', 'E', 128, 5.6],
      ['STM32G484', 'CRMQV', 'E', 128, 6],
      ['STM32G491', 'KCRMV', 'CE', 112, 3.8],
      ['STM32G4A1', 'KCRMV', 'E', 112, 4.3],
    ],
  },
  {
    core: M0P(32, 'A/D 16x12b'),
    temps: '673',
    ds: stDs,
    lines: [
      ['STM32L010', 'FKCR', '468B', { '4': 2, '6': 8, '8': 8, B: 20 }, 0.9],
      ['STM32L011', 'FGK', '4', 2, 0.9],
      ['STM32L021', 'FGK', '4', 2, 1],
      ['STM32L041', 'FGKC', '6', 8, 1.4],
      ['STM32L051', 'KCRT', '68', 8, 1.6],
      ['STM32L052', 'KCRT', '68', 8, 1.8],
      ['STM32L053', 'CR', '68', 8, 2],
      ['STM32L062', 'K', '8', 8, 2.1],
      ['STM32L063', 'CR', '8', 8, 2.3],
      ['STM32L071', 'KCRV', '8BZ', 20, 2.4],
      ['STM32L072', 'KCRV', 'BZ', 20, 2.7],
      ['STM32L073', 'CRV', '8BZ', 20, 2.9],
      ['STM32L081', 'KC', 'Z', 20, 2.8],
      ['STM32L082', 'K', 'BZ', 20, 3.1],
      ['STM32L083', 'CRV', '8BZ', 20, 3.3],
    ],
  },
  {
    core: M3(32),
    temps: '673',
    ds: stDs,
    lines: [
      ['STM32L151', 'CRVZQ', '68BCDE', { '6': 16, '8': 32, B: 32, C: 32, D: 48, E: 80 }, 3.2],
      ['STM32L152', 'CRVZQ', '68BCDE', { '6': 16, '8': 32, B: 32, C: 32, D: 48, E: 80 }, 3.5],
      ['STM32L162', 'RVZQ', 'CDE', 80, 4.6],
    ],
  },
  {
    core: M4(80, 'CANbus, I²C, IrDA, LINbus, MMC/SD, QSPI, SAI, SPI, UART/USART, USB'),
    temps: '673',
    ds: stDs,
    lines: [
      ['STM32L412', 'KCRT', '8B', 40, 2.6],
      ['STM32L422', 'KCRT', 'B', 40, 2.9],
      ['STM32L431', 'KCRV', 'BC', 64, 3.3],
      ['STM32L433', 'CRV', 'BC', 64, 3.7],
      ['STM32L442', 'K', 'C', 64, 3.9],
      ['STM32L443', 'CRV', 'C', 64, 4.1],
      ['STM32L451', 'CRV', 'CE', 160, 4],
      ['STM32L452', 'CRV', 'CE', 160, 4.3],
      ['STM32L462', 'CRV', 'E', 160, 4.8],
      ['STM32L471', 'RVZQ', 'EG', 128, 5.3],
      ['STM32L475', 'RV', 'CEG', 128, 5.6],
      ['STM32L486', 'JQRVZ', 'G', 128, 6.6],
      ['STM32L496', 'RVZAQ', 'EG', 320, 6.4],
      ['STM32L4A6', 'RVZAQ', 'G', 320, 7.1],
      ['STM32L4R5', 'VZAQ', 'GI', 640, 8.3],
      ['STM32L4R7', 'VZA', 'I', 640, 8.8],
      ['STM32L4R9', 'VZA', 'GI', 640, 9.6],
      ['STM32L4S5', 'VZAQ', 'I', 640, 9.1],
      ['STM32L4S9', 'VZA', 'I', 640, 10.4],
    ],
  },
  {
    core: M33(110),
    temps: '673',
    ds: stDs,
    lines: [
      ['STM32L552', 'CRVZQ', 'CE', 256, 5.9],
      ['STM32L562', 'CRVZQ', 'E', 256, 6.9],
    ],
  },
  {
    core: M33(160),
    temps: '673',
    ds: stDs,
    lines: [
      ['STM32U535', 'CRVJ', 'BCE', 274, 3.9],
      ['STM32U545', 'CRVJ', 'E', 274, 4.6],
      ['STM32U575', 'CRVZQAI', 'GI', 786, 7.5],
      ['STM32U585', 'CRVZQAI', 'I', 786, 8.6],
      ['STM32U595', 'RVZQAI', 'IJ', 2514, 10.2],
      ['STM32U599', 'VZNBI', 'IJ', 2514, 11.4],
    ],
  },
  {
    core: M7(480),
    temps: '63',
    ds: stDs,
    lines: [
      ['STM32H725', 'AIRVZ', 'EG', 564, 8.4],
      ['STM32H730', 'ABIVZ', 'B', 564, 6.8],
      ['STM32H733', 'VZ', 'G', 564, 9.2],
      ['STM32H735', 'AIRVZ', 'G', 564, 9.9],
      ['STM32H742', 'AIVZB', 'GI', 1024, 10.3],
      ['STM32H745', 'BIXZ', 'GI', 1024, 13.8],
      ['STM32H747', 'AIBX', 'GI', 1024, 15.2],
      ['STM32H750', 'IVXZB', 'B', 1024, 7.9],
      ['STM32H753', 'AIVZB', 'I', 1024, 14.1],
      ['STM32H755', 'BIXZ', 'I', 1024, 16.3],
      ['STM32H757', 'AIBX', 'I', 1024, 17.4],
      ['STM32H7A3', 'AIRVZQ', 'GI', 1376, 10.6],
      ['STM32H7B0', 'ABIRVZ', 'B', 1376, 8.1],
      ['STM32H7B3', 'AIRVZQ', 'I', 1376, 12.4],
    ],
  },
  {
    core: M0P(48, 'A/D 19x12b'),
    temps: '673',
    ds: stDs,
    lines: [
      ['STM32C011', 'FDJ', '46', 6, 0.42],
      ['STM32C031', 'FGKC', '46', 12, 0.6],
      ['STM32C051', 'FGKC', '68', 12, 0.8],
      ['STM32C071', 'FGKCR', '8B', 24, 1],
    ],
  },
  {
    core: { ...M4(64, 'Bluetooth v5.4, I²C, SPI, UART/USART, USB, 802.15.4'), core: 'ARM® Cortex®-M4F, ARM® Cortex®-M0+' },
    temps: '67',
    ds: stDs,
    lines: [
      ['STM32WB55', 'CRV', 'CEG', 256, 6.4],
      ['STM32WB35', 'C', 'CE', 96, 5.1],
      ['STM32WB15', 'C', 'C', 48, 3.8],
      ['STM32WB50', 'C', 'G', 128, 4.9],
      ['STM32WB5M', 'M', 'G', 256, 14.2],
    ],
  },
];

// GigaDevice GD32: the STM32 scheme (GD32F103C8T6, GD32E230K8U6, GD32F470ZGT6).
const gdDs = (stem: string) => `https://www.gigadevice.com.cn/Public/Uploads/uploadfile/files/${stem}_Datasheet.pdf`;
const GD32: Series[] = [
  {
    core: M3(108),
    temps: '67',
    ds: gdDs,
    lines: [
      ['GD32F103', 'TCRVZ', '468BCDEFGIK', { '4': 6, '6': 10, '8': 20, B: 20, C: 48, D: 64, E: 64, F: 96, G: 96, I: 96, K: 96 }, 1.6],
      ['GD32F105', 'RV', '8BCDEFG', 96, 2.4],
      ['GD32F107', 'CRV', 'BCE', 96, 2.7],
      ['GD32F303', 'CRVZ', 'BCEGIK', { B: 48, C: 48, E: 64, G: 96, I: 96, K: 96 }, 1.9],
      ['GD32F305', 'RVZ', 'BCEG', 96, 2.5],
      ['GD32F307', 'RVZ', 'CEGK', 96, 2.9],
    ],
  },
  {
    core: M4(200),
    temps: '67',
    ds: gdDs,
    lines: [
      ['GD32F405', 'RVZ', 'EGK', 192, 3.6],
      ['GD32F407', 'RVZI', 'EGK', 192, 4.1],
      ['GD32F425', 'RVZ', 'EGK', 192, 3.9],
      ['GD32F427', 'RVZ', 'EGK', 192, 4.4],
      ['GD32F450', 'VZI', 'EGIK', 512, 5.2],
      ['GD32F470', 'VZI', 'EGIK', 512, 5.7],
    ],
  },
  {
    core: M0(72),
    temps: '67',
    ds: gdDs,
    lines: [
      ['GD32F130', 'FGKC', '468', 8, 0.5],
      ['GD32F150', 'GKCR', '468', 8, 0.6],
      ['GD32F170', 'TCR', '468B', 16, 0.7],
      ['GD32F190', 'TCR', '468B', 16, 0.8],
      ['GD32F350', 'GKCR', '468B', 16, 0.75],
    ],
  },
  {
    core: { ...M0P(72), core: 'ARM® Cortex®-M23' },
    temps: '67',
    ds: gdDs,
    lines: [
      ['GD32E230', 'FGKC', '468', { '4': 4, '6': 6, '8': 8 }, 0.35],
      ['GD32E231', 'FGKC', '468', 8, 0.4],
      ['GD32E232', 'FGKC', '468', 8, 0.45],
    ],
  },
  {
    core: { ...M33(180), core: 'ARM® Cortex®-M33' },
    temps: '67',
    ds: gdDs,
    lines: [
      ['GD32E503', 'CRVZ', 'BCE', 96, 2.6],
      ['GD32E505', 'RVZ', 'CE', 96, 2.9],
      ['GD32E507', 'RVZ', 'CE', 128, 3.2],
      ['GD32E508', 'RVZ', 'CE', 128, 3.5],
      ['GD32F510', 'RVZ', 'CE', 128, 2.4],
    ],
  },
  {
    core: { ...M4(120), core: 'ARM® Cortex®-M4F' },
    temps: '67',
    ds: gdDs,
    lines: [
      ['GD32E103', 'TCRV', '8BCE', { '8': 20, B: 32, C: 32, E: 32 }, 1.1],
      ['GD32E113', 'TCRV', 'BC', 32, 1.3],
      ['GD32A503', 'KCRV', 'BCD', 48, 2.2],
      ['GD32L233', 'KCR', '8BC', 32, 1.2],
      ['GD32L235', 'KC', '8BC', 32, 1.3],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Microchip: device + T (reel) + '-' + temperature + '/' + package code (PIC16F18346-I/SS, dsPIC33EP256MC506-E/PT).

/** Package codes by pin count: [code, package key, tube or tray quantity, reel quantity]. */
const MCHP_AT: Record<number, [string, string, number, number][]> = {
  8: [
    ['P', 'DIP-8', 60, 0],
    ['SN', 'SOIC-8', 100, 3300],
    ['MF', 'DFN-8-3x3', 0, 3300],
  ],
  14: [
    ['P', 'DIP-14', 30, 0],
    ['SL', 'SOIC-14', 57, 2600],
    ['ST', 'TSSOP-14', 96, 2500],
  ],
  20: [
    ['P', 'DIP-20', 22, 0],
    ['SO', 'SOICW-20', 38, 1100],
    ['SS', 'SSOP-20', 66, 1600],
    ['GZ', 'VQFN-20', 0, 3300],
  ],
  28: [
    ['SP', 'DIP-28', 15, 0],
    ['SO', 'SOICW-28', 27, 1600],
    ['SS', 'SSOP-28', 47, 1600],
    ['ML', 'QFN-28', 61, 1600],
  ],
  36: [['TL', 'VQFN-36', 0, 1600]],
  40: [
    ['P', 'DIP-40', 10, 0],
    ['MV', 'VQFN-40', 73, 3300],
  ],
  44: [
    ['PT', 'TQFP-44', 160, 1200],
    ['ML', 'VQFN-44', 45, 1600],
  ],
  48: [
    ['PT', 'TQFP-48', 250, 2000],
    ['MV', 'VQFN-48', 0, 3300],
  ],
  64: [
    ['PT', 'TQFP-64', 160, 1200],
    ['MR', 'VQFN-64', 40, 1600],
  ],
  100: [
    ['PT', 'TQFP-100', 90, 1000],
    ['PF', 'TQFP-100', 90, 1000],
  ],
};
const MCHP_TEMP: Record<string, string> = { I: T_A85, E: T_A125, V: T_A105, H: '-40°C ~ 150°C (TA)' };

/** A Microchip device line: names, pin count of each name, flash/RAM, price. */
type MLine = [names: string[], pins: (n: string) => number, flashKb: (n: string) => number, ramKb: number, price: number, temps: string];

/** Devices the Microchip families of microcontrollers-and-fpgas.ts already list (every package and grade of them stays there). */
const LISTED = new Set(['PIC16F18446', 'PIC18F45K22', 'PIC32MX270F256B', 'dsPIC33CK256MP506']);

function mchpFam(key: string, after: string, core: Core, lines: MLine[], ds: (n: string) => string): Family {
  const devs = lines.flatMap((mLine) => mLine[0].filter((name) => !LISTED.has(name)).map((name) => [name, mLine] as const));
  return cont(
    after,
    fam({
      key,
      leaf: MCU,
      mfr: 'microchip',
      weight: 0,
      kind: 'ic',
      dimensions: [devs, [0, 1, 2, 3], ['I', 'E', 'V', 'H']],
      make: ([[name, [, pinsOf, flashOf, ram, price, temps]], pi, tempCode]) => {
        if (!temps.includes(tempCode)) return null;
        const pins = pinsOf(name);
        const pk = (MCHP_AT[pins] ?? [])[pi];
        if (!pk) return null;
        const [code, key2, tubeQty, reelQty] = pk;
        const base = `${name}-${tempCode}/${code}`;
        const first: Variant =
          code === 'PT' || code === 'PF'
            ? tray(base, tubeQty)
            : tubeQty
              ? tube(base, tubeQty)
              : reel(`${name}T-${tempCode}/${code}`, reelQty);
        const variants = first.pack === 'reel' ? [first] : reelQty ? [first, reel(`${name}T-${tempCode}/${code}`, reelQty)] : [first];
        const fk = flashOf(name);
        return {
          base,
          variants,
          ...mcuSpec(core, fk, ram, pins, key2, MCHP_TEMP[tempCode] as string),
          price: price4(
            price * Math.pow(Math.max(fk, 2) / 32, 0.35) * (1 + pins / 250) * (tempCode === 'E' ? 1.1 : tempCode === 'H' ? 1.35 : 1),
          ),
          datasheetUrl: ds(name),
        };
      },
    }),
  );
}

const mchpDs = (name: string) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${name}-Data-Sheet.pdf`;
const pic8: Core = {
  core: 'PIC',
  bits: '8-Bit',
  mhz: 32,
  conn: 'I²C, LINbus, SPI, UART/USART',
  periph: 'Brown-out Detect/Reset, POR, PWM, WDT',
  vcc: '1.8V ~ 5.5V',
  adc: 'A/D 24x10b; D/A 1x5b',
};
const pic18: Core = { ...pic8, mhz: 64, adc: 'A/D 35x12b; D/A 1x8b', periph: 'Brown-out Detect/Reset, DMA, LVD, POR, PWM, WDT' };

const names = (prefix: string, tails: string[]) => tails.map((tail) => `${prefix}${tail}`);

const PIC17_PINS: Record<string, number> = {
  '703': 14,
  '704': 14,
  '705': 14,
  '707': 20,
  '708': 20,
  '709': 20,
  '713': 28,
  '716': 28,
  '717': 40,
  '718': 28,
  '719': 40,
  '773': 28,
  '776': 28,
  '777': 40,
  '778': 28,
  '779': 40,
  '782': 28,
  '783': 28,
  '784': 40,
  '786': 28,
  '787': 40,
  '788': 28,
  '789': 40,
  '823': 14,
  '824': 14,
  '825': 14,
  '828': 20,
  '829': 20,
};
const PIC: MLine[] = [
  [
    names('PIC16F153', ['13', '23', '24', '25', '44', '45', '54', '55', '56', '75', '76', '85', '86']),
    (name) =>
      ({ '13': 8, '23': 14, '24': 14, '25': 14, '44': 20, '45': 20, '54': 28, '55': 28, '56': 28, '75': 40, '76': 40, '85': 48, '86': 48 })[
        name.slice(-2)
      ] as number,
    (name) => ({ '1': 3.5, '2': 3.5, '4': 7, '5': 14, '7': 14, '8': 28 })[name.slice(-2, -1)] ?? 14,
    1,
    0.62,
    'IE',
  ],
  [
    names('PIC16F183', ['13', '23', '24', '25', '26', '44', '45', '46']),
    (name) => ({ '13': 8, '23': 14, '24': 14, '25': 14, '26': 14, '44': 20, '45': 20, '46': 20 })[name.slice(-2)] as number,
    (name) => ({ '3': 3.5, '4': 7, '5': 14, '6': 28 })[name.slice(-1)] ?? 7,
    1,
    0.78,
    'IE',
  ],
  [
    names('PIC16F18', ['424', '425', '426', '444', '445', '446', '455', '456', '854', '855', '856', '857', '875', '876', '877']),
    (name) => ({ '42': 14, '44': 20, '45': 28, '85': 28, '87': 40 })[name.slice(-3, -1)] as number,
    (name) => ({ '4': 7, '5': 14, '6': 28, '7': 56 })[name.slice(-1)] ?? 14,
    2,
    0.95,
    'IE',
  ],
  [
    names('PIC16F1', [
      '703',
      '704',
      '705',
      '707',
      '708',
      '709',
      '713',
      '716',
      '717',
      '718',
      '719',
      '773',
      '776',
      '777',
      '778',
      '779',
      '782',
      '783',
      '784',
      '786',
      '787',
      '788',
      '789',
      '823',
      '824',
      '825',
      '828',
      '829',
    ]),
    (name) => PIC17_PINS[name.slice(-3)] as number,
    (name) => (Number(name.slice(-1)) >= 7 || name.endsWith('6') ? 14 : 3.5),
    1,
    1.05,
    'IE',
  ],
  [
    names('PIC16F19', ['155', '156', '175', '176', '185', '186', '195', '196', '197']),
    (name) => ({ '15': 28, '17': 40, '18': 28, '19': 64 })[name.slice(-3, -1)] as number,
    (name) => ({ '5': 14, '6': 28, '7': 56 })[name.slice(-1)] ?? 28,
    4,
    1.35,
    'IE',
  ],
];
const PIC18: MLine[] = [
  [
    names('PIC18F', [
      '24K40',
      '25K40',
      '26K40',
      '27K40',
      '45K40',
      '46K40',
      '47K40',
      '24K42',
      '25K42',
      '26K42',
      '27K42',
      '45K42',
      '46K42',
      '47K42',
      '55K42',
      '56K42',
      '57K42',
      '25K83',
      '26K83',
      '24Q10',
      '25Q10',
      '26Q10',
      '27Q10',
      '45Q10',
      '46Q10',
      '47Q10',
      '26Q43',
      '27Q43',
      '45Q43',
      '46Q43',
      '47Q43',
      '55Q43',
      '56Q43',
      '57Q43',
      '25Q84',
      '26Q84',
      '27Q84',
      '45Q84',
      '46Q84',
      '47Q84',
      '55Q84',
      '56Q84',
      '57Q84',
    ]),
    (name) => ({ '2': 28, '4': 40, '5': 48 })[name.charAt(6)] as number,
    (name) => ({ '4': 16, '5': 32, '6': 64, '7': 128 })[name.charAt(7)] ?? 32,
    4,
    1.45,
    'IE',
  ],
  [
    names('PIC18F', [
      '23K22',
      '24K22',
      '25K22',
      '26K22',
      '43K22',
      '44K22',
      '45K22',
      '46K22',
      '23K20',
      '24K20',
      '25K20',
      '26K20',
      '43K20',
      '44K20',
      '45K20',
      '46K20',
      '24K50',
      '25K50',
      '45K50',
      '25K80',
      '26K80',
      '45K80',
      '46K80',
    ]),
    (name) => ({ '2': 28, '4': 40 })[name.charAt(6)] as number,
    (name) => ({ '3': 8, '4': 16, '5': 32, '6': 64 })[name.charAt(7)] ?? 32,
    2,
    1.9,
    'IE',
  ],
];
const dsc: Core = {
  core: 'dsPIC',
  bits: '16-Bit',
  mhz: 70,
  conn: 'I²C, IrDA, LINbus, QEI, SPI, UART/USART',
  periph: 'Brown-out Detect/Reset, DMA, Motor Control PWM, POR, PWM, WDT',
  vcc: '3V ~ 3.6V',
  adc: 'A/D 16x10b/12b',
};
const dspicPins = (name: string) => ({ '2': 28, '3': 36, '4': 44, '5': 48, '6': 64, '8': 80 })[name.slice(-1)] as number;
const DSPIC: MLine[] = [
  [
    ['32', '64', '128', '256', '512']
      .flatMap((flashKb) =>
        ['GP', 'MC'].flatMap((coreType) =>
          ['202', '203', '204', '206', '502', '503', '504', '506'].map((pinCode) => `dsPIC33EP${flashKb}${coreType}${pinCode}`),
        ),
      )
      .filter((name) => !/^dsPIC33EP32..(206|506)$/.test(name)),
    dspicPins,
    (name) => Number(name.slice(9, -5)),
    16,
    3.2,
    'IEH',
  ],
  [
    ['32', '64', '128', '256']
      .flatMap((flashKb) =>
        ['202', '203', '205', '206', '502', '503', '505', '506', '508'].map((pinCode) => `dsPIC33CK${flashKb}MP${pinCode}`),
      )
      .filter((name) => !/^dsPIC33CK32MP50[68]$/.test(name)),
    dspicPins,
    (name) => Number(name.slice(9, -5)),
    16,
    2.6,
    'IE',
  ],
  [
    ['64', '128', '256', '512'].flatMap((flashKb) =>
      ['MP202', 'MP203', 'MP205', 'MP206', 'MP502', 'MP503', 'MP505', 'MP506', 'MP508'].map((pinCode) => `dsPIC33CH${flashKb}${pinCode}`),
    ),
    dspicPins,
    (name) => Number(name.slice(9, -5)),
    16,
    3.4,
    'IE',
  ],
];
const pic32: Core = {
  core: 'MIPS32® M4K™',
  bits: '32-Bit',
  mhz: 50,
  conn: 'I²C, IrDA, LINbus, PMP, SPI, UART/USART, USB OTG',
  periph: 'Brown-out Detect/Reset, DMA, I²S, POR, PWM, WDT',
  vcc: '2.3V ~ 3.6V',
  adc: 'A/D 13x10b',
};
const PIC32: MLine[] = [
  [
    ['110F016', '120F032', '130F064', '150F128', '170F256', '210F016', '220F032', '230F064', '250F128', '270F256'].flatMap((model) =>
      ['B', 'C', 'D'].map((pinCode) => `PIC32MX${model}${pinCode}`),
    ),
    (name) => ({ B: 28, C: 36, D: 44 })[name.slice(-1)] as number,
    (name) => Number(name.slice(-4, -1)),
    32,
    2.4,
    'IV',
  ],
  [
    ['0512', '1024', '2048'].flatMap((flashKb) =>
      ['EFE', 'EFF', 'EFG', 'EFH', 'EFK', 'EFM'].flatMap((featureSet) =>
        ['064', '100'].map((pinCount) => `PIC32MZ${flashKb}${featureSet}${pinCount}`),
      ),
    ),
    (name) => Number(name.slice(-3)),
    (name) => Number(name.slice(7, 11)),
    512,
    9.8,
    'IE',
  ],
];
const avr: Core = {
  core: 'AVR',
  bits: '8-Bit',
  mhz: 24,
  conn: 'I²C, IrDA, LINbus, SPI, UART/USART',
  periph: 'Brown-out Detect/Reset, POR, PWM, WDT',
  vcc: '1.8V ~ 5.5V',
  adc: 'A/D 22x12b; D/A 1x10b',
};
const AVRDX: MLine[] = [
  [
    ['32', '64', '128'].flatMap((flashKb) =>
      ['DA', 'DB'].flatMap((seriesCode) => ['28', '32', '48', '64'].map((pinCount) => `AVR${flashKb}${seriesCode}${pinCount}`)),
    ),
    (name) => Number(name.slice(-2)),
    (name) => Number(name.slice(3, -4)),
    16,
    1.6,
    'IE',
  ],
  [
    ['16', '32', '64']
      .flatMap((flashKb) =>
        ['DD', 'DU', 'EA'].flatMap((seriesCode) =>
          ['14', '20', '28', '32', '48'].map((pinCount) => `AVR${flashKb}${seriesCode}${pinCount}`),
        ),
      )
      .filter((name) => !/DD48$|DU48$|DU14$/.test(name) && !/EA14$|EA20$/.test(name)),
    (name) => Number(name.slice(-2)),
    (name) => Number(name.slice(3, -4)),
    8,
    1.2,
    'IE',
  ],
];

// AVR tinyAVR 0/1/2: ATtiny + flash + series + pins; '-' + package + temperature (N 105 °C, F 125 °C) + R (reel).
const TINY = [
  '202',
  '204',
  '212',
  '214',
  '402',
  '404',
  '406',
  '412',
  '414',
  '416',
  '417',
  '424',
  '426',
  '427',
  '804',
  '806',
  '807',
  '814',
  '816',
  '817',
  '824',
  '826',
  '827',
  '1604',
  '1606',
  '1607',
  '1614',
  '1616',
  '1617',
  '1624',
  '1626',
  '1627',
  '3216',
  '3217',
  '3224',
  '3226',
  '3227',
];
const TINY_PKG: Record<string, [string, string][]> = {
  '2': [['SS', 'SOIC-8']],
  '4': [['SS', 'SOIC-14']],
  '6': [
    ['SN', 'SOICW-20'],
    ['M', 'VQFN-20'],
  ],
  '7': [['M', 'VQFN-24']],
};
const tiny = cont(
  'mchp-avr',
  fam({
    key: 'mchp-tinyavr',
    leaf: MCU,
    mfr: 'microchip',
    weight: 0,
    kind: 'ic',
    dimensions: [TINY, [0, 1], ['N', 'F'], ['', 'R']],
    make: ([name, pi, tempCode, onReel]) => {
      const pk = (TINY_PKG[name.slice(-1)] ?? [])[pi];
      if (!pk) return null;
      const pins = Number(P(pk[1]).pins);
      const flashKb = Number(name.slice(0, -2));
      const code = `ATtiny${name}-${pk[0]}${tempCode}`;
      const variant: Variant = onReel ? reel(`${code}R`, pk[0] === 'M' ? 6000 : 2500) : tube(code, pk[0] === 'M' ? 490 : 100);
      if (!onReel && pk[0] === 'M') return null;
      return {
        base: code,
        variants: [variant],
        ...mcuSpec(
          { ...avr, mhz: 20 },
          flashKb,
          flashKb <= 4 ? 0.25 : flashKb <= 8 ? 0.5 : flashKb <= 16 ? 2 : 3,
          pins,
          pk[1],
          tempCode === 'N' ? T_A105 : T_A125,
        ),
        price: price4(0.45 + flashKb * 0.03 + pins * 0.01 + (tempCode === 'F' ? 0.08 : 0)),
        datasheetUrl: `https://ww1.microchip.com/downloads/en/DeviceDoc/ATtiny${name}-Data-Sheet.pdf`,
      };
    },
  }),
);

export const MCU2_FAMILIES: Family[] = [
  stmFam('st-stm32-matrix', 'st-stm32', 'stmicroelectronics', STM32, true),
  stmFam('gd-gd32', 'st-stm32f1', 'gigadevice', GD32, false),
  mchpFam('mchp-pic-grid', 'mchp-pic', pic8, PIC, mchpDs),
  mchpFam('mchp-pic18-grid', 'mchp-pic', pic18, PIC18, mchpDs),
  mchpFam('mchp-dspic-grid', 'mchp-sam', dsc, DSPIC, mchpDs),
  mchpFam('mchp-pic32-grid', 'mchp-sam', pic32, PIC32, mchpDs),
  mchpFam('mchp-avrdx-grid', 'mchp-avr', avr, AVRDX, mchpDs),
  tiny,
];
