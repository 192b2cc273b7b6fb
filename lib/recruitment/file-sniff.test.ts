/** @jest-environment node */
import { FILE_PURPOSES } from '@/lib/db/schema';
import { checkBeforeUpload, cleanFileName, FILE_LIMITS, FILE_MSG, FILE_PURPOSE_LIST, MB } from './file-rules';
import { isDoc, isDocx, isJpeg, isPdf, isPng, looksLikeHtml, sniffKind, sniffUpload, zipEntryNames, zipInflatedBytes } from './file-sniff';
import { makeCompoundFile, makeDocx, makeImage, makePdf, makeZip } from './test-files';

const text = (s: string) => Buffer.from(s, 'utf8');
const HTML = text('<!doctype html><html><body><script>alert(1)</script></body></html>');

it('the browser-side purpose list is the schema’s', () => {
  expect([...FILE_PURPOSE_LIST]).toEqual([...FILE_PURPOSES]);
});

describe('what a file is, read from its bytes', () => {
  it('recognises a real JPEG and a real PNG made by an image library', async () => {
    expect(sniffKind(await makeImage('jpeg'))).toBe('jpeg');
    expect(sniffKind(await makeImage('png'))).toBe('png');
  });

  it('recognises a real minimal PDF, a DOCX archive and a Word 97–2003 compound file', () => {
    expect(sniffKind(makePdf())).toBe('pdf');
    expect(sniffKind(makeDocx())).toBe('docx');
    expect(sniffKind(makeCompoundFile('WordDocument'))).toBe('doc');
  });

  it('accepts a PDF whose header comes after some junk within the first 1024 bytes, and refuses one further in', () => {
    expect(isPdf(Buffer.concat([Buffer.alloc(500, 0x20), makePdf()]))).toBe(true);
    expect(isPdf(Buffer.concat([Buffer.alloc(1100, 0x20), makePdf()]))).toBe(false);
  });

  it('refuses a truncated PDF (no %%EOF near the end)', () => {
    const pdf = makePdf('x', 5000);
    expect(isPdf(pdf)).toBe(true);
    expect(isPdf(pdf.subarray(0, pdf.length - 1500))).toBe(false);
    expect(sniffKind(pdf.subarray(0, 3000))).toBeNull();
  });

  it('refuses a ZIP that is not a Word document, and bytes that only begin like a ZIP', () => {
    expect(zipEntryNames(makeZip({ 'a.txt': 'x' }))).toEqual(['a.txt']);
    expect(isDocx(makeZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' }))).toBe(false);
    expect(isDocx(Buffer.concat([text('PK\x03\x04'), Buffer.alloc(200)]))).toBe(false);
    // Cut before the central directory: no end record, so nothing to trust.
    const docx = makeDocx();
    expect(isDocx(docx.subarray(0, docx.length - 30))).toBe(false);
  });

  it('refuses an Excel compound file and a bare OLE signature as a DOC', () => {
    expect(isDoc(makeCompoundFile('Workbook'))).toBe(false);
    expect(isDoc(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2000)]))).toBe(false);
  });

  it('refuses a JPEG signature without a frame, and a PNG signature without IHDR', async () => {
    expect(isJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0]))).toBe(false);
    const png = await makeImage('png');
    expect(isPng(png)).toBe(true);
    const broken = Buffer.from(png);
    broken.write('IDAT', 12, 'latin1');
    expect(isPng(broken)).toBe(false);
  });

  it.each([
    ['HTML', HTML],
    ['plain text', text('我的简历\n姓名：张三')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['GIF', text('GIF89a\x01\x00\x01\x00')],
    ['empty', Buffer.alloc(0)],
  ])('anything else is refused: %s', (_name, bytes) => {
    expect(sniffKind(bytes)).toBeNull();
  });
});

