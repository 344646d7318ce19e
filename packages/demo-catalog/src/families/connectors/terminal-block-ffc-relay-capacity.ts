// Terminal blocks, FFC/FPC connectors and PCB relays, second wave: Degson's screw and pluggable
// blocks (series-pitch-positions-colour-option), CUI TB colours, Hirose and Molex FPC series with
// their packaging codes, and Finder relays (series.contacts.coil type.voltage.option).
import { fam, type Family } from '../family';
import { pad } from '../values';
import { bulk, cents, grams, pitchText, range, reel, tempRange, tube } from '../packing-and-text';

const TB = 'terminal-blocks';
const FFC = 'ffc-and-fpc-connectors';

// Degson colour codes and option codes (00A(H): standard, 01A(H): with flange, 03A(H): screw-up).
const DEGSON_COLOURS = [
  ['11', 'Blue'],
  ['12', 'Orange'],
  ['13', 'Black'],
  ['14', 'Green'],
  ['16', 'Red'],
  ['19', 'Gray'],
] as const;
/** [series, pitch, kind, amps, volts, entry] */
const DEGSON = [
  ['DG126', '5.0', 'Wire to Board', 16, 300, '90°'],
  ['DG127', '5.0', 'Wire to Board', 16, 300, '90°'],
  ['DG128', '5.0', 'Wire to Board', 16, 300, '90°'],
  ['DG129', '5.08', 'Wire to Board', 16, 300, '90°'],
  ['DG141R', '3.5', 'Wire to Board', 8, 150, '90°'],
  ['DG142R', '3.81', 'Wire to Board', 8, 150, '90°'],
  ['DG300', '5.0', 'Wire to Board', 16, 300, '90°'],
  ['DG301', '5.0', 'Wire to Board', 16, 300, '90°'],
  ['DG306', '5.0', 'Wire to Board', 16, 300, '180°'],
  ['DG308', '2.54', 'Wire to Board', 6, 150, '90°'],
  ['DG350', '3.5', 'Wire to Board', 10, 300, '90°'],
  ['DG381', '3.81', 'Wire to Board', 10, 300, '90°'],
  ['DG500', '5.0', 'Wire to Board', 24, 300, '90°'],
  ['DG332', '7.5', 'Wire to Board', 24, 300, '90°'],
  ['DG250', '5.0', 'Wire to Board', 16, 300, '180°'],
  ['15EDGK', '3.5', 'Plug, Female Sockets', 8, 300, '180°'],
  ['15EDGKD', '3.81', 'Plug, Female Sockets', 8, 300, '180°'],
  ['2EDGK', '5.08', 'Plug, Female Sockets', 12, 300, '180°'],
  ['2EDGKD', '5.0', 'Plug, Female Sockets', 12, 300, '180°'],
  ['15EDGRC', '3.5', 'Header, Male Pins, Shrouded (4 Side)', 8, 300, '90°'],
  ['15EDGVC', '3.81', 'Header, Male Pins, Shrouded (4 Side)', 8, 300, '180°'],
  ['2EDGRC', '5.08', 'Header, Male Pins, Shrouded (4 Side)', 12, 300, '90°'],
  ['2EDGVC', '5.08', 'Header, Male Pins, Shrouded (4 Side)', 12, 300, '180°'],
  ['2EDGR', '5.0', 'Header, Male Pins, Shrouded (4 Side)', 12, 300, '90°'],
] as const;
const degson = fam({
  key: 'degson-terminal-blocks',
  leaf: TB,
  mfr: 'degson',
  weight: 0,
  kind: 'conn',
  dimensions: [DEGSON, range(2, 24), DEGSON_COLOURS, ['00A(H)', '01A(H)', '03A(H)'] as const],
  make: ([[ser, pitch, type, amps, volts, entry], pins, [cc, colour], opt]) => {
    if (opt !== '00A(H)' && type !== 'Wire to Board') return null;
    const mpn = `${ser}-${pitch}-${pad(pins, 2)}P-${cc}-${opt}`;
    const pitchMm = Number(pitch);
    const what =
      type === 'Wire to Board'
        ? `TERM BLK ${pins}POS ${entry === '180°' ? 'TOP' : 'SIDE'} ENTRY`
        : type.startsWith('Plug')
          ? `TERM BLK PLUG ${pins}POS`
          : `TERM BLK HDR ${pins}POS ${entry === '180°' ? 'VERT' : '90DEG'}`;
    return {
      base: mpn,
      variants: [bulk(mpn)],
      description: `${what} ${pitch}MM`,
      parameters: {
        'Terminal Block Type': type,
        Series: ser,
        'Number of Positions': String(pins),
        Pitch: pitchText(pitchMm),
        'Number of Levels': '1',
        'Wire Gauge': pitchMm < 3 ? '20-30 AWG' : pitchMm < 4 ? '16-28 AWG' : '12-26 AWG',
        'Wire Termination': type.startsWith('Header') ? '-' : 'Screw - Rising Cage Clamp',
        'Wire Entry Angle': entry === '90°' ? '90° (Right Angle)' : entry,
        Current: `${amps}A`,
        Voltage: `${volts}V`,
        Color: colour,
      },
      price: cents(0.12 + 0.09 * pins * (pitchMm / 5)),
      grams: grams(pitchMm * pins * 0.22),
      datasheetUrl: `https://www.degson.com/upload/pdf/${ser}.pdf`,
    };
  },
});

