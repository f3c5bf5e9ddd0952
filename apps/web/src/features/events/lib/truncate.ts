/** Cuts a text to `max` characters (counted as code points, so Arabic and emoji are not split) plus an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}
