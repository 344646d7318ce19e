// Embedded processors: microcontrollers (STM32, AVR, PIC, SAM, LPC/Kinetis, RA, MSP430, EFM8, PSoC,
// RP2040) and FPGAs (Lattice, AMD Xilinx, Intel Altera), each with its maker's ordering-code scheme.
import { T_EXT, T_IND, avr, mchp, pkg, type Dev, type Scheme } from '../ics/ordering-codes';
import { fam, type Family, type Variant } from '../family';
import { reel, reelOnly, tray, tube } from '../packing-and-text';

const MCU = 'microcontrollers-mcu';
const FPGA = 'fpgas';

/** Typical general-purpose I/O count by pin count (the rest are supplies, reset, oscillator and boot pins). */
const IO_BY_PINS: Record<number, number> = {
  8: 6,
  14: 12,
  18: 16,
  20: 18,
  24: 20,
  28: 23,
  32: 27,
  36: 26,
  40: 35,
  44: 39,
  48: 37,
  56: 30,
  60: 30,
  64: 51,
  68: 48,
  80: 66,
  100: 82,
  144: 114,
  176: 140,
  196: 127,
};

function ioOf(pins: number): string {
  return String(IO_BY_PINS[pins] ?? Math.round(pins * 0.75));
}

interface Mcu {
  core: string;
  bits: '8-Bit' | '16-Bit' | '32-Bit' | '32-Bit Dual-Core';
  mhz: number;
  flash: string;
  ram: string;
  eeprom?: string;
  conn: string;
  periph: string;
  vcc: string;
  adc: string;
  /** Program memory technology when not flash. */
  mem?: 'FRAM';
}

const mcuParams = (mcu: Mcu): Record<string, string> => ({
  'Core Processor': mcu.core,
  'Core Size': mcu.bits,
  Speed: `${mcu.mhz}MHz`,
  Connectivity: mcu.conn,
  Peripherals: mcu.periph,
  'Program Memory Size': mcu.flash,
  'Program Memory Type': mcu.flash === 'ROMless' ? 'ROMless' : (mcu.mem ?? 'FLASH'),
  'EEPROM Size': mcu.eeprom ?? '-',
  'RAM Size': mcu.ram,
  'Voltage - Supply (Vcc/Vdd)': mcu.vcc,
  'Data Converters': mcu.adc,
});

/** An MCU family: (device, package) pairs; the I/O count follows the package's pin count. */
function mcuFam(key: string, mfr: string, weight: number, devices: Dev[], scheme: Scheme, ds: (d: Dev, mpnBase: string) => string): Family {
  const cases = devices.flatMap((device) => device.pkgs.map((pkgKey) => [device, pkgKey] as const));
  return fam({
    key,
    leaf: MCU,
    mfr,
    weight,
    kind: 'ic',
    dimensions: [cases],
    make: ([[device, pkgKey]]) => {
      const ordering = scheme(device, pkgKey);
      if (!ordering) return null;
      const pkgInfo = pkg(pkgKey);
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `${device.d} ${pkgInfo.short}`,
        parameters: {
          ...device.p,
          'Number of I/O': ioOf(pkgInfo.pins),
          'Package / Case': pkgInfo.disp,
          'Operating Temperature': device.temp,
        },
        price: device.price * (1 + pkgInfo.pins / 400) * (pkgKey.startsWith('DIP') ? 1.15 : 1),
        grams: pkgInfo.g,
        datasheetUrl: ds(device, ordering[0]),
      };
    },
  });
}

/** 'IC MCU 32BIT 64KB FLASH', 'IC MCU 32BIT ROMLESS'. */
const descOf = (mcu: Mcu) => {
  const bits = mcu.bits.replace('-Bit', 'BIT').replace(' Dual-Core', '');
  if (mcu.flash === 'ROMless') return `IC MCU ${bits} ROMLESS`;
  return `IC MCU ${bits} ${mcu.flash.replace(/ \(.*\)/, '').toUpperCase()} ${mcu.mem ?? 'FLASH'}`;
};

// ---------------------------------------------------------------------------------------------
// STMicroelectronics STM32: STM32 + line + pin letter + flash letter + package letter + temperature
// digit (6: -40…85 °C, 7: -40…105 °C), 'TR' for tape and reel. STM32F103C8T6 = F103, 48 pins, 64 KB, LQFP, 6.

const ST_PIN: Record<number, string> = { 8: 'J', 20: 'F', 28: 'G', 32: 'K', 36: 'T', 48: 'C', 64: 'R', 100: 'V', 144: 'Z', 176: 'I' };
const ST_PKG: Record<string, [string, Variant['pack'], number, number]> = {
  LQFP: ['T', 'tray', 250, 2400],
  UFQFPN: ['U', 'tray', 490, 2500],
  VQFN: ['U', 'tray', 490, 2500],
  TSSOP: ['P', 'tube', 75, 2500],
  SOIC: ['M', 'tube', 100, 2500],
};
const FLASH_KB: Record<string, number> = {
  '3': 8,
  '4': 16,
  '6': 32,
  '8': 64,
  B: 128,
  C: 256,
  D: 384,
  E: 512,
  F: 768,
  G: 1024,
  H: 1536,
  I: 2048,
};
const kb = (kbytes: number) => (kbytes >= 1024 ? `${kbytes / 1024}MB (${kbytes / 1024}M x 8)` : `${kbytes}KB (${kbytes}K x 8)`);

const stm32: Scheme = (device, pkgKey) => {
  const fam = pkgKey.slice(0, pkgKey.lastIndexOf('-'));
  const pins = pkg(pkgKey).pins;
  const pc = ST_PKG[fam];
  const pin = ST_PIN[pins];
  if (!pc || !pin) return null;
  const base = `${device.n}${pin}${device.o}${pc[0]}${device.g ?? '6'}`;
  return [base, [{ mpn: base, pack: pc[1], qty: pc[2] }, reelOnly(`${base}TR`, pc[3])]];
};

interface StLine {
  n: string;
  core: string;
  mhz: number;
  conn: string;
  periph: string;
  vcc: string;
  adc: string;
  /** Flash letter → [RAM KB, packages, price at quantity 1]. */
  flash: Record<string, [number, string[], number]>;
  ds: string;
}

function stDevices(lines: StLine[]): Dev[] {
  const out: Dev[] = [];
  for (const line of lines) {
    for (const [letter, [ram, pkgs, price]] of Object.entries(line.flash)) {
      for (const [grade, temp] of [
        ['6', T_IND],
        ['7', '-40°C ~ 105°C (TA)'],
      ] as const) {
        const mcu: Mcu = {
          core: line.core,
          bits: '32-Bit',
          mhz: line.mhz,
          flash: kb(FLASH_KB[letter] as number),
          ram: kb(ram),
          conn: line.conn,
          periph: line.periph,
          vcc: line.vcc,
          adc: line.adc,
        };
        out.push({
          n: line.n,
          o: letter,
          g: grade,
          d: descOf(mcu),
          p: mcuParams(mcu),
          price: price * (grade === '7' ? 1.08 : 1),
          pkgs,
          temp,
          ds: line.ds,
        });
      }
    }
  }
  return out;
}

const F1_CONN = 'CANbus, I²C, IrDA, LINbus, SPI, UART/USART, USB';
const STM32F1: StLine[] = [
  {
    n: 'STM32F103',
    core: 'ARM® Cortex®-M3',
    mhz: 72,
    conn: F1_CONN,
    periph: 'DMA, Motor Control PWM, PDR, POR, PVD, PWM, Temp Sensor, WDT',
    vcc: '2V ~ 3.6V',
    adc: 'A/D 10x12b',
    ds: 'stm32f103c8',
    flash: {
      '4': [6, ['VQFN-36', 'LQFP-48', 'LQFP-64'], 2.9],
      '6': [10, ['VQFN-36', 'LQFP-48', 'LQFP-64'], 3.4],
      '8': [20, ['VQFN-36', 'LQFP-48', 'UFQFPN-48', 'LQFP-64', 'LQFP-100'], 4.6],
      B: [20, ['VQFN-36', 'LQFP-48', 'UFQFPN-48', 'LQFP-64', 'LQFP-100'], 5.9],
      C: [48, ['LQFP-64', 'LQFP-100', 'LQFP-144'], 8.2],
      D: [64, ['LQFP-64', 'LQFP-100', 'LQFP-144'], 9.1],
      E: [64, ['LQFP-64', 'LQFP-100', 'LQFP-144'], 10.4],
      F: [96, ['LQFP-100', 'LQFP-144'], 12.1],
      G: [96, ['LQFP-100', 'LQFP-144'], 13.6],
    },
  },
  {
    n: 'STM32F101',
    core: 'ARM® Cortex®-M3',
    mhz: 36,
    conn: 'I²C, IrDA, LINbus, SPI, UART/USART',
    periph: 'DMA, PDR, POR, PVD, PWM, Temp Sensor, WDT',
    vcc: '2V ~ 3.6V',
    adc: 'A/D 16x12b',
    ds: 'stm32f101c8',
    flash: {
      '8': [10, ['LQFP-48', 'LQFP-64', 'LQFP-100'], 3.6],
      B: [16, ['LQFP-48', 'LQFP-64', 'LQFP-100'], 4.4],
      C: [32, ['LQFP-64', 'LQFP-100'], 6.5],
    },
  },
  {
    n: 'STM32F100',
    core: 'ARM® Cortex®-M3',
    mhz: 24,
    conn: 'CECbus, I²C, IrDA, LINbus, SPI, UART/USART',
    periph: 'DMA, PDR, POR, PVD, PWM, Temp Sensor, WDT',
    vcc: '2V ~ 3.6V',
    adc: 'A/D 16x12b; D/A 2x12b',
    ds: 'stm32f100cb',
    flash: {
      '4': [4, ['LQFP-48', 'LQFP-64'], 2.2],
      '6': [4, ['LQFP-48', 'LQFP-64'], 2.5],
      '8': [8, ['LQFP-48', 'LQFP-64', 'LQFP-100'], 2.9],
      B: [8, ['LQFP-48', 'LQFP-64', 'LQFP-100'], 3.4],
    },
  },
  {
    n: 'STM32F105',
    core: 'ARM® Cortex®-M3',
    mhz: 72,
    conn: 'CANbus, I²C, IrDA, LINbus, SPI, UART/USART, USB OTG',
    periph: 'DMA, POR, PWM, Voltage Detect, WDT',
    vcc: '2V ~ 3.6V',
    adc: 'A/D 16x12b; D/A 2x12b',
    ds: 'stm32f105r8',
    flash: { '8': [64, ['LQFP-64', 'LQFP-100'], 6.4], B: [64, ['LQFP-64', 'LQFP-100'], 7.3], C: [64, ['LQFP-64', 'LQFP-100'], 8.4] },
  },
  {
    n: 'STM32F107',
    core: 'ARM® Cortex®-M3',
    mhz: 72,
    conn: 'CANbus, Ethernet, I²C, IrDA, LINbus, SPI, UART/USART, USB OTG',
    periph: 'DMA, POR, PWM, Voltage Detect, WDT',
    vcc: '2V ~ 3.6V',
    adc: 'A/D 16x12b; D/A 2x12b',
    ds: 'stm32f107vc',
    flash: { B: [64, ['LQFP-64', 'LQFP-100'], 8.3], C: [64, ['LQFP-64', 'LQFP-100'], 9.5] },
  },
];