describe('an upload checked for its purpose', () => {
  it('takes a JPEG or PNG photo and a PDF, DOCX or DOC attachment', async () => {
    expect(sniffUpload('photo', '证件照.jpg', await makeImage('jpeg'))).toEqual({ ok: true, kind: 'jpeg' });
    expect(sniffUpload('photo', '证件照.png', await makeImage('png'))).toEqual({ ok: true, kind: 'png' });
    expect(sniffUpload('attachment', '简历.pdf', makePdf())).toEqual({ ok: true, kind: 'pdf' });
    expect(sniffUpload('attachment', '简历.docx', makeDocx())).toEqual({ ok: true, kind: 'docx' });
    expect(sniffUpload('attachment', '简历.doc', makeCompoundFile())).toEqual({ ok: true, kind: 'doc' });
  });

  it('a text file renamed to .pdf is refused, naming the name and what is accepted', () => {
    const result = sniffUpload('attachment', '简历.pdf', text('这是一份简历的纯文本。'));
    expect(result).toEqual({ ok: false, reason: 'attachment_type', message: '“简历.pdf”不是有效的 PDF 文件。附件仅支持 PDF 或 Word（.doc/.docx）文件，且不能超过 10 MB' });
  });

  it('a DOCX named .pdf is refused too: the name may not claim another type than the content', () => {
    expect(sniffUpload('attachment', '简历.pdf', makeDocx())).toMatchObject({ ok: false, reason: 'attachment_type' });
    // Word's two formats and a photo's two are one family each: a .doc that is really DOCX is fine.
    expect(sniffUpload('attachment', '简历.doc', makeDocx())).toEqual({ ok: true, kind: 'docx' });
  });

  it('an HTML file named photo.png is refused as a photo', () => {
    expect(sniffUpload('photo', 'photo.png', HTML)).toEqual({ ok: false, reason: 'photo_type', message: '“photo.png”不是有效的 PNG 图片。照片仅支持 JPG 或 PNG 格式，且不能超过 2 MB' });
  });

  it('a truncated PDF is refused as an attachment', () => {
    const pdf = makePdf('x', 4000);
    expect(sniffUpload('attachment', '简历.pdf', pdf.subarray(0, 2500))).toMatchObject({ ok: false, reason: 'attachment_type' });
  });

  it('a PDF is no photo and a picture no attachment, whatever their names', async () => {
    expect(sniffUpload('photo', 'scan.pdf', makePdf())).toEqual({ ok: false, reason: 'photo_type', message: FILE_MSG.photo_type });
    expect(sniffUpload('attachment', 'cv.jpg', await makeImage('jpeg'))).toEqual({ ok: false, reason: 'attachment_type', message: FILE_MSG.attachment_type });
  });

  it('the content decides when the name claims nothing we know', () => {
    expect(sniffUpload('attachment', '简历', makePdf())).toEqual({ ok: true, kind: 'pdf' });
    expect(sniffUpload('attachment', '简历.final', makePdf())).toEqual({ ok: true, kind: 'pdf' });
  });
});

describe('file names as stored', () => {
  it.each([
    ['../../etc/证件照.png', 'photo', 'jpeg', '证件照.jpg'],
    ['C:\\Users\\张三\\简历 2026.PDF', 'attachment', 'pdf', '简历 2026.pdf'],
    ['简历\u202Efdp.exe.pdf', 'attachment', 'pdf', '简历fdp.exe.pdf'],
    ['a"b<c>|d?.docx', 'attachment', 'docx', 'a_b_c__d_.docx'],
    ['line\r\nbreak\t.pdf', 'attachment', 'pdf', 'linebreak.pdf'],
    ['...', 'attachment', 'pdf', '附件.pdf'],
    ['.pdf', 'attachment', 'pdf', '附件.pdf'],
    ['report.v2', 'attachment', 'pdf', 'report.v2.pdf'],
    ['old.doc', 'attachment', 'docx', 'old.docx'],
  ] as const)('%j as %s (%s) is stored as %j', (original, purpose, kind, expected) => {
    expect(cleanFileName(original, purpose, kind)).toBe(expected);
  });

  it('keeps at most 100 characters, Chinese counted as one each, and the extension', () => {
    const name = cleanFileName(`${'简'.repeat(150)}.pdf`, 'attachment', 'pdf');
    expect(Array.from(name)).toHaveLength(100);
    expect(name.endsWith('简.pdf')).toBe(true);
  });
});

