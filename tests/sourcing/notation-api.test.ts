import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BomDetail, BomLine, QuickOrderPreview } from '@ferrite/contract';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { api, fileForm, guest } from './helpers';

type Upload = { Id: string; Lines: number; MatchRatePercent: number };
type Row = { id: number; mpn: string; description: string; parameters: Record<string, string> };

/** '10 kΩ' → '10k', '100 nF' → '100n', '2.2 µH' → '2u2': the shorthand an engineer types for a catalogue value. */
function shorthand(display: string): string {
  const match = /^(\d+(?:\.\d+)?) (k|M|n|p|µ)?(Ω|F|H)$/.exec(display);
  if (!match) throw new Error(`no shorthand for ${display}`);
  const [, number, prefix = '', unit] = match as unknown as [string, string, string | undefined, string];
  const letter = prefix === 'µ' ? 'u' : prefix || (unit === 'Ω' ? 'R' : '');
  return number.includes('.') ? number.replace('.', letter) : `${number}${letter}`;
}

const percent = (text: string | undefined) => Number(/(\d+(?:\.\d+)?)%/.exec(text ?? '')?.[1] ?? NaN);
const amps = (text: string | undefined) => {
  const match = /(\d+(?:\.\d+)?)\s*(m?)A/.exec(text ?? '');
  return match ? Number(match[1]) * (match[2] ? 1e-3 : 1) : NaN;
};