const G0_CONN = 'I²C, IrDA, LINbus, SPI, UART/USART';
const G0_PERIPH = 'Brown-out Detect/Reset, DMA, I²S, POR, PWM, WDT';
const STM32G0: StLine[] = [
  {
    n: 'STM32G030',
    core: 'ARM® Cortex®-M0+',
    mhz: 64,
    conn: G0_CONN,
    periph: G0_PERIPH,
    vcc: '2V ~ 3.6V',
    adc: 'A/D 19x12b',
    ds: 'stm32g030c6',
    flash: { '6': [8, ['SOIC-8', 'TSSOP-20', 'LQFP-32', 'LQFP-48'], 0.95], '8': [8, ['LQFP-32', 'LQFP-48'], 1.15] },
  },
  {
    n: 'STM32G031',
    core: 'ARM® Cortex®-M0+',
    mhz: 64,
    conn: G0_CONN,
    periph: G0_PERIPH,
    vcc: '1.7V ~ 3.6V',
    adc: 'A/D 19x12b',
    ds: 'stm32g031c6',
    flash: {
      '4': [8, ['SOIC-8', 'TSSOP-20', 'UFQFPN-28', 'LQFP-32', 'UFQFPN-32', 'LQFP-48', 'UFQFPN-48'], 1.05],
      '6': [8, ['SOIC-8', 'TSSOP-20', 'UFQFPN-28', 'LQFP-32', 'UFQFPN-32', 'LQFP-48', 'UFQFPN-48'], 1.2],
      '8': [8, ['TSSOP-20', 'UFQFPN-28', 'LQFP-32', 'UFQFPN-32', 'LQFP-48', 'UFQFPN-48'], 1.4],
    },
  },
  {
    n: 'STM32G041',
    core: 'ARM® Cortex®-M0+',
    mhz: 64,
    conn: G0_CONN,
    periph: `${G0_PERIPH}, AES, RNG`,
    vcc: '1.7V ~ 3.6V',
    adc: 'A/D 19x12b',
    ds: 'stm32g041c6',
    flash: { '6': [8, ['TSSOP-20', 'LQFP-32', 'LQFP-48'], 1.5], '8': [8, ['TSSOP-20', 'LQFP-32', 'LQFP-48'], 1.7] },
  },
  {
    n: 'STM32G070',
    core: 'ARM® Cortex®-M0+',
    mhz: 64,
    conn: G0_CONN,
    periph: G0_PERIPH,
    vcc: '2V ~ 3.6V',
    adc: 'A/D 19x12b',
    ds: 'stm32g070cb',
    flash: { B: [36, ['LQFP-32', 'LQFP-48', 'LQFP-64'], 1.75] },
  },
  {
    n: 'STM32G071',
    core: 'ARM® Cortex®-M0+',
    mhz: 64,
    conn: `${G0_CONN}, USB PD`,
    periph: `${G0_PERIPH}, Comparator`,
    vcc: '1.7V ~ 3.6V',
    adc: 'A/D 19x12b; D/A 2x12b',
    ds: 'stm32g071rb',
    flash: {
      '8': [36, ['UFQFPN-28', 'LQFP-32', 'LQFP-48', 'LQFP-64'], 1.9],
      B: [36, ['UFQFPN-28', 'LQFP-32', 'UFQFPN-32', 'LQFP-48', 'UFQFPN-48', 'LQFP-64'], 2.3],
    },
  },
  {
    n: 'STM32G0B1',
    core: 'ARM® Cortex®-M0+',
    mhz: 64,
    conn: `CANbus, ${G0_CONN}, USB`,
    periph: `${G0_PERIPH}, Comparator`,
    vcc: '1.7V ~ 3.6V',
    adc: 'A/D 19x12b; D/A 2x12b',
    ds: 'stm32g0b1re',
    flash: {
      B: [144, ['LQFP-32', 'LQFP-48', 'LQFP-64'], 2.9],
      C: [144, ['LQFP-48', 'LQFP-64', 'LQFP-100'], 3.4],
      E: [144, ['LQFP-48', 'LQFP-64', 'LQFP-100'], 3.9],
    },
  },
];

const STM32_OTHER: StLine[] = [
  {
    n: 'STM32F030',
    core: 'ARM® Cortex®-M0',
    mhz: 48,
    conn: 'I²C, SPI, UART/USART',
    periph: 'DMA, POR, PWM, WDT',
    vcc: '2.4V ~ 3.6V',
    adc: 'A/D 16x12b',
    ds: 'stm32f030f4',
    flash: {
      '4': [4, ['TSSOP-20'], 0.75],
      '6': [4, ['LQFP-32', 'LQFP-48'], 0.95],
      '8': [8, ['LQFP-48', 'LQFP-64'], 1.25],
      C: [32, ['LQFP-48', 'LQFP-64'], 2.1],
    },
  },
  {
    n: 'STM32F042',
    core: 'ARM® Cortex®-M0',
    mhz: 48,
    conn: 'CANbus, HDMI-CEC, I²C, IrDA, LINbus, SPI, UART/USART, USB',
    periph: 'DMA, I²S, POR, PWM, WDT',
    vcc: '2V ~ 3.6V',
    adc: 'A/D 13x12b',
    ds: 'stm32f042f6',
    flash: { '4': [6, ['TSSOP-20', 'LQFP-32'], 1.5], '6': [6, ['TSSOP-20', 'LQFP-32', 'UFQFPN-32', 'LQFP-48'], 1.8] },
  },
  {
    n: 'STM32F072',
    core: 'ARM® Cortex®-M0',
    mhz: 48,
    conn: 'CANbus, HDMI-CEC, I²C, IrDA, LINbus, SPI, UART/USART, USB',
    periph: 'DMA, I²S, POR, PWM, WDT',
    vcc: '2V ~ 3.6V',
    adc: 'A/D 16x12b; D/A 2x12b',
    ds: 'stm32f072c8',
    flash: { '8': [16, ['LQFP-48', 'LQFP-64', 'LQFP-100'], 2.6], B: [16, ['LQFP-48', 'UFQFPN-48', 'LQFP-64', 'LQFP-100'], 3.1] },
  },
  {
    n: 'STM32F401',
    core: 'ARM® Cortex®-M4',
    mhz: 84,
    conn: 'I²C, IrDA, LINbus, SDIO, SPI, UART/USART, USB OTG',
    periph: 'Brown-out Detect/Reset, DMA, I²S, POR, PWM, WDT',
    vcc: '1.7V ~ 3.6V',
    adc: 'A/D 16x12b',
    ds: 'stm32f401cc',
    flash: { C: [64, ['UFQFPN-48', 'LQFP-64', 'LQFP-100'], 4.2], E: [96, ['UFQFPN-48', 'LQFP-64', 'LQFP-100'], 5.1] },
  },
  {
    n: 'STM32F411',
    core: 'ARM® Cortex®-M4',
    mhz: 100,
    conn: 'I²C, IrDA, LINbus, SDIO, SPI, UART/USART, USB OTG',
    periph: 'Brown-out Detect/Reset, DMA, I²S, POR, PWM, WDT',
    vcc: '1.7V ~ 3.6V',
    adc: 'A/D 16x12b',
    ds: 'stm32f411ce',
    flash: { C: [128, ['UFQFPN-48', 'LQFP-64', 'LQFP-100'], 5.2], E: [128, ['UFQFPN-48', 'LQFP-64', 'LQFP-100'], 6.1] },
  },
  {
    n: 'STM32F407',
    core: 'ARM® Cortex®-M4',
    mhz: 168,
    conn: 'CANbus, DCMI, EBI/EMI, Ethernet, I²C, IrDA, LINbus, SDIO, SPI, UART/USART, USB OTG',
    periph: 'Brown-out Detect/Reset, DMA, I²S, LCD, POR, PWM, WDT',
    vcc: '1.8V ~ 3.6V',
    adc: 'A/D 24x12b; D/A 2x12b',
    ds: 'stm32f407vg',
    flash: { E: [192, ['LQFP-64', 'LQFP-100', 'LQFP-144'], 10.2], G: [192, ['LQFP-64', 'LQFP-100', 'LQFP-144', 'LQFP-176'], 12.4] },
  },
  {
    n: 'STM32F446',
    core: 'ARM® Cortex®-M4',
    mhz: 180,
    conn: 'CANbus, HDMI-CEC, I²C, IrDA, LINbus, QSPI, SAI, SDIO, SPI, SPDIF-Rx, UART/USART, USB OTG',
    periph: 'Brown-out Detect/Reset, DMA, I²S, POR, PWM, WDT',
    vcc: '1.7V ~ 3.6V',
    adc: 'A/D 24x12b; D/A 2x12b',
    ds: 'stm32f446re',
    flash: { C: [128, ['LQFP-64', 'LQFP-100'], 7.9], E: [128, ['LQFP-64', 'LQFP-100', 'LQFP-144'], 9.3] },
  },
  {
    n: 'STM32L031',
    core: 'ARM® Cortex®-M0+',
    mhz: 32,
    conn: 'I²C, IrDA, LINbus, SPI, UART/USART',
    periph: 'Brown-out Detect/Reset, DMA, POR, PWM, WDT',
    vcc: '1.65V ~ 3.6V',
    adc: 'A/D 10x12b',
    ds: 'stm32l031k6',
    flash: { '4': [8, ['TSSOP-20', 'LQFP-32'], 1.5], '6': [8, ['TSSOP-20', 'LQFP-32', 'UFQFPN-32', 'LQFP-48'], 1.8] },
  },
  {
    n: 'STM32L432',
    core: 'ARM® Cortex®-M4',
    mhz: 80,
    conn: 'CANbus, I²C, IrDA, LINbus, QSPI, SAI, SPI, SWPMI, UART/USART, USB',
    periph: 'Brown-out Detect/Reset, DMA, PWM, WDT',
    vcc: '1.71V ~ 3.6V',
    adc: 'A/D 10x12b; D/A 2x12b',
    ds: 'stm32l432kc',
    flash: { B: [64, ['UFQFPN-32'], 4.4], C: [64, ['UFQFPN-32'], 5.0] },
  },
  {
    n: 'STM32L476',
    core: 'ARM® Cortex®-M4',
    mhz: 80,
    conn: 'CANbus, I²C, IrDA, LINbus, MMC/SD, QSPI, SAI, SPI, SWPMI, UART/USART, USB OTG',
    periph: 'Brown-out Detect/Reset, DMA, LCD, PWM, WDT',
    vcc: '1.71V ~ 3.6V',
    adc: 'A/D 24x12b; D/A 2x12b',
    ds: 'stm32l476rg',
    flash: {
      C: [128, ['LQFP-64', 'LQFP-100'], 7.4],
      E: [128, ['LQFP-64', 'LQFP-100'], 8.3],
      G: [128, ['LQFP-64', 'LQFP-100', 'LQFP-144'], 9.5],
    },
  },
  {
    n: 'STM32G431',
    core: 'ARM® Cortex®-M4F',
    mhz: 170,
    conn: 'CANbus, I²C, IrDA, LINbus, SAI, SPI, UART/USART, USB',
    periph: 'Brown-out Detect/Reset, DMA, I²S, POR, PWM, WDT',
    vcc: '1.71V ~ 3.6V',
    adc: 'A/D 23x12b; D/A 4x12b',
    ds: 'stm32g431cb',
    flash: {
      '6': [32, ['LQFP-32', 'LQFP-48', 'LQFP-64'], 3.2],
      '8': [32, ['LQFP-32', 'LQFP-48', 'LQFP-64'], 3.6],
      B: [32, ['LQFP-32', 'UFQFPN-32', 'LQFP-48', 'UFQFPN-48', 'LQFP-64'], 4.1],
    },
  },
  {
    n: 'STM32G474',
    core: 'ARM® Cortex®-M4F',
    mhz: 170,
    conn: 'CANbus, I²C, IrDA, LINbus, QSPI, SAI, SPI, UART/USART, USB',
    periph: 'Brown-out Detect/Reset, DMA, HRTIM, I²S, POR, PWM, WDT',
    vcc: '1.71V ~ 3.6V',
    adc: 'A/D 42x12b; D/A 7x12b',
    ds: 'stm32g474re',
    flash: {
      B: [128, ['LQFP-48', 'LQFP-64', 'LQFP-100'], 5.9],
      C: [128, ['LQFP-48', 'LQFP-64', 'LQFP-100'], 6.6],
      E: [128, ['LQFP-48', 'LQFP-64', 'LQFP-100', 'LQFP-144'], 7.4],
    },
  },
  {
    n: 'STM32H743',
    core: 'ARM® Cortex®-M7',
    mhz: 480,
    conn: 'CANbus, EBI/EMI, Ethernet, HDMI-CEC, I²C, IrDA, LINbus, MMC/SD/SDIO, QSPI, SAI, SPDIF, SPI, SWPMI, UART/USART, USB OTG',
    periph: 'Brown-out Detect/Reset, DMA, I²S, LCD, POR, PWM, WDT',
    vcc: '1.62V ~ 3.6V',
    adc: 'A/D 20x16b; D/A 2x12b',
    ds: 'stm32h743vi',
    flash: { G: [1024, ['LQFP-100', 'LQFP-144', 'LQFP-176'], 13.8], I: [1024, ['LQFP-100', 'LQFP-144', 'LQFP-176'], 16.2] },
  },
  {
    n: 'STM32H723',
    core: 'ARM® Cortex®-M7',
    mhz: 550,
    conn: 'CANbus, EBI/EMI, Ethernet, I²C, IrDA, LINbus, MMC/SD/SDIO, OctoSPI, SAI, SPDIF, SPI, UART/USART, USB OTG',
    periph: 'Brown-out Detect/Reset, DMA, I²S, LCD, POR, PWM, WDT',
    vcc: '1.62V ~ 3.6V',
    adc: 'A/D 20x16b, 12x12b; D/A 2x12b',
    ds: 'stm32h723vg',
    flash: { E: [564, ['LQFP-100', 'LQFP-144'], 9.6], G: [564, ['LQFP-100', 'LQFP-144', 'LQFP-176'], 11.1] },
  },
];

