/** Cuts to `max` code points, never splitting a surrogate pair (a lone one breaks a URL or JSON round trip). */
export function cutCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (let count = 0; count < max && end < text.length; count += 1) {
    end += (text.codePointAt(end) as number) > 0xffff ? 2 : 1;
  }
  return text.slice(0, end);
}

/** What the spec's character limits count. */
export function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += (text.codePointAt(i) as number) > 0xffff ? 2 : 1) count += 1;
  return count;
}
