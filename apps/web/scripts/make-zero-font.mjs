// Writes the tiny fonts that draw the Arabic-Indic zero (U+0660) on the Arabic screens.
//
// Cairo draws ٠ as a dot about a tenth of an em wide, so a count of nothing reads as nothing ('٠ / ٠'
// looks like '. / .') and ١٠:٠٥ looks like ١:٥. These fonts hold one glyph each, a solid diamond
// the size of a small letter, set at the digits' mid-height with Cairo's metrics (1000 units per em,
// ascent 1303, descent 571); arabic-font.css puts them before Cairo for U+0660 only. A diamond, not a
// ring: a ring is how Cairo draws ٥.
//
// Nothing is downloaded: the glyph is drawn here. Run `node apps/web/scripts/make-zero-font.mjs` after
// changing a number below; the .ttf files are committed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT_DIR = path.resolve(import.meta.dirname, '../src/components/fonts');
const UPM = 1000;
const ASCENT = 1303;
const DESCENT = -571;
const ZERO = 0x0660;
/** Mid-height of Cairo's Arabic-Indic digits (they stand from 0 to 672 units). */
const CENTRE_Y = 336;

/** Regular (200 to 599) and bold (600 to 1000) weights: the diamond grows with the strokes around it. */
const FACES = [
  { file: 'arabic-zero-regular.ttf', weight: 400, width: 250, height: 360, advance: 390 },
  { file: 'arabic-zero-bold.ttf', weight: 700, width: 290, height: 400, advance: 430 },
];

function u16(v) {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(v & 0xffff);
  return b;
}
function i16(v) {
  const b = Buffer.alloc(2);
  b.writeInt16BE(v);
  return b;
}
function u32(v) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(v >>> 0);
  return b;
}
const cat = (...parts) => Buffer.concat(parts);

