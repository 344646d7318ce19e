// The real-BOM corpus (tests/fixtures/boms) and its hand-written ground truth, judged against a
// seeded catalogue. Shared by the corpus test (tests/sourcing/bom-corpus.test.ts) and the benchmark
// (tests/bench/bom-corpus.ts); how the truth was written is in tests/fixtures/boms/README.md.
import fs from 'node:fs';
import path from 'node:path';
import type { BomDetail, BomLine } from '@ferrite/contract';
import type { Database } from '../../packages/server/src/db/database';

export const CORPUS_DIR = path.join(import.meta.dirname, '../fixtures/boms');

/** The BOM files of the corpus, by name (the notes and the truth file are not BOMs). */
export function corpusFiles(): string[] {
  return fs
    .readdirSync(CORPUS_DIR)
    .filter((name) => !name.endsWith('.md') && name !== 'ground-truth.csv')
    .sort();
}

/** What an engineer would buy for one line: a part by spec (R, C, L), a named part, nothing, or ask first. */
export interface Truth {
  file: string;
  /** A designator on the line, or `@row` (the sheet row) for lines without designators. */
  ref: string;
  buy: 'spec' | 'mpn' | 'dnp' | 'none' | 'review';
  kind: string;
  /** In the unit of the kind (Ω, F, H), as a number. */
  value: number | null;
  /** Imperial chip size ('0402') or ''. */
  package: string;
  tolerance: number | null;
  voltage: number | null;
  power: number | null;
  current: number | null;
  dielectric: string;
  /** Acceptable part numbers ('|' between alternatives); for a spec line, the one the designer named. */
  mpns: string[];
  note: string;
}

const SI: Record<string, number> = { p: 1e-12, n: 1e-9, u: 1e-6, µ: 1e-6, m: 1e-3, '': 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9 };

/** '4.7k' → 4700, '100n' → 1e-7, '0.06' → 0.06 (the truth file's own notation, SI prefixes only). */
export function siNumber(text: string): number | null {
  const match = /^([\d.]+)\s*([pnuµmkKMG]?)$/.exec(text.trim());
  return match ? Number(match[1]) * SI[match[2]!]! : null;
}

function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const num = (text: string | undefined) => (text ? Number(text) : null);

export function readTruth(): Truth[] {
  const [header, ...rows] = csvRows(fs.readFileSync(path.join(CORPUS_DIR, 'ground-truth.csv'), 'utf8'));
  const at = (name: string) => header!.indexOf(name);
  return rows
    .filter((row) => row.length > 1)
    .map((row) => ({
      file: row[at('file')]!,
      ref: row[at('ref')]!,
      buy: row[at('buy')] as Truth['buy'],
      kind: row[at('kind')] ?? '',
      value: row[at('value')] ? siNumber(row[at('value')]!) : null,
      package: row[at('package')] ?? '',
      tolerance: num(row[at('tolerance')]),
      voltage: num(row[at('voltage')]),
      power: num(row[at('power')]),
      current: num(row[at('current')]),
      dielectric: row[at('dielectric')] ?? '',
      mpns: (row[at('mpn')] ?? '').split('|').filter(Boolean),
      note: row[at('note')] ?? '',
    }));
}

/** 'C3-6,9, R1' → ['C3','C4','C5','C6','C9','R1'] (the page's compressed designators). */
export function expandDesignators(text: string): string[] {
  const out: string[] = [];
  let prefix = '';
  for (const part of text.split(/[,\s]+/).filter(Boolean)) {
    // A bare number or range after 'C3-6,' keeps the prefix before it ('C3-6,9' is C9 too).
    const range = /^([A-Za-z_]*)(\d+)(?:-(?:[A-Za-z_]+)?(\d+))?$/.exec(part);
    if (!range) {
      out.push(part);
      continue;
    }
    if (range[1]) prefix = range[1];
    const last = Number(range[3] ?? range[2]);
    for (let n = Number(range[2]); n <= last; n++) out.push(`${prefix}${n}`);
  }
  return out;
}

/** The line of a read BOM that a truth row speaks of. */
export function lineOf(detail: BomDetail, truth: Truth): BomLine | undefined {
  if (truth.ref.startsWith('@')) return detail.Lines.find((line) => line.Row === Number(truth.ref.slice(1)));
  return detail.Lines.find((line) => expandDesignators(line.Designators).includes(truth.ref));
}

