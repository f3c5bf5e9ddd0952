const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * The national ID's last digits as the Egyptian ID card prints them (Arabic-Indic), so the door
 * compares like with like, in the digits of the rest of the Arabic screen. Leading zeros are kept.
 */
export function idDigits(digits: string): string {
  return digits.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]!);
}
