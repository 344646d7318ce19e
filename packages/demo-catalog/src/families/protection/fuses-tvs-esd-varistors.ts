// Circuit protection: fuses, PTC resettable fuses, TVS diodes, ESD protection and varistors.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { pad, sig } from '../values';
import { bag, bulk, cents, reel, reelOnly, tempRange } from '../packing-and-text';

/** Eaton's fuse data sheets all live under this path. */
const EATON_DATA_SHEETS = 'https://www.eaton.com/content/dam/eaton/products/electronic-components/resources/data-sheet';

/** A chip size's metric name (0603 inch is 1608 metric). */
const METRIC_SIZE: Record<string, string> = { '0402': '1005', '0603': '1608', '0805': '2012', '1206': '3216' };

// ---------------------------------------------------------------------------------------------
// Fuses

const FUSE = 'fuses';

interface FuseSeries {
  key: string;
  mfr: string;
  w: number;
  series: string;
  type: 'Board Mount (Cartridge Style Excluded)' | 'Cartridge, Glass' | 'Cartridge, Ceramic';
  pkg: string;
  smd: boolean;
  speed: 'Fast Blow' | 'Very Fast' | 'Slow Blow';
  amps: readonly number[];
  vac: (a: number) => string;
  vdc: (a: number) => string;
  breaking: (a: number) => string;
  code: (a: number) => [string, Variant[]];
  price: number;
  g: number;
  ds: string;
}

const ampsText = (amps: number) => (amps < 1 ? `${sig(amps * 1000, 3)} mA` : `${amps} A`);
const ampsDesc = (amps: number) => (amps < 1 ? `${sig(amps * 1000, 3)}MA` : `${amps}A`);

function fuse(fuseSeries: FuseSeries): Family {
  return fam({
    key: fuseSeries.key,
    leaf: FUSE,
    mfr: fuseSeries.mfr,
    weight: fuseSeries.w,
    kind: 'passive',
    dimensions: [fuseSeries.amps],
    make: ([amps]) => {
      const [base, variants] = fuseSeries.code(amps);
      const ac = fuseSeries.vac(amps).replace(' V', '');
      const dc = fuseSeries.vdc(amps).replace(' V', '');
      const volts = ac === dc ? `${ac}VAC/VDC` : ac !== '-' ? `${ac}VAC` : `${dc}VDC`;
      const size = fuseSeries.smd ? fuseSeries.pkg.slice(0, 4) : fuseSeries.pkg === C5X20 ? '5X20MM' : '3AB 3AG';
      const body = fuseSeries.smd ? 'BRD MNT' : fuseSeries.type === 'Cartridge, Ceramic' ? 'CRTRDGE' : 'GLASS';
      return {
        base,
        variants,
        description: `FUSE ${body} ${ampsDesc(amps)} ${volts} ${size}`,
        parameters: {
          'Fuse Type': fuseSeries.type,
          Series: fuseSeries.series,
          'Current Rating (Amps)': ampsText(amps),
          'Voltage Rating - AC': fuseSeries.vac(amps),
          'Voltage Rating - DC': fuseSeries.vdc(amps),
          'Response Time': fuseSeries.speed,
          'Breaking Capacity @ Rated Voltage': fuseSeries.breaking(amps),
          'Package / Case': fuseSeries.pkg,
          'Mounting Type': fuseSeries.smd ? 'Surface Mount' : 'Holder',
          'Operating Temperature': tempRange(-55, 125),
        },
        price: cents(fuseSeries.price * (amps >= 10 ? 1.3 : 1)),
        grams: fuseSeries.g,
        datasheetUrl: fuseSeries.ds,
      };
    },
  });
}

/** Littelfuse's four-character rating field: .500, 001., 01.5, 1.25, 012. */
function lfAmps(amps: number): string {
  if (amps < 1) return `.${pad(Math.round(amps * 1000), 3)}`;
  if (Number.isInteger(amps)) return `${pad(amps, 3)}.`;
  const digits = String(amps);
  return digits.length >= 4 ? digits.slice(0, 4) : digits.padStart(4, '0');
}
/** Bussmann and Bel write milliamps below 1 A and amps above: 500, 1, 1.25, 6.3. */
const bxAmps = (amps: number) => (amps < 1 ? String(Math.round(amps * 1000)) : String(amps));

const SMD_AMPS = [0.062, 0.125, 0.25, 0.375, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 3.5, 4, 5];
const NANO_AMPS = [0.062, 0.125, 0.16, 0.2, 0.25, 0.315, 0.375, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 3.5, 4, 5, 7, 10, 12, 15];
const CART_AMPS = [0.1, 0.125, 0.16, 0.2, 0.25, 0.315, 0.4, 0.5, 0.63, 0.8, 1, 1.25, 1.6, 2, 2.5, 3.15, 4, 5, 6.3, 8, 10];
const P1206 = '1206 (3216 Metric)';
const P0603 = '0603 (1608 Metric)';
const P2410 = '2410 (6125 Metric)';
const C5X20 = '5mm x 20mm';
const C3AG = '3AG, 1/4" x 1-1/4"';

