import type { QrCodeDrawing } from '@/lib/qr-code';

/** A QR code drawn on the server (lib/qr-code.ts), dark on white in both themes: scanners need the contrast. */
export function QrCodeImage({ qr, label, className, testId }: { qr: QrCodeDrawing; label: string; className: string; testId: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
