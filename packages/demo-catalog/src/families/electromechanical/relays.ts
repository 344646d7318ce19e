// Power, signal and solid-state relays: each maker's ordering code (Omron's separate coil-voltage
// field, TE's three-digit coil codes, Panasonic's packing letters, Crydom's option suffixes).
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { sig } from '../values';
import { bulk, gr, jitter, reel, reelOnly, tube, usd } from '../electromechanical-helpers';

const POWER = 'power-relays';
const SIGNAL = 'signal-relays';
const SSR = 'solid-state-relays';

type Form = 'SPST-NO (1 Form A)' | 'SPDT (1 Form C)' | 'DPST-NO (2 Form A)' | 'DPDT (2 Form C)';
const FORM_SHORT: Record<Form, string> = {
  'SPST-NO (1 Form A)': 'SPST',
  'SPDT (1 Form C)': 'SPDT',
  'DPST-NO (2 Form A)': 'DPST',
  'DPDT (2 Form C)': 'DPDT',
};

interface Relay {
  series: string;
  kind: 'GEN PURPOSE' | 'TELECOM' | 'AUTOMOTIVE';
  latch?: 'Latching, Single Coil' | 'Latching, Dual Coil';
  coilV: number;
  ac?: boolean;
  /** Nominal coil power, mW (VA × 1000 for AC coils). */
  coilMw: number;
  form: Form;
  amps: number;
  switching: string;
  smd?: boolean;
  term: string;
  seal: string;
  contact: string;
  temp: string;
}

