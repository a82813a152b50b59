// A chart's SVG as a PNG: its styles written onto a copy (the page's CSS variables colour it,
// which an image on its own does not have), drawn on a canvas over a dark background with the
// chart's title and legend, which Mantine renders outside the SVG.

const STYLE_PROPERTIES = [
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'opacity',
  'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline', 'visibility', 'display',
] as const;

/** The page's dark body colour, so the PNG reads as the chart does on screen. */
export const PNG_BACKGROUND = '#242424';
const TEXT = '#e9ecef';
const SCALE = 2;
const PAD = 16;
const TITLE_HEIGHT = 32;
const LEGEND_ROW = 22;

export interface LegendEntry {
  label: string;
  /** A Mantine colour such as 'blue.5'. */
  color: string;
}

/** The markup of `svg` with each element's computed style written on it, at its size on screen. */
export function standaloneSvg(svg: SVGSVGElement, width: number, height: number): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, i) => {
    const target = copies[i];
    if (!target) return;
    const computed = getComputedStyle(original);
    const style = STYLE_PROPERTIES.map((name) => [name, computed.getPropertyValue(name)] as const)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    target.setAttribute('style', style);
  });
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return new XMLSerializer().serializeToString(copy);
}

/** 'blue.5' as the colour the theme gives it; anything else as it is. */
function resolveColor(color: string): string {
  const [name, shade] = color.split('.');
  if (!name || !shade) return color;
  return getComputedStyle(document.documentElement).getPropertyValue(`--mantine-color-${name}-${shade}`).trim() || color;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn.'));
    image.src = src;
  });
}

/** Lays the legend out in rows that fit `width`: each entry's x and row. */
function legendLayout(context: CanvasRenderingContext2D, legend: readonly LegendEntry[], width: number) {
  let x = 0;
  let row = 0;
  return legend.map((entry) => {
    const size = 18 + context.measureText(entry.label).width + 16;
    if (x > 0 && x + size > width) {
      x = 0;
      row += 1;
    }
    const placed = { entry, x, row };
    x += size;
    return placed;
  });
}

/** The chart drawn in `svg` as a PNG with `title` above it and `legend` under it. */
export async function chartPng(svg: SVGSVGElement, title: string, legend: readonly LegendEntry[]): Promise<Blob> {
  const { width, height } = svg.getBoundingClientRect();
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(standaloneSvg(svg, width, height))}`);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The chart could not be drawn.');
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
  context.font = `13px ${font}`;
  const placed = legendLayout(context, legend, width);
  const legendHeight = placed.length > 0 ? ((placed.at(-1)?.row ?? 0) + 1) * LEGEND_ROW + 8 : 0;
  canvas.width = (width + PAD * 2) * SCALE;
  canvas.height = (TITLE_HEIGHT + height + legendHeight + PAD * 2) * SCALE;
  context.scale(SCALE, SCALE);
  context.fillStyle = PNG_BACKGROUND;
  context.fillRect(0, 0, width + PAD * 2, TITLE_HEIGHT + height + legendHeight + PAD * 2);
  context.fillStyle = TEXT;
  context.textBaseline = 'middle';
  context.font = `600 17px ${font}`;
  context.fillText(title, PAD, PAD + TITLE_HEIGHT / 2 - 4);
  context.drawImage(image, PAD, PAD + TITLE_HEIGHT, width, height);
  context.font = `13px ${font}`;
  const legendTop = PAD + TITLE_HEIGHT + height + 8;
  for (const { entry, x, row } of placed) {
    const y = legendTop + row * LEGEND_ROW + LEGEND_ROW / 2;
    context.fillStyle = resolveColor(entry.color);
    context.fillRect(PAD + x, y - 6, 12, 12);
    context.fillStyle = TEXT;
    context.fillText(entry.label, PAD + x + 18, y);
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The chart could not be drawn.'))), 'image/png');
  });
}