// Hirose FPC series: [code for n, series, pitch, positions, contact, vertical, packaging codes].
const HIROSE_FPC = [
  [(pins: number, pk: string) => `FH19C-${pins}S-0.5SH(${pk})`, 'FH19C', 0.5, range(4, 60), 'Bottom', false, ['05', '09']],
  [(pins: number, pk: string) => `FH19SC-${pins}S-0.5SH(${pk})`, 'FH19SC', 0.5, range(4, 60), 'Bottom', false, ['05', '10']],
  [(pins: number, pk: string) => `FH34SRJ-${pins}S-0.5SH(${pk})`, 'FH34SRJ', 0.5, range(4, 50), 'Top', false, ['99']],
  [(pins: number, pk: string) => `FH52-${pins}S-0.5SH(${pk})`, 'FH52', 0.5, range(4, 60), 'Dual', false, ['10', '99']],
  [(pins: number, pk: string) => `FH35C-${pins}S-0.3SHW(${pk})`, 'FH35C', 0.3, range(9, 61), 'Bottom', false, ['50']],
  [(pins: number, pk: string) => `FH26W-${pins}S-0.3SHW(${pk})`, 'FH26W', 0.3, range(9, 81), 'Bottom', false, ['60', '97']],
  [(pins: number, pk: string) => `FH28-${pins}S-0.5SH(${pk})`, 'FH28', 0.5, range(10, 80), 'Bottom', false, ['05']],
  [(pins: number, pk: string) => `FH33-${pins}S-1SH(${pk})`, 'FH33', 1, range(4, 30), 'Bottom', false, ['10', '99']],
  [(pins: number, pk: string) => `FH12-${pins}S-0.5SH(${pk})`, 'FH12', 0.5, range(4, 60), 'Bottom', false, ['1', '98']],
  [(pins: number, pk: string) => `FH12-${pins}S-1SH(${pk})`, 'FH12', 1, range(4, 36), 'Bottom', false, ['55', '1']],
  [(pins: number, pk: string) => `FH41-${pins}S-0.5SH(${pk})`, 'FH41', 0.5, range(10, 60), 'Bottom', false, ['05']],
  [(pins: number, pk: string) => `FH43B-${pins}S-0.2SHW(${pk})`, 'FH43B', 0.2, range(13, 61), 'Bottom', false, ['99']],
] as const;
// Molex FPC series: series-ppvv.
const MOLEX_FPC = [
  ['52745', 'Easy-On 52745', 0.5, range(4, 40), 'Top', false, ['97', '90', '91']],
  ['503480', 'Easy-On 503480', 0.5, range(6, 60), 'Bottom', false, ['01', '10']],
  ['54548', 'Easy-On 54548', 0.5, range(4, 40), 'Bottom', false, ['71', '70']],
  ['52559', 'Easy-On 52559', 0.5, range(4, 40), 'Top', true, ['52', '50']],
  ['505110', 'Easy-On 505110', 0.5, range(6, 60), 'Bottom', false, ['92', '91']],
  ['502598', 'Easy-On 502598', 0.3, range(9, 61), 'Bottom', false, ['93', '91']],
  ['52610', 'Easy-On 52610', 1, range(4, 30), 'Bottom', false, ['72', '71']],
  ['52271', 'Easy-On 52271', 1, range(4, 30), 'Top', false, ['79', '69']],
  ['52807', 'Easy-On 52807', 0.5, range(10, 60), 'Bottom', false, ['10', '19']],
  ['51281', 'Easy-On 51281', 0.5, range(10, 60), 'Top', false, ['94']],
  ['503566', 'Easy-On 503566', 0.5, range(10, 60), 'Bottom', false, ['00', '01']],
  ['54132', 'Easy-On 54132', 0.5, range(4, 40), 'Top', true, ['62', '60']],
] as const;

