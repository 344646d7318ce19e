// Op amps by series × channel count (1/2/4) × package × grade, as Microchip (MCP6002T-E/SN) and TI
// (OPA2333AIDGKR, TLV9062IDR and their -Q1 automotive copies) number them.
import { type Dev } from './ordering-codes';
import { P, T_A125, T_A85, mchx, q1, tix } from './more-packages-and-codes';
import { cont, price4 } from './continuation';
import { fam, type Family } from '../family';

const OPA = 'op-amps';

/** [series stem with 'x' for the channel digit, GBW, slew V/µs, Vos µV, Iq µA, supply min, max, rail-to-rail, price for one channel]. */
type Amp = [stem: string, gbw: string, slew: number, vos: number, iq: number, vmin: number, vmax: number, rr: boolean, price: number];
const MCHP: Amp[] = [
  ['MCP600x', '1MHz', 0.6, 4500, 100, 1.8, 6, true, 0.22],
  ['MCP602x', '10MHz', 7, 500, 1000, 2.5, 5.5, true, 0.75],
  ['MCP604x', '14kHz', 0.003, 3000, 0.6, 1.4, 6, true, 0.42],
  ['MCP606x', '730kHz', 0.3, 250, 65, 2.5, 6, true, 0.64],
  ['MCP607x', '1.2MHz', 0.5, 250, 130, 2.7, 6, true, 0.66],
  ['MCP614x', '600kHz', 0.24, 3000, 0.6, 1.4, 6, true, 0.5],
  ['MCP623x', '300kHz', 0.15, 5000, 20, 1.8, 6, true, 0.28],
  ['MCP624x', '550kHz', 0.3, 5000, 50, 1.8, 6, true, 0.29],
  ['MCP627x', '2MHz', 0.9, 3000, 170, 2, 6, true, 0.36],
  ['MCP628x', '5MHz', 2.5, 3000, 445, 2.2, 6, true, 0.42],
  ['MCP629x', '10MHz', 7, 3000, 1000, 2.4, 6, true, 0.49],
  ['MCP640x', '1MHz', 0.5, 4500, 45, 1.8, 6, true, 0.23],
  ['MCP642x', '90kHz', 0.05, 1500, 4.4, 1.8, 6, true, 0.39],
  ['MCP644x', '9kHz', 0.003, 4500, 0.45, 1.4, 6, true, 0.35],
  ['MCP646x', '2MHz', 0.9, 5000, 80, 2, 5.5, true, 0.33],
  ['MCP647x', '2MHz', 1, 2000, 180, 2, 5.5, true, 0.34],
  ['MCP648x', '4MHz', 2, 4000, 380, 2, 5.5, true, 0.36],
  ['MCP649x', '7.5MHz', 6, 4000, 530, 2.4, 5.5, true, 0.44],
  ['MCP6V0x', '1.3MHz', 0.5, 2, 300, 1.8, 5.5, true, 1.05],
  ['MCP6V1x', '80kHz', 0.04, 8, 7, 1.6, 5.5, true, 1.1],
  ['MCP6V3x', '300kHz', 0.15, 8, 23, 1.8, 5.5, true, 1.2],
  ['MCP6V6x', '1MHz', 0.5, 80, 80, 1.8, 5.5, true, 0.95],
  ['MCP6V7x', '2MHz', 1, 25, 170, 2, 5.5, true, 1.15],
  ['MCP6V8x', '5MHz', 2.5, 9, 500, 2.2, 5.5, true, 1.4],
  ['MCP6V9x', '10MHz', 10, 9, 1100, 2.4, 5.5, true, 1.6],
  ['MCP6L0x', '1MHz', 0.6, 5000, 85, 1.8, 6, true, 0.19],
  ['MCP6H0x', '1.2MHz', 0.8, 3500, 135, 3.5, 16, false, 0.52],
  ['MCP6N1x', '500kHz', 0.35, 1000, 800, 1.8, 5.5, true, 1.3],
];
const TI: Amp[] = [
  ['OPAx333', '350kHz', 0.16, 10, 17, 1.8, 5.5, true, 1.4],
  ['OPAx376', '5.5MHz', 2, 25, 760, 2.2, 5.5, true, 1.2],
  ['OPAx388', '10MHz', 5, 5, 1900, 2.5, 5.5, true, 1.9],
  ['OPAx192', '10MHz', 20, 25, 1000, 4.5, 36, true, 2.2],
  ['OPAx196', '2.5MHz', 7.5, 100, 140, 4.5, 36, true, 0.9],
  ['OPAx197', '10MHz', 20, 100, 1000, 4.5, 36, true, 1.3],
  ['OPAx171', '3MHz', 1.5, 250, 475, 2.7, 36, false, 0.85],
  ['OPAx172', '10MHz', 10, 200, 1600, 4.5, 36, false, 1.1],
  ['OPAx320', '20MHz', 10, 40, 1450, 1.8, 5.5, true, 1.6],
  ['OPAx350', '38MHz', 22, 150, 5200, 2.7, 5.5, true, 2.1],
  ['OPAx365', '50MHz', 25, 100, 4600, 2.2, 5.5, true, 1.9],
  ['OPAx316', '10MHz', 6, 500, 400, 1.8, 5.5, true, 0.7],
  ['OPAx314', '3MHz', 1.5, 500, 150, 1.8, 5.5, true, 0.6],
  ['OPAx313', '1MHz', 0.5, 500, 50, 1.8, 5.5, true, 0.45],
  ['OPAx323', '20MHz', 33, 250, 1600, 1.7, 5.5, true, 0.9],
  ['OPAx325', '10MHz', 5, 40, 650, 2.2, 5.5, true, 1.1],
  ['OPAx377', '5.5MHz', 2, 250, 760, 2.2, 5.5, true, 0.75],
  ['OPAx391', '1MHz', 0.8, 10, 22, 1.7, 5.5, true, 1.3],
  ['OPAx990', '1.1MHz', 4.5, 300, 120, 2.7, 40, true, 0.55],
  ['OPAx991', '4.5MHz', 21, 125, 560, 2, 40, true, 0.65],
  ['OPAx186', '750kHz', 0.35, 10, 90, 4.5, 24, true, 1.1],
  ['OPAx187', '550kHz', 0.2, 1, 100, 4.5, 36, true, 1.5],
  ['OPAx189', '14MHz', 20, 3, 1300, 4.5, 36, true, 2.3],
  ['OPAx182', '5MHz', 10, 4, 850, 4.5, 36, true, 1.7],
  ['TLV900x', '1MHz', 2, 1500, 60, 1.8, 5.5, true, 0.16],
  ['TLV906x', '10MHz', 6.5, 1600, 538, 1.8, 5.5, true, 0.22],
  ['TLV907x', '10MHz', 6.5, 500, 500, 1.8, 5.5, true, 0.28],
  ['TLV915x', '4.5MHz', 21, 125, 560, 2.7, 16, true, 0.34],
  ['TLV916x', '11MHz', 33, 1500, 2100, 2.7, 16, true, 0.39],
  ['TLV917x', '3MHz', 1.5, 250, 475, 4.5, 36, true, 0.31],
  ['TLV918x', '2.5MHz', 6.5, 250, 450, 4.5, 36, true, 0.36],
  ['TLV935x', '3.5MHz', 5, 1500, 450, 4.5, 40, false, 0.29],
  ['TLV936x', '10MHz', 20, 1500, 1000, 4.5, 40, false, 0.36],
];
const PKG_BY_CH: Record<number, string[]> = {
  1: ['SOT23-5', 'SC70-5', 'SOIC-8', 'DIP-8', 'DFN-8'],
  2: ['SOIC-8', 'MSOP-8', 'TSSOP-8', 'DIP-8', 'DFN-8', 'WSON-8'],
  4: ['SOIC-14', 'TSSOP-14', 'DIP-14'],
};