const fuseFamilies: Family[] = [
  fuse({
    key: 'littelfuse-0451',
    mfr: 'littelfuse',
    w: 0.7,
    series: '451',
    type: 'Board Mount (Cartridge Style Excluded)',
    pkg: P2410,
    smd: true,
    speed: 'Very Fast',
    amps: NANO_AMPS,
    vac: () => '125 V',
    vdc: () => '125 V',
    breaking: () => '50A AC, 50A DC',
    code: (amps) => [`0451${lfAmps(amps)}`, [reel(`0451${lfAmps(amps)}MRL`, 5000)]],
    price: 0.85,
    g: 0.08,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-fuse-451-453-datasheet',
  }),
  fuse({
    key: 'littelfuse-0452',
    mfr: 'littelfuse',
    w: 0.4,
    series: '452',
    type: 'Board Mount (Cartridge Style Excluded)',
    pkg: P2410,
    smd: true,
    speed: 'Slow Blow',
    amps: NANO_AMPS.filter((amps) => amps >= 0.375),
    vac: () => '125 V',
    vdc: () => '125 V',
    breaking: () => '50A AC, 50A DC',
    code: (amps) => [`0452${lfAmps(amps)}`, [reel(`0452${lfAmps(amps)}MRL`, 5000)]],
    price: 1.05,
    g: 0.08,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-fuse-452-454-datasheet',
  }),
  fuse({
    key: 'littelfuse-0466',
    mfr: 'littelfuse',
    w: 0.6,
    series: '466',
    type: 'Board Mount (Cartridge Style Excluded)',
    pkg: P1206,
    smd: true,
    speed: 'Very Fast',
    amps: SMD_AMPS,
    vac: () => '-',
    vdc: (amps) => (amps <= 2 ? '63 V' : '32 V'),
    breaking: (amps) => (amps <= 2 ? '50A DC' : '45A DC'),
    code: (amps) => [`0466${lfAmps(amps)}`, [reel(`0466${lfAmps(amps)}NR`, 5000)]],
    price: 0.3,
    g: 0.01,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-fuse-466-datasheet',
  }),
  fuse({
    key: 'littelfuse-0467',
    mfr: 'littelfuse',
    w: 0.4,
    series: '467',
    type: 'Board Mount (Cartridge Style Excluded)',
    pkg: P0603,
    smd: true,
    speed: 'Very Fast',
    amps: SMD_AMPS.filter((amps) => amps <= 5),
    vac: () => '-',
    vdc: (amps) => (amps <= 2 ? '32 V' : '24 V'),
    breaking: () => '35A DC',
    code: (amps) => [`0467${lfAmps(amps)}`, [reel(`0467${lfAmps(amps)}NR`, 5000)]],
    price: 0.28,
    g: 0.004,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-fuse-467-datasheet',
  }),
  fuse({
    key: 'littelfuse-0217',
    mfr: 'littelfuse',
    w: 0.5,
    series: '217',
    type: 'Cartridge, Glass',
    pkg: C5X20,
    smd: false,
    speed: 'Fast Blow',
    amps: CART_AMPS.filter((amps) => amps >= 0.125),
    vac: () => '250 V',
    vdc: () => '-',
    breaking: (amps) => (amps <= 3.15 ? '35A' : `${amps * 10}A`),
    code: (amps) => [`0217${lfAmps(amps)}`, [bulk(`0217${lfAmps(amps)}MXP`), bag(`0217${lfAmps(amps)}HXP`, 5)]],
    price: 0.32,
    g: 0.45,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-fuse-217-datasheet',
  }),
  fuse({
    key: 'littelfuse-0218',
    mfr: 'littelfuse',
    w: 0.5,
    series: '218',
    type: 'Cartridge, Glass',
    pkg: C5X20,
    smd: false,
    speed: 'Slow Blow',
    amps: CART_AMPS,
    vac: () => '250 V',
    vdc: () => '-',
    breaking: (amps) => (amps <= 4 ? '35A' : `${amps * 10}A`),
    code: (amps) => [`0218${lfAmps(amps)}`, [bulk(`0218${lfAmps(amps)}MXP`), bag(`0218${lfAmps(amps)}HXP`, 5)]],
    price: 0.42,
    g: 0.45,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-fuse-218-datasheet',
  }),
  fuse({
    key: 'littelfuse-0313',
    mfr: 'littelfuse',
    w: 0.3,
    series: '313',
    type: 'Cartridge, Glass',
    pkg: C3AG,
    smd: false,
    speed: 'Slow Blow',
    amps: CART_AMPS.filter((amps) => amps >= 0.25),
    vac: () => '250 V',
    vdc: () => '-',
    breaking: () => '35A',
    code: (amps) => [`0313${lfAmps(amps)}`, [bulk(`0313${lfAmps(amps)}MXP`)]],
    price: 0.75,
    g: 1.3,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-fuse-313-datasheet',
  }),
  fuse({
    key: 'eaton-0603fa',
    mfr: 'eaton',
    w: 0.4,
    series: '0603FA',
    type: 'Board Mount (Cartridge Style Excluded)',
    pkg: P0603,
    smd: true,
    speed: 'Fast Blow',
    amps: [0.25, 0.375, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 3.5, 4, 5],
    vac: () => '-',
    vdc: (amps) => (amps <= 2 ? '32 V' : '24 V'),
    breaking: () => '35A DC',
    code: (amps) => [`0603FA${bxAmps(amps)}-R`, [reel(`0603FA${bxAmps(amps)}-R`, 5000)]],
    price: 0.3,
    g: 0.004,
    ds: `${EATON_DATA_SHEETS}/eaton-0603fa-surface-mount-fuse-data-sheet.pdf`,
  }),
  fuse({
    key: 'eaton-3216ff',
    mfr: 'eaton',
    w: 0.4,
    series: '3216FF',
    type: 'Board Mount (Cartridge Style Excluded)',
    pkg: P1206,
    smd: true,
    speed: 'Fast Blow',
    amps: [0.25, 0.315, 0.375, 0.5, 0.63, 0.75, 1, 1.25, 1.5, 1.6, 2, 2.5, 3, 3.15, 4, 5, 6.3, 7, 8, 10],
    vac: (amps) => (amps <= 3.15 ? '63 V' : '-'),
    vdc: (amps) => (amps <= 3.15 ? '63 V' : '32 V'),
    breaking: () => '50A AC, 50A DC',
    code: (amps) => [`3216FF${bxAmps(amps)}-R`, [reel(`3216FF${bxAmps(amps)}-R`, 3000)]],
    price: 0.55,
    g: 0.02,
    ds: `${EATON_DATA_SHEETS}/eaton-3216ff-surface-mount-fuse-data-sheet.pdf`,
  }),
  ...(
    [
      ['S505', 'Slow Blow', 'Cartridge, Ceramic', 0.55],
      ['BK/GMA', 'Fast Blow', 'Cartridge, Glass', 0.38],
      ['BK/GMC', 'Slow Blow', 'Cartridge, Glass', 0.45],
    ] as const
  ).map(([ser, speed, type, price]) =>
    fuse({
      key: `eaton-${ser.replace('BK/', '').toLowerCase()}`,
      mfr: 'eaton',
      w: 0.35,
      series: ser.replace('BK/', ''),
      type,
      pkg: C5X20,
      smd: false,
      speed,
      amps: CART_AMPS,
      vac: () => '250 V',
      vdc: () => (ser === 'S505' ? '250 V' : '-'),
      breaking: () => (ser === 'S505' ? '1500A' : '35A'),
      code: (amps) => [`${ser}-${bxAmps(amps)}-R`, [bulk(`${ser}-${bxAmps(amps)}-R`)]],
      price,
      g: 0.45,
      ds: `${EATON_DATA_SHEETS}/bus-elx-ds-${ser.replace('BK/', '').toLowerCase()}.pdf`,
    }),
  ),
  ...(
    [
      ['BK/MDL', 'Slow Blow', 0.7],
      ['BK/AGC', 'Fast Blow', 0.55],
    ] as const
  ).map(([ser, speed, price]) =>
    fuse({
      key: `eaton-${ser.replace('BK/', '').toLowerCase()}`,
      mfr: 'eaton',
      w: 0.25,
      series: ser.replace('BK/', ''),
      type: 'Cartridge, Glass',
      pkg: C3AG,
      smd: false,
      speed,
      amps: CART_AMPS.filter((amps) => amps >= 0.25),
      vac: () => '250 V',
      vdc: () => '-',
      breaking: () => '35A',
      code: (amps) => [`${ser}-${bxAmps(amps)}-R`, [bulk(`${ser}-${bxAmps(amps)}-R`)]],
      price,
      g: 1.3,
      ds: `${EATON_DATA_SHEETS}/bus-elx-ds-${ser.replace('BK/', '').toLowerCase()}.pdf`,
    }),
  ),
  ...(
    [
      ['5SF', 'Fast Blow', 'Cartridge, Glass', 0.22],
      ['5ST', 'Slow Blow', 'Cartridge, Glass', 0.26],
      ['5HF', 'Fast Blow', 'Cartridge, Ceramic', 0.34],
      ['5HT', 'Slow Blow', 'Cartridge, Ceramic', 0.38],
    ] as const
  ).map(([ser, speed, type, price]) =>
    fuse({
      key: `bel-${ser.toLowerCase()}`,
      mfr: 'bel-fuse',
      w: 0.25,
      series: ser,
      type,
      pkg: C5X20,
      smd: false,
      speed,
      amps: CART_AMPS,
      vac: () => '250 V',
      vdc: () => '-',
      breaking: (amps) => (ser.startsWith('5H') ? '1500A' : amps <= 3.15 ? '35A' : `${amps * 10}A`),
      code: (amps) => [`${ser} ${bxAmps(amps)}-R`, [bulk(`${ser} ${bxAmps(amps)}-R`)]],
      price,
      g: 0.45,
      ds: `https://www.belfuse.com/resources/datasheets/circuitprotection/ds-cp-${ser.toLowerCase()}-series.pdf`,
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// PTC resettable fuses

const PTC = 'ptc-resettable-fuses';

interface PtcSeries {
  key: string;
  mfr: string;
  w: number;
  series: string;
  pkg: string;
  smd: boolean;
  holds: readonly number[];
  vmax: (h: number) => number;
  imax: number;
  code: (h: number) => [string, Variant[]];
  price: number;
  g: number;
  ds: string;
}

function ptc(ptcSeries: PtcSeries): Family {
  return fam({
    key: ptcSeries.key,
    leaf: PTC,
    mfr: ptcSeries.mfr,
    weight: ptcSeries.w,
    kind: 'passive',
    dimensions: [ptcSeries.holds],
    make: ([hold]) => {
      const [base, variants] = ptcSeries.code(hold);
      const trip = Number((hold * (hold < 0.5 ? 2.2 : 1.95)).toFixed(2));
      const volts = ptcSeries.vmax(hold);
      const holdText = hold < 1 ? `${Math.round(hold * 1000)}MA` : `${hold}A`;
      return {
        base,
        variants,
        description: `PTC RESET FUSE ${volts}V ${holdText} ${ptcSeries.smd ? ptcSeries.pkg.slice(0, 4) : 'RADIAL'}`,
        parameters: {
          Series: ptcSeries.series,
          'Current - Hold (Ih) (Max)': ampsText(hold),
          'Current - Trip (It)': ampsText(trip),
          'Voltage - Max': `${volts} V`,
          'Current - Max': `${ptcSeries.imax} A`,
          'Time to Trip': `${sig(hold < 0.5 ? 0.15 / hold : 1.5 + hold, 2)}s`,
          'Resistance - Initial (Ri) (Min)': `${sig(0.25 / (hold * hold) + 0.02, 2)} Ohm`,
          'Package / Case': ptcSeries.pkg,
          'Mounting Type': ptcSeries.smd ? 'Surface Mount' : 'Through Hole',
          'Operating Temperature': tempRange(-40, 85),
        },
        price: cents(ptcSeries.price * (1 + hold * 0.12)),
        grams: ptcSeries.g,
        datasheetUrl: ptcSeries.ds,
      };
    },
  });
}

const c3 = (holdAmps: number) => pad(Math.round(holdAmps * 100), 3);
const ptcFamilies: Family[] = [
  ptc({
    key: 'bourns-mf-msmf',
    mfr: 'bourns',
    w: 0.7,
    series: 'MF-MSMF',
    pkg: '1812 (4532 Metric)',
    smd: true,
    holds: [0.1, 0.14, 0.2, 0.3, 0.5, 0.75, 1.1, 1.25, 1.5, 1.6, 2, 2.5],
    vmax: (holdAmps) =>
      holdAmps <= 0.14 ? 60 : holdAmps <= 0.3 ? 30 : holdAmps <= 0.5 ? 15 : holdAmps <= 0.75 ? 13.2 : holdAmps <= 2 ? 8 : 6,
    imax: 100,
    code: (holdAmps) => [`MF-MSMF${c3(holdAmps)}`, [reel(`MF-MSMF${c3(holdAmps)}-2`, 2000)]],
    price: 0.35,
    g: 0.03,
    ds: 'https://www.bourns.com/docs/Product-Datasheets/mf-msmf.pdf',
  }),
  ptc({
    key: 'bourns-mf-nsmf',
    mfr: 'bourns',
    w: 0.5,
    series: 'MF-NSMF',
    pkg: '1206 (3216 Metric)',
    smd: true,
    holds: [0.12, 0.2, 0.35, 0.5, 0.75, 1.1, 1.5, 2],
    vmax: (holdAmps) => (holdAmps <= 0.2 ? 30 : holdAmps <= 0.5 ? 15 : holdAmps <= 1.1 ? 8 : 6),
    imax: 40,
    code: (holdAmps) => [`MF-NSMF${c3(holdAmps)}`, [reel(`MF-NSMF${c3(holdAmps)}-2`, 3000)]],
    price: 0.28,
    g: 0.012,
    ds: 'https://www.bourns.com/docs/Product-Datasheets/mf-nsmf.pdf',
  }),
  ptc({
    key: 'bourns-mf-psmf',
    mfr: 'bourns',
    w: 0.4,
    series: 'MF-PSMF',
    pkg: '0805 (2012 Metric)',
    smd: true,
    holds: [0.05, 0.1, 0.2, 0.35, 0.5],
    vmax: (holdAmps) => (holdAmps <= 0.1 ? 15 : holdAmps <= 0.2 ? 9 : 6),
    imax: 40,
    code: (holdAmps) => [`MF-PSMF${c3(holdAmps)}X`, [reel(`MF-PSMF${c3(holdAmps)}X-2`, 4000)]],
    price: 0.25,
    g: 0.006,
    ds: 'https://www.bourns.com/docs/Product-Datasheets/mf-psmf.pdf',
  }),
  ptc({
    key: 'bourns-mf-fsmf',
    mfr: 'bourns',
    w: 0.3,
    series: 'MF-FSMF',
    pkg: '0603 (1608 Metric)',
    smd: true,
    holds: [0.05, 0.1, 0.2, 0.35, 0.5],
    vmax: (holdAmps) => (holdAmps <= 0.1 ? 15 : 6),
    imax: 40,
    code: (holdAmps) => [`MF-FSMF${c3(holdAmps)}X`, [reel(`MF-FSMF${c3(holdAmps)}X-2`, 4000)]],
    price: 0.24,
    g: 0.003,
    ds: 'https://www.bourns.com/docs/Product-Datasheets/mf-fsmf.pdf',
  }),
  ptc({
    key: 'bourns-mf-r',
    mfr: 'bourns',
    w: 0.6,
    series: 'MF-R',
    pkg: 'Radial',
    smd: false,
    holds: [0.05, 0.1, 0.17, 0.2, 0.25, 0.3, 0.4, 0.5, 0.65, 0.75, 0.9, 1.1, 1.35, 1.6, 1.85, 2.5, 3, 4, 5, 6, 7.5, 9, 11],
    vmax: (holdAmps) => (holdAmps <= 0.4 ? 60 : holdAmps <= 3 ? 30 : 16),
    imax: 40,
    code: (holdAmps) => [
      `MF-R${c3(holdAmps)}`,
      [bulk(`MF-R${c3(holdAmps)}`), reelOnly(`MF-R${c3(holdAmps)}-AP`, holdAmps > 3 ? 1000 : 2000)],
    ],
    price: 0.22,
    g: 0.3,
    ds: 'https://www.bourns.com/docs/Product-Datasheets/mfr.pdf',
  }),
  ptc({
    key: 'littelfuse-rxef',
    mfr: 'littelfuse',
    w: 0.5,
    series: 'RXEF',
    pkg: 'Radial',
    smd: false,
    holds: [0.05, 0.1, 0.17, 0.2, 0.25, 0.3, 0.4, 0.5, 0.65, 0.75, 0.9, 1.1, 1.35, 1.6, 1.85, 2.5, 3, 3.75],
    vmax: () => 72,
    imax: 40,
    code: (holdAmps) => [`RXEF${c3(holdAmps)}`, [bulk(`RXEF${c3(holdAmps)}`), reelOnly(`RXEF${c3(holdAmps)}-2`, 2000)]],
    price: 0.3,
    g: 0.4,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-ptc-rxef-datasheet',
  }),
  ptc({
    key: 'littelfuse-ruef',
    mfr: 'littelfuse',
    w: 0.3,
    series: 'RUEF',
    pkg: 'Radial',
    smd: false,
    holds: [0.9, 1.1, 1.35, 1.6, 1.85, 2.5, 3, 4, 5, 6, 7, 8, 9, 11],
    vmax: () => 30,
    imax: 40,
    code: (holdAmps) => [`RUEF${c3(holdAmps)}`, [bulk(`RUEF${c3(holdAmps)}`), reelOnly(`RUEF${c3(holdAmps)}-2`, 1000)]],
    price: 0.4,
    g: 0.6,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-ptc-ruef-datasheet',
  }),
  ptc({
    key: 'littelfuse-nanosmdc',
    mfr: 'littelfuse',
    w: 0.4,
    series: 'nanoSMDC',
    pkg: '1206 (3216 Metric)',
    smd: true,
    holds: [0.12, 0.2, 0.35, 0.5, 0.75, 1.1, 1.5],
    vmax: (holdAmps) => (holdAmps <= 0.2 ? 24 : holdAmps <= 0.5 ? 13.2 : 6),
    imax: 100,
    code: (holdAmps) => [`nanoSMDC${c3(holdAmps)}F`, [reel(`nanoSMDC${c3(holdAmps)}F-2`, 3000)]],
    price: 0.3,
    g: 0.012,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-ptc-nanosmdc-datasheet',
  }),
  ptc({
    key: 'littelfuse-minismdc',
    mfr: 'littelfuse',
    w: 0.4,
    series: 'miniSMDC',
    pkg: '1812 (4532 Metric)',
    smd: true,
    holds: [0.14, 0.2, 0.3, 0.5, 0.75, 1.1, 1.25, 1.5, 1.6, 2, 2.6],
    vmax: (holdAmps) => (holdAmps <= 0.3 ? 30 : holdAmps <= 0.5 ? 24 : holdAmps <= 1.1 ? 13.2 : holdAmps <= 2 ? 8 : 6),
    imax: 100,
    code: (holdAmps) => [`miniSMDC${c3(holdAmps)}F`, [reel(`miniSMDC${c3(holdAmps)}F-2`, 2000)]],
    price: 0.38,
    g: 0.03,
    ds: 'https://www.littelfuse.com/assetdocs/littelfuse-ptc-minismdc-datasheet',
  }),
  ptc({
    key: 'bel-0zcj',
    mfr: 'bel-fuse',
    w: 0.3,
    series: '0ZCJ',
    pkg: '1206 (3216 Metric)',
    smd: true,
    holds: [0.05, 0.1, 0.16, 0.2, 0.25, 0.35, 0.5, 0.75, 1.1, 1.5, 2],
    vmax: (holdAmps) => (holdAmps <= 0.2 ? 30 : holdAmps <= 0.5 ? 16 : 6),
    imax: 100,
    code: (holdAmps) => [`0ZCJ${pad(Math.round(holdAmps * 100), 4)}FF2E`, [reel(`0ZCJ${pad(Math.round(holdAmps * 100), 4)}FF2E`, 3000)]],
    price: 0.18,
    g: 0.012,
    ds: 'https://www.belfuse.com/resources/datasheets/circuitprotection/ds-cp-0zcj-series.pdf',
  }),
];

// ---------------------------------------------------------------------------------------------
// TVS diodes

const TVS = 'tvs-diodes';
const VR = [
  5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30, 33, 36, 40, 43, 45, 48, 51, 54, 58, 60, 64, 70,
  75, 78, 85, 90, 100, 110, 120, 130, 150, 160, 170,
];
const VR_HI = [180, 188, 200, 220, 250, 300, 350, 400, 440];
const VC_LOW: Record<number, number> = { 5: 9.2, 6: 10.3, 6.5: 11.2, 7: 12, 7.5: 12.9, 8: 13.6, 8.5: 14.4, 9: 15.4 };
/** Nominal breakdown voltages of the axial and Zener-named series (P6KE, 1.5KE, SM6T). */
const VBR = [
  6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91, 100, 110, 120, 130,
  150, 160, 170, 180, 200, 220, 250, 300, 350, 400, 440,
];

const vrText = (volts: number) => (Number.isInteger(volts) && volts < 10 ? `${volts}.0` : String(volts));

interface TvsPkg {
  disp: string;
  mount: string;
  g: number;
}
const TVS_PKG: Record<string, TvsPkg> = {
  SMA: { disp: 'DO-214AC, SMA', mount: 'Surface Mount', g: 0.064 },
  SMB: { disp: 'DO-214AA, SMB', mount: 'Surface Mount', g: 0.093 },
  SMC: { disp: 'DO-214AB, SMC', mount: 'Surface Mount', g: 0.21 },
  SMF: { disp: 'SOD-123F', mount: 'Surface Mount', g: 0.015 },
  SOD123W: { disp: 'SOD-123W', mount: 'Surface Mount', g: 0.02 },
  'DO-15': { disp: 'DO-204AC, DO-15, Axial', mount: 'Through Hole', g: 0.4 },
  'DO-201': { disp: 'DO-201AE, Axial', mount: 'Through Hole', g: 1.1 },
};

function tvsSpec(
  vr: number,
  vbrMin: number,
  vc: number,
  watts: number,
  bi: boolean,
  pkgKey: string,
  base: string,
  variants: Variant[],
  ds: string,
): BaseSpec {
  const tvsPkg = TVS_PKG[pkgKey] as TvsPkg;
  const ipp = watts / vc;
  return {
    base,
    variants,
    description: `TVS DIODE ${sig(vr, 3)}VWM ${sig(vc, 3)}VC ${pkgKey === 'SMF' ? 'SOD123F' : pkgKey.replace('-', '')}`,
    parameters: {
      Type: 'Zener',
      'Unidirectional Channels': bi ? '-' : '1',
      'Bidirectional Channels': bi ? '1' : '-',
      'Voltage - Reverse Standoff (Typ)': `${sig(vr, 3)}V`,
      'Voltage - Breakdown (Min)': `${sig(vbrMin, 3)}V`,
      'Voltage - Clamping (Max) @ Ipp': `${sig(vc, 3)}V`,
      'Current - Peak Pulse (10/1000µs)': `${sig(ipp, 3)}A`,
      'Power - Peak Pulse': `${watts}W`,
      'Package / Case': tvsPkg.disp,
      'Mounting Type': tvsPkg.mount,
      'Operating Temperature': '-55°C ~ 150°C (TJ)',
    },
    price: cents(
      (watts >= 3000 ? 0.9 : watts >= 1500 ? 0.45 : watts >= 600 ? 0.28 : 0.2) * (bi ? 1.05 : 1) * (pkgKey.startsWith('DO') ? 0.9 : 1),
    ),
    grams: tvsPkg.g,
    datasheetUrl: ds,
  };
}

/** A standoff-voltage-named series (SMAJ5.0A): VR, direction and the ordering code. */
function tvsVr(
  key: string,
  mfr: string,
  weight: number,
  watts: number,
  pkgKey: string,
  volts: number[],
  code: (v: string, bi: boolean) => [string, Variant[]] | null,
  ds: string,
  dirs: readonly boolean[] = [false, true],
): Family {
  return fam({
    key,
    leaf: TVS,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [volts, dirs],
    make: ([vr, bi]) => {
      const ordering = code(vrText(vr), bi);
      if (!ordering) return null;
      const vc = VC_LOW[vr] ?? vr * 1.62;
      const vbr = vr === 5 ? 6.4 : vr * 1.111;
      return tvsSpec(vr, vbr, vc, watts, bi, pkgKey, ordering[0], ordering[1], ds);
    },
  });
}

/** A breakdown-voltage-named series (P6KE6.8A, SM6T6V8A). */
function tvsVbr(
  key: string,
  mfr: string,
  weight: number,
  watts: number,
  pkgKey: string,
  code: (vbr: number, bi: boolean) => [string, Variant[]] | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: TVS,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [VBR, [false, true] as const],
    make: ([vbr, bi]) => {
      const ordering = code(vbr, bi);
      if (!ordering) return null;
      return tvsSpec(vbr * 0.855, vbr * 0.95, vbr * 1.45, watts, bi, pkgKey, ordering[0], ordering[1], ds);
    },
  });
}

const dir = (bi: boolean) => (bi ? 'CA' : 'A');
const stV = (volts: number) => (Number.isInteger(volts) ? String(volts) : String(volts).replace('.', 'V'));
const LF = 'https://www.littelfuse.com/assetdocs/littelfuse-tvs-diode-';
const tvsFamilies: Family[] = [
  tvsVr(
    'littelfuse-smbj',
    'littelfuse',
    1.4,
    600,
    'SMB',
    [...VR, ...VR_HI],
    (standoff, bi) => [`SMBJ${standoff}${dir(bi)}`, [reel(`SMBJ${standoff}${dir(bi)}`, 3000)]],
    `${LF}smbj-datasheet`,
  ),
  tvsVr(
    'littelfuse-smcj',
    'littelfuse',
    0.8,
    1500,
    'SMC',
    [...VR, ...VR_HI],
    (standoff, bi) => [`SMCJ${standoff}${dir(bi)}`, [reel(`SMCJ${standoff}${dir(bi)}`, 3000)]],
    `${LF}smcj-datasheet`,
  ),
  tvsVr(
    'littelfuse-smdj',
    'littelfuse',
    0.3,
    3000,
    'SMC',
    VR,
    (standoff, bi) => [`SMDJ${standoff}${dir(bi)}`, [reel(`SMDJ${standoff}${dir(bi)}`, 3000)]],
    `${LF}smdj-datasheet`,
  ),
  tvsVr(
    'littelfuse-smf',
    'littelfuse',
    0.5,
    200,
    'SMF',
    VR.filter((volts) => volts <= 58),
    (standoff, bi) => [`SMF${standoff}${dir(bi)}`, [reel(`SMF${standoff}${dir(bi)}`, 3000)]],
    `${LF}smf-datasheet`,
  ),
  tvsVbr(
    'littelfuse-p6ke',
    'littelfuse',
    0.6,
    600,
    'DO-15',
    (volts, bi) => [`P6KE${volts}${dir(bi)}`, [reelOnly(`P6KE${volts}${dir(bi)}`, 4000)]],
    `${LF}p6ke-datasheet`,
  ),
  tvsVbr(
    'littelfuse-1.5ke',
    'littelfuse',
    0.4,
    1500,
    'DO-201',
    (volts, bi) => [`1.5KE${volts}${dir(bi)}`, [reelOnly(`1.5KE${volts}${dir(bi)}`, 1400)]],
    `${LF}15ke-datasheet`,
  ),
  tvsVr(
    'bourns-smaj',
    'bourns',
    1.3,
    400,
    'SMA',
    VR,
    (standoff, bi) => [`SMAJ${standoff}${dir(bi)}`, [reel(`SMAJ${standoff}${dir(bi)}`, 5000)]],
    'https://www.bourns.com/docs/Product-Datasheets/smaj.pdf',
  ),
  tvsVr(
    'vishay-smaj',
    'vishay',
    0.5,
    400,
    'SMA',
    VR,
    (standoff, bi) => [
      `SMAJ${standoff}${dir(bi)}-E3`,
      [reel(`SMAJ${standoff}${dir(bi)}-E3/61`, 1800), reelOnly(`SMAJ${standoff}${dir(bi)}-E3/5A`, 7500)],
    ],
    'https://www.vishay.com/docs/88390/smaj50a.pdf',
  ),
  tvsVr(
    'vishay-smbj',
    'vishay',
    0.6,
    600,
    'SMB',
    VR,
    (standoff, bi) => [
      `SMBJ${standoff}${dir(bi)}-E3`,
      [reel(`SMBJ${standoff}${dir(bi)}-E3/52`, 750), reelOnly(`SMBJ${standoff}${dir(bi)}-E3/5B`, 3200)],
    ],
    'https://www.vishay.com/docs/88392/smbj50a.pdf',
  ),
  tvsVr(
    'vishay-smcj',
    'vishay',
    0.4,
    1500,
    'SMC',
    VR,
    (standoff, bi) => [
      `SMCJ${standoff}${dir(bi)}-E3`,
      [reel(`SMCJ${standoff}${dir(bi)}-E3/57T`, 850), reelOnly(`SMCJ${standoff}${dir(bi)}-E3/9AT`, 3500)],
    ],
    'https://www.vishay.com/docs/88394/smcj50a.pdf',
  ),
  tvsVbr(
    'vishay-p6ke',
    'vishay',
    0.3,
    600,
    'DO-15',
    (volts, bi) => [
      `P6KE${volts}${dir(bi)}-E3`,
      [reelOnly(`P6KE${volts}${dir(bi)}-E3/54`, 4000), reelOnly(`P6KE${volts}${dir(bi)}-E3/73`, 1000)],
    ],
    'https://www.vishay.com/docs/88369/p6ke.pdf',
  ),
  tvsVr(
    'st-smaj',
    'stmicroelectronics',
    0.4,
    400,
    'SMA',
    VR.filter((volts) => volts <= 188),
    (standoff, bi) => [`SMAJ${standoff}${dir(bi)}-TR`, [reel(`SMAJ${standoff}${dir(bi)}-TR`, 5000)]],
    'https://www.st.com/resource/en/datasheet/smaj.pdf',
  ),
  tvsVbr(
    'st-sm6t',
    'stmicroelectronics',
    0.4,
    600,
    'SMB',
    (volts, bi) => (volts > 220 ? null : [`SM6T${stV(volts)}${dir(bi)}`, [reel(`SM6T${stV(volts)}${dir(bi)}`, 2500)]]),
    'https://www.st.com/resource/en/datasheet/sm6t.pdf',
  ),
  tvsVbr(
    'st-sm15t',
    'stmicroelectronics',
    0.25,
    1500,
    'SMC',
    (volts, bi) => (volts > 220 ? null : [`SM15T${stV(volts)}${dir(bi)}`, [reel(`SM15T${stV(volts)}${dir(bi)}`, 2500)]]),
    'https://www.st.com/resource/en/datasheet/sm15t.pdf',
  ),
  tvsVr(
    'diodes-smaj',
    'diodes-incorporated',
    0.4,
    400,
    'SMA',
    VR,
    (standoff, bi) => [`SMAJ${standoff}${dir(bi)}-13-F`, [reel(`SMAJ${standoff}${dir(bi)}-13-F`, 5000)]],
    'https://www.diodes.com/assets/Datasheets/ds19002.pdf',
  ),
  tvsVr(
    'diodes-smbj',
    'diodes-incorporated',
    0.3,
    600,
    'SMB',
    VR,
    (standoff, bi) => [`SMBJ${standoff}${dir(bi)}-13-F`, [reel(`SMBJ${standoff}${dir(bi)}-13-F`, 3000)]],
    'https://www.diodes.com/assets/Datasheets/ds19003.pdf',
  ),
  ...(
    [
      ['1SMA', 400, 'SMA', 5000, 78],
      ['1SMB', 600, 'SMB', 2500, 170],
      ['1SMC', 1500, 'SMC', 2500, 78],
    ] as const
  ).map(([ser, watts, pkgKey, qty, max]) =>
    tvsVr(
      `onsemi-${ser.toLowerCase()}`,
      'onsemi',
      0.3,
      watts,
      pkgKey,
      VR.filter((volts) => volts <= max && !(volts > 5 && volts < 10 && !Number.isInteger(volts))),
      (standoff, bi) => [`${ser}${standoff}${dir(bi)}`, [reel(`${ser}${standoff}${dir(bi)}T3G`, qty)]],
      `https://www.onsemi.com/pdf/datasheet/${ser.toLowerCase()}5.0at3-d.pdf`,
    ),
  ),
  tvsVr(
    'nexperia-ptvs',
    'nexperia',
    0.4,
    400,
    'SOD123W',
    VR.filter((volts) => volts <= 64),
    (standoff, bi) => {
      const volts = Number(standoff);
      const code = volts >= 10 ? `${volts}V` : Number.isInteger(volts) ? `${volts}V0` : standoff.replace('.', 'V');
      return bi ? null : [`PTVS${code}S1UR`, [reel(`PTVS${code}S1UR,115`, 3000)]];
    },
    'https://assets.nexperia.com/documents/data-sheet/PTVSXS1UR_SER.pdf',
    [false],
  ),
];

// ---------------------------------------------------------------------------------------------
// ESD protection

const ESD = 'esd-protection';

interface EsdDev {
  mpn: string;
  variants: Variant[];
  uni: number;
  bi: number;
  vrwm: number;
  vc: number;
  ipp: number;
  cap: number;
  app: string;
  pkg: string;
  price: number;
  rail?: boolean;
}
/** The last, most specific name of a package for the description: 'TO-236-3, SC-59, SOT-23-3' → 'SOT23-3'. */
function shortPkg(pkg: string): string {
  const last = pkg.split(', ').pop() ?? pkg;
  return /^\d/.test(last) ? last.replace(/[- ]/g, '') : last.replace(/^([A-Z]+)-/, '$1').replace(/ .*$/, '');
}
function esdSpec(esdDevice: EsdDev, ds: string): BaseSpec {
  return {
    base: esdDevice.mpn,
    variants: esdDevice.variants,
    description: `TVS DIODE ${sig(esdDevice.vrwm, 3)}VWM ${sig(esdDevice.vc, 3)}VC ${shortPkg(esdDevice.pkg)}`,
    parameters: {
      Type: esdDevice.rail ? 'Steering (Rail to Rail)' : 'Zener',
      'Unidirectional Channels': esdDevice.uni ? String(esdDevice.uni) : '-',
      'Bidirectional Channels': esdDevice.bi ? String(esdDevice.bi) : '-',
      'Voltage - Reverse Standoff (Typ)': `${sig(esdDevice.vrwm, 3)}V`,
      'Voltage - Clamping (Max) @ Ipp': `${sig(esdDevice.vc, 3)}V`,
      'Current - Peak Pulse (8/20µs)': `${sig(esdDevice.ipp, 3)}A`,
      'Capacitance @ Frequency': `${sig(esdDevice.cap, 2)}pF @ 1MHz`,
      Applications: esdDevice.app,
      'Package / Case': esdDevice.pkg,
      'Operating Temperature': '-55°C ~ 150°C (TJ)',
    },
    price: esdDevice.price,
    grams: esdDevice.pkg.includes('SOT-23') || esdDevice.pkg.includes('SOT-143') ? 0.009 : 0.002,
    datasheetUrl: ds,
  };
}
function esdList(key: string, mfr: string, weight: number, list: EsdDev[], ds: (mpn: string) => string): Family {
  return fam({
    key,
    leaf: ESD,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [list],
    make: ([esdDevice]) => esdSpec(esdDevice, ds(esdDevice.mpn)),
    siblingShare: 0.5,
  });
}
const e = (
  mpn: string,
  variants: Variant[],
  uni: number,
  bi: number,
  vrwm: number,
  vc: number,
  ipp: number,
  cap: number,
  app: string,
  pkg: string,
  price: number,
  rail = false,
): EsdDev => ({ mpn, variants, uni, bi, vrwm, vc, ipp, cap, app, pkg, price, rail });
const GP = 'General Purpose';
const USBAPP = 'USB';
const SOD523 = 'SC-79, SOD-523';
const SOD323 = 'SC-76, SOD-323';
const SOD882 = '2-XFDFN';
const SOT23 = 'TO-236-3, SC-59, SOT-23-3';
const SOT236 = 'SOT-23-6';
const SC70_6 = '6-TSSOP, SC-88, SOT-363';

// TI: device + package designator + R (3000 reel) / T (250 reel).
const tiE = (dev: string, pkgCode: string, big = 3000): Variant[] => [reel(`${dev}${pkgCode}R`, big), reelOnly(`${dev}${pkgCode}T`, 250)];
const nx = (mpn: string, pk: '115' | '215' | '315' | '125'): Variant[] => [reel(`${mpn},${pk}`, pk === '315' ? 10000 : 3000)];

/**
 * Nexperia PESD: voltage code + style (S1UB SOD523, S1BA SOD323, S1UL SOD882, S2UT SOT23…);
 * ',115' / ',215' / ',315' 7-inch reels, ',135' / ',235' 13-inch.
 */
const PESD_V: [string, number, number][] = [
  ['3V3', 3.3, 8],
  ['5V0', 5, 9.8],
  ['12V', 12, 19],
  ['15V', 15, 23],
  ['24V', 24, 40],
];
const PESD_STYLE: [string, string, number, number, string, string][] = [
  ['S1UB', SOD523, 1, 0, '115', '135'],
  ['S1BA', SOD323, 0, 1, '115', '135'],
  ['S1UL', SOD882, 1, 0, '315', '315'],
  ['S2UT', SOT23, 2, 0, '215', '235'],
  ['S1BB', SOD523, 0, 1, '115', '135'],
  ['L1BA', SOD323, 0, 1, '115', '135'],
  ['S2BT', SOT23, 0, 2, '215', '235'],
];
const pesd = fam({
  key: 'nexperia-pesd',
  leaf: ESD,
  mfr: 'nexperia',
  weight: 1,
  kind: 'discrete',
  dimensions: [PESD_STYLE, PESD_V],
  make: ([[style, pkg, uni, bi, pk, big], [code, vrwm, vc]]) => {
    const dev = `PESD${code}${style}`;
    const variants = [reel(`${dev},${pk}`, pk === '315' ? 10000 : 3000), ...(big !== pk ? [reelOnly(`${dev},${big}`, 10000)] : [])];
    return esdSpec(
      e(dev, variants, uni, bi, vrwm, vc, vrwm < 10 ? 20 : 10, style.startsWith('L') ? 30 : vrwm < 10 ? 152 : 38, GP, pkg, 0.12),
      `https://assets.nexperia.com/documents/data-sheet/PESD${code}${style}.pdf`,
    );
  },
});

const esdFamilies: Family[] = [
  pesd,
  esdList(
    'nexperia-esd',
    'nexperia',
    0.5,
    [
      e('PRTR5V0U2X', nx('PRTR5V0U2X', '215'), 2, 0, 5.5, 17, 3, 1, USBAPP, 'SOT-143B', 0.22, true),
      e('IP4220CZ6', nx('IP4220CZ6', '125'), 4, 0, 5.5, 12, 3, 1, USBAPP, 'SOT-457', 0.3, true),
      e('PESD1CAN', nx('PESD1CAN', '215'), 0, 2, 24, 50, 3, 11, 'CAN', SOT23, 0.18),
      e('PESD2CAN', nx('PESD2CAN', '215'), 0, 2, 24, 40, 5, 17, 'CAN', SOT23, 0.2),
      e('PESD5V0F1BL', nx('PESD5V0F1BL', '315'), 0, 1, 5, 12, 2.5, 0.9, GP, SOD882, 0.14),
      e('PESD5V0X1BL', nx('PESD5V0X1BL', '315'), 0, 1, 5, 18, 2, 0.45, 'HDMI', SOD882, 0.16),
    ],
    (mpn) => `https://assets.nexperia.com/documents/data-sheet/${mpn}.pdf`,
  ),
  esdList(
    'ti-tpd',
    'texas-instruments',
    0.9,
    [
      e('TPD1E10B06', tiE('TPD1E10B06', 'DPY'), 0, 1, 5.5, 10, 6, 12, GP, '2-XFDFN', 0.15),
      e('TPD1E05U06', tiE('TPD1E05U06', 'DPY'), 1, 0, 5.5, 10, 2.5, 0.42, USBAPP, '2-XFDFN', 0.18),
      e('TPD2E001', tiE('TPD2E001', 'DRL', 4000), 2, 0, 5.5, 11, 5, 1.5, USBAPP, 'SOT-5X3', 0.35, true),
      e('TPD2E007', tiE('TPD2E007', 'DCK'), 0, 2, 14, 25, 2, 5, 'RS-485', 'SC-70, SOT-323', 0.3),
      e('TPD3E001', tiE('TPD3E001', 'DRL', 4000), 3, 0, 5.5, 11, 5, 1.5, USBAPP, 'SOT-5X3', 0.4, true),
      e('TPD4E001', tiE('TPD4E001', 'DBV'), 4, 0, 5.5, 11, 5, 1.5, USBAPP, SOT236, 0.42, true),
      e('TPD4E05U06', tiE('TPD4E05U06', 'DQA'), 4, 0, 5.5, 12, 2.5, 0.5, 'HDMI', '10-UFDFN', 0.45, true),
      e('TPD4E1U06', tiE('TPD4E1U06', 'DCK'), 4, 0, 5.5, 11, 5.5, 0.8, USBAPP, SC70_6, 0.38, true),
      e('TPD2EUSB30', tiE('TPD2EUSB30', 'DRT'), 2, 0, 5.5, 8, 5, 0.7, 'USB 3.0', '3-UFDFN', 0.33, true),
      e('TPD4S012', tiE('TPD4S012', 'DRY'), 4, 0, 5.5, 14, 3, 1, USBAPP, '6-UFDFN', 0.5, true),
      e('ESD321', tiE('ESD321', 'DPY'), 0, 1, 3.6, 7.5, 3, 0.9, GP, '2-XFDFN', 0.12),
    ],
    (mpn) => `https://www.ti.com/lit/ds/symlink/${mpn.toLowerCase()}.pdf`,
  ),
  esdList(
    'semtech-esd',
    'semtech',
    0.6,
    [
      e('RClamp0524P', [reel('RClamp0524P.TCT', 3000)], 4, 0, 5, 15, 5, 0.3, 'HDMI', '10-UFDFN', 0.62, true),
      e('RClamp0502BA', [reel('RClamp0502BA.TCT', 3000)], 2, 0, 5, 15, 5, 0.5, USBAPP, 'SOT-523', 0.45, true),
      e('RClamp0521P', [reel('RClamp0521P.TCT', 3000)], 1, 0, 5, 10, 5, 0.3, GP, '2-UFDFN', 0.3),
      e('RClamp3304N', [reel('RClamp3304N.TCT', 3000)], 4, 0, 3.3, 10, 8, 4, 'Ethernet', '10-UFDFN', 0.75, true),
      e('SRV05-4', [reel('SRV05-4.TCT', 3000)], 4, 0, 5, 12.5, 10, 3, USBAPP, SOT236, 0.48, true),
      e('SMF05C', [reel('SMF05C.TCT', 3000)], 5, 0, 5, 12.5, 10, 5, GP, SC70_6, 0.4),
      e('SM712', [reel('SM712.TCT', 3000)], 0, 2, 12, 26, 17, 75, 'RS-485', SOT23, 0.42),
      e('uClamp0501P', [reel('uClamp0501P.TCT', 3000)], 1, 0, 5, 10.5, 8, 12, GP, '2-UFDFN', 0.2),
      e('SR05', [reel('SR05.TCT', 3000)], 2, 0, 5, 15, 25, 5, GP, 'SOT-143', 0.36, true),
    ],
    (mpn) => `https://www.semtech.com/uploads/documents/${mpn.toLowerCase()}.pdf`,
  ),
  esdList(
    'littelfuse-sp',
    'littelfuse',
    0.5,
    [
      e('SP0503BAHTG', [reel('SP0503BAHTG', 3000)], 3, 0, 5.5, 8.5, 4, 30, GP, 'SOT-143', 0.28),
      e('SP0504SHTG', [reel('SP0504SHTG', 3000)], 4, 0, 5.5, 8.5, 4, 30, GP, SOT236, 0.3),
      e('SP0505BAHTG', [reel('SP0505BAHTG', 3000)], 5, 0, 5.5, 8.5, 4, 30, GP, SOT236, 0.32),
      e('SP3012-04UTG', [reel('SP3012-04UTG', 3000)], 4, 0, 6, 8, 3, 0.5, 'HDMI', '10-UFDFN', 0.5, true),
      e('SP3003-04XTG', [reel('SP3003-04XTG', 3000)], 4, 0, 6, 12, 2.5, 0.65, USBAPP, SC70_6, 0.4, true),
      e('SP1005-01ETG', [reel('SP1005-01ETG', 10000)], 0, 1, 6, 15, 5, 23, GP, '0201 (0603 Metric)', 0.22),
      e('SP4020-01FTG', [reel('SP4020-01FTG', 3000)], 0, 1, 5, 11, 3, 0.45, GP, SOD882, 0.25),
    ],
    () => 'https://www.littelfuse.com/assetdocs/littelfuse-tvs-diode-array-datasheet',
  ),
  esdList(
    'bourns-cdsot',
    'bourns',
    0.4,
    [
      e('CDSOD323-T05C', [reel('CDSOD323-T05C', 3000)], 0, 1, 5, 9.8, 24, 350, GP, SOD323, 0.2),
      e('CDSOD323-T12C', [reel('CDSOD323-T12C', 3000)], 0, 1, 12, 19, 15, 150, GP, SOD323, 0.2),
      e('CDSOD323-T24C', [reel('CDSOD323-T24C', 3000)], 0, 1, 24, 43, 8, 80, GP, SOD323, 0.2),
      e('CDSOT23-SM712', [reel('CDSOT23-SM712', 3000)], 0, 2, 12, 26, 17, 75, 'RS-485', SOT23, 0.3),
      e('CDSOT23-T24CAN', [reel('CDSOT23-T24CAN', 3000)], 0, 2, 24, 44, 8, 30, 'CAN', SOT23, 0.28),
    ],
    (mpn) => `https://www.bourns.com/docs/Product-Datasheets/${mpn.toLowerCase().replace(/-.*$/, '')}.pdf`,
  ),
  esdList(
    'onsemi-esd',
    'onsemi',
    0.4,
    [
      e('ESD9B5.0ST5G', [reel('ESD9B5.0ST5G', 8000)], 0, 1, 5, 13, 5, 0.5, GP, 'SOD-923', 0.12),
      e('ESD7L5.0DT5G', [reel('ESD7L5.0DT5G', 8000)], 1, 0, 5, 10, 5, 0.5, USBAPP, 'SOT-723', 0.15),
      e('ESD5Z5.0T1G', [reel('ESD5Z5.0T1G', 3000)], 1, 0, 5, 9.8, 11, 145, GP, SOD523, 0.12),
      e('NUP2105LT1G', [reel('NUP2105LT1G', 3000), reelOnly('NUP2105LT3G', 10000)], 0, 2, 24, 44, 8, 30, 'CAN', SOT23, 0.22),
      e('SMF05CT1G', [reel('SMF05CT1G', 3000)], 5, 0, 5, 12.5, 10, 5, GP, SC70_6, 0.35),
      e('NUP4201MR6T1G', [reel('NUP4201MR6T1G', 3000)], 4, 0, 5, 11, 12, 3, USBAPP, 'SOT-23-6 (TSOP-6)', 0.4, true),
    ],
    (mpn) => `https://www.onsemi.com/pdf/datasheet/${mpn.toLowerCase().replace(/t[13]g$|t5g$/, '')}-d.pdf`,
  ),
  esdList(
    'st-esd',
    'stmicroelectronics',
    0.5,
    [
      e('USBLC6-2SC6', [reel('USBLC6-2SC6', 3000)], 2, 0, 5.25, 17, 5, 2.5, USBAPP, SOT236, 0.32, true),
      e('USBLC6-2P6', [reel('USBLC6-2P6', 3000)], 2, 0, 5.25, 17, 5, 2.5, USBAPP, 'SOT-666', 0.36, true),
      e('USBLC6-4SC6', [reel('USBLC6-4SC6', 3000)], 4, 0, 5.25, 17, 5, 2.5, USBAPP, SOT236, 0.42, true),
      e('ESDALC6V1W5', [reel('ESDALC6V1W5', 3000)], 4, 0, 5.25, 14, 5, 12, GP, 'SOT-323-5', 0.3),
      e('ESDA6V1L', [reel('ESDA6V1L', 3000)], 2, 0, 5.25, 14, 9, 140, GP, SOT23, 0.2),
      e('ESDA6V1-5SC6', [reel('ESDA6V1-5SC6', 3000)], 5, 0, 5.25, 14, 9, 140, GP, SOT236, 0.3),
    ],
    (mpn) => `https://www.st.com/resource/en/datasheet/${mpn.toLowerCase()}.pdf`,
  ),
];

// ---------------------------------------------------------------------------------------------
// Varistors (MOV)

const MOV = 'varistors-mov';
/** Varistor voltage (V at 1 mA) → [max AC, max DC]. */
const VV: [number, number, number][] = [
  [22, 14, 18],
  [27, 17, 22],
  [33, 20, 26],
  [39, 25, 31],
  [47, 30, 38],
  [56, 35, 45],
  [68, 40, 56],
  [82, 50, 65],
  [100, 60, 85],
  [120, 75, 100],
  [150, 95, 125],
  [180, 115, 150],
  [200, 130, 170],
  [220, 140, 180],
  [240, 150, 200],
  [270, 175, 225],
  [330, 210, 270],
  [360, 230, 300],
  [390, 250, 320],
  [430, 275, 350],
  [470, 300, 385],
  [510, 320, 415],
  [560, 350, 460],
  [620, 385, 505],
  [680, 420, 560],
  [750, 460, 615],
  [820, 510, 670],
  [910, 550, 745],
  [1000, 625, 825],
  [1100, 680, 895],
];
const DISCS = [5, 7, 10, 14, 20] as const;
const SURGE: Record<number, number> = { 5: 400, 7: 1200, 10: 2500, 14: 4500, 20: 6500 };
const JOULE: Record<number, number> = { 5: 0.035, 7: 0.075, 10: 0.15, 14: 0.3, 20: 0.55 };
const eia3 = (volts: number) => {
  const voltText = String(volts);
  return voltText.length <= 2 ? `${voltText.padStart(2, '0')}0` : `${voltText.slice(0, 2)}${voltText.length - 2}`;
};

function movSpec(
  series: string,
  disc: number,
  [vv, vac, vdc]: [number, number, number],
  base: string,
  variants: Variant[],
  price: number,
  ds: string,
): BaseSpec {
  const surge = vv < 100 ? SURGE[disc]! / 2 : SURGE[disc]!;
  return {
    base,
    variants,
    description: `VARISTOR ${vv}V ${surge >= 1000 ? `${surge / 1000}KA` : `${surge}A`} DISC ${disc}MM`,
    parameters: {
      Series: series,
      'Maximum AC Volts': `${vac} V`,
      'Maximum DC Volts': `${vdc} V`,
      'Varistor Voltage (Typ)': `${vv} V`,
      'Current - Surge': `${surge >= 1000 ? `${surge / 1000}kA` : `${surge}A`}`,
      Energy: `${sig(vv * (JOULE[disc] as number), 2)}J`,
      'Number of Circuits': '1',
      'Package / Case': `Disc ${disc}mm`,
      'Mounting Type': 'Through Hole',
      'Operating Temperature': tempRange(-40, 85),
    },
    price: cents(price * (1 + disc / 10) * (vv > 600 ? 1.3 : 1)),
    grams: Number((disc * disc * 0.012).toFixed(2)),
    datasheetUrl: ds,
  };
}

const movFamilies: Family[] = [
  // EPCOS (TDK) SIOV: B722 + disc + S + 0 + two digits of the AC rating and a multiplier digit + K101 (±10%, bulk).
  fam({
    key: 'tdk-siov-s',
    leaf: MOV,
    mfr: 'tdk',
    weight: 0.7,
    kind: 'passive',
    dimensions: [DISCS, VV.filter(([, vac]) => vac >= 14)],
    make: ([disc, row]) => {
      const vac = row[1];
      const code = `0${eia3(vac)}`;
      const mpn = `B722${pad(disc, 2)}S${code}K101`;
      return movSpec(
        'SIOV',
        disc,
        row,
        mpn,
        [bulk(mpn)],
        0.18,
        'https://www.tdk-electronics.tdk.com/inf/70/db/var/SIOV_Leaded_StandarD.pdf',
      );
    },
  }),
  fam({
    key: 'bourns-mov',
    leaf: MOV,
    mfr: 'bourns',
    weight: 0.6,
    kind: 'passive',
    dimensions: [DISCS, VV],
    make: ([disc, row]) => {
      const mpn = `MOV-${pad(disc, 2)}D${eia3(row[0])}K`;
      return movSpec('MOV', disc, row, mpn, [bulk(mpn)], 0.14, 'https://www.bourns.com/docs/Product-Datasheets/mov.pdf');
    },
  }),
  fam({
    key: 'panasonic-erzv',
    leaf: MOV,
    mfr: 'panasonic',
    weight: 0.5,
    kind: 'passive',
    dimensions: [DISCS, VV],
    make: ([disc, row]) => {
      const mpn = `ERZ-V${pad(disc, 2)}D${eia3(row[0])}`;
      return movSpec('ERZ-V', disc, row, mpn, [bulk(mpn)], 0.2, 'https://industry.panasonic.com/cdbs/www-data/pdf/AWA0000/AWA0000C6.pdf');
    },
  }),
  // Littelfuse MLA multilayer varistors: V + working DC volts + MLA + EIA size + N (Ni barrier) + R (reel).
  fam({
    key: 'littelfuse-mla',
    leaf: MOV,
    mfr: 'littelfuse',
    weight: 0.4,
    kind: 'passive',
    dimensions: [[3.5, 5.5, 9, 14, 18, 26, 30] as const, ['0402', '0603', '0805', '1206'] as const],
    make: ([vdc, size]) => {
      if (size === '0402' && vdc > 18) return null;
      const mpn = `V${vdc}MLA${size}NR`;
      const vv = Math.round(vdc * 1.45 + 2);
      return {
        base: `V${vdc}MLA${size}N`,
        variants: [reel(mpn, size === '0402' ? 10000 : 4000)],
        description: `VARISTOR ${vv}V ${size === '1206' ? '150' : size === '0805' ? '120' : size === '0603' ? '30' : '20'}A ${size}`,
        parameters: {
          Series: 'MLA',
          'Maximum AC Volts': `${sig(vdc * 0.75, 2)} V`,
          'Maximum DC Volts': `${vdc} V`,
          'Varistor Voltage (Typ)': `${vv} V`,
          'Current - Surge': `${size === '1206' ? 150 : size === '0805' ? 120 : size === '0603' ? 30 : 20}A`,
          Energy: `${size === '1206' ? 0.4 : size === '0805' ? 0.3 : 0.1}J`,
          'Number of Circuits': '1',
          'Package / Case': `${size} (${METRIC_SIZE[size]} Metric)`,
          'Mounting Type': 'Surface Mount',
          'Operating Temperature': tempRange(-55, 125),
        },
        price: size === '1206' ? 0.22 : 0.12,
        grams: size === '0402' ? 0.001 : size === '0603' ? 0.003 : 0.008,
        datasheetUrl: 'https://www.littelfuse.com/assetdocs/littelfuse-varistor-mla-datasheet',
      };
    },
  }),
];

export const PROTECTION_FAMILIES: Family[] = [...fuseFamilies, ...ptcFamilies, ...tvsFamilies, ...esdFamilies, ...movFamilies];
