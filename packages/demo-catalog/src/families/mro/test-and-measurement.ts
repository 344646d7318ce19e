// Test and measurement: multimeters, oscilloscopes, bench power supplies, test leads and probes.
// Instruments are single models (the model is the ordering code); Pomona leads are built from
// model, length in inches and the EIA colour digit.
import { fam, type BaseSpec, type Family } from '../family';
import { EIA_COLOURS, bulk, gr, jitter, usd } from '../electromechanical-helpers';

const DMM = 'multimeters';
const SCOPE = 'oscilloscopes';
const PSU = 'bench-power-supplies';
const LEADS = 'test-leads-and-probes';

/** The letters of a model name, or its number when it has no letter prefix ('DP832' → 'DP', '9130B' → '9130', 'N2142A' → 'N2142'). */
function seriesOf(model: string): string {
  const letters = model.replace(/\d.*$/, '');
  return letters.length >= 2 ? letters : model.replace(/[A-Z]+$/, '');
}

// ---------------------------------------------------------------------------------------------
// Multimeters

/** [model, type, counts, DC V accuracy %, true RMS, safety rating, interface, USD, grams]. */
type DmmRow = readonly [string, string, number, number, boolean, string, string, number, number];

function dmmFamily(key: string, mfr: string, weight: number, rows: DmmRow[], ds: (m: string) => string): Family {
  return fam({
    key,
    leaf: DMM,
    mfr,
    weight,
    kind: 'instrument',
    dimensions: [rows],
    make: ([[model, type, counts, acc, trms, cat, iface, price, grams]]): BaseSpec => ({
      base: model,
      variants: [bulk(model)],
      description:
        `${type === 'Clamp Meter' ? 'CLAMP METER' : 'MULTIMETER'} ${type === 'Bench' ? 'BENCH ' : ''}` +
        `${trms ? 'TRMS ' : ''}${counts >= 100000 ? `${counts >= 1000000 ? '6.5' : '5.5'} DIGIT` : `${counts} COUNT`}`,
      parameters: {
        Series: model
          .replace(/^FLUKE-/, '')
          .replace(/[A-Z+]*$/, '')
          .replace(/\s.*$/, ''),
        Type: type,
        'Display Digits': counts >= 1000000 ? '6½ Digits' : counts >= 100000 ? '5½ Digits' : `${counts} Counts`,
        'Accuracy (DC Voltage)': `±${acc}%`,
        'True RMS': trms ? 'Yes' : 'No',
        'Safety Rating': cat,
        Interface: iface,
        'Power Supply': type === 'Bench' ? 'AC Mains' : 'Battery',
      },
      price,
      grams: gr(grams),
      datasheetUrl: ds(model),
    }),
  });
}

