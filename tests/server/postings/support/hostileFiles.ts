/**
 * Hostile uploads, built here rather than stored: Word files (ZIPs) and PDFs that are small on the
 * wire and enormous, or endless, once read. Used by tests/server/postings/hostileDocuments.test.ts and
 * by `npm run bench -- abuse` (bench/abuse.ts).
 */
import JSZip from 'jszip';
import { createHash } from 'node:crypto';
import { crc32, createDeflateRaw } from 'node:zlib';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

/** A Word file whose main part is `documentXml` (the two other parts a .docx needs around it). */
export async function docxWith(documentXml: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  zip.file('word/document.xml', documentXml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

const documentOf = (body: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}<w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`;

/** A small, ordinary posting as a .docx. */
export const ordinaryDocx = () =>
  docxWith(documentOf(['Senior Data Engineer', 'Requirements: 5+ years of Python and SQL.'].map((t) => `<w:p><w:r><w:t>${t}</w:t></w:r></w:p>`).join('')));

/** 2,000,000 empty paragraphs: about 200 KB packed, 12 MB of XML, gigabytes as mammoth's objects. */
export const paragraphBombDocx = (paragraphs = 2_000_000) =>
  docxWith(documentOf(`<w:p><w:r><w:t>Engineer</w:t></w:r></w:p>${'<w:p/>'.repeat(paragraphs)}`));

/** Billion laughs: ten entities of ten of the one before, the last one used in the text. */
export function entityBombDocx(): Promise<Buffer> {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let n = 1; n <= 9; n++) entities.push(`<!ENTITY lol${n} "${`&lol${n - 1};`.repeat(10)}">`);
  return docxWith(documentOf('<w:p><w:r><w:t>&lol9;</w:t></w:r></w:p>', `<!DOCTYPE w:document [${entities.join('')}]>`));
}

const deflated = new Map<number, Promise<{ data: Buffer; crc: number }>>();

/**
 * `size` zero bytes deflated (raw for a ZIP entry, zlib-wrapped for a PDF stream: the same deflate
 * with a header and the Adler-32 of zeros, 1 and then the count), in chunks: 1 GiB takes seconds, once.
 */
async function deflatedZeros(size: number, raw: boolean): Promise<{ data: Buffer; crc: number }> {
  if (!deflated.has(size)) deflated.set(size, deflateZeros(size));
  const { data, crc } = await deflated.get(size)!;
  if (raw) return { data, crc };
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0);
  return { data: Buffer.concat([Buffer.from([0x78, 0xda]), data, adler]), crc };
}

async function deflateZeros(size: number): Promise<{ data: Buffer; crc: number }> {
  const deflater = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflater.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  const chunk = Buffer.alloc(16 * 1024 * 1024);
  let crc = 0;
  for (let written = 0; written < size; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, size - written));
    crc = crc32(piece, crc);
    if (!deflater.write(piece)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { data: Buffer.concat(parts), crc };
}

interface ZipEntry {
  name: string;
  /** The entry's bytes as stored (deflated when `method` is 8). */
  data: Buffer;
  method: 0 | 8;
  crc: number;
  /** The size the entry declares unpacked (a lie, if the test wants one). */
  declaredSize: number;
}

/** A ZIP written by hand, so an entry can declare any size. */
function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
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

const stored = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text, 'utf8');
  return { name, data, method: 0, crc: crc32(data), declaredSize: data.length };
};

/**
 * A .docx with an entry of `size` zeros deflated (about 1 MB packed per GB). `lying`: the entry
 * declares 1 KB, so only inflating it shows what it is.
 */
export async function zipBombDocx({ size = 1024 ** 3, lying = false } = {}): Promise<Buffer> {
  const bomb = await deflatedZeros(size, true);
  return zipOf([
    stored('[Content_Types].xml', CONTENT_TYPES),
    stored('_rels/.rels', RELS),
    stored('word/document.xml', documentOf('<w:p><w:r><w:t>Senior Engineer</w:t></w:r></w:p>')),
    { name: 'word/media/image1.png', data: bomb.data, method: 8, crc: bomb.crc, declaredSize: lying ? 1024 : Math.min(size, 0xfffffffe) },
  ]);
}

/** A PDF written by hand: `objects[i]` is object i + 1, with its cross-reference table and trailer (root: 1). */
export function pdfOf(objects: ReadonlyArray<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(offset);
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof object === 'string' ? Buffer.from(object, 'latin1') : object, Buffer.from('\nendobj\n')]);
    parts.push(bytes);
    offset += bytes.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

const streamObject = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** One page whose content stream is `size` zeros deflated: about 1 MB per GB, all of it whitespace to pdf.js. */
export async function inflatingPdf(size = 1024 ** 3): Promise<Buffer> {
  const { data } = await deflatedZeros(size, false);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    streamObject('/Filter /FlateDecode', data),
    FONT,
  ]);
}

/** RC4, as PDF's standard security handler (revision 2) encrypts with. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();

/**
 * The inflating page of `inflatingPdf`, encrypted (RC4 40-bit, empty passwords: it opens without
 * asking): its stream cannot be measured before pdf.js decrypts it, so only the reader's thread
 * limits (deadline, memory) stand in its way.
 */
export async function encryptedInflatingPdf(size = 1024 ** 3): Promise<Buffer> {
  return encryptedPdf((await deflatedZeros(size, false)).data);
}

/** One page whose deflated content stream is `content`, encrypted as `encryptedInflatingPdf` says. */
export function encryptedPdf(content: Buffer): Buffer {
  const padding = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
  const owner = rc4(md5(padding).subarray(0, 5), padding);
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-4);
  const id = Buffer.from('0123456789abcdef0123456789abcdef', 'hex');
  const key = md5(padding, owner, permissions, id).subarray(0, 5);
  const user = rc4(key, padding);
  const objectKey = md5(key, Buffer.from([4, 0, 0, 0, 0])).subarray(0, 10);
  const pdf = pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    streamObject('/Filter /FlateDecode', rc4(objectKey, content)),
    FONT,
    `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P -4 >>`,
  ]);
  // The trailer names the encryption dictionary (object 6) and the file's id the key was made with.
  const trailer = pdf.lastIndexOf('trailer');
  return Buffer.concat([
    pdf.subarray(0, trailer),
    Buffer.from(pdf.subarray(trailer).toString('latin1').replace('/Root 1 0 R', `/Root 1 0 R /Encrypt 6 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>]`), 'latin1'),
  ]);
}

/**
 * A page that draws one form 20,000 times, the form a word of text and 4 MiB of spaces: a file of a
 * few kilobytes that passes the unpacking check (4 MiB in all) and would have pdf.js read 80 GB.
 */
export async function repeatedFormPdf(formBytes = 4 * 1024 * 1024, times = 20_000): Promise<Buffer> {
  const { deflateSync } = await import('node:zlib');
  const form = Buffer.concat([Buffer.from('BT /F1 12 Tf 72 720 Td (Engineer) Tj ET', 'latin1'), Buffer.alloc(formBytes, 0x20)]);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> /XObject << /X0 6 0 R >> >> /Contents 4 0 R >>',
    streamObject('/Filter /FlateDecode', deflateSync(Buffer.from('/X0 Do\n'.repeat(times), 'latin1'))),
    FONT,
    streamObject(
      '/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Filter /FlateDecode',
      deflateSync(form, { level: 9 }),
    ),
  ]);
}

/** A page tree whose Pages node lists itself among its kids, claiming a million pages. */
export function loopingPagesPdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 1000000 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    streamObject('', Buffer.from('BT /F1 12 Tf 72 720 Td (Senior Engineer) Tj ET', 'latin1')),
    FONT,
  ]);
}

/** A small, ordinary posting as a PDF (one page of text in Helvetica). */
export function ordinaryPdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    streamObject('', Buffer.from('BT /F1 12 Tf 72 720 Td (Senior Data Engineer) Tj 0 -16 Td (Requirements: Python and SQL) Tj ET', 'latin1')),
    FONT,
  ]);
}

export interface HostileFile {
  name: string;
  /**
   * The refusals it may get: one for a file the checks of documents.ts stop; for one that only the
   * reader's thread limits stop, whichever of its deadline (`document_read_timeout`) and its memory
   * bound (`document_too_complex`) it reaches first, which depends on when the thread collects garbage.
   */
  codes: readonly string[];
  /** What stops it: the checks of documents.ts, or only the limits of the reader's thread. */
  stoppedBy: 'check' | 'thread';
  build(): Promise<Buffer>;
}

const THREAD_LIMITS = ['document_read_timeout', 'document_too_complex'];

/** Every hostile file, by name, with the code it must be refused with; `bomb` is what the bombs unpack to. */
export function hostileFiles(bomb = 1024 ** 3): HostileFile[] {
  const size = `${bomb / 1024 ** 2} MiB`;
  return [
    { name: 'paragraph-bomb .docx (2,000,000 paragraphs)', codes: ['document_unpacks_too_large'], stoppedBy: 'check', build: () => paragraphBombDocx() },
    {
      name: 'paragraph-bomb .docx (1,000,000 paragraphs)',
      codes: ['document_too_complex'],
      stoppedBy: 'check',
      build: () => paragraphBombDocx(1_000_000),
    },
    { name: 'entity-expansion .docx (billion laughs)', codes: ['document_too_complex'], stoppedBy: 'check', build: () => entityBombDocx() },
    {
      name: `zip-bomb .docx (an entry of ${size}, declared)`,
      codes: ['document_unpacks_too_large'],
      stoppedBy: 'check',
      build: () => zipBombDocx({ size: bomb }),
    },
    {
      name: `zip-bomb .docx (an entry of ${size}, declaring 1 KB)`,
      codes: ['document_unpacks_too_large'],
      stoppedBy: 'check',
      build: () => zipBombDocx({ size: bomb, lying: true }),
    },
    { name: `inflating PDF (a page of ${size})`, codes: ['document_unpacks_too_large'], stoppedBy: 'check', build: () => inflatingPdf(bomb) },
    { name: 'looping page tree PDF', codes: ['unreadable_document'], stoppedBy: 'check', build: async () => loopingPagesPdf() },
    // Its own memory stays flat and its deadline stops it, unless the process's memory bound (shared by the file threads) does first.
    { name: 'a page drawing a form of 4 MiB 20,000 times', codes: THREAD_LIMITS, stoppedBy: 'thread', build: () => repeatedFormPdf() },
    {
      name: `encrypted inflating PDF (a page of ${size}, RC4, no password)`,
      codes: THREAD_LIMITS,
      stoppedBy: 'thread',
      build: () => encryptedInflatingPdf(bomb),
    },
  ];
}
