import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BomDetail, BomLine, BomMappingPreview } from '@ferrite/contract';
import { priceLine } from '../../packages/server/src/sourcing/bom/pricing';
import { parseDelimited } from '../../packages/server/src/sourcing/bom/table-read';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { api, bom200, count, fileForm, guest, page, reelWithCutTape, UNGUESSABLE_BOM, type Visitor } from './helpers';

type Upload = { Id: string; Lines: number; MatchRatePercent: number; NeedsMapping?: boolean };

describe.each(DATABASE_FLAVOURS)('the BOM flow on %s: mapping step, round-ups, JLCPCB export, share links', (flavour) => {
  let store: TestStore;

  async function upload(visitor: Visitor, name: string, content: Uint8Array | string) {
    return api<Upload>(store, visitor, 'POST', '/bom/Upload', fileForm(name, content));
  }
  async function detail(visitor: Visitor, id: string, query = '') {
    return api<BomDetail>(store, visitor, 'GET', `/bom/Detail?id=${id}${query}`);
  }

  beforeAll(async () => {
    store = await startTestStore(flavour);
  });
  afterAll(async () => {
    await store?.stop();
  });

  describe('a file whose columns cannot be told is stored and waits on the mapping step', () => {
    const owner = guest();
    let id: string;

    beforeAll(async () => {
      const uploaded = await upload(owner, 'regler.csv', UNGUESSABLE_BOM);
      expect(uploaded.status, uploaded.body.message).toBe(200);
      expect(uploaded.body.data).toMatchObject({ Lines: 0, NeedsMapping: true });
      expect(uploaded.body.message).toMatch(/could not tell which columns hold the parts/);
      id = uploaded.body.data.Id;
    });

    it('shows the first rows and no lines until the columns are chosen', async () => {
      const bom = (await detail(owner, id)).body.data;
      expect(bom.NeedsMapping).toBe(true);
      expect(bom.Lines).toEqual([]);
      expect(bom.PreviewRows.map((row) => row.Cells[0])).toEqual(['Projekt: Regler rev C', 'Teil', 'R1,R2', 'C1', 'U1']);
    });

    it('previews a header row and mapping as the lines will be read, storing nothing', async () => {
      const preview = await api<BomMappingPreview>(store, owner, 'POST', '/bom/MappingPreview', {
        id,
        headerRow: 2,
        fromRow: 2,
        column: ['designators', 'quantity', 'value', 'package'],
      });
      expect(preview.status, preview.body.message).toBe(200);
      expect(preview.body.data).toMatchObject({ HeaderRow: 2, Ready: true, LineCount: 3 });
      expect(preview.body.data.Columns.map((column) => [column.Header, column.Field])).toEqual([
        ['Teil', 'designators'],
        ['Anz.', 'quantity'],
        ['Bauteil', 'value'],
        ['Gehäuse', 'package'],
      ]);
      expect(preview.body.data.Lines.map((line) => [line.Row, line.Designators, line.Quantity, line.Value, line.Package])).toEqual([
        [3, 'R1-2', 2, '10k', '0603'],
        [4, 'C1', 1, '100n', '0402'],
        [5, 'U1', 1, 'LM358DR', 'SOIC-8'],
      ]);
      expect((await detail(owner, id)).body.data.NeedsMapping).toBe(true);
    });

    it('keeps the roles chosen under one header row when the header row changes', async () => {
      // Chosen with no header row (row 0: every row data), then the header moved to row 2: same columns, same roles.
      const preview = await api<BomMappingPreview>(store, owner, 'POST', '/bom/MappingPreview', {
        id,
        headerRow: 2,
        fromRow: 0,
        column: ['designators', 'quantity', 'value', ''],
      });
      expect(preview.body.data.Columns.map((column) => column.Field)).toEqual(['designators', 'quantity', 'value', null]);
    });

    it.each([
      ['a role that does not exist', { headerRow: 2, column: ['designators', 'colour', 'value', ''] }, /“colour” is not a column role/],
      ['no column with parts', { headerRow: 2, column: ['designators', 'quantity', '', ''] }, /No column holds part numbers/],
      [
        'a header row below every line',
        { headerRow: 5, column: ['designators', 'quantity', 'value', ''] },
        /no lines below that header row/,
      ],
      ['a header row that is not a number', { headerRow: 'two', column: ['value'] }, /header row must be a number/],
    ])('refuses %s with a clear 400 and changes nothing', async (_what, mapping, message) => {
      const before = (await detail(owner, id)).body.data;
      const answer = await api(store, owner, 'POST', '/bom/Mapping', { id, ...mapping });
      expect(answer.status).toBe(400);
      expect(answer.body.state).toBe('error');
      expect(answer.body.message).toMatch(message);
      const after = (await detail(owner, id)).body.data;
      expect(after).toMatchObject({ NeedsMapping: true, HeaderRow: before.HeaderRow, UpdatedAt: before.UpdatedAt });
      expect(after.Columns).toEqual(before.Columns);
    });

    it('continues to matching with the chosen mapping', async () => {
      const mapped = await api(store, owner, 'POST', '/bom/Mapping', {
        id,
        headerRow: 2,
        fromRow: 2,
        column: ['designators', 'quantity', 'value', 'package'],
      });
      expect(mapped.status, mapped.body.message).toBe(200);
      const bom = (await detail(owner, id)).body.data;
      expect(bom.NeedsMapping).toBe(false);
      expect(bom.Lines.map((line) => [line.Designators, line.Quantity, line.Value])).toEqual([
        ['R1-2', 2, '10k'],
        ['C1', 1, '100n'],
        ['U1', 1, 'LM358DR'],
      ]);
      expect(bom.Lines[2]!.Part?.PartNo).toBe('LM358DR');
    });

    it('is the owner’s only: a stranger cannot preview or map it', async () => {
      const stranger = await api(store, guest(), 'POST', '/bom/MappingPreview', { id, headerRow: 2 });
      expect(stranger.status).toBe(404);
    });
  });

  describe('buying quantities an engineer would accept', () => {
    it('buys cut tape for 4 rather than a full reel, lets the buyer pick the reel, and then flags it with the cheaper option', async () => {
      const reel = await reelWithCutTape(store);
      const visitor = guest();
      const uploaded = await upload(visitor, 'reel.csv', `Designator,MPN,Qty\n"R1,R2,R3,R4",${reel.reel},4\n`);
      expect(uploaded.status, uploaded.body.message).toBe(200);
      const id = uploaded.body.data.Id;
      let [line] = (await detail(visitor, id)).body.data.Lines;
      // The default: the cheapest total for what is needed, the same part on cut tape.
      expect(line!.Part!.PartNo).toBe(reel.cut);
      expect(line!.CheapestOf).toBe(reel.reel);
      // 4 needed, none forced on top (a price break may still make 10 cheaper than 4).
      expect(line!.Pricing!.Rounded).toBe(4);
      expect(line!.Pricing!.OrderQty).toBeLessThan(100);
      expect(line!.Pricing!.RoundUp).toBeNull();

      // The buyer may still want the reel: then the line says what that costs, and what 4 would.
      expect((await api(store, visitor, 'POST', '/bom/Choose', { id, line: 1, partId: reel.reel_id })).status).toBe(200);
      const bom = (await detail(visitor, id)).body.data;
      line = bom.Lines[0];
      expect(line!.Part!.PartNo).toBe(reel.reel);
      expect(line!.Pricing).toMatchObject({ Required: 4, OrderQty: reel.reel_moq, RoundUp: { Kind: 'reel' } });
      expect(line!.Pricing!.Cheaper).toMatchObject({ ProductID: reel.cut_id, PartNo: reel.cut, Packaging: 'Cut Tape', SamePart: true });
      expect(line!.Pricing!.Cheaper!.OrderQty).toBeLessThan(100);
      expect(line!.Pricing!.Cheaper!.TotalMicros).toBeLessThan(line!.Pricing!.TotalMicros);
      // Totals carry the buyer's reel, and say what the round-up costs over the cheaper option.
      expect(bom.Totals.RoundUpLines).toBe(1);
      expect(bom.Totals.RoundUpExtraMicros).toBe(line!.Pricing!.TotalMicros - line!.Pricing!.Cheaper!.TotalMicros);

      // One click back to cut tape.
      expect((await api(store, visitor, 'POST', '/bom/Choose', { id, line: 1, partId: reel.cut_id })).status).toBe(200);
      const back = (await detail(visitor, id)).body.data;
      expect(back.Lines[0]!.Part!.PartNo).toBe(reel.cut);
      expect(back.Totals.RoundUpLines).toBe(0);
    });

    it('back-orders rather than buy a whole reel that is in stock, when the reel costs over twice as much and $50 more', async () => {
      // A reel whose smallest order costs well over $50 (its cut tape for 4 pieces costs cents).
      const reel = await reelWithCutTape(store, 60_000_000);
      // Only the reel ships now: its cut tape and every other maker's equal part are out of stock.
      const { rows: others } = await store.db.query<{ id: number; stock: number }>(
        'SELECT id, stock FROM parts WHERE base_key = (SELECT base_key FROM parts WHERE id = $1) AND id <> $1',
        [reel.reel_id],
      );
      await store.db.query('UPDATE parts SET stock = 0 WHERE id = ANY($1::int[])', [others.map((o) => o.id)]);
      try {
        const visitor = guest();
        const uploaded = await upload(visitor, 'reel-short.csv', `Designator,MPN,Qty\n"R1,R2,R3,R4",${reel.reel},4\n`);
        expect(uploaded.status, uploaded.body.message).toBe(200);
        const [line] = (await detail(visitor, uploaded.body.data.Id)).body.data.Lines;
        // 4 pieces to back-order, not a reel of thousands because it ships today.
        expect(line!.Part!.PartNo).not.toBe(reel.reel);
        expect(line!.Part!.Stock).toBe(0);
        expect(line!.Pricing!.OrderQty).toBeLessThan(reel.reel_moq);
      } finally {
        for (const other of others) await store.db.query('UPDATE parts SET stock = $2 WHERE id = $1', [other.id, other.stock]);
      }
    });

    it('revisits the choice when the build count changes: the cheapest equal part for each build, value matches included', async () => {
      const visitor = guest();
      const uploaded = await upload(visitor, 'bom-200.csv', bom200());
      const id = uploaded.body.data.Id;
      // Each build count is priced by concurrent requests, as a buyer trying several counts would.
      const plans = ['&builds=1', '&builds=50', '&builds=2000', '&builds=20000'];
      const boms = (await Promise.all(plans.map((query) => detail(visitor, id, query)))).map((answer) => answer.body.data);
      const partsAt = (bom: BomDetail) => bom.Lines.map((line) => line.Part?.ProductID ?? null);
      let checked = 0;
      for (const bom of boms) {
        for (const line of bom.Lines.filter((l: BomLine) => l.Pricing && l.Part && !l.Chosen)) {
          // No offered equal part that its stock covers buys the need for less (value matches: every alternative meets the line).
          if (line.Method !== 'description' || line.Part!.Stock < line.Pricing!.OrderQty) continue;
          for (const other of line.Alternatives) {
            if (other.PriceBreaks.length === 0) continue;
            const price = priceLine(line.Pricing!.Required, {
              moq: other.MOQ,
              orderMultiple: other.OrderMultiple,
              priceBreaks: other.PriceBreaks,
            });
            if (other.Stock < price.orderQuantity) continue;
            expect(price.totalMicros, `line ${line.Line} at ${bom.Builds} builds: ${other.PartNo}`).toBeGreaterThanOrEqual(
              line.Pricing!.TotalMicros,
            );
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
      const changed = partsAt(boms[0]!).filter((part, i) => part !== partsAt(boms[3]!)[i]).length;
      console.log(
        `[${flavour}] 200-line fixture: ${changed} lines take another equal part at 20,000 builds than at 1; ${checked} alternatives checked`,
      );
      expect(changed).toBeGreaterThan(0);
    });
  });

  describe('export and share', () => {
    it('exports a JLCPCB-ready CSV beside the priced ones: their columns, designators in full, the LCSC code', async () => {
      const visitor = guest();
      const csv = 'Designator,Comment,Footprint,LCSC Part #,Qty\n"C1,C3,C5",100nF,C_0402_1005Metric,C1525,3\nR9,10k,R_0603,C25804,1\n';
      const uploaded = await upload(visitor, 'jlc.csv', csv);
      expect(uploaded.status, uploaded.body.message).toBe(200);
      const response = await fetch(`${store.url}/bom/${uploaded.body.data.Id}/export.jlc.csv`, {
        headers: { cookie: [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain('jlc-jlcpcb.csv');
      const rows = parseDelimited((await response.text()).replace(/^\uFEFF/, '').trim(), ',');
      expect(rows).toEqual([
        ['Comment', 'Designator', 'Footprint', 'LCSC Part #'],
        ['100nF', 'C1, C3, C5', 'C_0402_1005Metric', 'C1525'],
        ['10k', 'R9', 'R_0603', 'C25804'],
      ]);
    });

    it('shares under a link of its own that the owner can withdraw (410), and a new share makes a new link', async () => {
      const owner = guest();
      const stranger = guest();
      const uploaded = await upload(owner, 'share.csv', 'MPN,Qty\nLM358DR,2\n');
      const id = uploaded.body.data.Id;
      const first = await api<{ ShareUrl: string }>(store, owner, 'POST', '/bom/Share', { id });
      expect(first.status).toBe(200);
      const token = /\/bom\/([\w-]{22})$/.exec(first.body.data.ShareUrl)?.[1];
      expect(token).toBeDefined();
      expect(token).not.toBe(id);
      // The link shows the BOM read-only, under the link's id: the owner's id stays private.
      const seen = await detail(stranger, token!);
      expect(seen.status).toBe(200);
      expect(seen.body.data).toMatchObject({ Id: token, IsOwner: false, Shared: true });
      expect((await detail(stranger, id)).status).toBe(404);
      const exported = await fetch(`${store.url}/bom/${token}/export.csv`);
      expect(exported.status).toBe(200);
      // Sharing again keeps the link.
      expect((await api<{ ShareUrl: string }>(store, owner, 'POST', '/bom/Share', { id })).body.data.ShareUrl).toBe(
        first.body.data.ShareUrl,
      );
      expect((await api(store, stranger, 'POST', '/bom/Unshare', { id: token! })).status).toBe(403);

      const withdrawn = await api(store, owner, 'POST', '/bom/Unshare', { id });
      expect(withdrawn.status, withdrawn.body.message).toBe(200);
      const gone = await detail(stranger, token!);
      expect(gone.status).toBe(410);
      expect(gone.body.message).toMatch(/stopped sharing it/);
      expect((await fetch(`${store.url}/bom/${token}/export.csv`)).status).toBe(410);
      const goneText = await page(store, stranger, `/bom/${token}`);
      expect(goneText.status).toBe(410);
      expect(goneText.html).toContain('This link no longer works');
      // The owner still has it.
      expect((await detail(owner, id)).body.data.Shared).toBe(false);

      const again = await api<{ ShareUrl: string }>(store, owner, 'POST', '/bom/Share', { id });
      const newToken = /\/bom\/([\w-]{22})$/.exec(again.body.data.ShareUrl)?.[1];
      expect(newToken).toBeDefined();
      expect(newToken).not.toBe(token);
      expect((await detail(stranger, newToken!)).status).toBe(200);
      expect((await detail(stranger, token!)).status).toBe(410);
      expect(await count(store, 'bom_withdrawn_links')).toBeGreaterThan(0);
    });
  });
});
