/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_NAMES } from './icons';

const sprite = readFileSync(path.join(__dirname, 'icons.svg'), 'utf8');

describe('the icon sprite', () => {
  it('holds a symbol for every icon the components can name, and nothing unnamed', () => {
    const ids = Array.from(sprite.matchAll(/<symbol id="([^"]+)"/g), (m) => m[1]);
    expect([...ids].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws the line icons in currentColor, so they take the colour of their text (and of 长者模式)', () => {
    const lineIcons = Array.from(sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/gs));
    expect(lineIcons.length).toBe(ICON_NAMES.length - 1);
    for (const [, id, body] of lineIcons) expect([id, (body ?? '').startsWith('<g fill="none" stroke="currentColor"')]).toEqual([id, true]);
  });
});