describe('the browser’s first look', () => {
  it('refuses a wrong extension or a size over the limit before anything is sent', () => {
    expect(checkBeforeUpload('photo', { name: 'a.gif', size: 10 })).toBe('photo_type');
    expect(checkBeforeUpload('photo', { name: 'a.JPG', size: 2 * 1024 * 1024 + 1 })).toBe('photo_too_large');
    expect(checkBeforeUpload('photo', { name: 'a.jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkBeforeUpload('attachment', { name: 'cv.txt', size: 10 })).toBe('attachment_type');
    expect(checkBeforeUpload('attachment', { name: 'cv.docx', size: 10 * 1024 * 1024 + 1 })).toBe('attachment_too_large');
    expect(checkBeforeUpload('attachment', { name: 'cv.pdf', size: 0 })).toBe('empty');
  });
});

describe('files that are something else to another program (issue #24 part 6)', () => {
  const pdfAfter = (junk: string) => Buffer.concat([text(junk), makePdf()]);

  it.each([
    ['an HTML page before the PDF header', '<html><body><script>alert(document.cookie)</script></body></html>\n'],
    ['an SVG image before the PDF header', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>\n'],
    ['an HTML comment start', '<!-- -->\n'],
    ['an XML declaration (how an SVG may start)', '<?xml version="1.0"?>\n'],
    ['leading spaces, then a page', '   \n<!DOCTYPE html><p>x</p>\n'],
    ['a script tag hidden in a PDF comment', '%<script>alert(1)</script>\n'],
    ['a javascript: link', '%<a href="javascript:alert(1)">\n'],
  ])('a PDF that is also a web page is refused: %s', (_what, junk) => {
    const polyglot = pdfAfter(junk);
    // A PDF reader takes it: the header sits within the first 1024 bytes and %%EOF at the end.
    expect(isPdf(polyglot)).toBe(true);
    expect(looksLikeHtml(polyglot)).toBe(true);
    expect(sniffUpload('attachment', '简历.pdf', polyglot)).toEqual({ ok: false, reason: 'attachment_html', message: FILE_MSG.attachment_html });
  });

  it('an ordinary PDF, one with binary junk first and one with hex strings early on are not taken for pages', () => {
    expect(looksLikeHtml(makePdf())).toBe(false);
    expect(sniffUpload('attachment', 'a.pdf', Buffer.concat([Buffer.alloc(500, 0x20), makePdf()]))).toEqual({ ok: true, kind: 'pdf' });
    expect(sniffUpload('attachment', 'b.pdf', pdfAfter('%<ab12 cd> <a b> <0A1F>\n'))).toEqual({ ok: true, kind: 'pdf' });
  });

  it('reads what a DOCX unpacks to from its central directory, deflated entries and all', () => {
    const docx = makeDocx('简历', { 'word/media/filler.bin': Buffer.alloc(3 * MB) }, { deflate: true });
    expect(docx.length).toBeLessThan(100 * 1024);
    expect(zipInflatedBytes(docx)).toBeGreaterThan(3 * MB);
    expect(zipInflatedBytes(docx)).toBeLessThan(3 * MB + 4096);
    expect(sniffUpload('attachment', '简历.docx', docx)).toEqual({ ok: true, kind: 'docx' });
  });

  it('a DOCX of under 500 kB that would unpack to more than 100 MB is refused without unpacking it', () => {
    const bomb = makeDocx('简历', { 'word/media/zeros.bin': Buffer.alloc(FILE_LIMITS.docxInflatedBytes + MB) }, { deflate: true });
    expect(bomb.length).toBeLessThan(500 * 1024);
    expect(isDocx(bomb)).toBe(true);
    const started = process.cpuUsage();
    const result = sniffUpload('attachment', '简历.docx', bomb);
    const cpu = process.cpuUsage(started);
    expect(result).toEqual({ ok: false, reason: 'attachment_inflated', message: FILE_MSG.attachment_inflated });
    expect(FILE_MSG.attachment_inflated).toContain('100 MB');
    // Reading the directory is cheap; inflating 101 MB would not be.
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(50);
  });

  it('a ZIP64 entry’s size comes from its extra field', () => {
    const docx = makeDocx();
    const zip = Buffer.from(docx);
    // Point the last entry's 32-bit size at its ZIP64 field, as writers do for entries past 4 GB.
    const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const dirStart = zip.readUInt32LE(eocd + 16);
    const last = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const nameLength = zip.readUInt16LE(last + 28);
    const extra = Buffer.alloc(12);
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(BigInt(5 * 1024 * MB), 4);
    zip.writeUInt32LE(0xffffffff, last + 24);
    zip.writeUInt16LE(extra.length, last + 30);
    const head = zip.subarray(0, last + 46 + nameLength);
    const tail = Buffer.from(zip.subarray(last + 46 + nameLength));
    tail.writeUInt32LE(tail.readUInt32LE(tail.length - 10) + extra.length, tail.length - 10);
    const patched = Buffer.concat([head, extra, tail]);
    expect(patched.readUInt32LE(patched.length - 6)).toBe(dirStart);
    expect(zipInflatedBytes(patched)).toBeGreaterThan(5 * 1024 * MB);
    expect(sniffUpload('attachment', 'big.docx', patched)).toMatchObject({ ok: false, reason: 'attachment_inflated' });
  });
});
