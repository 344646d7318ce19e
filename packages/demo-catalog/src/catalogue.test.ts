// The default 50,000-part catalogue, generated once for both halves of this file: the catalogue's
// invariants, then its part numbers (each maker's real ordering-code scheme, with the fields coded in
// them agreeing with the part's parameters: a 10K in a Yageo code is a 10 kΩ resistor). Generating
// it is most of the file's time, so the two share it rather than each making their own.
import { beforeAll, describe, expect, it } from 'vitest';
import { FAMOUS } from './well-known-parts';
import { FAMILIES } from './families';
import { specsOf } from './families/combinations';
import type { BaseSpec } from './families/family';
import { generateCategories, generateManufacturers, generateParts, type GeneratedCategory, type GeneratedPart } from './index';

let categories: GeneratedCategory[];
let parts: GeneratedPart[];
let bySlug: Map<string, number>;

beforeAll(() => {
  categories = generateCategories();
  const manufacturers = generateManufacturers();
  bySlug = new Map(manufacturers.map((manufacturer) => [manufacturer.slug, manufacturer.id]));
  parts = [...generateParts({ parts: 50_000 }, categories, manufacturers)];
});

describe('the default 50,000-part catalogue', () => {
  it('has no manufacturer + part number pair twice', () => {
    const seen = new Set<string>();
    const duplicates: string[] = [];
    for (const part of parts) {
      const key = `${part.manufacturerId}|${part.mpn}`;
      if (seen.has(key)) duplicates.push(key);
      seen.add(key);
    }
    expect(duplicates).toEqual([]);
    expect(seen.size).toBe(50_000);
  });

  it('puts parts in every leaf category and only in leaves', () => {
    const parents = new Set(categories.map((category) => category.parentId));
    const leaves = categories.filter((category) => !parents.has(category.id)).map((category) => category.id);
    const used = new Set(parts.map((part) => part.categoryId));
    expect(leaves.filter((id) => !used.has(id)).map((id) => categories.find((category) => category.id === id)?.slug)).toEqual([]);
    expect([...used].filter((id) => parents.has(id))).toEqual([]);
  });

  it('gives quantity price breaks that start at the MOQ and get cheaper with quantity', () => {
    const bad: string[] = [];
    for (const part of parts) {
      const breaks = part.priceBreaks;
      const ok =
        breaks.length >= 3 &&
        breaks.length <= 8 &&
        breaks[0]?.qty === part.moq &&
        breaks.every(
          (priceBreak, index) =>
            Number.isInteger(priceBreak.unitPriceMicros) &&
            priceBreak.unitPriceMicros >= 1 &&
            (index === 0 || (priceBreak.qty > breaks[index - 1]!.qty && priceBreak.unitPriceMicros < breaks[index - 1]!.unitPriceMicros)),
        );
      if (!ok) bad.push(`${part.mpn} (moq ${part.moq}): ${JSON.stringify(breaks)}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('keeps MOQ, order multiple, price-break quantities and stock consistent', () => {
    for (const part of parts) {
      const ok =
        part.orderMultiple >= 1 &&
        part.moq % part.orderMultiple === 0 &&
        part.priceBreaks.every((priceBreak) => priceBreak.qty % part.orderMultiple === 0) &&
        (part.stock === 0 || part.stock % part.orderMultiple === 0);
      if (!ok)
        expect.fail(
          `${part.mpn}: moq ${part.moq}, multiple ${part.orderMultiple}, stock ${part.stock}, breaks ${JSON.stringify(part.priceBreaks)}`,
        );
    }
    // Full reels are sold by the reel: both numbers are the reel quantity.
    const reels = parts.filter((part) => part.packaging === 'Tape & Reel');
    expect(reels.length).toBeGreaterThan(1_000);
    expect(reels.filter((part) => part.moq !== part.orderMultiple || part.moq < 2).map((part) => part.mpn)).toEqual([]);
  });

  it('lists obsolete parts without a factory lead time', () => {
    const obsolete = parts.filter((part) => part.lifecycle === 'Obsolete');
    expect(obsolete.length).toBeGreaterThan(100);
    expect(obsolete.filter((part) => part.leadTimeWeeks !== 0).map((part) => part.mpn)).toEqual([]);
  });
});

describe('well-known parts', () => {
  it('come first, so a 3,000-part catalogue has every one of them', () => {
    const small = [...generateParts({ parts: 3_000 }, categories, generateManufacturers())];
    const byMpn = new Map(small.map((part) => [part.mpn, part]));
    for (const [, mpn] of FAMOUS) {
      const part = byMpn.get(mpn);
      expect(part, mpn).toBeDefined();
      expect(part!.id).toBeLessThanOrEqual(FAMOUS.length);
      expect(part!.stock).toBeGreaterThan(0);
      expect(part!.lifecycle).toBe('Active');
    }
    expect(small.slice(0, FAMOUS.length).map((part) => part.mpn)).toEqual(FAMOUS.map(([, mpn]) => mpn));
  });
});

const of = (mfr: string, test: (p: GeneratedPart) => boolean) =>
  parts.filter((part) => part.manufacturerId === bySlug.get(mfr) && test(part));

/** Every part of the sample matches; the sample is big enough to mean something. */
function expectAll(sample: GeneratedPart[], min: number, check: (p: GeneratedPart) => string | null): void {
  expect(sample.length).toBeGreaterThanOrEqual(min);
  const failures = sample.map((part) => check(part)).filter((failure): failure is string => failure !== null);
  expect(failures.slice(0, 10)).toEqual([]);
}

/** '10 kΩ' → 10000, '4.7 pF' → 4.7e-12 (any SI prefix). */
function si(text: string): number {
  const match = /^(-?[\d.]+)\s*([pnµumkKM]?)/.exec(text);
  if (!match) throw new Error(`not a value: ${text}`);
  const scale: Record<string, number> = { p: 1e-12, n: 1e-9, µ: 1e-6, u: 1e-6, m: 1e-3, '': 1, k: 1e3, K: 1e3, M: 1e6 };
  return Number(match[1]) * (scale[match[2] ?? ''] as number);
}
const near = (actual: number, expected: number) => Math.abs(actual - expected) <= Math.abs(expected) * 1e-9 + 1e-15;

describe('ordering codes', () => {
  it('Yageo RC chip resistors: RC + size + tolerance + R + reel + value in R/K/M notation + L', () => {
    const rx = /^RC(0100|0201|0402|0603|0805|1206|1210|1218|2010|2512)([BDFGJ])R-(07|10|13)(\d+[RKM]\d*)L$/;
    expectAll(
      of('yageo', (part) => part.mpn.startsWith('RC')),
      300,
      (part) => {
        const match = rx.exec(part.mpn);
        if (!match) return `${part.mpn}: not an RC code`;
        const [, size, , , value] = match as unknown as string[];
        const ohms = Number(value!.replace(/[RKM]/, '.')) * ({ R: 1, K: 1e3, M: 1e6 } as Record<string, number>)[/[RKM]/.exec(value!)![0]]!;
        if (!near(ohms, si(part.parameters.Resistance ?? ''))) return `${part.mpn}: ${value} vs ${part.parameters.Resistance}`;
        if (!part.parameters['Package / Case']?.startsWith(`${size} `)) return `${part.mpn}: package ${part.parameters['Package / Case']}`;
        return null;
      },
    );
  });

  it('Murata GRM MLCCs: size, thickness, dielectric, voltage, capacitance, tolerance, spec and packing codes', () => {
    // size, thickness, dielectric, voltage, then capacitance, tolerance, spec and packing
    const rx = new RegExp(
      '^GRM(02|03|15|18|21|31|32|43|55)([0-9A-Z])(R6|R7|5C|C6|C7|C8|D7|Z7|R9|E7)(0E|0G|0J|1A|1C|1E|1V|YA|1H|2A|2D|2E|2J|3A)' +
        '([0-9R]{3})([BCDFGJKMW])([A-Z]\\d{2})([DJKLE])$',
    );
    const sizes: Record<string, string> = {
      '02': '01005',
      '03': '0201',
      '15': '0402',
      '18': '0603',
      '21': '0805',
      '31': '1206',
      '32': '1210',
      '43': '1812',
      '55': '2220',
    };
    const volts: Record<string, number> = {
      '0E': 2.5,
      '0G': 4,
      '0J': 6.3,
      '1A': 10,
      '1C': 16,
      '1E': 25,
      '1V': 35,
      YA: 35,
      '1H': 50,
      '2A': 100,
      '2D': 200,
      '2E': 250,
      '2J': 630,
      '3A': 1000,
    };
    expectAll(
      of('murata', (part) => part.mpn.startsWith('GRM')),
      300,
      (part) => {
        const match = rx.exec(part.mpn);
        if (!match) return `${part.mpn}: not a GRM code`;
        const [, size, , , volt, cap] = match as unknown as string[];
        const pf = cap!.includes('R') ? Number(cap!.replace('R', '.')) : Number(cap!.slice(0, 2)) * 10 ** Number(cap![2]);
        if (!near(pf * 1e-12, si(part.parameters.Capacitance ?? ''))) return `${part.mpn}: ${cap} vs ${part.parameters.Capacitance}`;
        if (volts[volt!] !== si(part.parameters['Voltage - Rated'] ?? ''))
          return `${part.mpn}: ${volt} vs ${part.parameters['Voltage - Rated']}`;
        if (!part.parameters['Package / Case']?.startsWith(`${sizes[size!]} `))
          return `${part.mpn}: package ${part.parameters['Package / Case']}`;
        return null;
      },
    );
  });

  it('STM32 microcontrollers: line + pin count + flash size + package + temperature range (+ TR)', () => {
    const rx = /^STM32([FGLHUCW][0-9BL][0-9A-Z]{1,3}?)([JFGKTSCRMVQZAIBN])([4678BCDEFGHIZ])([TUHYPMIK])([367])(TR)?$/;
    const pins: Record<string, number> = {
      J: 8,
      F: 20,
      G: 28,
      K: 32,
      T: 36,
      S: 44,
      C: 48,
      R: 64,
      M: 81,
      V: 100,
      Q: 132,
      Z: 144,
      A: 169,
      I: 176,
      B: 208,
      N: 216,
    };
    const flashKb: Record<string, number> = {
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
    };
    const temps: Record<string, string> = { '6': '-40°C ~ 85°C', '7': '-40°C ~ 105°C', '3': '-40°C ~ 125°C' };
    expectAll(
      of('stmicroelectronics', (part) => part.mpn.startsWith('STM32')),
      200,
      (part) => {
        const match = rx.exec(part.mpn);
        if (!match) return `${part.mpn}: not an STM32 code`;
        const [, , pin, flash, , temp] = match as unknown as string[];
        if (!part.parameters['Package / Case']?.startsWith(`${pins[pin!]}-`))
          return `${part.mpn}: ${pin} vs ${part.parameters['Package / Case']}`;
        const size = /^([\d.]+)(KB|MB)/.exec(part.parameters['Program Memory Size'] ?? '');
        if (!size || Number(size[1]) * (size[2] === 'MB' ? 1024 : 1) !== flashKb[flash!])
          return `${part.mpn}: ${flash} vs ${part.parameters['Program Memory Size']}`;
        if (!part.parameters['Operating Temperature']?.startsWith(temps[temp!]!))
          return `${part.mpn}: ${temp} vs ${part.parameters['Operating Temperature']}`;
        return null;
      },
    );
  });

  it('TI classic op-amps: device + grade + package designator + R (reel) + Q1 (automotive)', () => {
    const rx =
      /^(LM358|LM324|LM2904|LM2902|TL07[124]|TL08[124]|NE553[24]|RC4558|LM833)(A|B|C|I|AC|BC|AI|BI|Q)?(D|P|N|PW|PS|NS|DGK)(R)?(Q1)?$/;
    const pkg: Record<string, RegExp> = {
      D: /SOIC \(0\.154"/,
      P: /DIP/,
      N: /DIP/,
      PW: /TSSOP/,
      PS: /SOIC \(0\.209"/,
      NS: /SOIC \(0\.209"/,
      DGK: /MSOP/,
    };
    expectAll(
      of('texas-instruments', (part) => /^(LM358|LM324|LM2904|LM2902|TL0[78]|NE553|RC4558|LM833)/.test(part.mpn)),
      100,
      (part) => {
        const match = rx.exec(part.mpn);
        if (!match) return `${part.mpn}: not a TI op-amp code`;
        const [, , grade, designator, reel, q1] = match as unknown as (string | undefined)[];
        if (!pkg[designator!]!.test(part.parameters['Package / Case'] ?? ''))
          return `${part.mpn}: ${designator} vs ${part.parameters['Package / Case']}`;
        if ((grade === 'Q') !== (q1 === 'Q1') || (q1 && !reel)) return `${part.mpn}: automotive code without its reel`;
        return null;
      },
    );
  });

  it("Nexperia transistors: type + ',' + the 12NC packing code", () => {
    expectAll(
      of('nexperia', (part) => part.description.startsWith('TRANS')),
      30,
      (part) => (/^[A-Z0-9]+(-\d{2})?,(112|115|116|135|165|215|235|315|412)$/.test(part.mpn) ? null : part.mpn),
    );
  });

  it('Microchip analog: device + T (reel) + - + temperature + / + package code', () => {
    expectAll(
      of('microchip', (part) => part.mpn.startsWith('MCP6')),
      50,
      (part) => (/^MCP6[0-9A-Z]+T?-(\d{3})?[IEH]\/(SN|P|MS|ST|OT|LT|SL|MC|MNY|CH|SO|UN|MF)$/.test(part.mpn) ? null : part.mpn),
    );
  });

  it('Molex connectors: the 0022-23-2161 family of article numbers', () => {
    expectAll(
      of('molex', () => true),
      100,
      (part) => (/^(\d{2}-\d{2}-\d{4}|\d{5,6}-\d{4}|\d{10})$/.test(part.mpn) ? null : part.mpn),
    );
  });

  // series, voltage code, packages, packing and the automotive suffix
  const TI_LDO_CODE = new RegExp(
    '^(TLV\\d{3,4}?(?:LV)?|TPS7[AB]?\\d\\d)(\\d{2,3})P?Q?' +
      '(DBV|DQN|DRV|DCK|YKA|PK|DRB|DDC|DCY|KVU|KTT|PWP|DGK|DGN|DDA|DBZ|D)(R|T)(Q1)?$',
  );

  it('fixed-output LDOs code their output voltage the way their maker does', () => {
    // Every code of the voltage-grid families, not only the ones a 50,000-part catalogue reaches.
    const volts = (spec: BaseSpec) => si(spec.parameters['Voltage - Output (Min/Fixed)'] ?? '');
    const ldo = (key: string) => specsOf(FAMILIES.find((family) => family.key === key)!);
    // onsemi NCP114ASN330T1G: tens of millivolts after the package letters; NCV8114… is the automotive copy.
    const onsemi = ldo('onsemi-ldo-grid');
    expect(onsemi.length).toBeGreaterThan(2_000);
    expect(
      onsemi
        .map((spec) => {
          const match = /^(NCP1\d\d|NCP7\d\d|NCV81\d\d|NCV87\d\d)([AB])(SN|MX|FCT)(\d{3})(T1G|TCG|T2G)$/.exec(spec.variants[0]!.mpn);
          return match && near(Number(match[4]) / 100, volts(spec)) ? null : `${spec.variants[0]!.mpn} vs ${volts(spec)} V`;
        })
        .filter(Boolean)
        .slice(0, 10),
    ).toEqual([]);
    // TI TLV75533PDBVR / TPS7A2633DRVR: the voltage without its point ('33', '285', '08') in the device name.
    const ti = ldo('ti-ldo-grid');
    expect(ti.length).toBeGreaterThan(2_000);
    expect(
      ti
        .map((spec) => {
          const match = TI_LDO_CODE.exec(spec.variants[0]!.mpn);
          if (!match) return `${spec.variants[0]!.mpn}: not a TI LDO code`;
          const code = match[2]!;
          return near(Number(`${code[0]}.${code.slice(1)}`), volts(spec)) ? null : `${spec.variants[0]!.mpn} vs ${volts(spec)} V`;
        })
        .filter(Boolean)
        .slice(0, 10),
    ).toEqual([]);
  });
});