function ampDevs(rows: Amp[], name: (stem: string, ch: number) => string, grades: [string, string, number][]): Dev[] {
  return rows.flatMap(([stem, gbw, slew, vos, iq, vmin, vmax, rr, price]) =>
    [1, 2, 4].flatMap((ch) =>
      grades.map(([grade, temp, priceFactor]) => ({
        n: name(stem, ch),
        g: grade,
        temp,
        pkgs: PKG_BY_CH[ch] as string[],
        price: price4(price * (ch === 1 ? 1 : ch === 2 ? 1.45 : 2.2) * priceFactor),
        ds: stem.replace('x', '').toLowerCase(),
        d: `IC OPAMP GP ${ch} CIRCUIT`,
        p: {
          'Amplifier Type': vos < 30 ? 'Zero-Drift' : 'General Purpose',
          'Number of Circuits': String(ch),
          'Output Type': rr ? 'Rail-to-Rail' : '-',
          'Slew Rate': `${slew}V/µs`,
          'Gain Bandwidth Product': gbw,
          'Current - Supply': `${iq}µA`,
          'Voltage - Input Offset': vos >= 1000 ? `${vos / 1000}mV` : `${vos}µV`,
          'Voltage - Supply Span (Min)': `${vmin} V`,
          'Voltage - Supply Span (Max)': `${vmax} V`,
        },
      })),
    ),
  );
}

