/**
 * `text` without the run of `char` at its end ("https://host//" → "https://host"). A loop rather
 * than `replace(/x+$/, '')`, which tries the run from each of its characters in turn and so takes
 * quadratic time on a long run followed by anything else.
 */
export function withoutTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end -= 1;
  return text.slice(0, end);
}
