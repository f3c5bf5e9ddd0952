const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * A count written in Arabic-Indic digits ('24' -> '٢٤'), the one digit system of the Arabic screens
 * (dates and prices come from Intl's ar-EG there). For the catalogue's texts that take a number, on
 * the server as in the browser; the web formats figures with lib/format.ts (grouped: '١٬٢٠٠').
 */
export function arabicDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)] ?? d);
}
