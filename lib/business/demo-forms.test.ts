/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { DEMO_FORMS } from './demo-forms';
import { BUSINESS_GUIDES } from './guides';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

const utf16Hex = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')).join('');

/** The decompressed content of every stream in a PDF (latin1 bytes). */
function streamsOf(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const re = /<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    out.push(inflateSync(pdf.subarray(start, start + Number(m[1]))).toString('latin1'));
  }
  return out;
}

describe('demo forms (Chinese PDFs)', () => {
  it.each(Object.entries(DEMO_FORMS))('%s exists with the size its links state, and is a Chinese PDF marked 演示文件', (_key, form) => {
    const file = path.join(PUBLIC_DIR, form.url);
    const pdf = fs.readFileSync(file);
    expect(pdf.length).toBe(form.size);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('/BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H');
    expect(text).toContain('/Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1)');
    expect(text).toContain('/ToUnicode');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object.
    const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const content = streamsOf(pdf).join('\n');
    expect(content).toContain(utf16Hex('演示文件'));
    expect(/\/Title <FEFF([0-9A-F]*)>/.exec(text)?.[1]).toContain(utf16Hex(form.title));
    expect(form.fileName).toBe(`${form.title}（演示）.pdf`);
  });

  it('offers each business at least one form to download, from this list', () => {
    const urls = new Set(Object.values(DEMO_FORMS).map((f) => f.url));
    for (const guide of Object.values(BUSINESS_GUIDES)) {
      const downloads = guide.materials.flatMap((m) => (m.download ? [m.download.url] : []));
      expect(downloads.length).toBeGreaterThan(0);
      for (const url of downloads) expect(urls.has(url)).toBe(true);
    }
  });
});
