/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSegmentIcon, SEGMENT_ICONS } from './SegmentIcon';

const sprite = readFileSync(path.join(__dirname, 'segments.svg'), 'utf8');

describe('segment icons', () => {
  it('has a symbol in segments.svg for every name a segment can resolve to', () => {
    const ids = Array.from(sprite.matchAll(/<symbol id="([^"]+)"/g), (m) => m[1]);
    expect([...ids].sort()).toEqual([...SEGMENT_ICONS].sort());
  });

  it('resolves the seed’s names, column keys and plain words, and falls back to the house', () => {
    expect(resolveSegmentIcon('rental')).toBe('rental');
    expect(resolveSegmentIcon('unknown', 'gzf')).toBe('public');
    expect(resolveSegmentIcon('handshake')).toBe('shared');
    expect(resolveSegmentIcon('nothing', 'nothing')).toBe('home');
  });
});