const HAND_CAT = 'CAT III 1000V, CAT IV 600V';
const dmmFamilies: Family[] = [
  dmmFamily(
    'fluke-dmm',
    'fluke',
    0.35,
    [
      ['FLUKE-87V', 'Handheld', 20000, 0.05, true, HAND_CAT, '-', 489, 355],
      ['FLUKE-87V/MAX', 'Handheld', 20000, 0.05, true, HAND_CAT, '-', 599, 420],
      ['FLUKE-117', 'Handheld', 6000, 0.5, true, 'CAT III 600V', '-', 259, 550],
      ['FLUKE-115', 'Handheld', 6000, 0.5, true, 'CAT III 600V', '-', 229, 550],
      ['FLUKE-179', 'Handheld', 6000, 0.09, true, HAND_CAT, '-', 359, 420],
      ['FLUKE-177', 'Handheld', 6000, 0.09, true, HAND_CAT, '-', 319, 420],
      ['FLUKE-175', 'Handheld', 6000, 0.15, true, HAND_CAT, '-', 279, 420],
      ['FLUKE-17B+', 'Handheld', 4000, 0.5, false, 'CAT III 600V', '-', 139, 460],
      ['FLUKE-101', 'Handheld', 6000, 0.5, false, 'CAT III 600V', '-', 59, 160],
      ['FLUKE-107', 'Handheld', 6000, 0.5, false, 'CAT III 600V', '-', 89, 200],
      ['FLUKE-287', 'Handheld', 50000, 0.025, true, HAND_CAT, 'IR (Optical)', 699, 870],
      ['FLUKE-289', 'Handheld', 50000, 0.025, true, HAND_CAT, 'IR (Optical)', 799, 870],
      ['FLUKE-323', 'Clamp Meter', 4000, 1, true, 'CAT III 600V, CAT IV 300V', '-', 169, 265],
      ['FLUKE-376 FC', 'Clamp Meter', 6000, 1, true, HAND_CAT, 'Bluetooth', 599, 390],
    ],
    (mpn) => `https://www.fluke.com/en-us/product/electrical-testing/digital-multimeters/${mpn.toLowerCase().replace(/\s+/g, '-')}`,
  ),
  dmmFamily(
    'keysight-dmm',
    'keysight',
    0.2,
    [
      ['U1241C', 'Handheld', 10000, 0.09, true, HAND_CAT, 'IR (Optical)', 279, 450],
      ['U1242C', 'Handheld', 10000, 0.09, true, HAND_CAT, 'IR (Optical)', 339, 450],
      ['U1252B', 'Handheld', 50000, 0.025, true, HAND_CAT, 'IR (Optical)', 579, 504],
      ['U1282A', 'Handheld', 60000, 0.025, true, HAND_CAT, 'IR (Optical)', 639, 520],
      ['34461A', 'Bench', 1200000, 0.0035, true, 'CAT II 300V', 'LAN, USB', 1390, 3800],
      ['34465A', 'Bench', 1200000, 0.003, true, 'CAT II 300V', 'LAN, USB', 2050, 3800],
      ['34470A', 'Bench', 12000000, 0.0016, true, 'CAT II 300V', 'LAN, USB, GPIB', 3560, 3800],
      ['EDU34450A', 'Bench', 120000, 0.015, true, 'CAT II 300V', 'USB', 599, 2500],
    ],
    (mpn) => `https://www.keysight.com/us/en/assets/7018-0${mpn.length}${mpn.slice(-3)}/data-sheets/${mpn}.pdf`,
  ),
  dmmFamily(
    'rigol-dmm',
    'rigol',
    0.08,
    [
      ['DM3058E', 'Bench', 240000, 0.015, true, 'CAT II 300V', 'USB', 549, 2500],
      ['DM858', 'Bench', 240000, 0.015, true, 'CAT II 300V', 'LAN, USB', 499, 2200],
      ['DM3068', 'Bench', 2200000, 0.0035, true, 'CAT II 300V', 'LAN, USB, GPIB', 1099, 3200],
    ],
    (mpn) => `https://www.rigol.com/Images/${mpn}_DataSheet_EN.pdf`,
  ),
  dmmFamily(
    'siglent-dmm',
    'siglent',
    0.1,
    [
      ['SDM3045X', 'Bench', 66000, 0.02, true, 'CAT II 300V', 'LAN, USB', 329, 2200],
      ['SDM3055', 'Bench', 240000, 0.015, true, 'CAT II 300V', 'LAN, USB', 469, 2500],
      ['SDM3065X', 'Bench', 2200000, 0.0035, true, 'CAT II 300V', 'LAN, USB, GPIB', 799, 3000],
    ],
    (mpn) => `https://www.siglent.com/upload_file/document/DataSheet/${mpn}_DataSheet_EN.pdf`,
  ),
  dmmFamily(
    'bk-dmm',
    'bk-precision',
    0.07,
    [
      ['2709C', 'Handheld', 6000, 0.5, true, 'CAT III 600V', '-', 129, 390],
      ['5492C', 'Bench', 120000, 0.012, true, 'CAT II 300V', 'USB, RS-232', 799, 2600],
      ['2831E', 'Bench', 50000, 0.02, false, 'CAT II 300V', 'USB', 429, 2200],
    ],
    (mpn) => `https://www.bkprecision.com/products/multimeters/${mpn}.html`,
  ),
];

// ---------------------------------------------------------------------------------------------
// Oscilloscopes

/** [model, type, MHz, analog channels (+digital), GSa/s, memory, display, vertical bits, interface, USD, kg]. */
type ScopeRow = readonly [string, string, number, string, number, string, string, number, string, number, number];

