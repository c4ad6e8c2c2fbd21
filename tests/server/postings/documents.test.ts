import JSZip from 'jszip';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cleanText, DOCUMENT_LIMITS, DOCUMENT_MESSAGES, readDocument } from '../../../server/postings/documents';
import { renderPdf } from '../../src/pdf/support/renderPdf';
import { bearer, errorOf, signedInUser } from '../support/accounts';
import { backends } from '../support/databases';
import { useHarness } from '../support/harness';
import { loadPostings } from './support/corpus';

const URL = '/web-api/private-scenarios/documents';
const [posting] = loadPostings('dev').map((p) => p.text);
const postingLines = posting.split('\n').filter((line) => line.trim());

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal Word document: the three parts a .docx needs, one paragraph per line. */
async function docx(lines: readonly string[], mainPart = 'word/document.xml'): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/${mainPart}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>` +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/>` +
      '</Relationships>',
  );
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`).join('');
  zip.file(mainPart, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${paragraphs}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A PDF of the lines (pdfmake with its shipped Roboto), the first as a heading. */
const pdf = (lines: readonly string[]) =>
  renderPdf({ content: lines.map((text, i) => (i === 0 ? { text, fontSize: 16, bold: true } : { text })) });

const words = (s: string) => s.split(/\s+/).filter(Boolean).join(' ');

describe('reading an uploaded file (documents.ts)', () => {
  it('reads a PDF posting line by line, with its non-ASCII letters', async () => {
    const result = await readDocument(await pdf([...postingLines, 'Café Zürich — naïve résumé']));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.format).toBe('pdf');
    expect(result.text.split('\n')[0]).toBe(postingLines[0]!.trim());
    expect(words(result.text)).toContain(words(postingLines.slice(0, 5).join(' ')));
    expect(result.text).toContain('Café Zürich — naïve résumé');
  });

  it('reads a .docx posting, one line per paragraph', async () => {
    const result = await readDocument(await docx(['Senior Data Engineer', '', 'Requirements:', '5+ years of Python & SQL']));
    expect(result).toEqual({ ok: true, format: 'docx', text: 'Senior Data Engineer\n\nRequirements:\n\n5+ years of Python & SQL' });
  });

  it('refuses what it cannot read, each with its reason', async () => {
    const refusal = (code: keyof typeof DOCUMENT_MESSAGES) => ({ ok: false, code, message: DOCUMENT_MESSAGES[code] });
    // Neither a PDF nor a ZIP: a plain text file, an old binary .doc.
    expect(await readDocument(Buffer.from('Senior Engineer\nRequirements: Go'))).toEqual(refusal('unsupported_document'));
    expect(await readDocument(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toEqual(refusal('unsupported_document'));
    // A ZIP that holds no Word document.
    const archive = new JSZip();
    archive.file('notes.txt', 'hello');
    expect(await readDocument(await archive.generateAsync({ type: 'nodebuffer' }))).toEqual(refusal('unsupported_document'));
    // Broken files.
    expect(await readDocument(Buffer.from('%PDF-1.7\n1 0 obj <<>> broken'))).toEqual(refusal('unreadable_document'));
    const truncated = await docx(['Senior Data Engineer']);
    expect(await readDocument(truncated.subarray(0, 60))).toEqual(refusal('unreadable_document'));
    // No letters at all (as a scanned page reads).
    expect(await readDocument(await pdf(['12345', '—', '67']))).toEqual(refusal('document_without_text'));
    expect(await readDocument(await docx(['', '   ']))).toEqual(refusal('document_without_text'));
    // Too much text, and too many bytes.
    const long = Array.from({ length: 420 }, (_, i) => `Requirement ${i}: experience with distributed systems at scale.`);
    expect(await readDocument(await docx(long))).toEqual(refusal('document_too_long'));
    expect(await readDocument(new Uint8Array(DOCUMENT_LIMITS.maxBytes + 1))).toEqual(refusal('document_too_large'));
  });

  it('reads no further than its page limit', async () => {
    const pages = Array.from({ length: DOCUMENT_LIMITS.maxPdfPages + 2 }, (_, i) => ({
      text: `Page ${i + 1}`,
      ...(i > 0 && { pageBreak: 'before' as const }),
    }));
    const result = await readDocument(await renderPdf({ content: pages }));
    expect(result.ok && result.text.split('\n\n')).toEqual(pages.slice(0, DOCUMENT_LIMITS.maxPdfPages).map((p) => p.text));
  });

  it('cleans the text: control characters, broken surrogates, runs of spaces and blank lines', () => {
    expect(cleanText('  Senior\u0000 Engineer \t\r\n\r\n\r\n\r\nGo\u000c and \ud800Rust  ')).toBe('Senior Engineer\n\nGo and Rust');
  });
});

async function upload(app: FastifyInstance, token: string | null, data: string) {
  return app.inject({ method: 'POST', url: URL, headers: token ? bearer(token) : {}, payload: { data } });
}

describe.each(backends())('POST /web-api/private-scenarios/documents (%s)', (backend) => {
  const h = useHarness(backend);

  it('answers the text of a PDF and of a .docx, read in the reader thread, and stores nothing', async () => {
    const user = await signedInUser(h.app);
    const fromPdf = await upload(h.app, user.accessToken, (await pdf(postingLines)).toString('base64'));
    expect(fromPdf.statusCode, fromPdf.body).toBe(200);
    const body = fromPdf.json() as { format: string; text: string };
    expect(body.format).toBe('pdf');
    expect(words(body.text)).toContain(words(postingLines.slice(0, 5).join(' ')));
    // The text read is a posting the create operation takes as it is.
    const created = await h.app.inject({
      method: 'POST',
      url: '/web-api/private-scenarios',
      headers: bearer(user.accessToken),
      payload: { postingText: body.text },
    });
    expect(created.statusCode, created.body).toBe(201);

    const fromDocx = await upload(h.app, user.accessToken, (await docx(['Jamie Rivera', 'Moved the payments service to Kafka.'])).toString('base64'));
    expect(fromDocx.statusCode).toBe(200);
    expect(fromDocx.json()).toEqual({ format: 'docx', text: 'Jamie Rivera\n\nMoved the payments service to Kafka.' });
    const [{ n }] = await h.db.query<{ n: string | number }>('SELECT count(*) AS n FROM private_scenarios');
    expect(Number(n)).toBe(1);
  });

  it('takes a file near the limit, above the app’s usual body size', async () => {
    const user = await signedInUser(h.app);
    const padded = Buffer.concat([await pdf(['Staff Engineer', 'Requirements: Go and Kafka']), Buffer.alloc(1024 * 1024, 0x20)]);
    const response = await upload(h.app, user.accessToken, padded.toString('base64'));
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { text: string }).text).toContain('Staff Engineer');
  });

  it('refuses a file it cannot read, too large a file, a body outside the contract, and a caller not signed in', async () => {
    const user = await signedInUser(h.app);
    const unsupported = await upload(h.app, user.accessToken, Buffer.from('just some text').toString('base64'));
    expect(unsupported.statusCode).toBe(400);
    expect(errorOf(unsupported)).toMatchObject({ error: 'unsupported_document', message: DOCUMENT_MESSAGES.unsupported_document });

    const large = await upload(h.app, user.accessToken, Buffer.alloc(DOCUMENT_LIMITS.maxBytes + 3, 0x41).toString('base64'));
    expect(large.statusCode).toBe(400);
    expect(errorOf(large)).toMatchObject({ error: 'document_too_large', message: DOCUMENT_MESSAGES.document_too_large });

    const huge = await upload(h.app, user.accessToken, 'A'.repeat(3_000_001));
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).error).toBe('payload_too_large');

    const notBase64 = await upload(h.app, user.accessToken, 'not base64!');
    expect(notBase64.statusCode).toBe(400);
    expect(errorOf(notBase64).error).toBe('validation_error');

    const anonymous = await upload(h.app, null, (await docx(['Hello'])).toString('base64'));
    expect(anonymous.statusCode).toBe(401);
  });
});