const stDs = (device: Dev, base: string) =>
  `https://www.st.com/resource/en/datasheet/${base.slice(0, device.n.length + 2).toLowerCase()}.pdf`;

// ---------------------------------------------------------------------------------------------
// Microchip AVR and PIC (Microchip's own scheme: device-temperature/package, 'T' before the dash for reels).

const avrDev = (name: string, option: string | undefined, mcu: Mcu, price: number, pkgs: string[], ds: string): Dev => ({
  n: name,
  o: option,
  d: descOf(mcu),
  p: mcuParams(mcu),
  price,
  pkgs,
  temp: T_IND,
  ds,
});
const AVR_CONN = 'I²C, SPI, UART/USART';
const AVR_PERIPH = 'Brown-out Detect/Reset, POR, PWM, WDT';
const avrM = (mhz: number, flash: number, ram: string, eeprom: string, adc: string, conn = AVR_CONN, vcc = '1.8V ~ 5.5V'): Mcu => ({
  core: 'AVR',
  bits: '8-Bit',
  mhz,
  flash: kb(flash),
  ram,
  eeprom,
  conn,
  periph: AVR_PERIPH,
  vcc,
  adc,
});
const AVRS: Dev[] = [
  avrDev(
    'ATMEGA328P',
    undefined,
    avrM(20, 32, '2K x 8', '1K x 8', 'A/D 8x10b'),
    2.6,
    ['TQFP-32', 'DIP-28', 'VQFN-32'],
    'ATmega48A-PA-88A-PA-168A-PA-328-P-DS-DS40002061B',
  ),
  avrDev(
    'ATMEGA328PB',
    undefined,
    avrM(20, 32, '2K x 8', '1K x 8', 'A/D 8x10b'),
    1.9,
    ['TQFP-32', 'VQFN-32'],
    'ATmega328PB-Data-Sheet-40001906C',
  ),
  avrDev(
    'ATMEGA328',
    undefined,
    avrM(20, 32, '2K x 8', '1K x 8', 'A/D 8x10b'),
    2.4,
    ['TQFP-32', 'DIP-28', 'VQFN-32'],
    'ATmega328-Data-Sheet-DS40002061A',
  ),
  avrDev(
    'ATMEGA168PA',
    undefined,
    avrM(20, 16, '1K x 8', '512 x 8', 'A/D 8x10b'),
    2.1,
    ['TQFP-32', 'DIP-28', 'VQFN-32'],
    'ATmega48A-PA-88A-PA-168A-PA-328-P-DS-DS40002061B',
  ),
  avrDev(
    'ATMEGA88PA',
    undefined,
    avrM(20, 8, '1K x 8', '512 x 8', 'A/D 8x10b'),
    1.8,
    ['TQFP-32', 'DIP-28', 'VQFN-32'],
    'ATmega48A-PA-88A-PA-168A-PA-328-P-DS-DS40002061B',
  ),
  avrDev(
    'ATMEGA48PA',
    undefined,
    avrM(20, 4, '512 x 8', '256 x 8', 'A/D 8x10b'),
    1.5,
    ['TQFP-32', 'DIP-28', 'VQFN-32'],
    'ATmega48A-PA-88A-PA-168A-PA-328-P-DS-DS40002061B',
  ),
  avrDev(
    'ATMEGA32U4',
    undefined,
    avrM(16, 32, '2.5K x 8', '1K x 8', 'A/D 12x10b', 'I²C, SPI, UART/USART, USB', '2.7V ~ 5.5V'),
    4.5,
    ['TQFP-44', 'VQFN-44'],
    'Atmel-7766-8-bit-AVR-ATmega16U4-32U4_Datasheet',
  ),
  avrDev(
    'ATMEGA16U2',
    undefined,
    avrM(16, 16, '512 x 8', '512 x 8', '-', 'SPI, UART/USART, USB', '2.7V ~ 5.5V'),
    3.2,
    ['TQFP-32', 'VQFN-32'],
    'doc7799',
  ),
  avrDev(
    'ATMEGA2560',
    '16',
    avrM(16, 256, '8K x 8', '4K x 8', 'A/D 16x10b', 'EBI/EMI, I²C, SPI, UART/USART', '4.5V ~ 5.5V'),
    14.5,
    ['TQFP-100'],
    'ATmega640-1280-1281-2560-2561-Datasheet-DS40002211A',
  ),
  avrDev('ATMEGA1284P', undefined, avrM(20, 128, '16K x 8', '4K x 8', 'A/D 8x10b'), 7.4, ['TQFP-44', 'DIP-40', 'VQFN-44'], 'doc8272'),
  avrDev(
    'ATMEGA644PA',
    undefined,
    avrM(20, 64, '4K x 8', '2K x 8', 'A/D 8x10b'),
    5.8,
    ['TQFP-44', 'DIP-40', 'VQFN-44'],
    'ATmega164A_PA-324A_PA-644A_PA-1284_P_Data-Sheet-40002070B',
  ),
  avrDev(
    'ATTINY85',
    '20',
    avrM(20, 8, '512 x 8', '512 x 8', 'A/D 4x10b', 'USI', '2.7V ~ 5.5V'),
    1.4,
    ['DIP-8', 'SOIC-8'],
    'Atmel-2586-AVR-8-bit-Microcontroller-ATtiny25-ATtiny45-ATtiny85_Datasheet',
  ),
  avrDev(
    'ATTINY45',
    '20',
    avrM(20, 4, '256 x 8', '256 x 8', 'A/D 4x10b', 'USI', '2.7V ~ 5.5V'),
    1.2,
    ['DIP-8', 'SOIC-8'],
    'Atmel-2586-AVR-8-bit-Microcontroller-ATtiny25-ATtiny45-ATtiny85_Datasheet',
  ),
  avrDev(
    'ATTINY25',
    '20',
    avrM(20, 2, '128 x 8', '128 x 8', 'A/D 4x10b', 'USI', '2.7V ~ 5.5V'),
    1.0,
    ['DIP-8', 'SOIC-8'],
    'Atmel-2586-AVR-8-bit-Microcontroller-ATtiny25-ATtiny45-ATtiny85_Datasheet',
  ),
  avrDev(
    'ATTINY84A',
    undefined,
    avrM(20, 8, '512 x 8', '512 x 8', 'A/D 8x10b', 'USI'),
    1.3,
    ['DIP-14', 'SOIC-14'],
    'ATtiny24A-44A-84A-DataSheet-DS40002269A',
  ),
  avrDev(
    'ATTINY44A',
    undefined,
    avrM(20, 4, '256 x 8', '256 x 8', 'A/D 8x10b', 'USI'),
    1.1,
    ['DIP-14', 'SOIC-14'],
    'ATtiny24A-44A-84A-DataSheet-DS40002269A',
  ),
  avrDev('ATTINY13A', undefined, avrM(20, 1, '64 x 8', '64 x 8', 'A/D 4x10b', '-'), 0.7, ['DIP-8', 'SOIC-8'], 'doc8126'),
  avrDev(
    'ATTINY2313A',
    undefined,
    avrM(20, 2, '128 x 8', '128 x 8', '-', 'I²C, SPI, UART/USART, USI'),
    1.2,
    ['DIP-20', 'SOICW-20'],
    'doc8246',
  ),
];