const key = (mpn: string) => mpn.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A catalogue part as the judge needs it. */
interface CataloguePart {
  id: number;
  mpnKey: string;
  /** The part number without its packaging (the catalogue's base_key): the same part on a reel or in a tube. */
  baseKey: string;
  kind: 'R' | 'C' | 'L' | '';
  value: number | null;
  package: string;
  tolerance: number | null;
  voltage: number | null;
  power: number | null;
  current: number | null;
  dielectric: string;
  jumper: boolean;
}

// Categories whose parts are bought by value as R, C or L; arrays, trimmers and beads are not.
const KIND_OF_CATEGORY: Record<string, CataloguePart['kind']> = {
  'Chip Resistors - Surface Mount': 'R',
  'Current Sense Resistors': 'R',
  'Through Hole Resistors': 'R',
  'Ceramic Capacitors (MLCC)': 'C',
  'Aluminum Electrolytic Capacitors': 'C',
  'Tantalum Capacitors': 'C',
  'Film Capacitors': 'C',
  Supercapacitors: 'C',
  'Power Inductors': 'L',
  'RF Inductors': 'L',
};

const UNIT_PREFIX: Record<string, number> = { p: 1e-12, n: 1e-9, µ: 1e-6, u: 1e-6, m: 1e-3, '': 1, k: 1e3, M: 1e6 };

/** '10 kΩ' → 10000, '2.2 µH' → 2.2e-6 (the catalogue's display form). */
function catalogueValue(text: string | undefined): number | null {
  const match = /^([\d.]+)\s*([pnµumkM]?)(?:Ω|F|H|Ohms?)$/.exec((text ?? '').trim());
  return match ? Number(match[1]) * UNIT_PREFIX[match[2]!]! : null;
}
const firstNumber = (text: string | undefined) => {
  const match = /([\d.]+)/.exec(text ?? '');
  return match ? Number(match[1]) : null;
};

/** Every part the judge may meet, read once from the catalogue (50,000 parts take a second or two). */
export class CatalogueJudge {
  private byId = new Map<number, CataloguePart>();
  private keys = new Set<string>();
  /** Each catalogue number's base (its packaging dropped): S3A-13-F → S3A. */
  private baseOf = new Map<string, string>();
  private passives: CataloguePart[] = [];

  static async load(db: Database): Promise<CatalogueJudge> {
    const judge = new CatalogueJudge();
    const { rows } = await db.query<{
      id: number;
      mpn: string;
      base_key: string;
      category: string;
      parameters: Record<string, string>;
    }>('SELECT p.id, p.mpn, p.base_key, c.name AS category, p.parameters FROM parts p JOIN categories c ON c.id = p.category_id');
    for (const row of rows) {
      const p = row.parameters;
      const kind = KIND_OF_CATEGORY[row.category] ?? '';
      const part: CataloguePart = {
        id: row.id,
        mpnKey: key(row.mpn),
        baseKey: row.base_key,
        kind,
        value: catalogueValue(p.Resistance ?? p.Capacitance ?? p.Inductance),
        package: /^(\d{4})\b/.exec(p['Package / Case'] ?? '')?.[1] ?? '',
        tolerance: /^±([\d.]+)%/.exec(p.Tolerance ?? '') ? Number(/^±([\d.]+)%/.exec(p.Tolerance!)![1]) : null,
        voltage: firstNumber(p['Voltage - Rated']),
        power: firstNumber(p['Power (Watts)']),
        current: firstNumber(p['Current Rating (Amps)']),
        dielectric: (p['Temperature Coefficient'] ?? '').replace('NP0', 'C0G'),
        jumper: p.Tolerance === 'Jumper',
      };
      judge.byId.set(row.id, part);
      judge.keys.add(part.mpnKey);
      if (part.baseKey) judge.baseOf.set(part.mpnKey, part.baseKey);
      judge.keys.add(part.baseKey);
      if (kind) judge.passives.push(part);
    }
    return judge;
  }

  /** Whether the catalogue holds something an engineer would accept for the line. */
  inCatalogue(truth: Truth): boolean {
    if (truth.buy !== 'spec' && truth.buy !== 'mpn') return false;
    if (truth.mpns.some((mpn) => this.keys.has(key(mpn)))) return true;
    return truth.buy === 'spec' && this.passives.some((part) => meets(part, truth));
  }