function ampFam(
  key: string,
  after: string,
  mfr: string,
  devs: Dev[],
  scheme: typeof tix,
  ds: (d: Dev) => string,
  skip: Set<string>,
): Family {
  const cases = devs.filter((device) => !skip.has(device.n)).flatMap((device) => device.pkgs.map((pkg) => [device, pkg] as const));
  return cont(
    after,
    fam({
      key,
      leaf: OPA,
      mfr,
      weight: 0,
      kind: 'ic',
      dimensions: [cases],
      make: ([[device, pkgKey]]) => {
        const ordering = scheme(device, pkgKey);
        if (!ordering) return null;
        const info = P(pkgKey);
        return {
          base: ordering[0],
          variants: ordering[1],
          description: `${device.d} ${info.short}`,
          parameters: { ...device.p, 'Package / Case': info.disp, 'Operating Temperature': device.temp },
          price: device.price,
          grams: info.g,
          datasheetUrl: ds(device),
        };
      },
    }),
  );
}

/** Devices the op-amps.ts families list already (every package and grade stays there). */
const MCHP_LISTED = new Set([
  'MCP6001',
  'MCP6002',
  'MCP6004',
  'MCP6021',
  'MCP6022',
  'MCP6024',
  'MCP6041',
  'MCP6042',
  'MCP6044',
  'MCP6231',
  'MCP6232',
  'MCP6234',
  'MCP6241',
  'MCP6242',
  'MCP6244',
  'MCP6271',
  'MCP6272',
  'MCP6274',
  'MCP6V01',
  'MCP6V02',
  'MCP6V04',
  'MCP6401',
  'MCP6402',
  'MCP6404',
  'MCP6071',
  'MCP6072',
  'MCP6074',
  'MCP6281',
  'MCP6282',
  'MCP6284',
  'MCP6291',
  'MCP6292',
  'MCP6294',
  'MCP6H01',
  'MCP6H02',
  'MCP6H04',
  'MCP6L01',
  'MCP6L02',
  'MCP6L04',
  'MCP6V31',
  'MCP6V32',
  'MCP6V34',
]);
const TI_LISTED = new Set([
  'OPA333',
  'OPA2333',
  'OPA4333',
  'TLV9001',
  'TLV9002',
  'TLV9004',
  'TLV9061',
  'TLV9062',
  'TLV9064',
  'OPA376',
  'OPA2376',
  'OPA4376',
  'OPA2188',
  'OPA192',
  'OPA2192',
  'OPA4192',
  'OPA197',
  'OPA2197',
  'OPA4197',
  'OPA171',
  'OPA2171',
  'OPA4171',
  'OPA350',
  'OPA2350',
  'OPA4350',
  'OPA365',
  'OPA2365',
  'OPA388',
  'OPA2388',
  'OPA4388',
  'OPA990',
  'OPA2990',
  'OPA4990',
]);

const mchpDevs = ampDevs(MCHP, (pattern, ch) => pattern.replace('x', String(ch)), [
  ['I', T_A85, 1],
  ['E', T_A125, 1.1],
]);
// TLV900x names the channel count in the last digit (TLV9001/9002/9004), OPAx333 after the prefix (OPA333/OPA2333/OPA4333); OPA parts
// carry grade A.
const tiDevs = ampDevs(TI, (pattern, ch) => pattern.replace('x', pattern.startsWith('TLV') || ch > 1 ? String(ch) : ''), [
  ['I', T_A125, 1],
]).map((device) => ({
  ...device,
  g: device.n.startsWith('OPA') ? 'AI' : 'I',
}));

export const AMP2_FAMILIES: Family[] = [
  ampFam(
    'mchp-opamp-grid',
    'mchp-opamp',
    'microchip',
    mchpDevs,
    mchx,
    (device) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${device.ds}.pdf`,
    MCHP_LISTED,
  ),
  ampFam(
    'ti-opamp-grid',
    'ti-opamp-cmos',
    'texas-instruments',
    [...tiDevs, ...q1(tiDevs.filter((dev) => !dev.pkgs.includes('DIP-14')))],
    tix,
    (device) => `https://www.ti.com/lit/ds/symlink/${device.ds}.pdf`,
    TI_LISTED,
  ),
];