function fpcSpec(mpn: string, series: string, pitch: number, pins: number, contact: string, vertical: boolean, ds: string) {
  return {
    base: mpn,
    variants: [reel(mpn, pitch < 0.5 ? 3000 : 1500)],
    description: `CONN FFC ${vertical ? 'VERT' : 'RCPT'} ${pins}POS ${pitch}MM ${vertical ? 'SMD' : 'R/A'}`,
    parameters: {
      'Connector Type': 'FFC, FPC',
      Series: series,
      'Number of Positions': String(pins),
      Pitch: pitchText(pitch),
      'Mounting Type': 'Surface Mount',
      Orientation: vertical ? 'Vertical' : 'Right Angle',
      'Contact Location': contact,
      'Operating Temperature': tempRange(-40, 85),
    },
    price: cents(0.45 + pins * 0.03),
    grams: grams(0.02 + pins * pitch * 0.012),
    datasheetUrl: ds,
  };
}
const hiroseFpc = fam({
  key: 'hirose-fpc-more',
  leaf: FFC,
  mfr: 'hirose',
  weight: 0,
  kind: 'conn',
  dimensions: [HIROSE_FPC, range(4, 81), ['05', '09', '10', '99', '50', '60', '97', '1', '98', '55'] as const],
  make: ([[code, series, pitch, ns, contact, vertical, packs], reelCode, pk]) => {
    if (!ns.includes(reelCode) || !(packs as readonly string[]).includes(pk)) return null;
    return fpcSpec(code(reelCode, pk), series, pitch, reelCode, contact, vertical, `https://www.hirose.com/product/series/${series}`);
  },
});
const molexFpc = fam({
  key: 'molex-fpc-more',
  leaf: FFC,
  mfr: 'molex',
  weight: 0,
  kind: 'conn',
  dimensions: [
    MOLEX_FPC,
    range(4, 61),
    ['97', '90', '91', '01', '10', '71', '70', '52', '50', '92', '93', '72', '79', '69', '19', '94', '00', '62', '60'] as const,
  ],
  make: ([[ser, series, pitch, ns, contact, vertical, codes], pins, vv]) => {
    if (!ns.includes(pins) || !(codes as readonly string[]).includes(vv)) return null;
    const mpn = `${ser}-${pad(pins, 2)}${vv}`;
    return fpcSpec(mpn, series, pitch, pins, contact, vertical, `https://www.molex.com/pdm_docs/sd/${mpn.replace('-', '')}_sd.pdf`);
  },
});

