import { escapeHtml } from '@app/shared';

export type EmailBlock =
  | { type: 'paragraph'; html: string }
  | { type: 'facts'; rows: [label: string, valueHtml: string][] }
  | { type: 'highlight'; html: string }
  | { type: 'button'; href: string; label: string }
  | { type: 'image'; src: string; alt: string; width: number };

const FONT = "Tahoma, 'Segoe UI', Arial, sans-serif";
/**
 * A long word (a link written out, a transaction ID) breaks anywhere rather than widen the email past
 * a 360 px phone (docs/emails.md#every-email): mail clients size a table cell to its longest word.
 */
const BREAK = 'overflow-wrap:anywhere;word-break:break-word';

function renderBlock(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.8;font-size:16px;color:#1f2937">${block.html}</p>`;
    case 'highlight':
      return `<div style="margin:0 0 16px;padding:14px 16px;border-radius:8px;background:#fef3c7;color:#78350f;line-height:1.8;font-size:15px">${block.html}</div>`;
    case 'facts':
      return `<table role="presentation" style="width:100%;table-layout:fixed;border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:right;padding:8px 0;color:#6b7280;font-weight:normal;font-size:14px;width:40%">${escapeHtml(label)}</th><td style="padding:8px 0;font-size:15px;color:#111827;font-weight:bold;${BREAK}">${value}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return `<p style="margin:0 0 16px;text-align:center"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 28px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px">${escapeHtml(block.label)}</a></p>`;
    case 'image':
      return `<p style="margin:0 0 16px;text-align:center"><img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="${block.width}" height="${block.width}" style="display:inline-block;border:0"></p>`;
  }
}

/**
 * The one layout every email uses: a heading, content blocks and a footer; right to left for the
 * Arabic emails (bookings), left to right for the English ones (contact requests).
 */
export function renderEmailHtml(options: {
  title: string;
  blocks: EmailBlock[];
  footer: string;
  lang?: 'ar' | 'en';
}): string {
  const lang = options.lang ?? 'ar';
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const align = lang === 'ar' ? 'right' : 'left';
  return `<!doctype html>
<html dir="${dir}" lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT}">
<table role="presentation" style="width:100%;border-collapse:collapse;background:#f3f4f6"><tr><td style="padding:24px 8px">
<table role="presentation" dir="${dir}" style="width:100%;max-width:600px;table-layout:fixed;margin:0 auto;border-collapse:collapse;background:#ffffff;border-radius:12px;text-align:${align}">
<tr><td style="padding:24px 24px 8px"><h1 style="margin:0;font-size:22px;color:#111827">${escapeHtml(options.title)}</h1></td></tr>
<tr><td style="padding:16px 24px;${BREAK}">${options.blocks.map(renderBlock).join('\n')}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;color:#6b7280;line-height:1.7;${BREAK}">${escapeHtml(options.footer)}</td></tr>
</table></td></tr></table>
</body>
</html>`;
}
