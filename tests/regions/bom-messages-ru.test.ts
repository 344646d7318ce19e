// The BOM tool for a Russian reader against the real server and database: row errors, line notes
// and problems, and match reasons come with codes the page words in Russian, while the API's
// English fields stay word for word what they always were and an English reader sees them so.
// Response bodies are read as `any` here: every shape is checked by the matchers that follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText } from '../support/api';
import { startTestStore, type TestStore } from '../support/server';
import { api, fileForm, guest, page, type Visitor } from '../sourcing/helpers';

const russianReader = (): Visitor => ({ cookies: new Map([['_lang', 'ru']]) });

/** Posts the upload form of /bom as a browser without JavaScript does. */
async function uploadThroughPage(store: TestStore, visitor: Visitor, form: FormData) {
  await page(store, visitor, '/bom');
  return page(store, visitor, '/bom', { method: 'POST', body: form });
}

/** The visible text of line `n` of the BOM table. */
function lineText(html: string, n: number): string {
  const table = html.slice(html.indexOf('data-testid="bom-lines"'));
  const rows = table
    .slice(table.indexOf('<tbody'))
    .split(/<tr[ >]/)
    .slice(1);
  return pageText(`<tr>${rows[n - 1] ?? ''}`);
}

const pasted = (text: string) => {
  const form = new FormData();
  form.append('text', text);
  return form;
};

// Sentences (or their telling parts) the page used to show in English whatever the language.
const ENGLISH_SENTENCES = [
  'per board',
  'designators listed',
  'designator listed',
  'part number',
  'made by',
  'is not a number',
  'could not be read',
  'cells; a BOM row',
  'is longer than',
  'Nothing was stored',
  'quoted cell',
  'matched by value',
  'chosen by you',
];

