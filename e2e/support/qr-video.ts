import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** About 240 px including the quiet zone decodes reliably from Chromium's fake camera (docs/architecture.md#tests). */
const TARGET_PX = 240;
const MARGIN_MODULES = 4;
/**
 * The frames draw the code at two module sizes and slightly shifted: the scanner scales the camera
 * picture into its box, and a few codes do not decode at one particular scaling (about 1 in 20 at
 * a single size); with six renderings in the loop each code is read within a second or two.
 */
const RENDERINGS = [
  { extraScale: 0, dx: 0, dy: 0 },
  { extraScale: 1, dx: 0, dy: 0 },
  { extraScale: 0, dx: 3, dy: 2 },
  { extraScale: 1, dx: -2, dy: -3 },
  { extraScale: -1, dx: 1, dy: 1 },
  { extraScale: 2, dx: 0, dy: 0 },
];

/**
 * Writes a Y4M video (the format Chromium's `--use-file-for-fake-video-capture` reads, looping it)
 * showing `text` as a QR code, black on white, centred, with a 4-module margin. Written by hand:
 * a header line, then per frame "FRAME\n" + the Y plane + the U and V planes (4:2:0, neutral 128).
 */
export function writeQrVideo(text: string, name = 'ticket'): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const total = modules + 2 * MARGIN_MODULES;
  const baseScale = Math.max(1, Math.floor(TARGET_PX / total));

  const frame = ({ extraScale, dx, dy }: (typeof RENDERINGS)[number]) => {
    const scale = baseScale + extraScale;
    const side = total * scale;
    const left = Math.floor((WIDTH - side) / 2) + dx;
    const top = Math.floor((HEIGHT - side) / 2) + dy;
    const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
    for (let row = 0; row < modules; row++) {
      for (let col = 0; col < modules; col++) {
        if (!qr.modules.get(row, col)) continue;
        const y0 = top + (row + MARGIN_MODULES) * scale;
        const x0 = left + (col + MARGIN_MODULES) * scale;
        for (let y = y0; y < y0 + scale; y++) luma.fill(0, y * WIDTH + x0, y * WIDTH + x0 + scale);
      }
    }
    const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
    return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  };
  // Each rendering for two frames (0.2 s at 10 fps): the scanner looks at 5 frames a second.
  const frames = RENDERINGS.flatMap((rendering) => {
    const f = frame(rendering);
    return [f, f];
  });
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);

  const file = path.join(os.tmpdir(), `qr-${name}-${process.pid}-${Date.now().toString(36)}.y4m`);
  writeFileSync(file, Buffer.concat([header, ...frames]));
  return file;
}
