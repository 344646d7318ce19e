// FFC and FPC connectors: ZIF and flip-lock receptacles for flat flexible cable and flexible circuits.
import { fam, type Family, type Variant } from '../family';
import { cents, grams, pitchText, range, reel, teCount, tempRange } from '../packing-and-text';

const FFC = 'ffc-and-fpc-connectors';

interface FpcSeries {
  key: string;
  mfr: string;
  w: number;
  series: string;
  pitch: number;
  ns: number[];
  styles: { code: (n: number) => string; contact: 'Bottom' | 'Top' | 'Dual'; vertical: boolean; pack: (m: string) => Variant[] }[];
  actuator: string;
  height: string;
  thick: string;
  price: (n: number) => number;
  ds: string;
}

function fpc(s: FpcSeries): Family {
  return fam({
    key: s.key,
    leaf: FFC,
    mfr: s.mfr,
    weight: s.w,
    kind: 'conn',
    dimensions: [s.styles, s.ns],
    make: ([st, n]) => {
      const mpn = st.code(n);
      return {
        base: mpn,
        variants: st.pack(mpn),
        description: `CONN FFC ${st.vertical ? 'VERT' : 'RCPT'} ${n}POS ${s.pitch}MM ${st.vertical ? 'SMD' : 'R/A'}`,
        parameters: {
          'Connector Type': 'FFC, FPC',
          Series: s.series,
          'Number of Positions': String(n),
          Pitch: pitchText(s.pitch),
          'Mounting Type': 'Surface Mount',
          Orientation: st.vertical ? 'Vertical' : 'Right Angle',
          'Contact Location': st.contact,
          Actuator: s.actuator,
          'Height Above Board': s.height,
          'FFC, FPC Thickness': s.thick,
          'Operating Temperature': tempRange(-40, 85),
        },
        price: cents(s.price(n)),
        grams: grams(0.02 + n * s.pitch * 0.012),
        datasheetUrl: s.ds,
      };
    },
  });
}

const FH12_N = [...range(4, 20), 22, 24, 25, 26, 28, 30, 32, 33, 34, 35, 36, 40, 45, 50, 53, 60];
const fpcFamilies: Family[] = [
  fpc({
    key: 'hirose-fh12',
    mfr: 'hirose',
    w: 1.2,
    series: 'FH12',
    pitch: 0.5,
    ns: FH12_N,
    actuator: 'Flip Lock (Front)',
    height: '0.079" (2.00mm)',
    thick: '0.30mm',
    price: (n) => 0.55 + n * 0.035,
    styles: [
      { code: (n) => `FH12-${n}S-0.5SH(55)`, contact: 'Bottom', vertical: false, pack: (m) => [reel(m, 1500)] },
      { code: (n) => `FH12A-${n}S-0.5SH(55)`, contact: 'Top', vertical: false, pack: (m) => [reel(m, 1500)] },
      { code: (n) => `FH12-${n}S-0.5SVA(54)`, contact: 'Dual', vertical: true, pack: (m) => [reel(m, 1000)] },
    ],
    ds: 'https://www.hirose.com/product/series/FH12',
  }),
  fpc({
    key: 'hirose-fh19c',
    mfr: 'hirose',
    w: 0.5,
    series: 'FH19C',
    pitch: 0.5,
    ns: [...range(4, 30), 32, 33, 34, 35, 36, 40],
    actuator: 'Flip Lock (Front)',
    height: '0.035" (0.90mm)',
    thick: '0.20mm',
    price: (n) => 0.6 + n * 0.035,
    styles: [{ code: (n) => `FH19C-${n}S-0.5SH(10)`, contact: 'Bottom', vertical: false, pack: (m) => [reel(m, 5000)] }],
    ds: 'https://www.hirose.com/product/series/FH19',
  }),
  fpc({
    key: 'hirose-fh34srj',
    mfr: 'hirose',
    w: 0.5,
    series: 'FH34SRJ',
    pitch: 0.5,
    ns: [...range(4, 34), 36, 40, 45, 50],
    actuator: 'Flip Lock (Back)',
    height: '0.039" (1.00mm)',
    thick: '0.20mm',
    price: (n) => 0.7 + n * 0.035,
    styles: [{ code: (n) => `FH34SRJ-${n}S-0.5SH(50)`, contact: 'Dual', vertical: false, pack: (m) => [reel(m, 5000)] }],
    ds: 'https://www.hirose.com/product/series/FH34SRJ',
  }),
  fpc({
    key: 'te-fpc-1mm',
    mfr: 'te-connectivity',
    w: 0.8,
    series: 'FPC',
    pitch: 1,
    ns: range(4, 30),
    actuator: 'Slider',
    height: '0.098" (2.50mm)',
    thick: '0.30mm',
    price: (n) => 0.5 + n * 0.04,
    styles: [
      { code: (n) => teCount('84952', n), contact: 'Bottom', vertical: false, pack: (m) => [reel(m, 1000)] },
      { code: (n) => teCount('84953', n), contact: 'Top', vertical: false, pack: (m) => [reel(m, 1000)] },
    ],
    ds: 'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=84953&DocType=Customer+Drawing&DocLang=English',
  }),
  fpc({
    key: 'amphenol-sfw',
    mfr: 'amphenol',
    w: 0.6,
    series: 'SFW',
    pitch: 1,
    ns: range(4, 30),
    actuator: 'Slider',
    height: '0.098" (2.50mm)',
    thick: '0.30mm',
    price: (n) => 0.45 + n * 0.035,
    styles: [
      { code: (n) => `SFW${n}R-1STE1LF`, contact: 'Bottom', vertical: false, pack: (m) => [reel(m, 2000)] },
      { code: (n) => `SFW${n}R-2STE1LF`, contact: 'Top', vertical: false, pack: (m) => [reel(m, 2000)] },
      { code: (n) => `SFW${n}S-2STE1LF`, contact: 'Dual', vertical: true, pack: (m) => [reel(m, 1500)] },
    ],
    ds: 'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/10051922.pdf',
  }),
  fpc({
    key: 'amphenol-sfv',
    mfr: 'amphenol',
    w: 0.4,
    series: 'SFV',
    pitch: 0.5,
    ns: range(4, 50, 2),
    actuator: 'Slider',
    height: '0.079" (2.00mm)',
    thick: '0.30mm',
    price: (n) => 0.5 + n * 0.03,
    styles: [
      { code: (n) => `SFV${n}R-1STE1HLF`, contact: 'Bottom', vertical: false, pack: (m) => [reel(m, 2000)] },
      { code: (n) => `SFV${n}R-2STE1HLF`, contact: 'Top', vertical: false, pack: (m) => [reel(m, 2000)] },
    ],
    ds: 'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/10066843.pdf',
  }),
];

export const CONN_FFC_FAMILIES: Family[] = fpcFamilies;
