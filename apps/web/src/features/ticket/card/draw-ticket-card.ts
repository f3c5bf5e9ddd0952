import { AR_HOLDER } from '@app/shared';

const C = AR_HOLDER.card;

/** A phone's portrait post (4:5): readable full screen, and what messaging apps show whole. */
export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;
const MARGIN = 72;
const QR_SIZE = 540;
const INK = '#0f172a';
const MUTED = '#475569';

/** What a ticket's card shows (docs/api/ticket-transfer.md#a-ticket-worth-forwarding). */
export type TicketCardFacts = {
  holder: string;
  event: string;
  /** The date and time in Cairo, as the page writes them (ar-EG). */
  when: string;
  place: string;
  /** The ticket's type, when the event has types. */
  type?: string | null;
  reference: string;
  /** 'تذكرة ١ من ٣' in a group; absent for a booking of one. */
  position?: string;
  /** The QR code's image (the SVG data URL the page shows). */
  qrSrc: string;
};

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('QR image did not load'));
    image.src = src;
  });
}

/**
 * The page's own font (the Arabic face of the element the card comes from: the right-to-left part of
 * the page sets it), loaded for Arabic letters and digits, so the card reads like the page.
 */
async function pageFont(from: Element): Promise<string> {
  const family = getComputedStyle(from).fontFamily || 'sans-serif';
  const sample = 'تذكرة ٠١٢٣ Ticket';
  try {
    await Promise.all([
      document.fonts.load(`700 48px ${family}`, sample),
      document.fonts.load(`400 36px ${family}`, sample),
    ]);
  } catch {
    // The system's face then; the card is still readable.
  }
  return family;
}

/** Lines of `text` no wider than `width`, at most `max` (the last one cut with an ellipsis). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1]!;
  while (last.length > 1 && ctx.measureText(`${last}…`).width > width) last = last.slice(0, -1);
  kept[max - 1] = `${last}…`;
  return kept;
}

/**
 * Draws one ticket as an image card, 1080×1350, right to left: the event, the holder, when and where,
 * the type, the reference and the QR code large enough to scan from another phone's screen.
 */
export async function drawTicketCard(facts: TicketCardFacts, from: Element): Promise<HTMLCanvasElement> {
  const [family, qr] = await Promise.all([pageFont(from), loadImage(facts.qrSrc)]);
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.direction = 'rtl';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'top';
  const right = CARD_WIDTH - MARGIN;
  const width = CARD_WIDTH - 2 * MARGIN;

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);

  // The band: the event's name (up to two lines) and, in a group, which ticket this is.
  ctx.font = `700 58px ${family}`;
  const title = wrap(ctx, facts.event, width, 2);
  const bandHeight = 70 + title.length * 78 + (facts.position ? 56 : 0);
  ctx.fillStyle = INK;
  ctx.fillRect(0, 0, CARD_WIDTH, bandHeight);
  ctx.fillStyle = '#ffffff';
  let y = 50;
  for (const line of title) {
    ctx.fillText(line, right, y);
    y += 78;
  }
  if (facts.position) {
    ctx.font = `400 36px ${family}`;
    ctx.fillStyle = '#cbd5e1';
    ctx.fillText(facts.position, right, y);
  }

  y = bandHeight + 40;
  const row = (label: string, value: string, size: number, lines = 1) => {
    ctx.font = `400 30px ${family}`;
    ctx.fillStyle = MUTED;
    ctx.fillText(label, right, y);
    y += 42;
    ctx.font = `700 ${size}px ${family}`;
    ctx.fillStyle = INK;
    for (const line of wrap(ctx, value, width, lines)) {
      ctx.fillText(line, right, y);
      y += size * 1.3;
    }
    y += 14;
  };
  row(C.holder, facts.holder, 56, 2);
  row(C.date, facts.when, 40);
  row(C.place, facts.place, 40, 2);
  if (facts.type) row(C.type, facts.type, 40);

  // The reference beside the QR's caption, the QR itself centred in what is left.
  const qrTop = Math.max(y + 10, CARD_HEIGHT - QR_SIZE - 150);
  const qrSize = Math.min(QR_SIZE, CARD_HEIGHT - qrTop - 150);
  const qrLeft = (CARD_WIDTH - qrSize) / 2;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(qrLeft - 20, qrTop - 20, qrSize + 40, qrSize + 40);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, qrLeft, qrTop, qrSize, qrSize);

  ctx.textAlign = 'center';
  ctx.font = `400 32px ${family}`;
  ctx.fillStyle = MUTED;
  ctx.fillText(C.showAtDoor, CARD_WIDTH / 2, qrTop + qrSize + 28);
  ctx.font = `700 40px ${family}`;
  ctx.fillStyle = INK;
  ctx.fillText(`${C.reference}: ${facts.reference}`, CARD_WIDTH / 2, qrTop + qrSize + 76);
  return canvas;
}

/** The card as a PNG file. */
export async function ticketCardFile(facts: TicketCardFacts, filename: string, from: Element): Promise<File> {
  const canvas = await drawTicketCard(facts, from);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('card not encoded');
  return new File([blob], filename, { type: 'image/png' });
}

/**
 * Hands the card on: the phone's share sheet where it can share files (WhatsApp and the like),
 * else a download. A share the person closed is not an error.
 */
export async function shareOrDownload(file: File, title: string): Promise<'shared' | 'downloaded'> {
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
      // Refused (no user gesture left, say): the download below still gives the card.
    }
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}
