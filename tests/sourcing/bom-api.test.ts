import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BomDetail, BomLine, BomSummary, CartLine } from '@ferrite/contract';
import { readUploadedFile } from '../../packages/server/src/sourcing/bom/table-read';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { api, bom200, count, fileForm, guest, signedInUser, type Visitor } from './helpers';

type Upload = { Id: string; Lines: number; MatchRatePercent: number };

/** What a buyer wrote on a line, for comparing two readings of the same BOM. */
const sourceOf = (line: BomLine) => ({
  PartNo: line.PartNo,
  Manufacturer: line.Manufacturer,
  Quantity: line.Quantity,
  Designators: line.Designators,
  Value: line.Value,
  Description: line.Description,
  Package: line.Package,
  DNP: line.DNP,
});

describe.each(DATABASE_FLAVOURS)('the BOM tool API on %s', (flavour) => {
  let store: TestStore;
  const owner = guest();
  let fixture: BomDetail;

  async function upload(visitor: Visitor, name: string, content: Uint8Array | string, fields: Record<string, string> = {}) {
    return api<Upload>(store, visitor, 'POST', '/bom/Upload', fileForm(name, content, fields));
  }
  async function detail(visitor: Visitor, id: string, query = '') {
    return api<BomDetail>(store, visitor, 'GET', `/bom/Detail?id=${id}${query}`);
  }

  beforeAll(async () => {
    store = await startTestStore(flavour);
    const uploaded = await upload(owner, 'bom-200.csv', bom200());
    expect(uploaded.status, uploaded.body.message).toBe(200);
    fixture = (await detail(owner, uploaded.body.data.Id)).body.data;
  });
  afterAll(async () => {
    await store?.stop();
  });

  describe('the 200-line fixture', () => {
    it('is read whole: header found under the preamble, every row a line, in order', () => {
      expect(fixture.HeaderRow).toBe(5);
      expect(fixture.Lines).toHaveLength(200);
      expect(fixture.Lines.map((line) => line.Row)).toEqual(Array.from({ length: 200 }, (_, i) => i + 6));
      expect(fixture.Columns.map((c) => c.Field)).toEqual([
        'value',
        'description',
        'designators',
        'package',
        null,
        'quantity',
        'manufacturer',
        'partNo',
        'dnp',
      ]);
    });

    it('matches at least 85% of the lines to order, and says why for every line', () => {
      const t = fixture.Totals;
      console.log(
        `[${flavour}] BOM fixture match rate: ${t.MatchRatePercent}% (${t.Exact} exact, ${t.Partial} partial, ${t.Unmatched} not matched, ${t.DNP} DNP of ${t.Lines} lines)`,
      );
      expect(t.MatchRatePercent).toBeGreaterThanOrEqual(85);
      expect(t.Exact).toBeGreaterThanOrEqual(100);
      expect(t.DNP).toBe(10);
      for (const line of fixture.Lines) expect(line.Reason, `line ${line.Line}`).not.toBe('');
      // The items no distributor sells are listed as not matched, not dropped.
      expect(fixture.Lines.filter((line) => !line.DNP && !line.Part).map((line) => line.Value)).toEqual(
        expect.arrayContaining(['PCB', 'Label', 'Screw', 'Firmware']),
      );
    });

    it('lists DNP lines but leaves them out of quantities and totals', () => {
      const dnp = fixture.Lines.filter((line) => line.DNP);
      expect(dnp).toHaveLength(10);
      for (const line of dnp) expect(line.Pricing).toBeNull();
      const priced = fixture.Lines.filter((line) => line.Pricing).reduce((sum, line) => sum + line.Pricing!.TotalMicros, 0);
      expect(fixture.Totals.TotalMicros).toBe(priced);
    });

    it('never offers a part whose package differs from the footprint', () => {
      let compared = 0;
      for (const line of fixture.Lines) {
        const chip = /(?:^|_)(0201|0402|0603|0805|1206|1210|2010|2512)_/.exec(line.Package)?.[1];
        if (!chip) continue;
        for (const part of [line.Part, ...line.Alternatives]) {
          if (!part?.Package || !/^\d{4}$/.test(part.Package)) continue;
          expect(part.Package, `line ${line.Line}`).toBe(chip);
          compared += 1;
        }
      }
      // The fixture has chip footprints with offers: an empty comparison would prove nothing.
      expect(compared).toBeGreaterThan(0);
    });
  });

  it('reads an XLSX made by exceljs as the same lines as the CSV', async () => {
    const { grid } = await readUploadedFile({ fileName: 'bom-200.csv', data: bom200() });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('BOM');
    // Quantities become number cells as a spreadsheet makes them; a part number of digits with a
    // leading zero (Molex 0022284023) stays text, since Excel users type those as text to keep the zero.
    for (const row of grid) sheet.addRow(row.map((cell) => (/^[1-9]\d*$/.test(cell) ? Number(cell) : cell)));
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const uploaded = await upload(owner, 'bom-200.xlsx', xlsx);
    expect(uploaded.status, uploaded.body.message).toBe(200);
    const fromXlsx = (await detail(owner, uploaded.body.data.Id)).body.data;
    expect(fromXlsx.SourceKind).toBe('xlsx');
    expect(fromXlsx.Lines.map(sourceOf)).toEqual(fixture.Lines.map(sourceOf));
    expect(fromXlsx.Totals.MatchRatePercent).toBe(fixture.Totals.MatchRatePercent);
  });

  it.each(['xlsx', 'csv'] as const)('round-trips through its %s export: exported, uploaded again, the same lines', async (format) => {
    const response = await fetch(`${store.url}/bom/${fixture.Id}/export.${format}?builds=5`, {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`priced.${format}`);
    const exported = new Uint8Array(await response.arrayBuffer());
    const again = await upload(owner, `again.${format}`, exported);
    expect(again.status, again.body.message).toBe(200);
    const reread = (await detail(owner, again.body.data.Id)).body.data;
    expect(reread.HeaderRow).toBe(1);
    expect(reread.Lines.map(sourceOf)).toEqual(fixture.Lines.map(sourceOf));
  });

  describe('files it cannot read get a clear message, and nothing is stored', () => {
    const tooManyLines = `MPN,Qty\n${Array.from({ length: 3001 }, (_, i) => `PART${i},1`).join('\n')}\n`;
    it.each([
      ['a PDF', 'datasheet.pdf', '%PDF-1.7\n...', 400, /not a file type the BOM tool reads/],
      ['an image named .csv', 'bom.csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 400, /not a text file/],
      [
        'an old .xls workbook',
        'bom.xls',
        new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        400,
        /\.xls\) files are not supported/,
      ],
      ['a damaged .xlsx', 'bom.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), 400, /damaged/],
      ['an empty file', 'bom.csv', '', 400, /empty/],
      ['a file of blank lines', 'bom.csv', '\r\n\r\n  \r\n', 400, /empty/],
      ['a header without lines', 'bom.csv', 'MPN,Qty\n', 400, /no lines/],
      ['a 50 MB file', 'huge.csv', new Uint8Array(50 * 1024 * 1024).fill(0x41), 413, /larger than the 5 MB limit/],
      [
        'a quote that never closes',
        'bom.csv',
        'MPN,Qty,Ref\nA1,1,R1\n"B2,2,R2\nC3,3,R3\n',
        400,
        /Row 3: a quoted cell is opened but never closed/,
      ],
      ['a row of 150 cells', 'bom.csv', `MPN,Qty\nA1,1\n${'x,'.repeat(150)}\n`, 400, /row 3: It has 151 cells/],
      ['a cell of 3,000 characters', 'bom.csv', `MPN,Qty\n${'A'.repeat(3000)},1\n`, 400, /longer than 2,000 characters/],
      ['more than 3,000 lines', 'bom.csv', tooManyLines, 400, /more than 3,000 lines/],
    ])('%s', async (_what, name, content, status, message) => {
      const before = await count(store, 'boms');
      const answer = await upload(guest(), name, content);
      expect(answer.status).toBe(status);
      expect(answer.body.state).toBe('error');
      expect(answer.body.message).toMatch(message);
      expect(await count(store, 'boms')).toBe(before);
    });

    it('a request with neither file nor text', async () => {
      const answer = await api(store, guest(), 'POST', '/bom/Upload', {});
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/Choose a CSV, TSV or XLSX file, or paste/);
    });
  });

  it('takes pasted lines without a header, guessing the columns from their content', async () => {
    const answer = await api<Upload>(store, owner, 'POST', '/bom/Upload', { text: 'RC0603FR-0710KL\t4\tR1-R4\nERJ-3EKF1002V\t2\tR5,R6' });
    expect(answer.status, answer.body.message).toBe(200);
    const bom = (await detail(owner, answer.body.data.Id)).body.data;
    expect(bom.HeaderRow).toBe(0);
    expect(bom.Lines.map((line) => [line.PartNo, line.Quantity, line.Designators, line.Confidence])).toEqual([
      ['RC0603FR-0710KL', 4, 'R1-4', 'exact'],
      ['ERJ-3EKF1002V', 2, 'R5-6', 'exact'],
    ]);
  });

  it('lets the owner change the header row and the columns, and remembers the mapping for the next upload', async () => {
    const visitor = guest();
    const csv = 'Stock code,How many,Refs\nRC0603FR-0710KL,3,R1 R2 R3\nERJ-3EKF1002V,1,R4\n';
    const first = await upload(visitor, 'house.csv', csv);
    expect(first.status, first.body.message).toBe(200);
    let bom = (await detail(visitor, first.body.data.Id)).body.data;
    expect(bom.Columns.map((c) => c.Field)).toEqual(['partNo', 'quantity', 'designators']);
    // Map by hand: 'Stock code' is a description here, not a part number.
    const mapped = await api(store, visitor, 'POST', '/bom/Mapping', {
      id: bom.Id,
      headerRow: 1,
      column: ['description', 'quantity', 'designators'],
    });
    expect(mapped.status, mapped.body.message).toBe(200);
    bom = (await detail(visitor, bom.Id)).body.data;
    expect(bom.Columns.map((c) => c.Field)).toEqual(['description', 'quantity', 'designators']);
    expect(bom.Lines[0]!.PartNo).toBe('');
    expect(visitor.cookies.get('bomcols')).toBeTruthy();
    const second = await upload(visitor, 'house-2.csv', csv);
    const again = (await detail(visitor, second.body.data.Id)).body.data;
    expect(again.Columns.map((c) => c.Field)).toEqual(['description', 'quantity', 'designators']);
    // Another header row: the columns are detected again under it; one that leaves no part column is refused and changes nothing.
    const refused = await api(store, visitor, 'POST', '/bom/Mapping', { id: again.Id, headerRow: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/No column holds part numbers/);
    expect((await detail(visitor, again.Id)).body.data.HeaderRow).toBe(1);
    const moved = await api(store, visitor, 'POST', '/bom/Mapping', { id: again.Id, headerRow: 2 });
    expect(moved.status, moved.body.message).toBe(200);
    const reread = (await detail(visitor, again.Id)).body.data;
    expect(reread.HeaderRow).toBe(2);
    expect(reread.Lines.map((line) => line.PartNo)).toEqual(['ERJ-3EKF1002V']);
  });

  it('multiplies by builds and attrition, rounds to MOQ and multiples, and raises to a cheaper price break with the saving shown', async () => {
    const planned = (await detail(owner, fixture.Id, '&builds=25&attrition=2.5')).body.data;
    expect(planned.Builds).toBe(25);
    expect(planned.AttritionPercent).toBe(2.5);
    let raised = 0;
    for (const line of planned.Lines) {
      if (!line.Pricing || !line.Part) continue;
      const p = line.Pricing;
      expect(p.Required).toBe(Math.ceil((line.Quantity! * 25 * 1025) / 1000));
      expect(p.Rounded).toBeGreaterThanOrEqual(Math.max(p.Required, line.Part.MOQ));
      expect(p.Rounded % line.Part.OrderMultiple).toBe(0);
      expect(p.OrderQty % line.Part.OrderMultiple).toBe(0);
      if (p.RaisedToBreak !== null) {
        raised++;
        expect(p.OrderQty).toBeGreaterThan(p.Rounded);
        expect(p.SavingMicros).toBeGreaterThan(0);
      } else expect(p.SavingMicros).toBe(0);
      expect(p.Shortfall).toBe(Math.max(0, p.OrderQty - line.Part.Stock));
    }
    expect(raised).toBeGreaterThan(0);
    expect(planned.Totals.SavingMicros).toBeGreaterThan(0);
  });

  it('never offers an 0603 part for 1206 pads: a named 0603 part on a 1206 footprint is not chosen, 1206 parts of its value are offered', async () => {
    const visitor = guest();
    const uploaded = await upload(visitor, 'pads.csv', 'Designator,MPN,Qty,Footprint\nR1,RC0603FR-0710KL,1,R_1206_3216Metric\n');
    const [line] = (await detail(visitor, uploaded.body.data.Id)).body.data.Lines;
    expect(line!.Confidence).toBe('none');
    expect(line!.Part).toBeNull();
    expect(line!.Reason).toMatch(/0603, not 1206/);
    for (const alternative of line!.Alternatives) expect(alternative.Package).toBe('1206');
  });

  it('keeps a BOM private to its owner until shared; shared, others may view but not change it', async () => {
    const stranger = guest();
    expect((await detail(stranger, fixture.Id)).status).toBe(404);
    const shared = await api<{ ShareUrl: string }>(store, owner, 'POST', '/bom/Share', { id: fixture.Id });
    expect(shared.status).toBe(200);
    // The share link has an id of its own, so it can be withdrawn (bom-flow.test.ts).
    const link = /\/bom\/([\w-]{22})$/.exec(shared.body.data.ShareUrl)![1]!;
    const seen = await detail(stranger, link);
    expect(seen.status).toBe(200);
    expect(seen.body.data.IsOwner).toBe(false);
    expect(seen.body.data.Totals.MatchRatePercent).toBe(fixture.Totals.MatchRatePercent);
    const changed = await api(store, stranger, 'POST', '/bom/Choose', { id: link, line: 1, partId: 0 });
    expect(changed.status).toBe(403);
    expect((await api(store, stranger, 'POST', '/bom/Delete', { id: link })).status).toBe(403);
  });

  it('lets the owner pick an offered alternative or order nothing, and refuses parts it did not offer', async () => {
    const line = fixture.Lines.find((l) => l.Alternatives.length > 0 && l.Part && !l.DNP)!;
    const alternative = line.Alternatives[0]!;
    expect(
      (await api(store, owner, 'POST', '/bom/Choose', { id: fixture.Id, line: line.Line, partId: alternative.ProductID })).status,
    ).toBe(200);
    let chosen = (await detail(owner, fixture.Id)).body.data.Lines[line.Line - 1]!;
    expect(chosen).toMatchObject({ Chosen: true, Method: 'chosen', Confidence: 'exact' });
    expect(chosen.Part!.ProductID).toBe(alternative.ProductID);
    expect((await api(store, owner, 'POST', '/bom/Choose', { id: fixture.Id, line: line.Line, partId: 0 })).status).toBe(200);
    chosen = (await detail(owner, fixture.Id)).body.data.Lines[line.Line - 1]!;
    expect(chosen.Part).toBeNull();
    const refused = await api(store, owner, 'POST', '/bom/Choose', { id: fixture.Id, line: line.Line, partId: 999_999 });
    expect(refused.status).toBe(400);
    // Back to the match as it was.
    expect((await api(store, owner, 'POST', '/bom/Choose', { id: fixture.Id, line: line.Line, partId: line.Part!.ProductID })).status).toBe(
      200,
    );
    expect((await detail(owner, fixture.Id)).body.data.Lines[line.Line - 1]!.Chosen).toBe(false);
  });

  it('puts matched lines into the cart with their designators compressed, e.g. R1-3,5', async () => {
    const visitor = guest();
    const csv = 'Designator,MPN,Qty\n"R1,R2,R3,R5",RC0603FR-0710KL,4\nC9,NOT-A-REAL-PART,1\n';
    const uploaded = await upload(visitor, 'cart.csv', csv);
    const bom = (await detail(visitor, uploaded.body.data.Id)).body.data;
    const added = await api<{ Added: number; Skipped: number }>(store, visitor, 'POST', '/bom/AddToCart', { id: bom.Id });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.data).toMatchObject({ Added: 1, Skipped: 1 });
    const cart = await api<CartLine[]>(store, visitor, 'GET', '/shopcart/GetShopCartList');
    expect(cart.body.data).toHaveLength(1);
    expect(cart.body.data[0]).toMatchObject({ PartNo: 'RC0603FR-0710KL', Reference: 'R1-3,5' });
    expect(cart.body.data[0]!.Product.OrderQty).toBe(bom.Lines[0]!.Pricing!.OrderQty);
  });

  it('saves BOMs for signed-in users, lists them and reopens them; guests are asked to sign in', async () => {
    const guestSave = await api(store, owner, 'POST', '/bom/Save', { id: fixture.Id, name: 'Guest try' });
    expect(guestSave.status).toBe(403);
    expect(guestSave.body.state).toBe('warning');
    const user = await signedInUser(store);
    const uploaded = await upload(user, 'bom-200.csv', bom200());
    const saved = await api(store, user, 'POST', '/bom/Save', {
      id: uploaded.body.data.Id,
      name: 'Demo board rev B',
      builds: 50,
      attrition: 1.5,
    });
    expect(saved.status, saved.body.message).toBe(200);
    const list = await api<BomSummary[]>(store, user, 'GET', '/bom/List');
    expect(list.body.data).toEqual([expect.objectContaining({ Id: uploaded.body.data.Id, Name: 'Demo board rev B', Lines: 200 })]);
    const reopened = (await detail(user, uploaded.body.data.Id)).body.data;
    expect(reopened).toMatchObject({
      Saved: true,
      Name: 'Demo board rev B',
      Builds: 50,
      AttritionPercent: 1.5,
      IsOwner: true,
      CanSave: true,
    });
    expect((await api(store, await signedInUser(store, 'Other One'), 'GET', '/bom/List')).body.data).toEqual([]);
    expect((await api(store, guest(), 'GET', '/bom/List')).status).toBe(403);
  });

  it('answers 404 for ids that are not BOMs, never 5xx', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', "x' OR 1=1 --", '../../etc/passwd']) {
      const answer = await detail(guest(), encodeURIComponent(id));
      expect(answer.status).toBe(404);
    }
  });
});
