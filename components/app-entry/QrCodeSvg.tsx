import type { QrCode } from '@/lib/app-entry/qr';

export type QrCodeSvgProps = { code: QrCode; label: string; className?: string };

/** A QR code drawn on the server as inline SVG: readable without scripts, named for screen readers. */
export function QrCodeSvg({ code, label, className }: QrCodeSvgProps) {
  return (
    <svg className={className} viewBox={`0 0 ${code.size} ${code.size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
