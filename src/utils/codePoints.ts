/** The character (code point) starting at `index`: one UTF-16 unit, or two for a surrogate pair. */
export function characterAt(text: string, index: number): string {
  return (text.codePointAt(index) as number) > 0xffff ? text.slice(index, index + 2) : text.charAt(index);
}

/** Cuts to `max` code points, never splitting a surrogate pair (a lone one breaks a URL or JSON round trip). */
export function cutCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (let count = 0; count < max && end < text.length; count += 1) {
    end += characterAt(text, end).length;
  }
  return text.slice(0, end);
}

/** What the spec's character limits count. */
export function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += characterAt(text, i).length) count += 1;
  return count;
}
