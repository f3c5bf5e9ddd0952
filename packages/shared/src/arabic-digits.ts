const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * A count in Arabic-Indic digits ('24' -> '٢٤'), the one digit system of the Arabic screens
 * (dates and prices come from Intl's ar-EG there). Also digits inside a text ('5 حجوزات' -> '٥ حجوزات').
 * A count with its noun: arabicCount (arabic-count.ts).
 */
export function arabicDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)] ?? d);
}

let numberFormat: Intl.NumberFormat | undefined;

/**
 * A number as the Arabic screens and emails write it: Intl's ar-EG, Arabic-Indic digits grouped
 * ('١٬٢٠٠'). The web's formatNumber (lib/format.ts) is this one. Made on first use: the first Intl
 * object of a page loads ICU's data.
 */
export function arabicNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat('ar-EG');
  return numberFormat.format(value);
}