describe.each(DATABASE_FLAVOURS)('notations, pastes and quick-order value lines on %s', (flavour) => {
  let store: TestStore;
  const owner = guest();
  /** A 0603 chip resistor of ±1% in the catalogue, and its shorthand ('10k'). */
  let resistor: Row;
  let resistorText: string;
  /** An 0402 X7R capacitor and its shorthand ('100n'). */
  let capacitor: Row;
  let capacitorText: string;

  async function pasted(text: string) {
    const answer = await api<Upload>(store, owner, 'POST', '/bom/Upload', { text });
    expect(answer.status, answer.body.message).toBe(200);
    return (await api<BomDetail>(store, owner, 'GET', `/bom/Detail?id=${answer.body.data.Id}`)).body.data;
  }
  async function partRow(id: number): Promise<Row> {
    const { rows } = await store.db.query<Row>('SELECT id, mpn, description, parameters FROM parts WHERE id = $1', [id]);
    return rows[0]!;
  }
  /** A matched part meets the asked value, package and tolerance. */
  async function expectMeets(line: BomLine, valueKey: string, value: string, chip: string, maxTolerance?: number) {
    expect(line.Part, line.Reason).not.toBeNull();
    const part = await partRow(line.Part!.ProductID);
    expect(part.parameters[valueKey]).toBe(value);
    expect(part.parameters['Package / Case']).toContain(chip);
    if (maxTolerance !== undefined) expect(percent(part.parameters.Tolerance)).toBeLessThanOrEqual(maxTolerance);
  }

  beforeAll(async () => {
    store = await startTestStore(flavour);
    const pick = async (where: string) => {
      const { rows } = await store.db.query<Row>(
        `SELECT id, mpn, description, parameters FROM parts WHERE ${where} AND stock > 0 ORDER BY popularity DESC, id LIMIT 1`,
      );
      expect(rows[0], where).toBeDefined();
      return rows[0]!;
    };
    resistor = await pick(
      `description LIKE 'RES SMD %' AND parameters->>'Tolerance' = '±1%' AND parameters->>'Package / Case' LIKE '0603%' AND parameters->>'Resistance' ~ '^[0-9.]+ (k|M)?Ω$'`,
    );
    resistorText = shorthand(resistor.parameters.Resistance!);
    capacitor = await pick(
      `description LIKE 'CAP CER %' AND parameters->>'Temperature Coefficient' = 'X7R' AND parameters->>'Package / Case' LIKE '0402%' AND parameters->>'Capacitance' ~ '^[0-9.]+ (n|p|µ)F$'`,
    );
    capacitorText = shorthand(capacitor.parameters.Capacitance!);
  });
  afterAll(async () => {
    await store?.stop();
  });

  describe('headerless and space-separated pastes on the BOM page', () => {
    it('reads "PART QTY" lines', async () => {
      const bom = await pasted(`${resistor.mpn} 2\n${capacitor.mpn} 20`);
      expect(bom.Lines.map((line) => [line.PartNo, line.Quantity, line.Confidence])).toEqual([
        [resistor.mpn, 2, 'exact'],
        [capacitor.mpn, 20, 'exact'],
      ]);
    });

    it('reads "QTY PART" lines under a header of words', async () => {
      const bom = await pasted(`QTY PART\n2 ${resistor.mpn}\n20 ${capacitor.mpn}`);
      expect(bom.Lines.map((line) => [line.PartNo, line.Quantity])).toEqual([
        [resistor.mpn, 2],
        [capacitor.mpn, 20],
      ]);
    });

    it('reads "value package tolerance qty" lines as value searches, every match meeting the line', async () => {
      const bom = await pasted(`value package tolerance qty\n${resistorText} 0603 1% 10\n${capacitorText} 0402 X7R 20`);
      expect(bom.Lines.map((line) => [line.Value, line.Quantity])).toEqual([
        [`${resistorText} 0603 1%`, 10],
        [`${capacitorText} 0402 X7R`, 20],
      ]);
      await expectMeets(bom.Lines[0]!, 'Resistance', resistor.parameters.Resistance!, '0603', 1);
      await expectMeets(bom.Lines[1]!, 'Capacitance', capacitor.parameters.Capacitance!, '0402');
      const dielectric = (await partRow(bom.Lines[1]!.Part!.ProductID)).parameters['Temperature Coefficient'];
      expect(['C0G', 'X8R', 'X7R']).toContain(dielectric);
      // Alternatives and the part show value, package and ratings.
      expect(bom.Lines[0]!.Part).toMatchObject({ Value: resistor.parameters.Resistance, Package: '0603' });
      expect(bom.Lines[0]!.Part!.Ratings).toMatch(/%/);
    });

    it('reads shorthand in a Value column with designators: C lines are capacitors, never milliohm resistors', async () => {
      const bom = await pasted(`Designator\tValue\tFootprint\tQty\nC1,C2\t${capacitorText}\tC_0402_1005Metric\t2`);
      const [line] = bom.Lines;
      expect(line!.Reason).not.toMatch(/mΩ|resistor/);
      await expectMeets(line!, 'Capacitance', capacitor.parameters.Capacitance!, '0402');
    });
  });

  describe('never a confidently wrong match', () => {
    it('leaves ferrite beads, crystals and resistor arrays for review instead of matching chip resistors', async () => {
      const bom = await pasted(
        'Designator\tValue\tFootprint\tQty\nFB1\t600R\tL_0603_1608Metric\t1\nY1\t16MHz\tCrystal_SMD_3225-4Pin_3.2x2.5mm\t1\nRN1\t4k7\tR_Array_Convex_4x0603\t1',
      );
      for (const line of bom.Lines) {
        expect(line.Part, line.Designators).toBeNull();
        expect(line.Reason).toMatch(/^needs review/);
      }
      expect(bom.Lines.map((line) => line.Reason)).toEqual([
        'needs review: a ferrite bead is matched by its part number only',
        'needs review: a crystal is matched by its part number only',
        'needs review: a resistor array is matched by its part number only',
      ]);
    });

    it('checks an inductor current: a line asking more than any part carries gets no part, and a choice says it falls short', async () => {
      const { rows } = await store.db.query<Row>(
        `SELECT id, mpn, description, parameters FROM parts WHERE description LIKE 'FIXED IND %' AND parameters->>'Inductance' ~ '^[0-9.]+ (µ|n)H$'
          AND parameters->>'Package / Case' ~ '^[0-9]{4}' ORDER BY popularity DESC, id LIMIT 1`,
      );
      const inductor = rows[0]!;
      const chip = /^(\d{4})/.exec(inductor.parameters['Package / Case']!)![1]!;
      const { rows: same } = await store.db.query<Row>(`SELECT id, mpn, description, parameters FROM parts WHERE parameters @> $1::jsonb`, [
        JSON.stringify({ Inductance: inductor.parameters.Inductance }),
      ]);
      const strongest = Math.max(...same.map((row) => amps(row.parameters['Current Rating (Amps)'])).filter(Number.isFinite));
      const wanted = Math.round((strongest + 1) * 10) / 10;
      const bom = await pasted(
        `Designator\tValue\tFootprint\tQty\nL1\t${shorthand(inductor.parameters.Inductance!)} ${wanted}A\tL_${chip}\t1`,
      );
      const [line] = bom.Lines;
      expect(line!.Part).toBeNull();
      expect(line!.Reason).toMatch(/rated .* A, below .* A|no current rating stated/);
      if (line!.Alternatives.length > 0) {
        const alternative = line!.Alternatives[0]!;
        const chose = await api(store, owner, 'POST', '/bom/Choose', { id: bom.Id, line: 1, partId: alternative.ProductID });
        expect(chose.status, chose.body.message).toBe(200);
        const after = (await api<BomDetail>(store, owner, 'GET', `/bom/Detail?id=${bom.Id}`)).body.data.Lines[0]!;
        expect(after.Confidence).toBe('partial');
        expect(after.Reason).toMatch(/^chosen by you, but it does not meet the line: /);
      }
    });

    it('keeps tolerance when the Value column comes before the description', async () => {
      const bom = await pasted(
        `Value\tDescription\tDesignator\tFootprint\n${resistorText}\tResistor thick film 1% 0.1W\tR1\tR_0603_1608Metric`,
      );
      await expectMeets(bom.Lines[0]!, 'Resistance', resistor.parameters.Resistance!, '0603', 1);
    });

    it('marks DNP, "Leave empty" and NC values as not fitted', async () => {
      const bom = await pasted(
        `Designator\tValue\tQty\nR1\t${resistorText} DNP\t1\nR2\tLeave empty\t1\nC3\tNC\t1\nC4\t${capacitorText}\t1`,
      );
      expect(bom.Lines.map((line) => line.DNP)).toEqual([true, true, true, false]);
    });
  });

  describe('column aliases', () => {
    it('reads Designation, Manufacturer Part Number, MFG1, MPN2 and an LCSC code column that is not a part number', async () => {
      const csv = `Designation,Comment,Footprint,Manufacturer Part Number,MFG1,MPN2,LCSC Part #,Qty\nR1 R2,${resistorText},R_0603_1608Metric,NO-SUCH-MPN-1,Acme,${resistor.mpn},C25804,2\n`;
      const answer = await api<Upload>(store, owner, 'POST', '/bom/Upload', fileForm('jlc.csv', csv));
      expect(answer.status, answer.body.message).toBe(200);
      const bom = (await api<BomDetail>(store, owner, 'GET', `/bom/Detail?id=${answer.body.data.Id}`)).body.data;
      expect(bom.Columns.map((column) => column.Field)).toEqual([
        'designators',
        'value',
        'package',
        'partNo',
        'manufacturer',
        'altPartNo',
        'sku',
        'quantity',
      ]);
      const [line] = bom.Lines;
      expect(line!.PartNo).toBe('NO-SUCH-MPN-1');
      // The second source is known: the line is matched on it.
      expect(line!.Part?.PartNo).toBe(resistor.mpn);
    });

    it('tries a part number written in the Value column', async () => {
      const bom = await pasted(`Designator\tValue\tQty\nU1\t${capacitor.mpn}\t1`);
      expect(bom.Lines[0]!.Part?.PartNo).toBe(capacitor.mpn);
    });
  });

  describe('export', () => {
    it('writes designators in full', async () => {
      const bom = await pasted(`Designator\tMPN\tQty\nC1,C3,C5\t${capacitor.mpn}\t3`);
      const response = await fetch(`${store.url}/bom/${bom.Id}/export.csv`, {
        headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(response.status).toBe(200);
      const csv = await response.text();
      expect(csv).toContain('"C1, C3, C5"');
      expect(csv).not.toContain('C1,3,5');
    });
  });

  describe('quick order', () => {
    it('reads "10k 0603 1% 10" as a value search for 10 pieces, not part "10k" times 603', async () => {
      const text = `${resistorText} 0603 1% 10\n${resistor.mpn} 2`;
      const answer = await api<QuickOrderPreview>(store, guest(), 'POST', '/quickorder/Resolve', { text });
      expect(answer.status, answer.body.message).toBe(200);
      const [value, numbered] = answer.body.data.Lines;
      expect(value).toMatchObject({ PartNo: `${resistorText} 0603 1%`, Quantity: 10, Status: 'found' });
      const part = await partRow(value!.Part!.ProductID);
      expect(part.parameters.Resistance).toBe(resistor.parameters.Resistance);
      expect(part.parameters['Package / Case']).toContain('0603');
      expect(percent(part.parameters.Tolerance)).toBeLessThanOrEqual(1);
      expect(numbered).toMatchObject({ PartNo: resistor.mpn, Quantity: 2, Status: 'found' });
    });
  });
});