function scopeFamily(key: string, mfr: string, weight: number, rows: ScopeRow[], ds: (m: string) => string): Family {
  return fam({
    key,
    leaf: SCOPE,
    mfr,
    weight,
    kind: 'instrument',
    dimensions: [rows],
    make: ([[model, type, mhz, ch, gsa, mem, display, bits, iface, price, kg]]): BaseSpec => ({
      base: model,
      variants: [bulk(model)],
      description:
        `OSCILLOSCOPE ${mhz >= 1000 ? `${mhz / 1000}GHZ` : `${mhz}MHZ`} ` +
        `${ch.split(' ')[0]}CH${ch.includes('+') ? ' MSO' : ''} ${gsa}GSA/S`,
      parameters: {
        Series: model.split(' ')[0]?.replace(/\d.*$/, '') ?? model,
        Type: type,
        Bandwidth: `${mhz} MHz`,
        Channels: ch,
        'Sample Rate': `${gsa} GSa/s`,
        'Memory Depth': mem,
        Display: display,
        'Vertical Resolution': `${bits} bit`,
        Interface: iface,
      },
      price,
      grams: gr(kg * 1000),
      datasheetUrl: ds(model),
    }),
  });
}

const scopeFamilies: Family[] = [
  scopeFamily(
    'rigol-scopes',
    'rigol',
    0.22,
    [
      ['DS1054Z', 'Benchtop', 50, '4', 1, '24 Mpts', '7" Color LCD', 8, 'LAN, USB', 399, 3.2],
      ['DS1202Z-E', 'Benchtop', 200, '2', 1, '24 Mpts', '7" Color LCD', 8, 'LAN, USB', 439, 3.2],
      ['DHO804', 'Benchtop', 70, '4', 1.25, '25 Mpts', '7" Touch Screen', 12, 'LAN, USB', 449, 1.6],
      ['DHO814', 'Benchtop', 100, '4', 1.25, '25 Mpts', '7" Touch Screen', 12, 'LAN, USB', 599, 1.6],
      ['DHO914S', 'Mixed Signal (MSO)', 125, '4 + 16 Digital', 1.25, '50 Mpts', '7" Touch Screen', 12, 'LAN, USB', 1029, 1.8],
      ['DHO924S', 'Mixed Signal (MSO)', 250, '4 + 16 Digital', 1.25, '50 Mpts', '7" Touch Screen', 12, 'LAN, USB', 1299, 1.8],
      ['MSO5074', 'Mixed Signal (MSO)', 70, '4 + 16 Digital', 8, '100 Mpts', '9" Touch Screen', 8, 'LAN, USB', 769, 3.2],
      ['MSO5204', 'Mixed Signal (MSO)', 200, '4 + 16 Digital', 8, '100 Mpts', '9" Touch Screen', 8, 'LAN, USB', 1599, 3.2],
    ],
    (mpn) => `https://www.rigol.com/Images/${mpn}_DataSheet_EN.pdf`,
  ),
  scopeFamily(
    'siglent-scopes',
    'siglent',
    0.2,
    [
      ['SDS1104X-E', 'Benchtop', 100, '4', 1, '14 Mpts', '7" Color LCD', 8, 'LAN, USB', 429, 2.5],
      ['SDS1202X-E', 'Benchtop', 200, '2', 1, '14 Mpts', '7" Color LCD', 8, 'LAN, USB', 379, 2.5],
      ['SDS1204X-E', 'Benchtop', 200, '4', 1, '14 Mpts', '7" Color LCD', 8, 'LAN, USB', 599, 2.5],
      ['SDS804X HD', 'Benchtop', 70, '4', 1, '10 Mpts', '7" Color LCD', 12, 'LAN, USB', 399, 2.4],
      ['SDS824X HD', 'Benchtop', 200, '4', 1, '10 Mpts', '7" Color LCD', 12, 'LAN, USB', 799, 2.4],
      ['SDS2104X Plus', 'Benchtop', 100, '4', 2, '200 Mpts', '10.1" Touch Screen', 8, 'LAN, USB', 1299, 3.6],
      ['SDS2354X Plus', 'Benchtop', 350, '4', 2, '200 Mpts', '10.1" Touch Screen', 8, 'LAN, USB', 2499, 3.6],
    ],
    (mpn) => `https://www.siglent.com/upload_file/document/DataSheet/${mpn.replace(/\s+/g, '')}_DataSheet_EN.pdf`,
  ),
  scopeFamily(
    'keysight-scopes',
    'keysight',
    0.16,
    [
      ['EDUX1052A', 'Benchtop', 50, '2', 1, '1 Mpts', '7" Color LCD', 8, 'USB', 649, 3.8],
      ['DSOX1102G', 'Benchtop', 70, '2', 2, '1 Mpts', '7" Color LCD', 8, 'USB', 829, 3.8],
      ['DSOX1204G', 'Benchtop', 70, '4', 2, '2 Mpts', '7" Color LCD', 8, 'LAN, USB', 1499, 3.8],
      ['DSOX2024A', 'Benchtop', 200, '4', 2, '1 Mpts', '8.5" Color LCD', 8, 'USB', 4210, 3.9],
      ['DSOX3034T', 'Benchtop', 350, '4', 5, '4 Mpts', '8.5" Touch Screen', 8, 'LAN, USB', 9650, 4.4],
      ['MSOX3054T', 'Mixed Signal (MSO)', 500, '4 + 16 Digital', 5, '4 Mpts', '8.5" Touch Screen', 8, 'LAN, USB', 14900, 4.5],
    ],
    (mpn) => `https://www.keysight.com/us/en/assets/7018-05/data-sheets/${mpn}.pdf`,
  ),
  scopeFamily(
    'tektronix-scopes',
    'tektronix',
    0.12,
    [
      ['TBS1052C', 'Benchtop', 50, '2', 1, '20 kpts', '7" Color LCD', 8, 'USB', 650, 2],
      ['TBS1102C', 'Benchtop', 100, '2', 1, '20 kpts', '7" Color LCD', 8, 'USB', 850, 2],
      ['TBS1202C', 'Benchtop', 200, '2', 1, '20 kpts', '7" Color LCD', 8, 'USB', 1220, 2],
      ['TBS2104B', 'Benchtop', 100, '4', 2, '5 Mpts', '9" Color LCD', 8, 'LAN, USB', 2340, 2.6],
      ['TBS2204B', 'Benchtop', 200, '4', 2, '5 Mpts', '9" Color LCD', 8, 'LAN, USB', 3120, 2.6],
      ['MSO44 4-BW-200', 'Mixed Signal (MSO)', 200, '4 + 32 Digital', 6.25, '31.25 Mpts', '13.3" Touch Screen', 12, 'LAN, USB', 13200, 8.6],
    ],
    (mpn) => `https://www.tek.com/en/datasheet/${mpn.split(' ')[0]?.toLowerCase()}`,
  ),
];

