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

function fpc(fpcSeries: FpcSeries): Family {
  return fam({
    key: fpcSeries.key,
    leaf: FFC,
    mfr: fpcSeries.mfr,
    weight: fpcSeries.w,
    kind: 'conn',
    dimensions: [fpcSeries.styles, fpcSeries.ns],
    make: ([st, pins]) => {
      const mpn = st.code(pins);
      return {
        base: mpn,
        variants: st.pack(mpn),
        description: `CONN FFC ${st.vertical ? 'VERT' : 'RCPT'} ${pins}POS ${fpcSeries.pitch}MM ${st.vertical ? 'SMD' : 'R/A'}`,
        parameters: {
          'Connector Type': 'FFC, FPC',
          Series: fpcSeries.series,
          'Number of Positions': String(pins),
          Pitch: pitchText(fpcSeries.pitch),
          'Mounting Type': 'Surface Mount',
          Orientation: st.vertical ? 'Vertical' : 'Right Angle',
          'Contact Location': st.contact,
          Actuator: fpcSeries.actuator,
          'Height Above Board': fpcSeries.height,
          'FFC, FPC Thickness': fpcSeries.thick,
          'Operating Temperature': tempRange(-40, 85),
        },
        price: cents(fpcSeries.price(pins)),
        grams: grams(0.02 + pins * fpcSeries.pitch * 0.012),
        datasheetUrl: fpcSeries.ds,
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
    price: (pins) => 0.55 + pins * 0.035,
    styles: [
      { code: (pins) => `FH12-${pins}S-0.5SH(55)`, contact: 'Bottom', vertical: false, pack: (mpn) => [reel(mpn, 1500)] },
      { code: (pins) => `FH12A-${pins}S-0.5SH(55)`, contact: 'Top', vertical: false, pack: (mpn) => [reel(mpn, 1500)] },
      { code: (pins) => `FH12-${pins}S-0.5SVA(54)`, contact: 'Dual', vertical: true, pack: (mpn) => [reel(mpn, 1000)] },
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
    price: (pins) => 0.6 + pins * 0.035,
    styles: [{ code: (pins) => `FH19C-${pins}S-0.5SH(10)`, contact: 'Bottom', vertical: false, pack: (mpn) => [reel(mpn, 5000)] }],
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
    price: (pins) => 0.7 + pins * 0.035,
    styles: [{ code: (pins) => `FH34SRJ-${pins}S-0.5SH(50)`, contact: 'Dual', vertical: false, pack: (mpn) => [reel(mpn, 5000)] }],
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
    price: (pins) => 0.5 + pins * 0.04,
    styles: [
      { code: (pins) => teCount('84952', pins), contact: 'Bottom', vertical: false, pack: (mpn) => [reel(mpn, 1000)] },
      { code: (pins) => teCount('84953', pins), contact: 'Top', vertical: false, pack: (mpn) => [reel(mpn, 1000)] },
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
    price: (pins) => 0.45 + pins * 0.035,
    styles: [
      { code: (pins) => `SFW${pins}R-1STE1LF`, contact: 'Bottom', vertical: false, pack: (mpn) => [reel(mpn, 2000)] },
      { code: (pins) => `SFW${pins}R-2STE1LF`, contact: 'Top', vertical: false, pack: (mpn) => [reel(mpn, 2000)] },
      { code: (pins) => `SFW${pins}S-2STE1LF`, contact: 'Dual', vertical: true, pack: (mpn) => [reel(mpn, 1500)] },
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
    price: (pins) => 0.5 + pins * 0.03,
    styles: [
      { code: (pins) => `SFV${pins}R-1STE1HLF`, contact: 'Bottom', vertical: false, pack: (mpn) => [reel(mpn, 2000)] },
      { code: (pins) => `SFV${pins}R-2STE1HLF`, contact: 'Top', vertical: false, pack: (mpn) => [reel(mpn, 2000)] },
    ],
    ds: 'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/10066843.pdf',
  }),
];

export const CONN_FFC_FAMILIES: Family[] = fpcFamilies;