describe('BOM row errors, line notes and match reasons in Russian', () => {
  let store: TestStore;
  let parts: { mpn: string; maker: string }[];
  let bomText: string;

  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 400 });
    const { rows } = await store.db.query<{ mpn: string; maker: string }>(
      `SELECT p.mpn, m.name AS maker FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE p.mpn ~ '^[A-Z0-9-]+$' AND (SELECT count(*) FROM parts q WHERE q.mpn_key = p.mpn_key) = 1
        ORDER BY p.id LIMIT 3`,
    );
    parts = rows;
    const [a, b, c] = parts as [(typeof parts)[0], (typeof parts)[0], (typeof parts)[0]];
    bomText = [
      'MPN\tMaker\tQty\tRef',
      // 4 per board, 3 designators: a note; the maker is right, so the match is exact.
      `${a.mpn}\t${a.maker}\t4\tR1,R2,R3`,
      // the part number is exact, the maker is another one
      `${b.mpn}\tNobody Inc\t2\tR4,R5`,
      // 1 per board, 5 designators: the "many" plural form
      `${c.mpn}\t\t1\tR6-R10`,
      // a quantity that is not a number: the line's problem
      `${a.mpn}\t\tten\tR11`,
    ].join('\n');
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('keeps the English of the API word for word and adds the codes beside it', async () => {
    const owner = guest();
    const uploaded = await api<{ Id: string }>(store, owner, 'POST', '/bom/Upload', pasted(bomText));
    expect(uploaded.status, uploaded.body.message).toBe(200);
    const detail = await api<any>(store, owner, 'GET', `/bom/Detail?id=${uploaded.body.data.Id}`);
    const [first, second, third, fourth] = detail.body.data.Lines;
    const [a, b] = parts as [(typeof parts)[0], (typeof parts)[0]];
    expect(first).toMatchObject({
      Notes: ['4 per board, but 3 designators listed.'],
      NoteRefs: [{ code: 'sourcing.bomDesignatorMismatch', params: { quantity: 4, count: 3 } }],
      Reason: 'part number and manufacturer exact',
      ReasonCode: 'sourcing.bomReasonExactWithMaker',
      ReasonParams: {},
    });
    expect(second).toMatchObject({
      Reason: `part number exact, but made by ${b.maker}, not “Nobody Inc”`,
      ReasonCode: 'sourcing.bomReasonExactOtherMaker',
      ReasonParams: { maker: b.maker, named: 'Nobody Inc' },
      Notes: [],
    });
    expect(third).toMatchObject({
      Notes: ['1 per board, but 5 designators listed.'],
      Reason: 'part number exact',
      ReasonCode: 'sourcing.bomReasonExact',
    });
    expect(fourth).toMatchObject({
      Problem: 'Quantity “ten” is not a number.',
      ProblemCode: 'sourcing.bomQuantityNotNumber',
      ProblemParams: { text: 'ten' },
    });
    expect(a.mpn).toBe(first.PartNo);
  });

  it('shows the notes, the problem and the match reasons of an uploaded BOM in Russian, with no English sentence', async () => {
    const reader = russianReader();
    const posted = await uploadThroughPage(store, reader, pasted(bomText));
    expect(posted.status).toBe(302);
    const shown = await page(store, reader, posted.location!);
    expect(shown.status).toBe(200);
    expect(shown.html).toMatch(/<html[^>]* lang="ru"/);
    const text = pageText(shown.html);
    const [, b] = parts as [(typeof parts)[0], (typeof parts)[0]];
    expect(text).toContain('4 шт. на плату, но указано 3 позиционных обозначения.');
    expect(text).toContain('1 шт. на плату, но указано 5 позиционных обозначений.');
    expect(text).toContain('точное совпадение партномера и производителя');
    expect(text).toContain(`точное совпадение партномера, но производитель — ${b.maker}, а не «Nobody Inc»`);
    expect(text).toContain('Количество «ten» — не число.');
    for (const sentence of ENGLISH_SENTENCES) expect(text, sentence).not.toContain(sentence);
  });

  it('shows an English reader the same sentences as before, word for word', async () => {
    const reader = guest();
    const posted = await uploadThroughPage(store, reader, pasted(bomText));
    expect(posted.status).toBe(302);
    const text = pageText((await page(store, reader, posted.location!)).html);
    const [, b] = parts as [(typeof parts)[0], (typeof parts)[0]];
    expect(text).toContain('4 per board, but 3 designators listed.');
    expect(text).toContain('1 per board, but 5 designators listed.');
    expect(text).toContain('part number and manufacturer exact');
    expect(text).toContain(`part number exact, but made by ${b.maker}, not “Nobody Inc”`);
    expect(text).toContain('Quantity “ten” is not a number.');
  });

  it('words a choice the buyer made around the match it replaced, in Russian', async () => {
    const reader = russianReader();
    const posted = await uploadThroughPage(store, reader, pasted(bomText));
    const id = posted.location!.split('/').pop()!;
    const chosen = await api(store, reader, 'POST', '/bom/Choose', { id, line: 2, partId: 0 });
    expect(chosen.status, chosen.body.message).toBe(200);
    const detail = await api<any>(store, reader, 'GET', `/bom/Detail?id=${id}`);
    expect(detail.body.data.Lines[1]).toMatchObject({
      Reason: 'you chose to order nothing for this line',
      ReasonCode: 'sourcing.bomReasonNothingChosen',
    });
    const text = pageText((await page(store, reader, posted.location!)).html);
    expect(text).toContain('вы решили ничего не заказывать по этой строке');
    expect(text).not.toContain('you chose');
  });

  it('lists the rows it could not read in Russian, with the summary, and stores nothing', async () => {
    const bad = `MPN,Qty\nA1,1\n${'x,'.repeat(150)}\n${'B'.repeat(3_000)},2\n`;
    const english = await api<any>(store, guest(), 'POST', '/bom/Upload', fileForm('wide.csv', bad));
    expect(english.status).toBe(400);
    expect(english.body.message).toBe(
      '2 rows could not be read (row 3: It has 151 cells; a BOM row may have up to 100. row 4: Cell 1 is longer than 2,000 characters.) Nothing was stored.',
    );
    expect(english.body.data.rowErrors).toEqual([
      {
        row: 3,
        message: 'It has 151 cells; a BOM row may have up to 100.',
        messageCode: 'sourcing.bomRowTooWide',
        messageParams: { count: 151, max: 100 },
      },
      {
        row: 4,
        message: 'Cell 1 is longer than 2,000 characters.',
        messageCode: 'sourcing.bomCellTooLong',
        messageParams: { cell: '1', max: 2_000 },
      },
    ]);

    const posted = await uploadThroughPage(store, russianReader(), fileForm('wide.csv', bad));
    expect(posted.status).toBe(400);
    expect(posted.html).toContain('role="alert"');
    const text = pageText(posted.html);
    expect(text).toContain(
      'Не удалось прочитать 2 строки (строка 3: В ней 151 ячейка, а в строке BOM может быть не больше 100. строка 4: Ячейка 1 длиннее 2 000 символов.) Ничего не сохранено.',
    );
    expect(text).toContain('Строка 3: В ней 151 ячейка, а в строке BOM может быть не больше 100.');
    expect(text).toContain('Строка 4: Ячейка 1 длиннее 2 000 символов.');
    for (const sentence of ENGLISH_SENTENCES) expect(text, sentence).not.toContain(sentence);

    const englishPage = pageText((await uploadThroughPage(store, guest(), fileForm('wide.csv', bad))).html);
    expect(englishPage).toContain(english.body.message);
    expect(englishPage).toContain('Row 3: It has 151 cells; a BOM row may have up to 100.');
  });

  it.each([
    [
      'a single row too wide',
      'one.csv',
      `MPN,Qty\n${'x,'.repeat(120)}\n`,
      'Не удалось прочитать 1 строку (строка 2: В ней 121 ячейка, а в строке BOM может быть не больше 100.) Ничего не сохранено.',
    ],
    [
      'a quote that never closes',
      'quote.csv',
      'MPN,Qty\nA1,1\n"B2,2\n',
      'Строка 3: кавычка в ячейке открыта, но не закрыта, поэтому строки после неё прочитать нельзя. Ничего не сохранено.',
    ],
    ['five rows too wide', 'five.csv', `MPN,Qty\n${`${'x,'.repeat(101)}\n`.repeat(5)}`, 'Не удалось прочитать 5 строк ('],
  ])('refuses %s with a clear Russian message, never a 5xx', async (_what, name, content, russian) => {
    const { rows: before } = await store.db.query<{ n: number }>('SELECT count(*) AS n FROM boms');
    const posted = await uploadThroughPage(store, russianReader(), fileForm(name, content));
    expect(posted.status).toBe(400);
    const text = pageText(posted.html);
    expect(text).toContain(russian);
    for (const sentence of ENGLISH_SENTENCES) expect(text, sentence).not.toContain(sentence);
    const { rows: after } = await store.db.query<{ n: number }>('SELECT count(*) AS n FROM boms');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('shows a BOM stored before codes existed by its English, and a stored code it does not know as English, never a 5xx', async () => {
    const reader = russianReader();
    const posted = await uploadThroughPage(store, reader, pasted(bomText));
    const id = posted.location!.split('/').pop()!;
    await store.db.query(
      `UPDATE bom_lines SET source = source - 'noteRefs' - 'problemRef', match = match - 'reasonRef' WHERE bom_id = $1`,
      [id],
    );
    await store.db.query(
      `UPDATE bom_lines SET match = match || '{"reasonRef": {"code": "sourcing.bomReasonFromTheFuture", "params": {}}}'::jsonb WHERE bom_id = $1 AND line_no = 3`,
      [id],
    );
    const detail = await api<any>(store, reader, 'GET', `/bom/Detail?id=${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.Lines[0]).not.toHaveProperty('NoteRefs');
    expect(detail.body.data.Lines[0]).not.toHaveProperty('ReasonCode');
    expect(detail.body.data.Lines[0].Notes).toEqual(['4 per board, but 3 designators listed.']);
    const shown = await page(store, reader, posted.location!);
    expect(shown.status).toBe(200);
    const text = pageText(shown.html);
    // Sentences a pack knows by their English are still shown in Russian, the plural by the Russian rule.
    expect(text).toContain('4 шт. на плату, но указано 3 позиционных обозначения.');
    expect(text).toContain('1 шт. на плату, но указано 5 позиционных обозначений.');
    // The code nobody knows is left out of the answer (the contract lists the codes it may carry), and
    // the page falls back to the English the line carries.
    expect(detail.body.data.Lines[2]).toMatchObject({ Reason: 'part number exact' });
    expect(detail.body.data.Lines[2]).not.toHaveProperty('ReasonCode');
    expect(lineText(shown.html, 3)).toContain('точное совпадение партномера');
    expect(lineText(shown.html, 3)).not.toContain('производителя');
  });
});
