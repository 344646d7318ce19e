/**
 * Builds .xlsx files byte by byte, for tests and benchmarks that need workbooks no spreadsheet
 * program would write: a zip whose directory understates what its entries inflate to, or a sheet
 * of half a million rows, made in a second or two without committing large fixtures.
 */
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** Raw deflate data. */
  deflated: Buffer;
  crc: number;
  /** The uncompressed size the local header and the directory claim (true or not). */
  declaredSize: number;
}

/** An entry of real content, deflated, with its true size and CRC (gzip computes both: a gzip member is raw deflate between a 10-byte header and a CRC-32). */
export function entryOf(name: string, content: string | Buffer): ZipEntry {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  const gzip = zlib.gzipSync(data, { level: 6 });
  return { name, deflated: gzip.subarray(10, gzip.length - 8), crc: gzip.readUInt32LE(gzip.length - 8), declaredSize: data.length };
}

/** A zip of the given entries (deflate, no data descriptors), in order. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook of one sheet has, around the sheet's own entry. */
function workbookOf(sheet: ZipEntry, extra: ZipEntry[] = []): Buffer {
  return zipOf([
    entryOf(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    entryOf(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entryOf(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="BOM" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entryOf(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${
        extra.some((e) => e.name === 'xl/sharedStrings.xml')
          ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`
          : ''
      }</Relationships>`,
    ),
    sheet,
    ...extra,
  ]);
}

/**
 * A zip bomb dressed as a workbook: one cell of `gigabytes` GiB of the letter A, about 1 MB on the
 * wire, while the zip's directory says the sheet unpacks to 1,000 bytes. The deflate stream is one
 * compressed mebibyte repeated (each piece ends on a byte boundary and refers only to itself), so
 * it is made without ever holding the gigabyte.
 */
export function zipBombXlsx(gigabytes = 1): Buffer {
  const sync = { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 9 };
  const head = zlib.deflateRawSync(
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`),
    sync,
  );
  const mebibyte = zlib.deflateRawSync(Buffer.alloc(1024 * 1024, 'A'), sync);
  const tail = zlib.deflateRawSync(Buffer.from('</t></is></c></row></sheetData></worksheet>'));
  const pieces = [head, ...Array.from({ length: Math.round(gigabytes * 1024) }, () => mebibyte), tail];
  return workbookOf({ name: 'xl/worksheets/sheet1.xml', deflated: Buffer.concat(pieces), crc: 0, declaredSize: 1_000 });
}

/**
 * A valid workbook of `rows` rows (a part number from a list of 50 and a quantity each, under a
 * header row), its sizes declared truly: 548,592 rows make about 4.5 MB.
 */
export function manyRowsXlsx(rows: number): Buffer {
  const sheet = Buffer.alloc(rows * 100 + 1_000);
  let at = sheet.write(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><dimension ref="A1:B${rows}"/><sheetData>`);
  at += sheet.write('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>', at);
  for (let r = 2; r <= rows; r++)
    at += sheet.write(
      `<row r="${r}"><c r="A${r}" t="s"><v>${(r % 50) + 2}</v></c><c r="B${r}"><v>${(r % 7) + 1}</v></c></row>`,
      at,
      'latin1',
    );
  at += sheet.write('</sheetData></worksheet>', at);
  const names = ['MPN', 'Qty', ...Array.from({ length: 50 }, (_, i) => `RC0603FR-07${i + 10}KL`)];
  const strings = entryOf(
    'xl/sharedStrings.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${names.length}" uniqueCount="${names.length}">${names.map((n) => `<si><t>${n}</t></si>`).join('')}</sst>`,
  );
  return workbookOf(entryOf('xl/worksheets/sheet1.xml', sheet.subarray(0, at)), [strings]);
}
