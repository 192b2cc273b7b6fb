/**
 * Real small files for the upload tests, made here instead of checked in: images by sharp, a PDF
 * (lib/files/demo-pdf, which the demo seed uses too), a DOCX as a real ZIP (stored entries, CRC-32
 * by zlib) and a DOC as an OLE compound file laid out per MS-CFB.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

export { makePdf } from '../files/demo-pdf';

/** A photo-like picture (a gradient, so JPEG has something to encode). */
export async function makeImage(format: 'jpeg' | 'png', width = 64, height = 48, opts: { exif?: boolean } = {}): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / Math.max(1, width - 1);
      raw[i + 1] = (y * 255) / Math.max(1, height - 1);
      raw[i + 2] = 128;
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (opts.exif) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'QH-1', Copyright: '张安居' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 15/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 5/1 0/1' },
    });
  }
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

/** A ZIP archive of the given entries (stored, or deflated with `deflate`), as any unzip reads it. */
export function makeZip(entries: Record<string, string | Buffer>, opts: { deflate?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, value] of Object.entries(entries)) {
    const plain = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    const data = opts.deflate ? deflateRawSync(plain, { level: 1 }) : plain;
    const method = opts.deflate ? 8 : 0;
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(plain);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(plain.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(plain.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  const count = Object.keys(entries).length;
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest DOCX Word opens: content types, the package relationship, one paragraph. */
export function makeDocx(text = '个人简历', extra: Record<string, string | Buffer> = {}, opts: { deflate?: boolean } = {}): Buffer {
  return makeZip(
    {
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      '_rels/.rels':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ...extra,
    },
    opts,
  );
}

/**
 * An OLE compound file (version 3, 512-byte sectors): header, one FAT sector, one directory
 * sector (Root Entry + one stream) and the stream's data in a regular sector. `stream` names it:
 * "WordDocument" makes a Word 97–2003 file, "Workbook" an Excel one.
 */
export function makeCompoundFile(stream = 'WordDocument', data: Buffer = Buffer.alloc(4096, 0x41)): Buffer {
  const SECTOR = 512;
  const dataSectors = Math.ceil(data.length / SECTOR);
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // 512-byte sectors
  header.writeUInt16LE(6, 0x20); // 64-byte mini sectors
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory starts at sector 1
  header.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 0x44); // no DIFAT sectors
  header.writeUInt32LE(0, 0x4c); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i += 1) header.writeUInt32LE(0xffffffff, 0x4c + i * 4);
  // Sector 0: FAT. 0 = FAT itself, 1 = directory (end of chain), 2.. = the stream's chain.
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  for (let s = 0; s < dataSectors; s += 1) fat.writeUInt32LE(s === dataSectors - 1 ? 0xfffffffe : 3 + s, (2 + s) * 4);
  // Sector 1: directory.
  const dir = Buffer.alloc(SECTOR);
  const entry = (index: number, name: string, type: number, start: number, size: number, child: number) => {
    const at = index * 128;
    dir.write(`${name}\0`, at, 'utf16le');
    dir.writeUInt16LE((name.length + 1) * 2, at + 64);
    dir.writeUInt8(type, at + 66);
    dir.writeUInt8(1, at + 67); // black
    dir.writeUInt32LE(0xffffffff, at + 68);
    dir.writeUInt32LE(0xffffffff, at + 72);
    dir.writeUInt32LE(child, at + 76);
    dir.writeUInt32LE(start, at + 116);
    dir.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, 0xfffffffe, 0, 1);
  entry(1, stream, 2, 2, data.length, 0xffffffff);
  for (let i = 2; i < 4; i += 1) {
    dir.writeUInt32LE(0xffffffff, i * 128 + 68);
    dir.writeUInt32LE(0xffffffff, i * 128 + 72);
    dir.writeUInt32LE(0xffffffff, i * 128 + 76);
  }
  const body = Buffer.alloc(dataSectors * SECTOR);
  data.copy(body);
  return Buffer.concat([header, fat, dir, body]);
}
