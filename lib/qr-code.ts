import qrcode from 'qrcode-generator';

/** A QR code as one SVG path. */
export interface QrCodeDrawing {
  /** Width and height in modules, quiet zone included: the SVG viewBox. */
  size: number;
  /** One SVG path of every dark module, in module units. */
  path: string;
}

/** The blank border scanners need around the code, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * Draws `text` as a QR code without any network service: the otpauth URI holds the secret, so it must
 * not leave the server for a third-party renderer; a pure function, so the chain's deposit address and
 * a cash order's code are drawn by the same one. Error correction M survives the
 * glare of a phone camera on a screen.
 */
export function drawQrCode(text: string): QrCodeDrawing {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: squares.join('') };
}

/** The same drawing as a standalone SVG document, for API clients. */
export function qrCodeSvg({ size, path }: QrCodeDrawing): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