const picM = (
  core: string,
  bits: Mcu['bits'],
  mhz: number,
  flash: string,
  ram: string,
  eeprom: string,
  conn: string,
  adc: string,
  vcc = '2.3V ~ 5.5V',
): Mcu => ({ core, bits, mhz, flash, ram, eeprom, conn, periph: 'Brown-out Detect/Reset, POR, PWM, WDT', vcc, adc });
const picDev = (name: string, mcu: Mcu, price: number, pkgs: string[], ds: string, grade = 'I'): Dev => ({
  n: name,
  g: grade,
  d: descOf(mcu),
  p: mcuParams(mcu),
  price,
  pkgs,
  temp: grade === 'E' ? T_EXT : T_IND,
  ds,
});
const PICS: Dev[] = (['I', 'E'] as const).flatMap((grade) => [
  picDev(
    'PIC16F18446',
    picM('PIC', '8-Bit', 32, '28KB (16K x 14)', '2K x 8', '256 x 8', 'I²C, LINbus, SPI, UART/USART', 'A/D 17x12b; D/A 1x5b', '2.3V ~ 5.5V'),
    1.45,
    ['DIP-20', 'SOICW-20', 'SSOP-20', 'VQFN-20'],
    'PIC16F18426-46-Data-Sheet-40002002',
    grade,
  ),
  picDev(
    'PIC16F1455',
    picM('PIC', '8-Bit', 48, '14KB (8K x 14)', '1K x 8', '-', 'I²C, LINbus, SPI, UART/USART, USB', 'A/D 5x10b; D/A 1x5b'),
    1.55,
    ['DIP-14', 'SOIC-14', 'TSSOP-14'],
    'PIC16-L-F1454-5-9-Data-Sheet-40001876',
    grade,
  ),
  picDev(
    'PIC16F877A',
    picM('PIC', '8-Bit', 20, '14KB (8K x 14)', '368 x 8', '256 x 8', 'I²C, SPI, UART/USART', 'A/D 8x10b', '4V ~ 5.5V'),
    5.6,
    ['DIP-40', 'TQFP-44'],
    '39582C',
    grade,
  ),
  picDev(
    'PIC16F628A',
    picM('PIC', '8-Bit', 20, '3.5KB (2K x 14)', '224 x 8', '128 x 8', 'UART/USART', '-', '3V ~ 5.5V'),
    2.2,
    ['DIP-18', 'SOICW-18'],
    '40044G',
    grade,
  ),
  picDev(
    'PIC12F675',
    picM('PIC', '8-Bit', 20, '1.75KB (1K x 14)', '64 x 8', '128 x 8', '-', 'A/D 4x10b', '2V ~ 5.5V'),
    1.3,
    ['DIP-8', 'SOIC-8'],
    '41190G',
    grade,
  ),
  picDev(
    'PIC18F45K22',
    picM('PIC', '8-Bit', 64, '32KB (16K x 16)', '1.5K x 8', '256 x 8', 'I²C, SPI, UART/USART', 'A/D 30x10b; D/A 1x5b', '2.3V ~ 5.5V'),
    3.9,
    ['DIP-40', 'TQFP-44'],
    'PIC18-L-F2X-4XK22-Data-Sheet-40001412H',
    grade,
  ),
  picDev(
    'PIC18F4550',
    picM('PIC', '8-Bit', 48, '32KB (16K x 16)', '2K x 8', '256 x 8', 'I²C, SPI, UART/USART, USB', 'A/D 13x10b', '4.2V ~ 5.5V'),
    6.8,
    ['DIP-40', 'TQFP-44'],
    '39632e',
    grade,
  ),
  picDev(
    'PIC32MX270F256B',
    picM(
      'MIPS32® M4K™',
      '32-Bit',
      50,
      '256KB (256K x 8)',
      '64K x 8',
      '-',
      'I²C, IrDA, LINbus, PMP, SPI, UART/USART, USB OTG',
      'A/D 10x10b',
      '2.3V ~ 3.6V',
    ),
    4.6,
    ['DIP-28', 'SOICW-28', 'SSOP-28'],
    'PIC32MX1XX2XX-28-36-44-PIN-DS60001168L',
    grade,
  ),
  picDev(
    'dsPIC33CK256MP506',
    picM(
      'dsPIC',
      '16-Bit',
      100,
      '256KB (256K x 8)',
      '24K x 8',
      '-',
      'CANbus, I²C, IrDA, LINbus, QEI, SPI, UART/USART',
      'A/D 24x12b; D/A 3x12b',
      '3V ~ 3.6V',
    ),
    4.9,
    ['TQFP-64'],
    'dsPIC33CK256MP508-Family-Data-Sheet-DS70005349',
    grade,
  ),
]);

