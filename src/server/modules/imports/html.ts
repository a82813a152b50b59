// HTML mails: the schema.org data some senders embed (JSON-LD scripts, microdata), and the text a
// reader sees, for the text reader. Nothing is rendered or run: the parser only builds a tree,
// scripts are read as data (JSON-LD) or dropped, and no image or link is ever fetched.
import { parseDocument } from 'htmlparser2';

/** The parts of the parser's nodes read here. */
interface Element {
  type: string;
  name: string;
  attribs: Record<string, string | undefined>;
  children: ChildNode[];
}
type ChildNode = Element | { type: string; data?: string };

const BLOCKS = new Set([
  'p', 'div', 'br', 'tr', 'li', 'ul', 'ol', 'table', 'tbody', 'thead', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'blockquote', 'pre', 'hr', 'dt', 'dd', 'center',
]);
const SKIPPED = new Set(['script', 'style', 'head', 'noscript', 'template', 'svg', 'title']);

/** What a blank table heading reads as: a cell of its own, which no reader takes for a word, a date or a time. */
export const BLANK_HEADING = '–';

/** The most characters a table cell holds for its lines to be read as one (a date and its hour, a name and its street). */
const SHORT_CELL = 100;

const isElement = (node: ChildNode): node is Element => 'attribs' in node;
const isText = (node: ChildNode): node is { type: string; data: string } => node.type === 'text' && 'data' in node;

/** Text struck through is no longer so (a schedule change's old times, a price before its discount). */
const crossedOut = (el: Element): boolean => ['s', 'strike', 'del'].includes(el.name.toLowerCase()) || (el.attribs.style ?? '')
    .split(';')
    .some((rule) => /^\s*text-decoration(?:-line)?\s*:/i.test(rule) && /line-through/i.test(rule));

/** Whether a table is inside `el`. */
const holdsTable = (el: Element): boolean => el.children.some((child) => isElement(child) && (child.name.toLowerCase() === 'table' || holdsTable(child)));

/** A display that puts an element on lines of its own, and one that makes it a box in its line, apart from the text beside it (a timeline's time in a box of its width). */
const BLOCK_DISPLAY = /^\s*display\s*:\s*(?:block|flex|grid|table|list-item)\b/i;
const CELL_DISPLAY = /^\s*display\s*:\s*(?:inline-block|inline-flex|table-cell)\b/i;
type Display = 'block' | 'cell';
const displayIn = (declarations: string): Display | undefined => {
  const all = declarations.split(';');
  return all.some((d) => BLOCK_DISPLAY.test(d)) ? 'block' : all.some((d) => CELL_DISPLAY.test(d)) ? 'cell' : undefined;
};
/** One part of a simple selector: a tag, classes or both ('b', '.value', 'span.label'). */
interface Compound {
  tag: string | undefined;
  classes: string[];
}
/** The most style rules read from a mail's sheets: a crafted mail's thousands are not tried on each element. */
const MAX_RULES = 50;

/**
 * The selectors of a mail's style sheets whose rules make an element a block or a box in its line ('.grid b { display:block }',
 * '.t { display:inline-block; width:56px }'): simple ones only, of tags and classes and descendants; any other (ids, attributes,
 * pseudo-classes, '>') is left out.
 */
function displaySelectors(nodes: ChildNode[]): { parts: Compound[]; display: Display }[] {
  const sheets: string[] = [];
  const stack = [...nodes];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (!isElement(n)) continue;
    if (n.name.toLowerCase() === 'style') sheets.push(rawText(n.children));
    else stack.push(...n.children);
  }
  const selectors: { parts: Compound[]; display: Display }[] = [];
  for (const rule of sheets.join('\n').split('}')) {
    const [head = '', body = ''] = rule.split('{').slice(-2);
    const display = displayIn(body);
    if (!display) continue;
    for (const selector of head.split(',')) {
      const parts = selector.trim().split(/\s+/);
      if (parts.length > 4 || !parts.every((part) => /^[a-z][a-z0-9]*(?:\.[\w-]+)*$|^(?:\.[\w-]+)+$/i.test(part))) continue;
      selectors.push({ parts: parts.map((part) => ({ tag: /^[a-z]/i.test(part) ? part.split('.')[0]?.toLowerCase() : undefined, classes: part.split('.').slice(1) })), display });
    }
    if (selectors.length >= MAX_RULES) break;
  }
  return selectors.slice(0, MAX_RULES);
}

const matches = (el: Element, c: Compound | undefined) => !!c && (!c.tag || el.name.toLowerCase() === c.tag) && c.classes.every((k) => (el.attribs.class ?? '').split(/\s+/).includes(k));