/** Omron writes '4.5' as 'DC4.5'; everyone prints the voltage the same way in parameters. */
function relaySpec(relay: Relay, base: string, variants: Variant[], price: number, grams: number, ds: string): BaseSpec {
  const unit = relay.ac ? 'VAC' : 'VDC';
  const mA = relay.coilMw / relay.coilV;
  return {
    base,
    variants,
    description: `RELAY ${relay.kind} ${FORM_SHORT[relay.form]} ${relay.amps}A ${relay.coilV}V${relay.ac ? 'AC' : ''}`,
    parameters: {
      Series: relay.series,
      'Relay Type': relay.kind === 'TELECOM' ? 'Telecom' : relay.kind === 'AUTOMOTIVE' ? 'Automotive' : 'General Purpose',
      'Coil Type': relay.latch ?? 'Non Latching',
      'Coil Voltage': `${relay.coilV}${unit}`,
      'Coil Current': `${sig(mA, 3)} mA`,
      'Coil Power': relay.ac ? `${sig(relay.coilMw / 1000, 2)} VA` : `${relay.coilMw} mW`,
      'Contact Form': relay.form,
      'Contact Rating (Current)': `${relay.amps} A`,
      'Switching Voltage': relay.switching,
      'Must Operate Voltage': `${sig(relay.coilV * (relay.ac ? 0.8 : 0.75), 3)} ${unit}`,
      'Must Release Voltage': `${sig(relay.coilV * (relay.ac ? 0.3 : 0.1), 3)} ${unit}`,
      'Mounting Type': relay.smd ? 'Surface Mount' : 'Through Hole',
      'Termination Style': relay.term,
      'Seal Rating': relay.seal,
      'Contact Material': relay.contact,
      'Operating Temperature': relay.temp,
    },
    price: usd(price * jitter(base, 0.04)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

const OMRON_DS = 'https://omronfs.omron.com/en_US/ecb/products/pdf/';
const TE_DS = (doc: string) =>
  `https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=${doc}&DocType=DS&DocLang=English`;
const PANA_DS = 'https://industry.panasonic.com/cdbs/www-data/pdf/ADB5000/';

// ---------------------------------------------------------------------------------------------
// Power relays

const G5LE = [
  ['1', 'SPDT (1 Form C)', 10, 'Flux Protection'],
  ['1A', 'SPST-NO (1 Form A)', 10, 'Flux Protection'],
  ['14', 'SPDT (1 Form C)', 10, 'Sealed - Fully'],
  ['1A4', 'SPST-NO (1 Form A)', 10, 'Sealed - Fully'],
  ['1-E', 'SPDT (1 Form C)', 16, 'Flux Protection'],
  ['1A-E', 'SPST-NO (1 Form A)', 16, 'Flux Protection'],
] as const;
const G2RL = [
  ['1', 'SPDT (1 Form C)', 12, 'Flux Protection'],
  ['1-E', 'SPDT (1 Form C)', 16, 'Flux Protection'],
  ['1A', 'SPST-NO (1 Form A)', 12, 'Flux Protection'],
  ['1A-E', 'SPST-NO (1 Form A)', 16, 'Flux Protection'],
  ['2', 'DPDT (2 Form C)', 8, 'Flux Protection'],
  ['2A', 'DPST-NO (2 Form A)', 8, 'Flux Protection'],
  ['14', 'SPDT (1 Form C)', 12, 'Sealed - Fully'],
  ['14-E', 'SPDT (1 Form C)', 16, 'Sealed - Fully'],
  ['1A4', 'SPST-NO (1 Form A)', 12, 'Sealed - Fully'],
  ['24', 'DPDT (2 Form C)', 8, 'Sealed - Fully'],
] as const;
const POWER_COILS = [3, 5, 6, 9, 12, 18, 24, 48] as const;

/** TE's Schrack RT coil codes: three digits of volts for DC, 5xx/6xx/7xx for 24/115/230 VAC. */
const RT_COILS = [
  ['005', 5, false],
  ['006', 6, false],
  ['012', 12, false],
  ['024', 24, false],
  ['048', 48, false],
  ['060', 60, false],
  ['110', 110, false],
  ['524', 24, true],
  ['615', 115, true],
  ['730', 230, true],
] as const;
const RT_TYPES = [
  ['114', 'RT1', 'SPDT (1 Form C)', 12],
  ['314', 'RT1', 'SPDT (1 Form C)', 16],
  ['334', 'RT1', 'SPST-NO (1 Form A)', 16],
  ['424', 'RT2', 'DPDT (2 Form C)', 8],
  ['444', 'RT2', 'DPST-NO (2 Form A)', 8],
] as const;
const HF_COILS = ['005', '006', '009', '012', '018', '024', '048', '060', '110'] as const;

const powerFamilies: Family[] = [
  fam({
    key: 'omron-g5le',
    leaf: POWER,
    mfr: 'omron',
    weight: 1.3,
    kind: 'emech',
    dimensions: [G5LE, POWER_COILS],
    make: ([[code, form, amps, seal], coil]) => {
      if (coil === 18) return null;
      const mpn = `G5LE-${code} DC${coil}`;
      return relaySpec(
        {
          series: 'G5LE',
          kind: 'GEN PURPOSE',
          coilV: coil,
          coilMw: 400,
          form,
          amps,
          switching: '250VAC, 125VDC - Max',
          term: 'PC Pin',
          seal,
          contact: 'Silver Alloy',
          temp: '-40°C ~ 85°C',
        },
        mpn,
        [tube(mpn, 50)],
        amps > 10 ? 2.45 : 1.85,
        12,
        `${OMRON_DS}en-g5le.pdf`,
      );
    },
  }),
  fam({
    key: 'omron-g2rl',
    leaf: POWER,
    mfr: 'omron',
    weight: 1,
    kind: 'emech',
    dimensions: [G2RL, POWER_COILS],
    make: ([[code, form, amps, seal], coil]) => {
      const mpn = `G2RL-${code} DC${coil}`;
      return relaySpec(
        {
          series: 'G2RL',
          kind: 'GEN PURPOSE',
          coilV: coil,
          coilMw: 400,
          form,
          amps,
          switching: '440VAC, 300VDC - Max',
          term: 'PC Pin',
          seal,
          contact: 'Silver Tin Oxide (AgSnO2)',
          temp: '-40°C ~ 85°C',
        },
        mpn,
        [tube(mpn, 25)],
        (form.startsWith('DP') ? 3.6 : 2.9) + (amps === 16 ? 0.5 : 0),
        13,
        `${OMRON_DS}en-g2rl.pdf`,
      );
    },
  }),
  fam({
    key: 'te-t9a',
    leaf: POWER,
    mfr: 'te-connectivity',
    weight: 0.7,
    kind: 'emech',
    dimensions: [
      ['S', 'V'],
      ['1', '5'],
      ['12', '22'],
      [5, 6, 9, 12, 24, 48, 110],
    ],
    make: ([enc, formCode, term, volts]) => {
      const mpn = `T9A${enc}${formCode}D${term}-${volts}`;
      return relaySpec(
        {
          series: 'T9A',
          kind: 'GEN PURPOSE',
          coilV: volts,
          coilMw: 900,
          form: formCode === '1' ? 'SPST-NO (1 Form A)' : 'SPDT (1 Form C)',
          amps: 30,
          switching: '277VAC, 28VDC - Max',
          term: term === '12' ? 'PC Pin' : 'Quick Connect - 0.250" (6.3mm)',
          seal: enc === 'S' ? 'Sealed - Fully' : 'Unsealed',
          contact: 'Silver Cadmium Oxide (AgCdO)',
          temp: '-55°C ~ 85°C',
        },
        mpn,
        [bulk(mpn)],
        6.4 + (formCode === '5' ? 0.6 : 0) + (term === '22' ? 0.4 : 0),
        35,
        TE_DS('T9A'),
      );
    },
  }),
  fam({
    key: 'te-schrack-rt',
    leaf: POWER,
    mfr: 'te-connectivity',
    weight: 0.8,
    kind: 'emech',
    dimensions: [RT_TYPES, RT_COILS],
    make: ([[code, series, form, amps], [cc, volts, ac]]) => {
      const mpn = `RT${code}${cc}`;
      return relaySpec(
        {
          series,
          kind: 'GEN PURPOSE',
          coilV: volts,
          ac,
          coilMw: ac ? 750 : 400,
          form,
          amps,
          switching: '400VAC - Max',
          term: 'PC Pin',
          seal: 'Sealed - Fully',
          contact: 'Silver Nickel (AgNi)',
          temp: '-40°C ~ 85°C',
        },
        mpn,
        [tube(mpn, 20)],
        (series === 'RT2' ? 4.9 : 4.1) + (ac ? 0.6 : 0),
        14,
        TE_DS('RT1'),
      );
    },
  }),
  fam({
    key: 'panasonic-jw',
    leaf: POWER,
    mfr: 'panasonic',
    weight: 0.4,
    kind: 'emech',
    dimensions: [
      [
        ['JW1aFSN', 'SPST-NO (1 Form A)', 10],
        ['JW1FSN', 'SPDT (1 Form C)', 10],
        ['JW2SN', 'DPDT (2 Form C)', 5],
      ] as const,
      [3, 5, 6, 9, 12, 18, 24, 48],
    ],
    make: ([[code, form, amps], volts]) => {
      const mpn = `${code}-DC${volts}V`;
      return relaySpec(
        {
          series: 'JW',
          kind: 'GEN PURPOSE',
          coilV: volts,
          coilMw: 530,
          form,
          amps,
          switching: '250VAC, 30VDC - Max',
          term: 'PC Pin',
          seal: 'Sealed - Fully',
          contact: 'Silver Alloy',
          temp: '-40°C ~ 70°C',
        },
        mpn,
        [tube(mpn, 20)],
        form.startsWith('DP') ? 4.2 : 3.3,
        12,
        `${PANA_DS}mech_eng_jw.pdf`,
      );
    },
  }),
  fam({
    key: 'panasonic-alq',
    leaf: POWER,
    mfr: 'panasonic',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      ['1', '3'],
      ['03', '05', '06', '09', '12', '18', '24'],
    ],
    make: ([contactCode, coilCode]) => {
      const mpn = `ALQ${contactCode}${coilCode}`;
      return relaySpec(
        {
          series: 'ALQ',
          kind: 'GEN PURPOSE',
          coilV: Number(coilCode),
          coilMw: 400,
          form: 'SPST-NO (1 Form A)',
          amps: contactCode === '1' ? 10 : 16,
          switching: '277VAC - Max',
          term: 'PC Pin',
          seal: 'Flux Protection',
          contact: 'Silver Alloy',
          temp: '-40°C ~ 85°C',
        },
        mpn,
        [tube(mpn, 50)],
        contactCode === '1' ? 1.9 : 2.4,
        7,
        `${PANA_DS}mech_eng_alq.pdf`,
      );
    },
  }),
  fam({
    key: 'song-chuan-833h',
    leaf: POWER,
    mfr: 'song-chuan',
    weight: 0.4,
    kind: 'emech',
    dimensions: [
      ['A', 'C'],
      ['C', 'S'],
      [5, 6, 9, 12, 24, 48],
    ],
    make: ([formCode, enc, volts]) => {
      const mpn = `833H-1${formCode}-${enc} ${volts}VDC`;
      return relaySpec(
        {
          series: '833H',
          kind: 'GEN PURPOSE',
          coilV: volts,
          coilMw: 600,
          form: formCode === 'A' ? 'SPST-NO (1 Form A)' : 'SPDT (1 Form C)',
          amps: 20,
          switching: '277VAC, 28VDC - Max',
          term: 'PC Pin',
          seal: enc === 'S' ? 'Sealed - Fully' : 'Flux Protection',
          contact: 'Silver Tin Oxide (AgSnO2)',
          temp: '-40°C ~ 85°C',
        },
        mpn,
        [bulk(mpn)],
        2.6,
        17,
        'https://www.songchuan.com/pdf/833H.pdf',
      );
    },
  }),
  fam({
    key: 'hongfa-hf115f',
    leaf: POWER,
    mfr: 'hongfa',
    weight: 0.8,
    kind: 'emech',
    dimensions: [
      [
        ['1HS3', 'SPST-NO (1 Form A)', 16],
        ['1ZS3', 'SPDT (1 Form C)', 16],
        ['1HS3A', 'SPST-NO (1 Form A)', 16],
        ['1ZS3A', 'SPDT (1 Form C)', 16],
        ['2HS4', 'DPST-NO (2 Form A)', 8],
        ['2ZS4', 'DPDT (2 Form C)', 8],
      ] as const,
      HF_COILS,
    ],
    make: ([[code, form, amps], cc]) => {
      const mpn = `HF115F/${cc}-${code}`;
      return relaySpec(
        {
          series: 'HF115F',
          kind: 'GEN PURPOSE',
          coilV: Number(cc),
          coilMw: 400,
          form,
          amps,
          switching: '440VAC - Max',
          term: 'PC Pin',
          seal: 'Sealed - Fully',
          contact: code.endsWith('A') ? 'Silver Tin Oxide (AgSnO2)' : 'Silver Nickel (AgNi)',
          temp: '-40°C ~ 85°C',
        },
        mpn,
        [tube(mpn, 20)],
        form.startsWith('DP') ? 2.3 : 1.75,
        13,
        'https://www.hongfa.com/Public/Uploads/pdf/HF115F-en.pdf',
      );
    },
  }),
  fam({
    key: 'hongfa-hf46f',
    leaf: POWER,
    mfr: 'hongfa',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      ['HS1', 'HS1T'],
      ['003', '005', '006', '009', '012', '018', '024'],
    ],
    make: ([code, cc]) => {
      const mpn = `HF46F/${cc}-${code}`;
      return relaySpec(
        {
          series: 'HF46F',
          kind: 'GEN PURPOSE',
          coilV: Number(cc),
          coilMw: code === 'HS1T' ? 200 : 360,
          form: 'SPST-NO (1 Form A)',
          amps: 5,
          switching: '277VAC, 30VDC - Max',
          term: 'PC Pin',
          seal: 'Sealed - Fully',
          contact: 'Silver Alloy',
          temp: '-40°C ~ 85°C',
        },
        mpn,
        [tube(mpn, 50)],
        0.95,
        3.5,
        'https://www.hongfa.com/Public/Uploads/pdf/HF46F-en.pdf',
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Signal relays

const OMRON_SIG = [3, 4.5, 5, 6, 9, 12, 24, 48] as const;
const G6K_TYPES = [
  ['G6K-2F-Y', true, undefined],
  ['G6K-2G-Y', true, undefined],
  ['G6K-2P-Y', false, undefined],
  ['G6KU-2F-Y', true, 'Latching, Single Coil'],
  ['G6KU-2G-Y', true, 'Latching, Single Coil'],
  ['G6KU-2P-Y', false, 'Latching, Single Coil'],
  ['G6K-2F', true, undefined],
  ['G6K-2G', true, undefined],
  ['G6K-2P', false, undefined],
] as const;
const G6J_TYPES = [
  ['G6J-2P-Y', false, undefined],
  ['G6J-2FS-Y', true, undefined],
  ['G6J-2FL-Y', true, undefined],
  ['G6JU-2P-Y', false, 'Latching, Single Coil'],
  ['G6JU-2FS-Y', true, 'Latching, Single Coil'],
  ['G6JU-2FL-Y', true, 'Latching, Single Coil'],
] as const;
const SMD_TERM: Record<string, string> = {
  SA: 'Gull Wing',
  SL: 'J-Lead',
  SS: 'Gull Wing, Space Saving',
  '': 'PC Pin',
  H: 'PC Pin, Self-Clinching',
};
const PANA_COILS = [1.5, 3, 4.5, 5, 6, 9, 12, 24, 48] as const;
const PANA_FUNC = [
  ['', undefined],
  ['L', 'Latching, Single Coil'],
  ['L2', 'Latching, Dual Coil'],
] as const;

/** Panasonic TQ/TX: terminal shape, function and coil, then 'Z' for tape-and-reel on surface-mount types. */
function panaSignal(
  key: string,
  series: 'TQ2' | 'TX2',
  weight: number,
  terms: readonly string[],
  mw: number,
  price: number,
  ds: string,
): Family {
  return fam({
    key,
    leaf: SIGNAL,
    mfr: 'panasonic',
    weight,
    kind: 'emech',
    dimensions: [terms, PANA_FUNC, PANA_COILS],
    make: ([term, [fn, latch], coil]) => {
      const smd = term.startsWith('S');
      if ((coil === 1.5 && !smd) || (coil === 48 && fn !== '')) return null;
      const base = `${series}${term}-${fn ? `${fn}-` : ''}${coil}V`;
      const variants = smd ? [reel(`${base}-Z`, 500), tube(base, 40)] : [tube(base, 40)];
      return relaySpec(
        {
          series: series.slice(0, 2),
          kind: 'TELECOM',
          latch,
          coilV: coil,
          coilMw: latch === 'Latching, Dual Coil' ? mw * 2 : latch ? mw * 0.7 : mw,
          form: 'DPDT (2 Form C)',
          amps: 2,
          switching: '125VAC, 110VDC - Max',
          smd,
          term: SMD_TERM[term] ?? 'PC Pin',
          seal: 'Sealed - Fully',
          contact: 'Gold (Au)',
          temp: '-40°C ~ 85°C',
        },
        base,
        variants,
        price + (smd ? 0.35 : 0) + (latch ? 0.4 : 0),
        series === 'TQ2' ? 1.5 : 2,
        ds,
      );
    },
  });
}

const signalFamilies: Family[] = [
  fam({
    key: 'omron-g5v',
    leaf: SIGNAL,
    mfr: 'omron',
    weight: 0.7,
    kind: 'emech',
    dimensions: [
      [
        ['1', 'SPDT (1 Form C)', 1, 150],
        ['2', 'DPDT (2 Form C)', 2, 500],
        ['2-H1', 'DPDT (2 Form C)', 2, 150],
      ] as const,
      OMRON_SIG,
    ],
    make: ([[code, form, amps, mw], volts]) => {
      if (code === '1' && (volts === 4.5 || volts === 48)) return null;
      const mpn = `G5V-${code}-DC${volts}`;
      return relaySpec(
        {
          series: 'G5V',
          kind: 'TELECOM',
          coilV: volts,
          coilMw: mw,
          form,
          amps,
          switching: '125VAC, 125VDC - Max',
          term: 'PC Pin',
          seal: 'Sealed - Fully',
          contact: 'Silver (Ag), Gold (Au) Clad',
          temp: '-25°C ~ 70°C',
        },
        mpn,
        [tube(mpn, 50)],
        code === '1' ? 1.45 : 2.4,
        code === '1' ? 2 : 5,
        `${OMRON_DS}en-g5v_1.pdf`,
      );
    },
  }),
  fam({
    key: 'omron-g6k',
    leaf: SIGNAL,
    mfr: 'omron',
    weight: 0.8,
    kind: 'emech',
    dimensions: [G6K_TYPES, [3, 4.5, 5, 12, 24]],
    make: ([[code, smd, latch], volts]) => {
      const base = `${code} DC${volts}`;
      const variants = smd ? [reel(`${code}-TR DC${volts}`, 900), tube(base, 50)] : [tube(base, 50)];
      return relaySpec(
        {
          series: 'G6K',
          kind: 'TELECOM',
          latch,
          coilV: volts,
          coilMw: 100,
          form: 'DPDT (2 Form C)',
          amps: 1,
          switching: '125VAC, 60VDC - Max',
          smd,
          term: code.includes('2F') ? 'Gull Wing' : code.includes('2G') ? 'J-Lead' : 'PC Pin',
          seal: 'Sealed - Fully',
          contact: 'Silver (Ag), Gold (Au) Clad',
          temp: '-40°C ~ 85°C',
        },
        base,
        variants,
        3.1 + (latch ? 0.5 : 0) + (smd ? 0.2 : 0),
        0.7,
        `${OMRON_DS}en-g6k.pdf`,
      );
    },
  }),
  fam({
    key: 'omron-g6j',
    leaf: SIGNAL,
    mfr: 'omron',
    weight: 0.3,
    kind: 'emech',
    dimensions: [G6J_TYPES, [3, 4.5, 5, 12, 24]],
    make: ([[code, smd, latch], volts]) => {
      const base = `${code} DC${volts}`;
      const variants = smd ? [reel(`${code}-TR DC${volts}`, 1000), tube(base, 50)] : [tube(base, 50)];
      return relaySpec(
        {
          series: 'G6J',
          kind: 'TELECOM',
          latch,
          coilV: volts,
          coilMw: 140,
          form: 'DPDT (2 Form C)',
          amps: 1,
          switching: '125VAC, 110VDC - Max',
          smd,
          term: smd ? 'Gull Wing' : 'PC Pin',
          seal: 'Sealed - Fully',
          contact: 'Silver (Ag), Gold (Au) Clad',
          temp: '-40°C ~ 85°C',
        },
        base,
        variants,
        2.7 + (latch ? 0.45 : 0),
        1,
        `${OMRON_DS}en-g6j-y.pdf`,
      );
    },
  }),
  panaSignal('panasonic-tq2', 'TQ2', 0.6, ['', 'H', 'SA', 'SL', 'SS'], 140, 3.3, `${PANA_DS}mech_eng_tq.pdf`),
  panaSignal('panasonic-tx2', 'TX2', 0.5, ['', 'SA', 'SL', 'SS'], 140, 3.6, `${PANA_DS}mech_eng_tx.pdf`),
  fam({
    key: 'te-axicom-im',
    leaf: SIGNAL,
    mfr: 'te-connectivity',
    weight: 0.6,
    kind: 'emech',
    dimensions: [
      ['GR', 'TS'],
      ['0', '4'],
      [
        ['01', 3],
        ['02', 4.5],
        ['03', 5],
        ['04', 6],
        ['05', 9],
        ['06', 12],
        ['07', 24],
      ] as const,
    ],
    make: ([term, fn, [cc, volts]]) => {
      const mpn = `IM${fn === '0' ? '' : '4'}${fn === '0' ? cc : cc.slice(1)}${term}`;
      const smd = term === 'TS';
      return relaySpec(
        {
          series: 'IM',
          kind: 'TELECOM',
          latch: fn === '4' ? 'Latching, Single Coil' : undefined,
          coilV: volts,
          coilMw: fn === '4' ? 100 : 140,
          form: 'DPDT (2 Form C)',
          amps: 2,
          switching: '250VAC, 220VDC - Max',
          smd,
          term: smd ? 'Gull Wing' : 'PC Pin',
          seal: 'Sealed - Fully',
          contact: 'Silver (Ag), Gold (Au) Clad',
          temp: '-40°C ~ 85°C',
        },
        mpn,
        [smd ? reel(mpn, 1000) : tube(mpn, 50)],
        3.4 + (fn === '4' ? 0.5 : 0),
        0.75,
        TE_DS('IM_Relay'),
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Solid-state relays

interface Ssr {
  series: string;
  out: string;
  amps: number;
  load: string;
  input: string;
  ron: string;
  mount: 'Chassis Mount' | 'Through Hole' | 'Surface Mount' | 'DIN Rail';
  term: string;
  pkg: string;
  temp: string;
}

function ssrSpec(ssr: Ssr, base: string, variants: Variant[], price: number, grams: number, ds: string): BaseSpec {
  const ac = ssr.out.startsWith('AC');
  const ampsText = ssr.amps < 1 ? `${ssr.amps * 1000}MA` : `${ssr.amps}A`;
  return {
    base,
    variants,
    description: `SSR RELAY SPST-NO ${ampsText} ${ssr.load.replace(/ ~ /g, '-').replace(/\s/g, '')}`,
    parameters: {
      Series: ssr.series,
      'Output Type': ssr.out,
      Circuit: 'SPST-NO (1 Form A)',
      'Load Current': ssr.amps < 1 ? `${ssr.amps * 1000} mA` : `${ssr.amps} A`,
      'Voltage - Load': ssr.load,
      'Voltage - Input': ssr.input,
      'On-State Resistance (Max)': ac ? '-' : ssr.ron,
      'Mounting Type': ssr.mount,
      'Termination Style': ssr.term,
      'Package / Case': ssr.pkg,
      'Operating Temperature': ssr.temp,
    },
    price: usd(price * jitter(base, 0.04)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

const CRYDOM_DS = 'https://www.sensata.com/sites/default/files/a/sensata-';
const S1_RATINGS = [
  ['12', 10],
  ['12', 25],
  ['12', 40],
  ['24', 10],
  ['24', 25],
  ['24', 50],
  ['24', 75],
  ['24', 90],
  ['24', 110],
  ['24', 125],
] as const;
const CW_RATINGS = [
  ['24', 10],
  ['24', 25],
  ['24', 50],
  ['24', 75],
  ['24', 90],
  ['24', 125],
  ['48', 10],
  ['48', 25],
  ['48', 50],
  ['48', 75],
  ['48', 90],
  ['48', 125],
] as const;
const G3NA = [
  ['205', 5, 2],
  ['210', 10, 2],
  ['220', 20, 2],
  ['225', 25, 2],
  ['240', 40, 2],
  ['250', 50, 2],
  ['275', 75, 2],
  ['290', 90, 2],
  ['410', 10, 4],
  ['425', 25, 4],
  ['450', 50, 4],
  ['475', 75, 4],
  ['490', 90, 4],
  ['D210', 10, 0],
] as const;
const AQY = [
  ['AQY210', 350, 0.12, '25Ohm'],
  ['AQY212', 60, 0.5, '2.5Ohm'],
  ['AQY214', 400, 0.1, '35Ohm'],
  ['AQY221N2', 40, 0.12, '8Ohm'],
  ['AQY282', 60, 0.5, '2Ohm'],
  ['AQY211', 40, 0.35, '1.5Ohm'],
] as const;
const AQY_PKG = [
  ['EH', 'Through Hole', 'PC Pin', '4-DIP (0.300", 7.62mm)'],
  ['EHA', 'Surface Mount', 'Gull Wing', '4-SMD, Gull Wing'],
  ['S', 'Surface Mount', 'Gull Wing', '4-SOIC (0.173", 4.40mm Width)'],
] as const;

const ssrFamilies: Family[] = [
  fam({
    key: 'crydom-series1',
    leaf: SSR,
    mfr: 'sensata-crydom',
    weight: 0.5,
    kind: 'emech',
    dimensions: [['A', 'D'], S1_RATINGS, ['', '-10', 'G', 'H']],
    make: ([ctl, [volts, amps], opt]) => {
      const mpn = `${ctl}${volts}${amps}${opt}`;
      return ssrSpec(
        {
          series: 'Series 1',
          out: opt === '-10' ? 'AC, Random Turn On' : 'AC, Zero Cross',
          amps,
          load: volts === '12' ? '24 ~ 140VAC' : '24 ~ 280VAC',
          input: ctl === 'A' ? '90 ~ 280VAC' : '3 ~ 32VDC',
          ron: '-',
          mount: 'Chassis Mount',
          term: 'Screw Terminal',
          pkg: 'Hockey Puck',
          temp: '-30°C ~ 80°C',
        },
        mpn,
        [bulk(mpn)],
        34 + amps * 0.75 + (ctl === 'A' ? 4 : 0) + (opt === 'H' ? 3 : opt === 'G' ? 2 : 0),
        85,
        `${CRYDOM_DS}crydom-series-1-datasheet.pdf`,
      );
    },
  }),
  fam({
    key: 'crydom-cw',
    leaf: SSR,
    mfr: 'sensata-crydom',
    weight: 0.3,
    kind: 'emech',
    dimensions: [['A', 'D'], CW_RATINGS, ['', '-10', 'H']],
    make: ([ctl, [volts, amps], opt]) => {
      const mpn = `CW${ctl}${volts}${amps}${opt}`;
      return ssrSpec(
        {
          series: 'CW',
          out: opt === '-10' ? 'AC, Random Turn On' : 'AC, Zero Cross',
          amps,
          load: volts === '24' ? '24 ~ 280VAC' : '48 ~ 660VAC',
          input: ctl === 'A' ? '90 ~ 280VAC' : '3 ~ 32VDC',
          ron: '-',
          mount: 'Chassis Mount',
          term: 'Screw Terminal',
          pkg: 'Hockey Puck',
          temp: '-40°C ~ 80°C',
        },
        mpn,
        [bulk(mpn)],
        30 + amps * 0.7 + (volts === '48' ? 12 : 0) + (opt === 'H' ? 3 : 0),
        85,
        `${CRYDOM_DS}crydom-cw-series-datasheet.pdf`,
      );
    },
  }),
  fam({
    key: 'crydom-cmx-cx',
    leaf: SSR,
    mfr: 'sensata-crydom',
    weight: 0.2,
    kind: 'emech',
    dimensions: [
      [
        ['CMX60D5', 'DC', 5, '0 ~ 60VDC', '0.1Ohm'],
        ['CMX60D10', 'DC', 10, '0 ~ 60VDC', '0.05Ohm'],
        ['CMX60D20', 'DC', 20, '0 ~ 60VDC', '0.025Ohm'],
        ['CMX100D3', 'DC', 3, '0 ~ 100VDC', '0.27Ohm'],
        ['CMX100D6', 'DC', 6, '0 ~ 100VDC', '0.12Ohm'],
        ['CMX100D10', 'DC', 10, '0 ~ 100VDC', '0.06Ohm'],
        ['CMX200D3', 'DC', 3, '0 ~ 200VDC', '0.35Ohm'],
        ['CX240D5', 'AC, Zero Cross', 5, '12 ~ 280VAC', '-'],
        ['CX240D5R', 'AC, Random Turn On', 5, '12 ~ 280VAC', '-'],
        ['CX380D5', 'AC, Zero Cross', 5, '24 ~ 380VAC', '-'],
        ['CX380D5R', 'AC, Random Turn On', 5, '24 ~ 380VAC', '-'],
        ['CX240D10', 'AC, Zero Cross', 10, '12 ~ 280VAC', '-'],
      ] as const,
    ],
    make: ([[mpn, out, amps, load, ron]]) =>
      ssrSpec(
        {
          series: mpn.startsWith('CMX') ? 'CMX' : 'CX',
          out,
          amps,
          load,
          input: mpn.startsWith('CMX') ? '3 ~ 10VDC' : '3 ~ 15VDC',
          ron,
          mount: 'Through Hole',
          term: 'PC Pin',
          pkg: '4-SIP Module',
          temp: '-30°C ~ 80°C',
        },
        mpn,
        [tube(mpn, 25)],
        mpn.startsWith('CMX') ? 21 + amps * 0.9 : 19 + amps * 0.6,
        18,
        `${CRYDOM_DS}crydom-${mpn.startsWith('CMX') ? 'cmx' : 'cx'}-series-datasheet.pdf`,
      ),
  }),
  fam({
    key: 'omron-g3mb',
    leaf: SSR,
    mfr: 'omron',
    weight: 0.25,
    kind: 'emech',
    dimensions: [
      ['', 'L'],
      [5, 12, 24],
    ],
    make: ([opt, volts]) => {
      const mpn = `G3MB-202P${opt} DC${volts}`;
      return ssrSpec(
        {
          series: 'G3MB',
          out: opt === 'L' ? 'AC, Random Turn On' : 'AC, Zero Cross',
          amps: 2,
          load: '100 ~ 240VAC',
          input: `${volts}VDC`,
          ron: '-',
          mount: 'Through Hole',
          term: 'PC Pin',
          pkg: '4-SIP Module',
          temp: '-30°C ~ 80°C',
        },
        mpn,
        [tube(mpn, 25)],
        7.6,
        5,
        `${OMRON_DS}en-g3mb.pdf`,
      );
    },
  }),
  fam({
    key: 'omron-g3na',
    leaf: SSR,
    mfr: 'omron',
    weight: 0.3,
    kind: 'emech',
    dimensions: [G3NA, ['DC5-24', 'AC100-240'], ['', '-UTU']],
    make: ([[code, amps, cls], input, utu]) => {
      if (cls === 0 && input !== 'DC5-24') return null;
      const mpn = `G3NA-${code}B${utu} ${input}`;
      return ssrSpec(
        {
          series: 'G3NA',
          out: cls === 0 ? 'DC' : 'AC, Zero Cross',
          amps,
          load: cls === 0 ? '5 ~ 200VDC' : cls === 2 ? '24 ~ 240VAC' : '200 ~ 480VAC',
          input: input === 'DC5-24' ? '5 ~ 24VDC' : '100 ~ 240VAC',
          ron: '0.2Ohm',
          mount: 'Chassis Mount',
          term: 'Screw Terminal',
          pkg: 'Hockey Puck',
          temp: '-30°C ~ 80°C',
        },
        mpn,
        [bulk(mpn)],
        42 + amps * 0.7 + (cls === 4 ? 22 : 0) + (utu ? 4 : 0),
        60,
        `${OMRON_DS}en-g3na.pdf`,
      );
    },
  }),
  fam({
    key: 'panasonic-photomos-aqy',
    leaf: SSR,
    mfr: 'panasonic',
    weight: 0.45,
    kind: 'emech',
    dimensions: [AQY, AQY_PKG],
    make: ([[dev, vl, amps, ron], [pk, mount, term, pkg]]) => {
      if (dev === 'AQY221N2' && pk !== 'S') return null;
      const base = `${dev}${pk}`;
      const smd = mount === 'Surface Mount';
      const variants = smd ? [reel(`${base}X`, 1000), tube(base, pk === 'S' ? 100 : 50), reelOnly(`${base}Z`, 1000)] : [tube(base, 100)];
      return ssrSpec(
        {
          series: 'PhotoMOS® HE',
          out: 'AC, DC',
          amps,
          load: `0 ~ ${vl}V`,
          input: '1.14VDC',
          ron,
          mount,
          term,
          pkg,
          temp: '-40°C ~ 85°C',
        },
        base,
        variants,
        3.4 + (vl > 100 ? 0.6 : 0) + (pk === 'S' ? 0.3 : 0),
        pk === 'S' ? 0.1 : 0.27,
        `${PANA_DS}mech_eng_aqy.pdf`,
      );
    },
  }),
];

export const RELAY_FAMILIES: Family[] = [...powerFamilies, ...signalFamilies, ...ssrFamilies];
