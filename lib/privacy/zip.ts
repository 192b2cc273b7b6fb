/**
 * A small ZIP writer (PKWARE APPNOTE 6.3: local headers, deflate or store, central directory) on
 * node:zlib, for 我的数据's export: no zip library is installed, and the export is a few files of a
 * few megabytes at most, built in memory. File names are UTF-8 (flag bit 11) so Chinese names
 * survive. Checked by `unzip -t` in zip.test.ts.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; data: Uint8Array | string };

/** DOS date and time of an instant (local fields of the city, UTC+8, as the citizen reads them). */
function dosDateTime(at: Date): { date: number; time: number } {
  const city = new Date(at.getTime() + 8 * 3600 * 1000);
  const year = Math.max(1980, city.getUTCFullYear());
  return {
    date: ((year - 1980) << 9) | ((city.getUTCMonth() + 1) << 5) | city.getUTCDate(),
    time: (city.getUTCHours() << 11) | (city.getUTCMinutes() << 5) | Math.floor(city.getUTCSeconds() / 2),
  };
}

/** The archive's bytes. Names must be unique, relative and free of "..". */
export function buildZip(entries: readonly ZipEntry[], at = new Date()): Buffer {
  const { date, time } = dosDateTime(at);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const seen = new Set<string>();
  let offset = 0;
  for (const entry of entries) {
    if (!entry.name || entry.name.startsWith('/') || entry.name.split('/').includes('..') || seen.has(entry.name)) {
      throw new Error(`bad zip entry name: ${entry.name}`);
    }
    seen.add(entry.name);
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data);
    const deflated = deflateRawSync(raw);
    // Already-compressed files (JPEG, PDF) may grow when deflated: those are stored.
    const stored = deflated.length >= raw.length;
    const body = stored ? raw : deflated;
    const method = stored ? 0 : 8;
    const crc = crc32(raw) >>> 0;
    if (raw.length > 0xfffffffe || offset > 0xfffffffe) throw new Error('zip64 is not supported');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(0, 30); // extra
    central.writeUInt16LE(0, 32); // comment
    central.writeUInt16LE(0, 34); // disk
    central.writeUInt16LE(0, 36); // internal attributes
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // -rw-r--r--
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20);
  return Buffer.concat([...locals, directory, end]);
}