/** The text of `html` as a reader sees it: blocks on their own lines (by their tag, their style or a rule of the mail's sheets), table cells apart, entities decoded. */
function textOf(nodes: ChildNode[]): string {
  let out = '';
  const sheets = displaySelectors(nodes);
  // How many of each selector's parts before its last the elements around have matched, in order (descendants only: the first that matches is as good as any).
  let progress = sheets.map(() => 0);
  const walk = (list: ChildNode[]) => {
    for (const node of list) {
      if (isText(node)) out += node.data.replace(/\s+/g, ' ');
      else if (isElement(node)) {
        const name = node.name.toLowerCase();
        if (SKIPPED.has(name) || crossedOut(node)) continue;
        // Its own style over the sheets' rules, the last rule that selects it over those before.
        const display = displayIn(node.attribs.style ?? '') ?? sheets.findLast(({ parts }, k) => (progress[k] ?? 0) >= parts.length - 1 && matches(node, parts.at(-1)))?.display;
        const block = display ? display === 'block' : BLOCKS.has(name);
        if (block) out += '\n';
        const cell = name === 'td' || name === 'th';
        if (cell || display === 'cell') out += '   ';
        const from = out.length;
        const outer = progress;
        progress = sheets.map(({ parts }, k) => ((outer[k] ?? 0) < parts.length - 1 && matches(node, parts[outer[k] ?? 0]) ? (outer[k] ?? 0) + 1 : (outer[k] ?? 0)));
        walk(node.children);
        progress = outer;
        if (display === 'cell') out += '   ';
        // A blank heading keeps its column ('<th></th><th>Data</th>…' over rows that open with 'IDA'): the headings line up with the cells under them by order.
        if (name === 'th' && out.slice(from).trim() === '') out = `${out.slice(0, from)}${BLANK_HEADING}`;
        // A short cell's lines ('Fri 9 Oct 2026<br>from 15:00') stay one cell of its row, apart by ' / '; a long one is a layout's, and so is a table's in it (its rows are rows).
        if (cell && out.length - from <= SHORT_CELL && !holdsTable(node)) out = `${out.slice(0, from)}${out
            .slice(from)
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '')
            .join(' / ')}`;
        if (block) out += '\n';
      }
    }
  };
  walk(nodes);
  return out
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** JSON as senders really write it: trailing commas and raw line breaks in strings forgiven. */
export function lenientJson(source: string): unknown {
  const text = source.replace(/^\s*<!--|-->\s*$/g, '').trim();
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(text.replace(/,\s*([}\]])/g, '$1').replace(/\p{Cc}+/gu, ' '));
    } catch {
      return undefined;
    }
  }
}

const attr = (el: Element, name: string) => el.attribs[name] ?? el.attribs[name.toLowerCase()];
const rawText = (nodes: ChildNode[]): string =>
  nodes.map((n) => (isText(n) ? n.data : isElement(n) ? rawText(n.children) : '')).join('');

/** A microdata item as a JSON-LD object: its type from `itemtype`, its properties from the `itemprop`s inside. */
function microdataItem(el: Element): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  const type = attr(el, 'itemtype');
  if (type) item['@type'] = type.replace(/^https?:\/\/schema\.org\//, '');
  const collect = (list: ChildNode[]) => {
    for (const node of list) {
      if (!isElement(node)) continue;
      const prop = attr(node, 'itemprop');
      const scope = attr(node, 'itemscope') !== undefined;
      if (prop) {
        const value = scope
          ? microdataItem(node)
          : (attr(node, 'content') ?? attr(node, 'datetime') ?? (node.name === 'a' || node.name === 'link' ? attr(node, 'href') : undefined) ?? rawText(node.children).trim());
        for (const name of prop.split(/\s+/)) item[name] = value;
      }
      if (!scope) collect(node.children);
    }
  };
  collect(el.children);
  return item;
}

export interface HtmlContent {
  /** JSON-LD and microdata objects, as found. */
  structured: unknown[];
  text: string;
}

/** The deepest an element is read as one: real mails nest tables a few dozen deep; a crafted one nests thousands, past the stack of a reader that recurses. */
const MAX_DEPTH = 256;

/** The text under `node`, read without recursion. */
function flatText(node: ChildNode): string {
  let out = '';
  const stack = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (isText(n)) out += n.data;
    else if (isElement(n)) stack.push(...[...n.children].reverse());
  }
  return out;
}

/** `nodes` with each element deeper than MAX_DEPTH turned into its text. */
function shallow(nodes: ChildNode[]): ChildNode[] {
  const stack = nodes.filter(isElement).map((el) => ({ el, depth: 1 }));
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { el, depth } = top;
    el.children = el.children.map((child) => (isElement(child) && depth >= MAX_DEPTH ? { type: 'text', data: flatText(child) } : child));
    for (const child of el.children) if (isElement(child)) stack.push({ el: child, depth: depth + 1 });
  }
  return nodes;
}

/** What an HTML document carries: its schema.org data and its text. */
export function readHtml(html: string): HtmlContent {
  const document = { children: shallow(parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true }).children) };
  const structured: unknown[] = [];
  const walk = (list: ChildNode[], insideItem: boolean) => {
    for (const node of list) {
      if (!isElement(node)) continue;
      if (node.name === 'script' && /ld\+json/i.test(attr(node, 'type') ?? '')) {
        const json = lenientJson(rawText(node.children));
        if (json !== undefined) structured.push(json);
        continue;
      }
      const scope = !insideItem && attr(node, 'itemscope') !== undefined;
      const prop = attr(node, 'itemprop');
      const topItem = scope && !prop;
      if (topItem) structured.push(microdataItem(node));
      // A property the parser put outside its item: '<p itemscope …><div itemprop=…>' closes the
      // <p> before the <div>, as HTML says, though the sender meant it inside.
      const last = structured.at(-1);
      if (scope && prop && last && typeof last === 'object') for (const name of prop.split(/\s+/)) (last as Record<string, unknown>)[name] ??= microdataItem(node);
      walk(node.children, insideItem || scope);
    }
  };
  walk(document.children, false);
  return { structured, text: textOf(document.children) };
}
