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

/**
 * `text` without the characters at its start and at its end that the tests name, then trimmed of
 * spaces. A loop, for the reason above: a pattern such as /[\s*]+$/ is quadratic on a long run.
 */
export function trimmedWhere(text: string, atStart: (c: string) => boolean, atEnd: (c: string) => boolean): string {
  let from = 0;
  let to = text.length;
  while (from < to && atStart(text.charAt(from))) from++;
  while (to > from && atEnd(text.charAt(to - 1))) to--;
  return text.slice(from, to).trim();
}

/** Where each line of `text` starts: `lineStartsOf(text)[k]` is the index of line k's first character. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
