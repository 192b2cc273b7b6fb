/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildZip } from './zip';

describe('the export ZIP writer', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an archive that unzip -t finds intact, with Chinese names and stored and deflated entries alike', () => {
    const noise = randomBytes(5000); // does not deflate: stored
    const text = '说明：这是您的数据。\n'.repeat(200); // deflates
    const zip = buildZip([
      { name: 'README.txt', data: text },
      { name: 'files/照片.bin', data: noise },
      { name: 'empty.json', data: '' },
    ]);
    const file = path.join(dir, 'export.zip');
    writeFileSync(file, zip);
    const tested = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(tested).toContain('No errors detected');
    execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
    expect(readFileSync(path.join(dir, 'out', 'README.txt'), 'utf8')).toBe(text);
    expect(readFileSync(path.join(dir, 'out', 'files', '照片.bin')).equals(noise)).toBe(true);
    expect(readFileSync(path.join(dir, 'out', 'empty.json'), 'utf8')).toBe('');
  });

  it('refuses a name that would climb out of the folder or repeats another', () => {
    expect(() => buildZip([{ name: '../x', data: 'a' }])).toThrow();
    expect(() => buildZip([{ name: 'a', data: 'a' }, { name: 'a', data: 'b' }])).toThrow();
  });
});