// ---------------------------------------------------------------------------------------------
// Bench power supplies

/** [model, outputs, max V, max A, watts, type, interface, USD, kg]. */
type PsuRow = readonly [string, number, string, string, number, string, string, number, number];

function psuFamily(key: string, mfr: string, weight: number, rows: PsuRow[], ds: (m: string) => string): Family {
  return fam({
    key,
    leaf: PSU,
    mfr,
    weight,
    kind: 'instrument',
    dimensions: [rows],
    make: ([[model, outs, volts, amps, watts, type, iface, price, kg]]): BaseSpec => ({
      base: model,
      variants: [bulk(model)],
      description: `BENCH PWR SUPPLY ${outs} OUT ${type === 'Programmable' ? 'PROG ' : ''}${watts}W`,
      parameters: {
        Series: seriesOf(model),
        Outputs: String(outs),
        'Voltage - Output': volts,
        'Current - Output': amps,
        'Power (Watts)': `${watts} W`,
        Type: type,
        Interface: iface,
      },
      price,
      grams: gr(kg * 1000),
      datasheetUrl: ds(model),
    }),
  });
}

const psuFamilies: Family[] = [
  psuFamily(
    'rigol-psu',
    'rigol',
    0.2,
    [
      ['DP832', 3, '30V, 30V, 5V', '3A, 3A, 3A', 195, 'Linear, Programmable', 'LAN, USB, RS-232', 499, 9.1],
      ['DP832A', 3, '30V, 30V, 5V', '3A, 3A, 3A', 195, 'Linear, Programmable', 'LAN, USB, RS-232', 699, 9.1],
      ['DP821', 2, '60V, 8V', '1A, 10A', 140, 'Linear, Programmable', 'LAN, USB, RS-232', 549, 9],
      ['DP811', 1, '20V / 40V', '10A / 5A', 200, 'Linear, Programmable', 'LAN, USB, RS-232', 599, 9],
      ['DP711', 1, '30V', '5A', 150, 'Linear, Programmable', 'RS-232', 299, 6.6],
      ['DP712', 1, '50V', '3A', 150, 'Linear, Programmable', 'RS-232', 329, 6.6],
    ],
    (mpn) => `https://www.rigol.com/Images/${mpn}_DataSheet_EN.pdf`,
  ),
  psuFamily(
    'siglent-psu',
    'siglent',
    0.2,
    [
      ['SPD3303X-E', 3, '32V, 32V, 5V', '3.2A, 3.2A, 3.2A', 220, 'Linear, Programmable', 'USB', 399, 9.5],
      ['SPD3303X', 3, '32V, 32V, 5V', '3.2A, 3.2A, 3.2A', 220, 'Linear, Programmable', 'LAN, USB', 499, 9.5],
      ['SPD1168X', 1, '16V', '8A', 128, 'Linear, Programmable', 'LAN, USB', 329, 6.3],
      ['SPD1305X', 1, '30V', '5A', 150, 'Linear, Programmable', 'LAN, USB', 369, 6.3],
      ['SPD4306X', 4, '15V, 15V, 6V, 12V', '1.5A, 1.5A, 10A, 3A', 300, 'Linear, Programmable', 'LAN, USB', 1099, 9.8],
    ],
    (mpn) => `https://www.siglent.com/upload_file/document/DataSheet/${mpn}_DataSheet_EN.pdf`,
  ),
  psuFamily(
    'keysight-psu',
    'keysight',
    0.15,
    [
      ['E36313A', 3, '6V, 25V, 25V', '10A, 2A, 2A', 160, 'Linear, Programmable', 'LAN, USB', 2080, 8.4],
      ['E36311A', 3, '6V, 25V, -25V', '5A, 1A, 1A', 80, 'Linear, Programmable', 'LAN, USB', 1490, 8],
      ['E36312A', 3, '6V, 25V, 25V', '5A, 1A, 1A', 80, 'Linear, Programmable', 'LAN, USB', 1620, 8],
      ['E36103B', 1, '20V', '2A', 40, 'Linear, Programmable', 'LAN, USB', 1030, 4.3],
      ['E36105B', 1, '60V', '0.6A', 36, 'Linear, Programmable', 'LAN, USB', 1040, 4.3],
      ['EDU36311A', 3, '6V, 30V, 30V', '5A, 1A, 1A', 90, 'Linear, Programmable', 'USB', 725, 8],
    ],
    (mpn) => `https://www.keysight.com/us/en/assets/7018-05/data-sheets/${mpn}.pdf`,
  ),
  psuFamily(
    'bk-psu',
    'bk-precision',
    0.15,
    [
      ['1550', 1, '36V', '3A', 108, 'Switching', 'USB (Charging Port)', 159, 1.1],
      ['1672', 3, '32V, 32V, 5V', '3A, 3A, 3A', 207, 'Linear', '-', 469, 8.4],
      ['9130B', 3, '30V, 30V, 5V', '3A, 3A, 3A', 195, 'Linear, Programmable', 'USB, RS-232', 1095, 9.2],
      ['1685B', 1, '60V', '5A', 300, 'Switching', '-', 259, 3.2],
      ['9103', 1, '84V', '10A', 320, 'Switching, Programmable', 'USB', 499, 3.7],
      ['1902B', 1, '60V', '15A', 900, 'Switching', '-', 529, 5.6],
    ],
    (mpn) => `https://www.bkprecision.com/products/power-supplies/${mpn}.html`,
  ),
];