export const TB2_FAMILIES: Family[] = [degson];
export const FFC2_FAMILIES: Family[] = [hiroseFpc, molexFpc];

// ---------------------------------------------------------------------------------------------
// Finder PCB relays: series.contacts.coil (7 AC, 9 DC).voltage.option (0000 AgNi, 4000 AgSnO2,
// 5000 AgNi + gold, 0001 flux-proof RT II, 0300 sensitive coil).

const FINDER = [
  ['34.51', 1, 6, 'SPDT'],
  ['36.11', 1, 10, 'SPDT'],
  ['40.11', 1, 10, 'SPDT'],
  ['40.31', 1, 10, 'SPDT'],
  ['40.51', 1, 10, 'SPDT'],
  ['40.52', 2, 8, 'DPDT'],
  ['40.61', 1, 16, 'SPDT'],
  ['41.31', 1, 12, 'SPDT'],
  ['41.52', 2, 8, 'DPDT'],
  ['41.61', 1, 16, 'SPDT'],
  ['43.41', 1, 10, 'SPDT'],
  ['44.52', 2, 6, 'DPDT'],
  ['44.62', 2, 10, 'DPDT'],
  ['45.71', 1, 16, 'SPST-NO'],
  ['45.91', 1, 16, 'SPDT'],
  ['46.52', 2, 8, 'DPDT'],
  ['46.61', 1, 16, 'SPDT'],
  ['55.32', 2, 10, 'DPDT'],
  ['55.34', 4, 7, '4PDT'],
  ['62.32', 2, 16, 'DPDT'],
] as const;
const FINDER_V = ['005', '006', '012', '024', '048', '060', '110', '125', '230'] as const;
const finderRelays = fam({
  key: 'finder-relays',
  leaf: 'power-relays',
  mfr: 'finder',
  weight: 0,
  kind: 'emech',
  dimensions: [FINDER, ['9', '8'] as const, FINDER_V, ['0000', '4000', '5000', '0001', '0300'] as const],
  make: ([[ser, poles, amps, form], coil, volts, opt]) => {
    const dc = coil === '9';
    if (dc && volts === '230') return null;
    if (!dc && ['005', '006', '060', '125'].includes(volts)) return null;
    if (opt === '0300' && !dc) return null;
    const mpn = `${ser}.${coil}.${volts}.${opt}`;
    const ratedVolts = Number(volts);
    return {
      base: mpn,
      variants: [tube(mpn, poles > 2 ? 10 : 20)],
      description: `RELAY GEN PURPOSE ${form} ${amps}A ${ratedVolts}V${dc ? 'DC' : 'AC'}`,
      parameters: {
        'Relay Type': 'General Purpose',
        'Coil Type': 'Non Latching',
        'Coil Voltage': `${ratedVolts}V${dc ? 'DC' : 'AC'}`,
        'Contact Form': form,
        'Contact Rating (Current)': `${amps}A`,
        'Contact Material':
          opt[0] === '4' ? 'Silver Tin Oxide (AgSnO2)' : opt[0] === '5' ? 'Silver Nickel, Gold (AgNi+Au)' : 'Silver Nickel (AgNi)',
        'Seal Rating': opt === '0001' ? 'Flux Protection (RT II)' : 'Sealed (RT III)',
        'Mounting Type': 'Through Hole',
        Series: ser.slice(0, 2),
        'Operating Temperature': tempRange(-40, 85),
      },
      price: cents((3.2 + poles * 1.1) * (opt[0] === '5' ? 1.3 : 1)),
      grams: grams(8 + poles * 4),
      datasheetUrl: `https://cdn.findernet.com/app/uploads/S${ser.slice(0, 2)}EN.pdf`,
    };
  },
});

export const RELAY2_FAMILIES: Family[] = [finderRelays];