// Microchip SAM (Atmel heritage): device-package+temperature, 'T' for tape and reel.
const samScheme: Scheme = (device, pkgKey) => {
  const code = (
    { 'TQFP-32': 'AU', 'TQFP-48': 'AU', 'TQFP-64': 'AU', 'TQFP-100': 'AU', 'VQFN-32': 'MU', 'VQFN-48': 'MU', 'VQFN-64': 'MU' } as Record<
      string,
      string
    >
  )[pkgKey];
  if (!code) return null;
  const base = `${device.n}-${code}`;
  return [base, [tray(base, pkgKey.startsWith('TQFP') ? 250 : 260), reelOnly(`${base}T`, pkgKey.startsWith('TQFP') ? 2000 : 4000)]];
};
const samM = (mhz: number, flash: number, ram: number, core = 'ARM® Cortex®-M0+', usb = true): Mcu => ({
  core,
  bits: '32-Bit',
  mhz,
  flash: kb(flash),
  ram: kb(ram),
  conn: `I²C, LINbus, SPI, UART/USART${usb ? ', USB' : ''}`,
  periph: 'Brown-out Detect/Reset, DMA, I²S, POR, PWM, WDT',
  vcc: '1.62V ~ 3.63V',
  adc: 'A/D 20x12b; D/A 1x10b',
});
const SAMS: Dev[] = [
  ...(['E', 'G', 'J'] as const).flatMap((pin, index) =>
    (['15', '16', '17', '18'] as const).map((flashCode, j): Dev => {
      const mcu = samM(48, 32 << j, 4 << j);
      return {
        n: `ATSAMD21${pin}${flashCode}A`,
        d: descOf(mcu),
        p: mcuParams(mcu),
        price: 2.1 + j * 0.55 + index * 0.4,
        pkgs: [
          ['TQFP-32', 'VQFN-32'],
          ['TQFP-48', 'VQFN-48'],
          ['TQFP-64', 'VQFN-64'],
        ][index] as string[],
        temp: T_IND,
        ds: 'SAM-D21DA1-Family-Data-Sheet-DS40001882',
      };
    }),
  ),
  ...(['G', 'J'] as const).flatMap((pin, index) =>
    (['18', '19', '20'] as const).map((flashCode, j): Dev => {
      const mcu = samM(120, 256 << j, 128 << Math.min(j, 1), 'ARM® Cortex®-M4F');
      return {
        n: `ATSAMD51${pin}${flashCode}A`,
        d: descOf(mcu),
        p: mcuParams(mcu),
        price: 4.4 + j * 0.9 + index * 0.6,
        pkgs: [
          ['TQFP-48', 'VQFN-48'],
          ['TQFP-64', 'VQFN-64'],
        ][index] as string[],
        temp: T_IND,
        ds: 'SAM-D5x-E5x-Family-Data-Sheet-DS60001507',
      };
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// NXP: LPC (package + pins, ',551' tray / ',518' reel; newer parts 'K' tray / 'E' reel) and Kinetis
// (temperature V + package letters + speed, 'R' reel).

const LPC_PKG: Record<string, string> = {
  'LQFP-48': 'BD48',
  'LQFP-64': 'BD64',
  'LQFP-80': 'BD80',
  'LQFP-100': 'BD100',
  'TSSOP-20': 'DH20',
  'VQFN-32': 'HI33',
  'VQFN-48': 'HI48',
};
const KIN_PKG: Record<string, string> = {
  'VQFN-32': 'FM',
  'VQFN-48': 'FT',
  'LQFP-64': 'LH',
  'LQFP-80': 'LK',
  'LQFP-100': 'LL',
  'LQFP-144': 'LQ',
};
const nxpMcu: Scheme = (device, pkgKey) => {
  if (device.n.startsWith('MK') || device.n.startsWith('MIMX')) {
    const code = device.n.startsWith('MIMX')
      ? ({ 'BGA-196': 'DVL6B', 'BGA-225': 'DVJ6B' } as Record<string, string>)[pkgKey]
      : KIN_PKG[pkgKey];
    if (!code) return null;
    const base = device.n.startsWith('MIMX') ? `${device.n}${code}` : `${device.n}V${code}${device.o ?? ''}`;
    return [base, [tray(base, 160), reelOnly(`${base}R`, pkgKey.startsWith('VQFN') ? 2500 : 1000)]];
  }
  const code = LPC_PKG[pkgKey];
  if (!code) return null;
  const base = `${device.n}${device.g ?? 'F'}${code}${device.o ?? ''}`;
  if (device.g === 'J') return [base, [tray(`${base}K`, 250), reelOnly(`${base}E`, pkgKey.startsWith('TSSOP') ? 2500 : 1000)]];
  return [base, [tray(`${base},551`, 160), reelOnly(`${base},518`, 1000)]];
};
const nxpM = (core: string, mhz: number, flash: number, ram: number, conn: string, adc: string, vcc = '2.4V ~ 3.6V'): Mcu => ({
  core,
  bits: '32-Bit',
  mhz,
  flash: flash ? kb(flash) : 'ROMless',
  ram: kb(ram),
  conn,
  periph: 'Brown-out Detect/Reset, DMA, I²S, Motor Control PWM, POR, PWM, WDT',
  vcc,
  adc,
});
const nxpDev = (name: string, mcu: Mcu, price: number, pkgs: string[], ds: string, grade?: string, option?: string): Dev => ({
  n: name,
  g: grade,
  o: option,
  d: descOf(mcu),
  p: mcuParams(mcu),
  price,
  pkgs,
  temp: T_IND,
  ds,
});
const NXP_MCUS: Dev[] = [
  nxpDev(
    'LPC1768',
    nxpM(
      'ARM® Cortex®-M3',
      100,
      512,
      64,
      'CANbus, Ethernet, I²C, IrDA, Microwire, SPI, SSI, SSP, UART/USART, USB OTG',
      'A/D 8x12b; D/A 1x10b',
    ),
    11.2,
    ['LQFP-100'],
    'LPC1769_68_67_66_65_64_63',
  ),
  nxpDev(
    'LPC1769',
    nxpM(
      'ARM® Cortex®-M3',
      120,
      512,
      64,
      'CANbus, Ethernet, I²C, IrDA, Microwire, SPI, SSI, SSP, UART/USART, USB OTG',
      'A/D 8x12b; D/A 1x10b',
    ),
    12.4,
    ['LQFP-100'],
    'LPC1769_68_67_66_65_64_63',
  ),
  nxpDev(
    'LPC1764',
    nxpM('ARM® Cortex®-M3', 100, 128, 32, 'CANbus, Ethernet, I²C, IrDA, Microwire, SPI, SSI, SSP, UART/USART, USB', 'A/D 8x12b'),
    7.9,
    ['LQFP-100'],
    'LPC1769_68_67_66_65_64_63',
  ),
  nxpDev(
    'LPC11U24',
    nxpM('ARM® Cortex®-M0', 50, 32, 8, 'I²C, Microwire, SPI, SSI, SSP, UART/USART, USB', 'A/D 8x10b', '1.8V ~ 3.6V'),
    3.1,
    ['LQFP-48', 'LQFP-64'],
    'LPC11U2X',
    'F',
    '/401',
  ),
  nxpDev(
    'LPC824M201',
    nxpM('ARM® Cortex®-M0+', 30, 32, 8, 'I²C, SPI, UART/USART', 'A/D 12x12b', '1.8V ~ 3.6V'),
    1.6,
    ['TSSOP-20', 'VQFN-32'],
    'LPC82X',
    'J',
  ),
  nxpDev(
    'LPC845M301',
    nxpM('ARM® Cortex®-M0+', 30, 64, 16, 'I²C, SPI, UART/USART', 'A/D 12x12b; D/A 2x10b', '1.8V ~ 3.6V'),
    1.9,
    ['LQFP-48', 'LQFP-64', 'VQFN-48'],
    'LPC84X',
    'J',
  ),
  nxpDev(
    'LPC55S69',
    nxpM('ARM® Cortex®-M33', 150, 640, 320, 'Flexcomm, I²C, SPI, UART/USART, USB', 'A/D 10x16b', '1.8V ~ 3.6V'),
    6.2,
    ['LQFP-100'],
    'LPC55S6x',
    'J',
  ),
  nxpDev(
    'LPC5528',
    nxpM('ARM® Cortex®-M33', 150, 512, 256, 'Flexcomm, I²C, SPI, UART/USART, USB', 'A/D 10x16b', '1.8V ~ 3.6V'),
    4.8,
    ['LQFP-100'],
    'LPC552X_S2X',
    'J',
  ),
  nxpDev(
    'MKL25Z128',
    nxpM('ARM® Cortex®-M0+', 48, 128, 16, 'I²C, LINbus, SPI, UART/USART, USB OTG', 'A/D 16x16b; D/A 1x12b', '1.71V ~ 3.6V'),
    3.9,
    ['VQFN-32', 'VQFN-48', 'LQFP-64', 'LQFP-80'],
    'KL25P80M48SF0',
    undefined,
    '4',
  ),
  nxpDev(
    'MKL02Z32',
    nxpM('ARM® Cortex®-M0+', 48, 32, 4, 'I²C, SPI, UART/USART', 'A/D 12x12b', '1.71V ~ 3.6V'),
    1.9,
    ['VQFN-32'],
    'KL02P32M48SF0',
    undefined,
    '4',
  ),
  nxpDev(
    'MK20DX256',
    nxpM('ARM® Cortex®-M4', 72, 256, 64, 'CANbus, I²C, IrDA, SPI, UART/USART, USB, USB OTG', 'A/D 21x16b; D/A 1x12b', '1.71V ~ 3.6V'),
    8.6,
    ['LQFP-64', 'LQFP-100'],
    'K20P64M72SF1',
    undefined,
    '7',
  ),
  nxpDev(
    'MK64FN1M0',
    nxpM(
      'ARM® Cortex®-M4',
      120,
      1024,
      256,
      'CANbus, EBI/EMI, Ethernet, I²C, IrDA, SDHC, SPI, UART/USART, USB, USB OTG',
      'A/D 2x16b; D/A 2x12b',
      '1.71V ~ 3.6V',
    ),
    12.9,
    ['LQFP-100', 'LQFP-144'],
    'K64P144M120SF5',
    undefined,
    '12',
  ),
  nxpDev(
    'MIMXRT1062',
    nxpM(
      'ARM® Cortex®-M7',
      600,
      0,
      1024,
      'CANbus, Ethernet, I²C, MMC/SD/SDIO, SAI, SPDIF, SPI, UART/USART, USB OTG',
      'A/D 20x12b',
      '3V ~ 3.6V',
    ),
    11.5,
    ['BGA-196'],
    'IMXRT1060CEC',
  ),
  nxpDev(
    'MIMXRT1052',
    nxpM(
      'ARM® Cortex®-M7',
      600,
      0,
      512,
      'CANbus, Ethernet, I²C, MMC/SD/SDIO, SAI, SPDIF, SPI, UART/USART, USB OTG',
      'A/D 20x12b',
      '3V ~ 3.6V',
    ),
    9.8,
    ['BGA-196'],
    'IMXRT1050CEC',
  ),
];

// ---------------------------------------------------------------------------------------------
// Renesas RA: R7FA + group + feature letter + flash letter + temperature digit + package code + '#AA0'
// (tray) / '#HA0' (tape and reel).

const RA_PKG: Record<string, string> = {
  'LQFP-32': 'CFJ',
  'LQFP-48': 'CFL',
  'LQFP-64': 'CFM',
  'LQFP-100': 'CFP',
  'LQFP-144': 'CFB',
  'VQFN-48': 'CNE',
  'VQFN-64': 'CNB',
};
const raScheme: Scheme = (device, pkgKey) => {
  const code = RA_PKG[pkgKey];
  if (!code) return null;
  const base = `${device.n}${device.o}${device.g ?? '3'}${code}`;
  return [
    base,
    [tray(`${base}#AA0`, pkgKey.startsWith('VQFN') ? 490 : 160), reelOnly(`${base}#HA0`, pkgKey.startsWith('VQFN') ? 2500 : 1000)],
  ];
};
const raM = (core: string, mhz: number, flash: number, ram: number, conn: string, adc: string): Mcu => ({
  core,
  bits: '32-Bit',
  mhz,
  flash: kb(flash),
  ram: kb(ram),
  conn,
  periph: 'DMA, LVD, POR, PWM, WDT',
  vcc: '1.6V ~ 5.5V',
  adc,
});
const RAS: Dev[] = [
  ['R7FA2E1A', '9', 64, 16, 'ARM® Cortex®-M23', 48, ['LQFP-32', 'LQFP-48', 'VQFN-48'], 1.4, 'I²C, SCI, SPI, UART/USART', 'A/D 13x12b'],
  [
    'R7FA2L1A',
    'B',
    256,
    32,
    'ARM® Cortex®-M23',
    48,
    ['LQFP-48', 'LQFP-64', 'LQFP-100'],
    2.3,
    'CANbus, I²C, SCI, SPI, UART/USART',
    'A/D 19x12b; D/A 1x12b',
  ],
  [
    'R7FA4M1A',
    'B',
    256,
    32,
    'ARM® Cortex®-M4',
    48,
    ['LQFP-48', 'LQFP-64', 'LQFP-100', 'VQFN-48', 'VQFN-64'],
    4.2,
    'CANbus, I²C, SCI, SPI, UART/USART, USB',
    'A/D 25x14b; D/A 1x12b',
  ],
  [
    'R7FA4M2A',
    'D',
    512,
    128,
    'ARM® Cortex®-M33',
    100,
    ['LQFP-48', 'LQFP-64', 'LQFP-100'],
    5.1,
    'CANbus, I²C, QSPI, SCI, SDHI, SPI, UART/USART, USB',
    'A/D 13x12b; D/A 2x12b',
  ],
  [
    'R7FA6M4A',
    'F',
    1024,
    256,
    'ARM® Cortex®-M33',
    200,
    ['LQFP-64', 'LQFP-100', 'LQFP-144'],
    8.6,
    'CANbus, Ethernet, I²C, OSPI, SCI, SDHI, SPI, UART/USART, USB',
    'A/D 18x12b; D/A 2x12b',
  ],
  [
    'R7FA6M5B',
    'H',
    2048,
    512,
    'ARM® Cortex®-M33',
    200,
    ['LQFP-100', 'LQFP-144'],
    11.4,
    'CANbus, Ethernet, I²C, OSPI, SCI, SDHI, SPI, UART/USART, USB',
    'A/D 29x12b; D/A 2x12b',
  ],
].flatMap(([name, flashLetter, flash, ram, core, mhz, pkgs, price, conn, adc]) =>
  (['3', '2'] as const).map((grade): Dev => {
    const mcu = raM(core as string, mhz as number, flash as number, ram as number, conn as string, adc as string);
    return {
      n: name as string,
      o: flashLetter as string,
      g: grade,
      d: descOf(mcu),
      p: mcuParams(mcu),
      price: (price as number) * (grade === '3' ? 1.06 : 1),
      pkgs: pkgs as string[],
      temp: grade === '3' ? '-40°C ~ 105°C (TA)' : T_IND,
      ds: (name as string).slice(4, 8).toLowerCase(),
    };
  }),
);

// ---------------------------------------------------------------------------------------------
// TI MSP430: device + temperature + package (+ pin count on the value line) + R / T reels.

const MSP_PKG: Record<string, [string, number, number]> = {
  'TSSOP-20': ['PW20', 2000, 70],
  'TSSOP-28': ['PW28', 2000, 50],
  'DIP-20': ['N20', 0, 20],
  'VQFN-32': ['RHB32', 3000, 0],
  'LQFP-48': ['PT', 1000, 250],
  'VQFN-40': ['RHA', 2500, 0],
  'VQFN-24': ['RGE', 3000, 0],
  'LQFP-64': ['PM', 1000, 160],
  'LQFP-80': ['PN', 1000, 119],
  'LQFP-100': ['PZ', 1000, 90],
};
const msp430: Scheme = (device, pkgKey) => {
  const pkgCode = MSP_PKG[pkgKey];
  if (!pkgCode) return null;
  const code = device.n.includes('G2') ? pkgCode[0] : pkgCode[0].replace(/\d+$/, '');
  const base = `${device.n}${device.g ?? 'I'}${code}`;
  if (pkgCode[1] === 0) return [base, [tube(base, pkgCode[2])]];
  if (pkgCode[2] === 0) return [base, [reel(`${base}R`, pkgCode[1]), reelOnly(`${base}T`, 250)]];
  return [base, [reel(`${base}R`, pkgCode[1]), tray(base, pkgCode[2])]];
};
const mspM = (mhz: number, flash: string, ram: string, conn: string, adc: string): Mcu => ({
  core: 'MSP430',
  bits: '16-Bit',
  mhz,
  flash: flash.replace(' FRAM', ''),
  ram,
  conn,
  periph: 'Brown-out Detect/Reset, POR, PWM, WDT',
  vcc: '1.8V ~ 3.6V',
  adc,
  mem: flash.endsWith('FRAM') ? 'FRAM' : undefined,
});
const mspDev = (name: string, mcu: Mcu, price: number, pkgs: string[], grade = 'I'): Dev => ({
  n: name,
  g: grade,
  d: descOf(mcu),
  p: mcuParams(mcu),
  price,
  pkgs,
  temp: grade === 'T' ? '-40°C ~ 105°C (TA)' : T_IND,
  ds: name.toLowerCase(),
});
const MSP430S: Dev[] = [
  mspDev('MSP430G2553', mspM(16, '16KB (16K x 8)', '512 x 8', 'I²C, IrDA, LINbus, SCI, SPI, UART/USART', 'A/D 8x10b'), 2.6, [
    'TSSOP-20',
    'TSSOP-28',
    'DIP-20',
    'VQFN-32',
  ]),
  mspDev('MSP430G2452', mspM(16, '8KB (8K x 8)', '256 x 8', 'I²C, SPI', 'A/D 8x10b'), 1.9, ['TSSOP-20', 'DIP-20', 'VQFN-32']),
  mspDev('MSP430G2231', mspM(16, '2KB (2K x 8)', '128 x 8', 'I²C, SPI', 'A/D 8x10b'), 1.3, ['TSSOP-20', 'VQFN-32']),
  mspDev(
    'MSP430FR2355',
    mspM(24, '32KB (32K x 8) FRAM', '4K x 8', 'I²C, IrDA, SCI, SPI, UART/USART', 'A/D 12x12b; D/A 4x12b'),
    3.1,
    ['LQFP-48', 'VQFN-40'],
    'T',
  ),
  mspDev('MSP430FR2433', mspM(16, '15.5KB (15.5K x 8) FRAM', '4K x 8', 'I²C, IrDA, SCI, SPI, UART/USART', 'A/D 8x10b'), 1.9, ['VQFN-24']),
  mspDev('MSP430FR5994', mspM(16, '256KB (256K x 8) FRAM', '8K x 8', 'I²C, IrDA, SCI, SPI, UART/USART', 'A/D 20x12b'), 6.3, [
    'LQFP-64',
    'LQFP-80',
  ]),
  mspDev('MSP430F5529', mspM(25, '128KB (128K x 8)', '10K x 8', 'I²C, IrDA, SCI, SPI, UART/USART, USB', 'A/D 14x12b'), 7.2, ['LQFP-80']),
  mspDev('MSP430FR6989', mspM(16, '128KB (128K x 8) FRAM', '2K x 8', 'I²C, IrDA, SCI, SPI, UART/USART', 'A/D 16x12b'), 5.9, [
    'LQFP-80',
    'LQFP-100',
  ]),
];

// ---------------------------------------------------------------------------------------------
// Silicon Labs EFM8, Infineon PSoC (Cypress), Raspberry Pi RP2040 / RP2350.

const EFM8_PKG: Record<string, string> = {
  'SOIC-16': 'SOIC16',
  'VQFN-20': 'QFN20',
  'VQFN-24': 'QFN24',
  'VQFN-32': 'QFN32',
  'TQFP-32': 'QFP32',
  'TQFP-48': 'QFP48',
  'SSOP-24': 'QSOP24',
};
const efm8: Scheme = (device, pkgKey) => {
  const code = EFM8_PKG[pkgKey];
  if (!code) return null;
  const base = `${device.n}-${device.g}-${code}`;
  return [
    base,
    [
      pkgKey.startsWith('SOIC') || pkgKey.startsWith('SSOP') ? tube(base, 48) : tray(base, 490),
      reelOnly(`${base}R`, pkgKey.startsWith('SOIC') ? 2500 : 3000),
    ],
  ];
};
const efmM = (mhz: number, flash: number, ram: string, conn: string, adc: string): Mcu => ({
  core: 'CIP-51 8051',
  bits: '8-Bit',
  mhz,
  flash: kb(flash),
  ram,
  conn,
  periph: 'Brown-out Detect/Reset, POR, PWM, Temp Sensor, WDT',
  vcc: '2.2V ~ 3.6V',
  adc,
});
const efmDev = (name: string, grade: string, mcu: Mcu, price: number, pkgs: string[], temp = T_IND): Dev => ({
  n: name,
  g: grade,
  d: descOf(mcu),
  p: mcuParams(mcu),
  price,
  pkgs,
  temp,
  ds: name.slice(0, 7).toLowerCase(),
});
const EFM8S: Dev[] = [
  efmDev('EFM8BB10F8G', 'A', efmM(25, 8, '512 x 8', 'I²C, SMBus, SPI, UART/USART', 'A/D 12x12b'), 0.55, ['SOIC-16', 'VQFN-20', 'SSOP-24']),
  efmDev('EFM8BB10F8I', 'A', efmM(25, 8, '512 x 8', 'I²C, SMBus, SPI, UART/USART', 'A/D 12x12b'), 0.6, ['SOIC-16', 'VQFN-20'], T_EXT),
  efmDev('EFM8BB21F16G', 'C', efmM(50, 16, '2.25K x 8', 'I²C, SMBus, SPI, UART/USART', 'A/D 20x12b; D/A 2x12b'), 0.9, [
    'VQFN-20',
    'SSOP-24',
  ]),
  efmDev('EFM8BB31F64G', 'D', efmM(50, 64, '4.25K x 8', 'I²C, SMBus, SPI, UART/USART', 'A/D 20x12b; D/A 4x12b'), 1.35, [
    'VQFN-24',
    'VQFN-32',
    'TQFP-32',
  ]),
  efmDev('EFM8LB12F64E', 'C', efmM(72, 64, '4.25K x 8', 'I²C, SMBus, SPI, UART/USART', 'A/D 20x14b; D/A 4x12b'), 2.1, [
    'VQFN-24',
    'VQFN-32',
    'TQFP-32',
  ]),
  efmDev('EFM8UB20F64G', 'B', efmM(48, 64, '4.25K x 8', 'I²C, SMBus, SPI, UART/USART, USB', 'A/D 20x12b'), 1.85, [
    'VQFN-32',
    'TQFP-32',
    'TQFP-48',
  ]),
  efmDev('EFM8SB10F8G', 'A', efmM(25, 8, '512 x 8', 'I²C, SMBus, SPI, UART/USART', 'A/D 12x12b'), 0.7, ['VQFN-20', 'SSOP-24']),
];

const PSOC_PKG: Record<string, string> = {
  'TQFP-44': 'AXI',
  'TQFP-48': 'AZI',
  'SSOP-28': 'PVI',
  'VQFN-40': 'LQI',
  'VQFN-48': 'LTI',
  'VQFN-68': 'LTI',
  'SOIC-16': 'SXI',
  'TQFP-100': 'AXI',
  'BGA-124': 'BZI',
};
const psoc: Scheme = (device, pkgKey) => {
  const code = PSOC_PKG[pkgKey];
  if (!code) return null;
  const base = `${device.n}${code}-${device.o}`;
  return [base, [tray(base, pkgKey.startsWith('SSOP') || pkgKey.startsWith('SOIC') ? 47 : 160), reelOnly(`${base}T`, 2000)]];
};
const psocM = (core: string, mhz: number, flash: number, ram: number, conn: string, adc: string): Mcu => ({
  core,
  bits: core.includes('Dual') ? '32-Bit Dual-Core' : '32-Bit',
  mhz,
  flash: kb(flash),
  ram: kb(ram),
  conn,
  periph: 'Brown-out Detect/Reset, CapSense, DMA, LCD, POR, PWM, WDT',
  vcc: '1.71V ~ 5.5V',
  adc,
});
const psocDev = (name: string, option: string, mcu: Mcu, price: number, pkgs: string[]): Dev => ({
  n: name,
  o: option,
  d: descOf(mcu),
  p: mcuParams(mcu),
  price,
  pkgs,
  temp: T_IND,
  ds: `Infineon-PSoC_${name.slice(4, 5)}_${name.slice(0, 8)}-DataSheet`,
});
const PSOCS: Dev[] = [
  psocDev(
    'CY8C4245',
    '483',
    psocM('ARM® Cortex®-M0', 48, 32, 4, 'I²C, IrDA, LINbus, Microwire, SmartCard, SPI, UART/USART', 'A/D 8x12b; D/A 2xIDAC'),
    3.2,
    ['TQFP-44', 'VQFN-40'],
  ),
  psocDev(
    'CY8C4245',
    '482',
    psocM('ARM® Cortex®-M0', 48, 32, 4, 'I²C, IrDA, LINbus, Microwire, SmartCard, SPI, UART/USART', 'A/D 8x12b; D/A 2xIDAC'),
    3.0,
    ['SSOP-28'],
  ),
  psocDev('CY8C4014', '420', psocM('ARM® Cortex®-M0', 16, 16, 2, 'I²C', 'D/A 1xIDAC'), 0.9, ['SOIC-16']),
  psocDev(
    'CY8C4248',
    '484',
    psocM('ARM® Cortex®-M0', 48, 256, 32, 'CANbus, I²C, IrDA, LINbus, SPI, UART/USART', 'A/D 16x12b; D/A 2xIDAC'),
    5.8,
    ['TQFP-44', 'TQFP-48', 'VQFN-48'],
  ),
  psocDev(
    'CY8C5888',
    'LP097',
    psocM('ARM® Cortex®-M3', 80, 256, 64, 'EBI/EMI, I²C, LINbus, SPI, UART/USART, USB', 'A/D 2x12b, 1x20b; D/A 4x8b'),
    14.8,
    ['VQFN-68', 'TQFP-100'],
  ),
  psocDev(
    'CY8C6247',
    'D54',
    psocM('ARM® Cortex®-M4/M0+ Dual', 150, 1024, 288, 'I²C, LINbus, QSPI, SPI, UART/USART, USB', 'A/D 16x12b; D/A 1x7b'),
    9.6,
    ['BGA-124'],
  ),
];

const rp2: Scheme = (device) => [device.n, [reel(`${device.o}(13)`, 3400), reelOnly(`${device.o}(7)`, 500)]];
const rpM = (core: string, ram: number, adc: string): Mcu => ({
  core,
  bits: '32-Bit Dual-Core',
  mhz: core.includes('M33') ? 150 : 133,
  flash: 'ROMless',
  ram: kb(ram),
  conn: 'I²C, PIO, SPI, UART/USART, USB',
  periph: 'Brown-out Detect/Reset, DMA, POR, PWM, Temp Sensor, WDT',
  vcc: '1.8V ~ 3.3V',
  adc,
});
const RPS: Dev[] = [
  {
    n: 'RP2040',
    o: 'SC0914',
    d: 'IC MCU 32BIT ROMLESS',
    p: mcuParams(rpM('ARM® Cortex®-M0+', 264, 'A/D 4x12b')),
    price: 0.8,
    pkgs: ['VQFN-56'],
    temp: '-20°C ~ 85°C (TA)',
    ds: 'rp2040-datasheet',
  },
  {
    n: 'RP2350A',
    o: 'SC1415',
    d: 'IC MCU 32BIT ROMLESS',
    p: mcuParams(rpM('ARM® Cortex®-M33, RISC-V Hazard3', 520, 'A/D 4x12b')),
    price: 0.9,
    pkgs: ['VQFN-60'],
    temp: '-40°C ~ 85°C (TA)',
    ds: 'rp2350-datasheet',
  },
  {
    n: 'RP2350B',
    o: 'SC1416',
    d: 'IC MCU 32BIT ROMLESS',
    p: mcuParams(rpM('ARM® Cortex®-M33, RISC-V Hazard3', 520, 'A/D 8x12b')),
    price: 1.0,
    pkgs: ['VQFN-80'],
    temp: '-40°C ~ 85°C (TA)',
    ds: 'rp2350-datasheet',
  },
];

// ---------------------------------------------------------------------------------------------
// FPGAs

interface Fpga {
  n: string;
  cells: number;
  ram: number;
  labs: number;
  vcc: string;
  /** Package key → [ordering-code package field, user I/O]. */
  pkgs: Record<string, [string, number]>;
  price: number;
  ds: string;
}
function fpgaFam(
  key: string,
  mfr: string,
  weight: number,
  devices: Fpga[],
  speeds: readonly string[],
  code: (f: Fpga, pkgCode: string, speed: string, grade: 'C' | 'I') => [string, Variant[]] | null,
): Family {
  const cases = devices.flatMap((fpga) => Object.entries(fpga.pkgs).map(([pkgKey, pins]) => [fpga, pkgKey, pins] as const));
  return fam({
    key,
    leaf: FPGA,
    mfr,
    weight,
    kind: 'ic',
    dimensions: [cases, speeds, ['C', 'I'] as const],
    make: ([[fpga, pkgKey, [pc, io]], speed, grade]) => {
      const ordering = code(fpga, pc, speed, grade);
      if (!ordering) return null;
      const pkgInfo = pkg(pkgKey);
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `IC FPGA ${io} I/O ${pkgInfo.short}`,
        parameters: {
          'Number of LABs/CLBs': String(fpga.labs),
          'Number of Logic Elements/Cells': String(fpga.cells),
          'Total RAM Bits': String(fpga.ram),
          'Number of I/O': String(io),
          'Voltage - Supply': fpga.vcc,
          'Package / Case': pkgInfo.disp,
          'Operating Temperature': grade === 'C' ? '0°C ~ 85°C (TJ)' : '-40°C ~ 100°C (TJ)',
        },
        price: fpga.price * (grade === 'I' ? 1.2 : 1) * (1 + speeds.indexOf(speed) * 0.18),
        grams: pkgInfo.g,
        datasheetUrl: fpga.ds,
      };
    },
  });
}
const LATTICE: Fpga[] = [
  {
    n: 'ICE40UP5K',
    cells: 5280,
    ram: 1171456,
    labs: 660,
    vcc: '1.14V ~ 1.26V',
    pkgs: { 'VQFN-48': ['SG48', 39], 'WLCSP-30': ['UWG30', 21] },
    price: 6.4,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/iCE/iCE40-UltraPlus-Family-Data-Sheet.ashx',
  },
  {
    n: 'ICE40UP3K',
    cells: 2800,
    ram: 1105920,
    labs: 350,
    vcc: '1.14V ~ 1.26V',
    pkgs: { 'WLCSP-30': ['UWG30', 21] },
    price: 4.9,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/iCE/iCE40-UltraPlus-Family-Data-Sheet.ashx',
  },
  {
    n: 'ICE40HX1K',
    cells: 1280,
    ram: 65536,
    labs: 160,
    vcc: '1.14V ~ 1.26V',
    pkgs: { 'TQFP-144': ['TQ144', 96], 'VQFP-100': ['VQ100', 72] },
    price: 5.2,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/iCE/iCE40LPHXFamilyDataSheet.ashx',
  },
  {
    n: 'ICE40HX4K',
    cells: 3520,
    ram: 81920,
    labs: 440,
    vcc: '1.14V ~ 1.26V',
    pkgs: { 'TQFP-144': ['TQ144', 107], 'BGA-256': ['CT256', 206] },
    price: 7.9,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/iCE/iCE40LPHXFamilyDataSheet.ashx',
  },
  {
    n: 'ICE40HX8K',
    cells: 7680,
    ram: 131072,
    labs: 960,
    vcc: '1.14V ~ 1.26V',
    pkgs: { 'BGA-256': ['CT256', 206], 'BGA-121': ['BG121', 93] },
    price: 11.6,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/iCE/iCE40LPHXFamilyDataSheet.ashx',
  },
  {
    n: 'LCMXO2-1200HC',
    cells: 1280,
    ram: 75776,
    labs: 160,
    vcc: '2.375V ~ 3.465V',
    pkgs: { 'TQFP-100': ['TG100', 79], 'TQFP-144': ['TG144', 107], 'VQFN-32': ['SG32', 21] },
    price: 6.9,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/MachXO23/MachXO2FamilyDataSheet.ashx',
  },
  {
    n: 'LCMXO2-2000HC',
    cells: 2112,
    ram: 94208,
    labs: 264,
    vcc: '2.375V ~ 3.465V',
    pkgs: { 'TQFP-100': ['TG100', 79], 'TQFP-144': ['TG144', 111] },
    price: 8.4,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/MachXO23/MachXO2FamilyDataSheet.ashx',
  },
  {
    n: 'LCMXO2-7000HC',
    cells: 6864,
    ram: 261120,
    labs: 858,
    vcc: '2.375V ~ 3.465V',
    pkgs: { 'TQFP-144': ['TG144', 114], 'BGA-256': ['BG256', 206] },
    price: 15.2,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/MachXO23/MachXO2FamilyDataSheet.ashx',
  },
  {
    n: 'LFE5U-12F',
    cells: 12000,
    ram: 589824,
    labs: 1500,
    vcc: '1.045V ~ 1.155V',
    pkgs: { 'BGA-256': ['BG256', 197], 'BGA-381': ['BG381', 197] },
    price: 9.8,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/ECP5/FPGA-DS-02012-2-0-ECP5-ECP5G-Family-Data-Sheet.ashx',
  },
  {
    n: 'LFE5U-25F',
    cells: 24000,
    ram: 1032192,
    labs: 3000,
    vcc: '1.045V ~ 1.155V',
    pkgs: { 'BGA-256': ['BG256', 197], 'BGA-381': ['BG381', 197] },
    price: 15.4,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/ECP5/FPGA-DS-02012-2-0-ECP5-ECP5G-Family-Data-Sheet.ashx',
  },
  {
    n: 'LFE5U-45F',
    cells: 44000,
    ram: 1990656,
    labs: 5500,
    vcc: '1.045V ~ 1.155V',
    pkgs: { 'BGA-256': ['BG256', 197], 'BGA-381': ['BG381', 203], 'BGA-554': ['BG554', 245] },
    price: 24.9,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/ECP5/FPGA-DS-02012-2-0-ECP5-ECP5G-Family-Data-Sheet.ashx',
  },
  {
    n: 'LFE5U-85F',
    cells: 84000,
    ram: 3833856,
    labs: 10500,
    vcc: '1.045V ~ 1.155V',
    pkgs: { 'BGA-381': ['BG381', 205], 'BGA-554': ['BG554', 259], 'BGA-756': ['BG756', 365] },
    price: 42.5,
    ds: 'https://www.latticesemi.com/-/media/LatticeSemi/Documents/DataSheets/ECP5/FPGA-DS-02012-2-0-ECP5-ECP5G-Family-Data-Sheet.ashx',
  },
];
const latticeCode = (fpga: Fpga, pc: string, speed: string, grade: 'C' | 'I'): [string, Variant[]] | null => {
  if (fpga.n.startsWith('ICE40')) {
    const up = fpga.n.startsWith('ICE40UP');
    if (speed !== '6' || grade !== (up ? 'I' : 'C')) return null;
    const base = `${fpga.n}-${pc}${up ? 'I' : ''}`;
    return [base, [tray(base, pc.startsWith('TQ') ? 60 : 490), reelOnly(`${base}TR`, pc.startsWith('TQ') ? 1000 : 2000)]];
  }
  const sp = fpga.n.startsWith('LFE5') ? speed : String(Number(speed) - 2);
  const base = `${fpga.n}-${sp}${pc}${grade}`;
  return [base, [tray(base, pc.startsWith('BG') ? 90 : 60)]];
};

const XILINX: Fpga[] = [
  {
    n: 'XC7A35T',
    cells: 33280,
    ram: 1843200,
    labs: 2600,
    vcc: '0.95V ~ 1.05V',
    pkgs: { 'BGA-236': ['CPG236', 106], 'BGA-324': ['CSG324', 210], 'FBGA-256': ['FTG256', 170], 'FBGA-484': ['FGG484', 250] },
    price: 38,
    ds: 'https://docs.amd.com/v/u/en-US/ds180_7Series_Overview',
  },
  {
    n: 'XC7A50T',
    cells: 52160,
    ram: 2764800,
    labs: 4075,
    vcc: '0.95V ~ 1.05V',
    pkgs: { 'BGA-236': ['CPG236', 106], 'BGA-324': ['CSG324', 210], 'FBGA-256': ['FTG256', 170] },
    price: 52,
    ds: 'https://docs.amd.com/v/u/en-US/ds180_7Series_Overview',
  },
  {
    n: 'XC7A100T',
    cells: 101440,
    ram: 4976640,
    labs: 7925,
    vcc: '0.95V ~ 1.05V',
    pkgs: { 'BGA-324': ['CSG324', 210], 'FBGA-256': ['FTG256', 170], 'FBGA-484': ['FGG484', 285] },
    price: 96,
    ds: 'https://docs.amd.com/v/u/en-US/ds180_7Series_Overview',
  },
  {
    n: 'XC7S25',
    cells: 23360,
    ram: 1658880,
    labs: 1825,
    vcc: '0.95V ~ 1.05V',
    pkgs: { 'BGA-225': ['CSGA225', 150], 'BGA-324': ['CSGA324', 150] },
    price: 26,
    ds: 'https://docs.amd.com/v/u/en-US/ds180_7Series_Overview',
  },
  {
    n: 'XC7S50',
    cells: 52160,
    ram: 2764800,
    labs: 4075,
    vcc: '0.95V ~ 1.05V',
    pkgs: { 'BGA-324': ['CSGA324', 210], 'FBGA-484': ['FGGA484', 250] },
    price: 44,
    ds: 'https://docs.amd.com/v/u/en-US/ds180_7Series_Overview',
  },
  {
    n: 'XC7Z010',
    cells: 28000,
    ram: 2211840,
    labs: 2200,
    vcc: '0.95V ~ 1.05V',
    pkgs: { 'BGA-225': ['CLG225', 54], 'BGA-400': ['CLG400', 100] },
    price: 64,
    ds: 'https://docs.amd.com/v/u/en-US/ds190-Zynq-7000-Overview',
  },
  {
    n: 'XC7Z020',
    cells: 85000,
    ram: 5017600,
    labs: 6650,
    vcc: '0.95V ~ 1.05V',
    pkgs: { 'BGA-400': ['CLG400', 125], 'BGA-484': ['CLG484', 200] },
    price: 112,
    ds: 'https://docs.amd.com/v/u/en-US/ds190-Zynq-7000-Overview',
  },
  {
    n: 'XC6SLX9',
    cells: 9152,
    ram: 589824,
    labs: 715,
    vcc: '1.14V ~ 1.26V',
    pkgs: { 'TQFP-144': ['TQG144', 102], 'BGA-256': ['FTG256', 186] },
    price: 21,
    ds: 'https://docs.amd.com/v/u/en-US/ds160',
  },
  {
    n: 'XC6SLX16',
    cells: 14579,
    ram: 589824,
    labs: 1139,
    vcc: '1.14V ~ 1.26V',
    pkgs: { 'BGA-225': ['CSG225', 160], 'BGA-324': ['CSG324', 232], 'FBGA-256': ['FTG256', 186] },
    price: 29,
    ds: 'https://docs.amd.com/v/u/en-US/ds160',
  },
];
const xilinxCode = (fpga: Fpga, pc: string, speed: string, grade: 'C' | 'I'): [string, Variant[]] | null => {
  if ((fpga.n.startsWith('XC6') && speed === '1') || (speed === '3' && grade === 'I')) return null;
  const base = `${fpga.n}-${speed}${pc}${grade}`;
  return [base, [tray(base, pc.startsWith('TQ') ? 60 : 90)]];
};

const ALTERA: Fpga[] = [
  {
    n: 'EP4CE6',
    cells: 6272,
    ram: 276480,
    labs: 392,
    vcc: '1.15V ~ 1.25V',
    pkgs: { 'TQFP-144': ['E22', 91], 'FBGA-256': ['F17', 179] },
    price: 14,
    ds: 'https://www.intel.com/content/www/us/en/docs/programmable/683375/current/cyclone-iv-device-datasheet.html',
  },
  {
    n: 'EP4CE10',
    cells: 10320,
    ram: 423936,
    labs: 645,
    vcc: '1.15V ~ 1.25V',
    pkgs: { 'TQFP-144': ['E22', 91], 'FBGA-256': ['F17', 179] },
    price: 19,
    ds: 'https://www.intel.com/content/www/us/en/docs/programmable/683375/current/cyclone-iv-device-datasheet.html',
  },
  {
    n: 'EP4CE22',
    cells: 22320,
    ram: 608256,
    labs: 1395,
    vcc: '1.15V ~ 1.25V',
    pkgs: { 'TQFP-144': ['E22', 79], 'FBGA-256': ['F17', 153] },
    price: 29,
    ds: 'https://www.intel.com/content/www/us/en/docs/programmable/683375/current/cyclone-iv-device-datasheet.html',
  },
  {
    n: '10M08SA',
    cells: 8000,
    ram: 387072,
    labs: 500,
    vcc: '2.85V ~ 3.465V',
    pkgs: { 'TQFP-144': ['E144', 101], 'BGA-169': ['U169', 130] },
    price: 16,
    ds: 'https://www.intel.com/content/www/us/en/docs/programmable/683794/current/max-10-fpga-device-datasheet.html',
  },
  {
    n: '10M16SA',
    cells: 16000,
    ram: 562176,
    labs: 1000,
    vcc: '2.85V ~ 3.465V',
    pkgs: { 'TQFP-144': ['E144', 101], 'BGA-169': ['U169', 130] },
    price: 24,
    ds: 'https://www.intel.com/content/www/us/en/docs/programmable/683794/current/max-10-fpga-device-datasheet.html',
  },
  {
    n: '10M50DA',
    cells: 50000,
    ram: 1677312,
    labs: 3125,
    vcc: '1.15V ~ 1.25V',
    pkgs: { 'FBGA-484': ['F484', 360], 'BGA-256': ['F256', 178] },
    price: 62,
    ds: 'https://www.intel.com/content/www/us/en/docs/programmable/683794/current/max-10-fpga-device-datasheet.html',
  },
  {
    n: '10CL025Y',
    cells: 24624,
    ram: 608256,
    labs: 1539,
    vcc: '1.2V',
    pkgs: { 'TQFP-144': ['E144', 76], 'BGA-256': ['U256', 150] },
    price: 21,
    ds: 'https://www.intel.com/content/www/us/en/docs/programmable/683406/current/cyclone-10-lp-device-datasheet.html',
  },
  {
    n: '5CEBA2',
    cells: 25000,
    ram: 1956864,
    labs: 9434,
    vcc: '1.07V ~ 1.13V',
    pkgs: { 'FBGA-256': ['F17', 128], 'FBGA-484': ['F23', 224] },
    price: 36,
    ds: 'https://www.intel.com/content/www/us/en/docs/programmable/683801/current/cyclone-v-device-datasheet.html',
  },
  {
    n: '5CEBA4',
    cells: 49000,
    ram: 3464192,
    labs: 18480,
    vcc: '1.07V ~ 1.13V',
    pkgs: { 'FBGA-256': ['F17', 128], 'FBGA-484': ['F23', 224] },
    price: 58,
    ds: 'https://www.intel.com/content/www/us/en/docs/programmable/683801/current/cyclone-v-device-datasheet.html',
  },
  {
    n: 'EPM240T100',
    cells: 240,
    ram: 8192,
    labs: 24,
    vcc: '2.5V, 3.3V',
    pkgs: { 'TQFP-100': ['', 80] },
    price: 4.6,
    ds: 'https://www.intel.com/content/www/us/en/content-details/654541/max-ii-device-handbook.html',
  },
  {
    n: 'EPM570T100',
    cells: 570,
    ram: 8192,
    labs: 57,
    vcc: '2.5V, 3.3V',
    pkgs: { 'TQFP-100': ['', 76] },
    price: 8.9,
    ds: 'https://www.intel.com/content/www/us/en/content-details/654541/max-ii-device-handbook.html',
  },
];
const alteraCode = (fpga: Fpga, pc: string, speed: string, grade: 'C' | 'I'): [string, Variant[]] | null => {
  const maxII = fpga.n.startsWith('EPM');
  if (grade === 'I' && speed !== '7') return null;
  const sp = maxII ? String(Number(speed) - 3) : speed;
  const base = `${fpga.n}${pc}${grade}${sp}${fpga.n.startsWith('10') ? 'G' : 'N'}`;
  return [base, [tray(base, pc.startsWith('E') || maxII ? 60 : 90)]];
};

export const MCU_FAMILIES: Family[] = [
  mcuFam('st-stm32f1', 'stmicroelectronics', 3, stDevices(STM32F1), stm32, stDs),
  mcuFam('st-stm32g0', 'stmicroelectronics', 2, stDevices(STM32G0), stm32, stDs),
  mcuFam('st-stm32', 'stmicroelectronics', 3, stDevices(STM32_OTHER), stm32, stDs),
  mcuFam('mchp-avr', 'microchip', 2, AVRS, avr, (device) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${device.ds}.pdf`),
  mcuFam('mchp-pic', 'microchip', 1.5, PICS, mchp, (device) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${device.ds}.pdf`),
  mcuFam('mchp-sam', 'microchip', 1, SAMS, samScheme, (device) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${device.ds}.pdf`),
  mcuFam('nxp-mcu', 'nxp', 1.5, NXP_MCUS, nxpMcu, (device) => `https://www.nxp.com/docs/en/data-sheet/${device.ds}.pdf`),
  mcuFam('renesas-ra', 'renesas', 1, RAS, raScheme, (device) => `https://www.renesas.com/us/en/document/dst/${device.ds}-group-datasheet`),
  mcuFam('ti-msp430', 'texas-instruments', 1, MSP430S, msp430, (device) => `https://www.ti.com/lit/ds/symlink/${device.ds}.pdf`),
  mcuFam(
    'silabs-efm8',
    'silicon-labs',
    0.6,
    EFM8S,
    efm8,
    (device) => `https://www.silabs.com/documents/public/data-sheets/${device.ds}-datasheet.pdf`,
  ),
  mcuFam('infineon-psoc', 'infineon', 0.8, PSOCS, psoc, (device) => `https://www.infineon.com/dgdl/${device.ds}.pdf`),
  mcuFam(
    'rpi-rp2',
    'raspberry-pi',
    0.5,
    RPS,
    rp2,
    (device) => `https://datasheets.raspberrypi.com/${device.n.slice(0, 6).toLowerCase()}/${device.ds}.pdf`,
  ),
  fpgaFam('lattice-fpga', 'lattice', 1, LATTICE, ['6', '7', '8'], latticeCode),
  fpgaFam('amd-fpga', 'amd', 1, XILINX, ['1', '2', '3'], xilinxCode),
  fpgaFam('intel-fpga', 'intel', 1, ALTERA, ['6', '7', '8'], alteraCode),
];
