import QRCode from 'qrcode';

/**
 * The one way a ticket's QR code is drawn (the accepted email, the booker's page, the download):
 * a 4-module margin and level M, which phones' cameras and the door's scanner read reliably.
 */
const OPTIONS = { margin: 4, errorCorrectionLevel: 'M' } as const;

/** A PNG of the QR text, `width` pixels square: an image to send or forward. */
export function qrPng(text: string, width = 320): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width });
}

/** The QR text as an SVG data URL, for a page to show without another request. */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { ...OPTIONS, type: 'svg' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
