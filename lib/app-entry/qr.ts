/**
 * QR codes drawn on our server (no outside service): uqr encodes the text, and the modules become
 * one SVG path, so the picture is in the HTML and needs no script or image request.
 */
import { encode } from 'uqr';

export type QrCode = { size: number; path: string };

/** The dark modules of `text` as one path in a `size`×`size` grid (a 2-module quiet zone included). */
export function qrCodeFor(text: string): QrCode {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      // Runs of dark modules in a row become one rectangle: a path a fifth as long.
      let end = x;
      while (end < row.length && row[end]) end++;
      parts.push(`M${x} ${y}h${end - x}v1h${x - end}z`);
      x = end;
    }
  });
  return { size, path: parts.join('') };
}