  /** Whether the part the tool chose is one the engineer would accept. */
  accepts(truth: Truth, productId: number): boolean {
    if (truth.buy !== 'spec' && truth.buy !== 'mpn') return false;
    const part = this.byId.get(productId);
    if (!part) return false;
    // The named number, or the same part in another packaging, whichever of the two is named:
    // W25Q32JVSSIQ accepts W25Q32JVSSIQTR, and S3A-13-F (13-inch reel) accepts S3A-7-F (7-inch reel).
    const samePart = (mpn: string) =>
      key(mpn) === part.mpnKey || key(mpn) === part.baseKey || (part.baseKey !== '' && this.baseOf.get(key(mpn)) === part.baseKey);
    if (truth.mpns.some(samePart)) return true;
    return truth.buy === 'spec' && meets(part, truth);
  }
}

// The dielectric order of the notation decision: a part may be as good or better.
const DIELECTRICS = ['C0G', 'X8R', 'X7R', 'X7S', 'X6S', 'X5R', 'X7T', 'Y5V', 'Z5U'];

function meets(part: CataloguePart, truth: Truth): boolean {
  if (part.kind !== truth.kind || truth.value === null || part.value === null) return false;
  if (Math.abs(part.value - truth.value) > Math.max(1e-15, truth.value * 1e-6)) return false;
  if (!truth.package || part.package !== truth.package) return false;
  const atLeast = (has: number | null, wants: number | null) => wants === null || (has !== null && has >= wants * 0.999);
  if (truth.tolerance !== null && !(truth.value === 0 && part.jumper)) {
    if (part.tolerance === null || part.tolerance > truth.tolerance) return false;
  }
  if (!atLeast(part.voltage, truth.voltage) || !atLeast(part.power, truth.power) || !atLeast(part.current, truth.current)) return false;
  if (truth.dielectric) {
    const want = DIELECTRICS.indexOf(truth.dielectric);
    const has = DIELECTRICS.indexOf(part.dielectric);
    if (has < 0 || has > want) return false;
  }
  return true;
}

/** One BOM's figures. */
export interface CorpusFigures {
  file: string;
  refused: boolean;
  lines: number;
  truthLines: number;
  inCatalogue: number;
  correct: number;
  wrong: number;
  needsReview: number;
  /** What went wrong, one text per wrong auto-match, to print. */
  wrongs: string[];
  /** Truth rows whose line the reading did not produce (a lost row or designator). */
  missing: string[];
  /** In-catalogue truth rows the tool did not match correctly, with its reason. */
  missed: string[];
}

/** A line the tool matched on its own (not a buyer's choice). */
export const autoMatched = (line: BomLine) => line.Part !== null && !line.Chosen && line.Confidence !== 'none';

/** Judges one read BOM against its truth rows. */
export function judgeBom(file: string, detail: BomDetail | null, truths: Truth[], judge: CatalogueJudge): CorpusFigures {
  const mine = truths.filter((truth) => truth.file === file);
  const figures: CorpusFigures = {
    file,
    refused: detail === null,
    lines: detail?.Lines.length ?? 0,
    truthLines: mine.length,
    inCatalogue: 0,
    correct: 0,
    wrong: 0,
    needsReview: detail?.Lines.filter((line) => !line.DNP && line.Part === null).length ?? 0,
    wrongs: [],
    missing: [],
    missed: [],
  };
  for (const truth of mine) {
    const available = judge.inCatalogue(truth);
    if (available) figures.inCatalogue++;
    const line = detail ? lineOf(detail, truth) : undefined;
    if (!line && detail) figures.missing.push(truth.ref);
    // A line read as not fitted is never ordered, whatever part the tool shows beside it.
    if (truth.buy === 'dnp' && line?.DNP) continue;
    if (!line || !autoMatched(line)) {
      if (available && line) figures.missed.push(`${truth.ref} (${truth.mpns.join('|')}): ${line.Reason}`);
      continue;
    }
    if (judge.accepts(truth, line.Part!.ProductID)) {
      if (available) figures.correct++;
    } else {
      figures.wrong++;
      figures.wrongs.push(
        `${truth.ref} (${truth.buy} ${truth.mpns.join('|') || truth.note}) → ${line.Part!.PartNo} (${line.Confidence}): ${line.Reason}`,
      );
    }
  }
  return figures;
}