// ---------------------------------------------------------------------------------------------
// Test leads and probes

interface Lead {
  series: string;
  type: string;
  c1: string;
  c2: string;
  inches: number;
  colour: string;
  rating: string;
  bandwidth: string;
}

/** ' RED' after a test lead's description, nothing for '-'. */
const colourWord = (colour: string) => (colour === '-' ? '' : ` ${colour.toUpperCase()}`);

function leadSpec(lead: Lead, base: string, price: number, grams: number, ds: string): BaseSpec {
  return {
    base,
    variants: [bulk(base)],
    description:
      lead.type === 'Oscilloscope Probe'
        ? `PROBE OSCILLOSCOPE ${lead.bandwidth.replace(' ', '').toUpperCase()} ${lead.rating.split(',')[0]?.replace(' ', '')}`
        : `${lead.type === 'Test Lead' ? 'TEST LEAD' : lead.type.toUpperCase()} ${lead.c1.split(',')[0]?.toUpperCase()} TO ` +
          `${lead.c2.split(',')[0]?.toUpperCase()}${lead.inches ? ` ${lead.inches}"` : ''}${colourWord(lead.colour)}`,
    parameters: {
      Series: lead.series,
      Type: lead.type,
      'Connector 1': lead.c1,
      'Connector 2': lead.c2,
      Length: lead.inches ? `${lead.inches}" (${(lead.inches * 2.54).toFixed(1)}cm)` : '-',
      Color: lead.colour,
      Rating: lead.rating,
      Bandwidth: lead.bandwidth,
    },
    price: usd(price * jitter(base, 0.03)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

const POMONA = [
  ['B', 'Banana Plug, Stackable', 'Banana Plug, Stackable', [4, 8, 12, 18, 24, 36, 48, 60], 5.2, 'CAT I 30V, 15A'],
  ['3782', 'Minigrabber® Test Clip', 'Banana Plug, Stackable', [12, 24, 36, 48, 60], 9.4, 'CAT I 30V, 5A'],
  ['6733', 'Micrograbber® Test Clip', 'Banana Plug, Stackable', [12, 24, 36, 48, 60], 11.8, 'CAT I 30V, 3A'],
  ['1443', 'Alligator Clip', 'Alligator Clip', [12, 24, 36, 48, 60], 6.1, 'CAT I 30V, 10A'],
] as const;
const POMONA_CELLS = POMONA.flatMap((row) =>
  row[3].flatMap((len) =>
    EIA_COLOURS.filter(([cc]) => row[0] === 'B' || ['0', '2', '4', '5', '6', '9'].includes(cc)).map((colour) => ({
      m: row,
      len,
      c: colour,
    })),
  ),
);

const leadFamilies: Family[] = [
  fam({
    key: 'pomona-leads',
    leaf: LEADS,
    mfr: 'pomona',
    weight: 0.6,
    kind: 'mro',
    dimensions: [POMONA_CELLS],
    make: ([
      {
        m: [model, c1, c2, , price, rating],
        len,
        c: [cc, colour],
      },
    ]) => {
      const mpn = `${model}-${len}-${cc}`;
      return leadSpec(
        { series: model, type: 'Test Lead', c1, c2, inches: len, colour: colour.name, rating, bandwidth: '-' },
        mpn,
        price + len * 0.11,
        8 + len * 1.1,
        `https://www.pomonaelectronics.com/products/test-leads/${model.toLowerCase()}`,
      );
    },
  }),
  fam({
    key: 'fluke-leads',
    leaf: LEADS,
    mfr: 'fluke',
    weight: 0.3,
    kind: 'mro',
    dimensions: [
      [
        ['TL175', 'Test Lead Set', 'Probe, TwistGuard®', 'Banana Plug, Shrouded', 48, 'CAT III 1000V, CAT IV 600V, 10A', 39],
        ['TL71', 'Test Lead Set', 'Probe, Straight', 'Banana Plug, Shrouded', 48, 'CAT III 1000V, 10A', 25],
        ['TL224', 'Test Lead Set', 'Banana Plug, Shrouded', 'Banana Plug, Shrouded', 60, 'CAT III 1000V, 10A', 55],
        ['TL75', 'Test Lead Set', 'Probe, Straight', 'Banana Plug, Shrouded', 48, 'CAT III 1000V, 10A', 19],
        ['TL910', 'Test Probe Set', 'Probe, Fine Tip', 'Banana Plug, Shrouded', 39, 'CAT II 30V, 3A', 85],
        ['AC175', 'Test Clip Set', 'Alligator Clip', 'Banana Jack, Shrouded', 0, 'CAT III 1000V, CAT IV 600V, 10A', 22],
        ['TP175', 'Test Probe Set', 'Probe, TwistGuard®', 'Banana Jack, Shrouded', 0, 'CAT III 1000V, CAT IV 600V, 10A', 33],
        ['TL80A', 'Test Lead Set', 'Probe, Straight', 'Banana Plug, Shrouded', 48, 'CAT II 300V, 10A', 65],
      ] as const,
    ],
    make: ([[mpn, type, c1, c2, inches, rating, price]]) =>
      leadSpec(
        { series: mpn.replace(/\d.*$/, ''), type, c1, c2, inches, colour: 'Black, Red', rating, bandwidth: '-' },
        mpn,
        price,
        inches ? 180 : 60,
        `https://www.fluke.com/en-us/product/accessories/test-leads/fluke-${mpn.toLowerCase()}`,
      ),
  }),
  fam({
    key: 'scope-probes',
    leaf: LEADS,
    mfr: 'tektronix',
    weight: 0.15,
    kind: 'instrument',
    dimensions: [
      [
        ['TPP0100', '100 MHz', '10X, 300V CAT II', 185],
        ['TPP0200', '200 MHz', '10X, 300V CAT II', 279],
        ['TPP0250', '250 MHz', '10X, 300V CAT II', 348],
        ['TPP0500B', '500 MHz', '10X, 300V CAT II', 612],
        ['TPP1000', '1 GHz', '10X, 300V CAT II', 945],
        ['P2220', '200 MHz', '1X/10X, 300V CAT II', 249],
        ['P6139B', '500 MHz', '10X, 300V CAT II', 588],
        ['THDP0200', '200 MHz', 'Differential 50X/500X, 1500V', 2950],
      ] as const,
    ],
    make: ([[mpn, bw, rating, price]]) =>
      leadSpec(
        {
          series: seriesOf(mpn),
          type: 'Oscilloscope Probe',
          c1: 'Probe Tip, Retractable Hook',
          c2: 'BNC Plug',
          inches: 51,
          colour: 'Black',
          rating,
          bandwidth: bw,
        },
        mpn,
        price,
        95,
        `https://www.tek.com/en/datasheet/${mpn.toLowerCase()}`,
      ),
  }),
  fam({
    key: 'keysight-probes',
    leaf: LEADS,
    mfr: 'keysight',
    weight: 0.15,
    kind: 'instrument',
    dimensions: [
      [
        ['N2140A', '200 MHz', '10X, 300V CAT II', 199],
        ['N2142A', '200 MHz', '1X/10X, 300V CAT II', 226],
        ['N2843A', '500 MHz', '10X, 300V CAT II', 444],
        ['N2894A', '700 MHz', '10X, 300V CAT II', 645],
        ['10073D', '500 MHz', '10X, 400V', 552],
        ['N2790A', '100 MHz', 'Differential 50X/500X, 1400V', 2140],
      ] as const,
    ],
    make: ([[mpn, bw, rating, price]]) =>
      leadSpec(
        {
          series: seriesOf(mpn),
          type: 'Oscilloscope Probe',
          c1: 'Probe Tip, Retractable Hook',
          c2: 'BNC Plug',
          inches: 51,
          colour: 'Black',
          rating,
          bandwidth: bw,
        },
        mpn,
        price,
        90,
        `https://www.keysight.com/us/en/product/${mpn}.html`,
      ),
  }),
];

export const TEST_FAMILIES: Family[] = [...dmmFamilies, ...scopeFamilies, ...psuFamilies, ...leadFamilies];