function checksum(buf) {
  const padded = Buffer.concat([buf, Buffer.alloc((4 - (buf.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function font({ weight, width, height, advance }) {
  const xMin = Math.round((advance - width) / 2);
  const xMax = xMin + width;
  const yMin = CENTRE_Y - height / 2;
  const yMax = CENTRE_Y + height / 2;
  const xMid = (xMin + xMax) / 2;
  // Clockwise (TrueType's outer contour direction): bottom, left, top, right.
  const points = [
    [xMid, yMin],
    [xMin, CENTRE_Y],
    [xMid, yMax],
    [xMax, CENTRE_Y],
  ];
  const dx = [];
  const dy = [];
  let px = 0;
  let py = 0;
  for (const [x, y] of points) {
    dx.push(i16(x - px));
    dy.push(i16(y - py));
    px = x;
    py = y;
  }
  let diamond = cat(
    i16(1), // one contour
    i16(xMin),
    i16(yMin),
    i16(xMax),
    i16(yMax),
    u16(3), // last point of the contour
    u16(0), // no instructions
    Buffer.from([1, 1, 1, 1]), // four on-curve points, 16-bit deltas
    ...dx,
    ...dy,
  );
  if (diamond.length % 2) diamond = cat(diamond, Buffer.alloc(1));

  const tables = {};
  tables.glyf = diamond; // glyph 0 (.notdef) is empty, glyph 1 the zero
  tables.loca = cat(u16(0), u16(0), u16(diamond.length / 2));
  tables.head = cat(
    u32(0x00010000),
    u32(0x00010000), // font revision 1.0
    u32(0), // checksum adjustment, set below
    u32(0x5f0f3cf5),
    u16(0x000b),
    u16(UPM),
    Buffer.alloc(16), // created, modified
    i16(xMin),
    i16(yMin),
    i16(xMax),
    i16(yMax),
    u16(weight >= 600 ? 1 : 0), // macStyle bold
    u16(8),
    i16(2),
    i16(0), // short loca
    i16(0),
  );
  tables.hhea = cat(
    u32(0x00010000),
    i16(ASCENT),
    i16(DESCENT),
    i16(0),
    u16(advance),
    i16(0),
    i16(advance - xMax),
    i16(xMax),
    i16(1),
    i16(0),
    i16(0),
    Buffer.alloc(8),
    i16(0),
    u16(2),
  );
  tables.hmtx = cat(u16(advance), i16(0), u16(advance), i16(xMin));
  // Two glyphs, at most 4 points in 1 contour, no composites, 2 zones, no hinting.
  tables.maxp = cat(u32(0x00010000), u16(2), u16(4), u16(1), u16(0), u16(0), u16(2), Buffer.alloc(16));
  // cmap: Windows Unicode BMP, format 4, one segment for U+0660 and the closing 0xFFFF one.
  const format4 = cat(
    u16(4),
    u16(32),
    u16(0),
    u16(4), // segCountX2
    u16(4),
    u16(1),
    u16(0),
    u16(ZERO),
    u16(0xffff),
    u16(0),
    u16(ZERO),
    u16(0xffff),
    u16(1 - ZERO),
    u16(1),
    u16(0),
    u16(0),
  );
  tables.cmap = cat(u16(0), u16(1), u16(3), u16(1), u32(12), format4);
  const names = [
    [1, 'Arabic Zero'],
    [2, weight >= 600 ? 'Bold' : 'Regular'],
    [3, `Arabic Zero ${weight}`],
    [4, `Arabic Zero ${weight >= 600 ? 'Bold' : 'Regular'}`],
    [5, 'Version 1.0'],
    [6, `ArabicZero-${weight >= 600 ? 'Bold' : 'Regular'}`],
  ];
  const strings = names.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  let offset = 0;
  const records = names.map(([id], i) => {
    const record = cat(u16(3), u16(1), u16(0x409), u16(id), u16(strings[i].length), u16(offset));
    offset += strings[i].length;
    return record;
  });
  tables.name = cat(u16(0), u16(names.length), u16(6 + 12 * names.length), ...records, ...strings);
  tables['OS/2'] = cat(
    u16(4),
    i16(advance),
    u16(weight),
    u16(5),
    u16(0),
    i16(650),
    i16(600),
    i16(0),
    i16(75),
    i16(650),
    i16(600),
    i16(0),
    i16(350),
    i16(50),
    i16(258),
    i16(0),
    Buffer.alloc(10), // panose
    u32(1 << 13), // Arabic
    u32(0),
    u32(0),
    u32(0),
    Buffer.from('NONE'),
    u16(weight >= 600 ? 0x20 : 0x40),
    u16(ZERO),
    u16(ZERO),
    i16(ASCENT),
    i16(DESCENT),
    i16(0),
    u16(1312),
    u16(571),
    u32(1 << 6), // Arabic code page
    u32(0),
    i16(500),
    i16(700),
    u16(0), // default char
    u16(0), // break char
    u16(0), // max context
  );
  tables.post = cat(u32(0x00030000), u32(0), i16(-100), i16(50), u32(0), Buffer.alloc(16));

  const tags = Object.keys(tables).sort();
  const headerLength = 12 + 16 * tags.length;
  let at = headerLength;
  const entries = [];
  const bodies = [];
  for (const tag of tags) {
    const data = tables[tag];
    entries.push(cat(Buffer.from(tag.padEnd(4)), u32(checksum(data)), u32(at), u32(data.length)));
    const padded = cat(data, Buffer.alloc((4 - (data.length % 4)) % 4));
    bodies.push(padded);
    at += padded.length;
  }
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const file = cat(
    u32(0x00010000),
    u16(tags.length),
    u16(power * 16),
    u16(Math.log2(power)),
    u16(tags.length * 16 - power * 16),
    ...entries,
    ...bodies,
  );
  // head.checkSumAdjustment: the whole file then sums to 0xB1B0AFBA.
  const headOffset = file.readUInt32BE(12 + 16 * tags.indexOf('head') + 8);
  file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headOffset + 8);
  return file;
}

for (const face of FACES) {
  const file = path.join(OUT_DIR, face.file);
  writeFileSync(file, font(face));
  console.log(`${path.relative(process.cwd(), file)}: ${font(face).length} bytes`);
}
