/**
 * PNG of a chart as it is on screen: title, legend, grid, the plotted lines and the axes, drawn
 * into one canvas at twice the screen resolution. The chart's SVG layers are serialised with their
 * computed styles inlined, so they look the same outside the page. Any Unicode in the chart's text
 * (notes, titles, labels) is drawn or dropped, never an error: the SVG is made well-formed XML
 * (xmlText.ts) and handed to the image as a Blob, not as a percent-encoded data URL.
 */
import { xmlChars } from './xmlText';

/** Style properties an exported SVG needs inline. */
const STYLE_PROPS = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'opacity',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'shape-rendering',
];

/**
 * A standalone copy of `svg` with every element's computed style inlined, as well-formed XML: the
 * characters XML cannot hold (which the DOM's text may, and XMLSerializer writes as they are) dropped.
 */
export function inlineSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((el, i) => {
    const style = getComputedStyle(el);
    const text = STYLE_PROPS.map((p) => `${p}:${style.getPropertyValue(p)}`)
      .filter((d) => !d.endsWith(':'))
      .join(';');
    (copies[i] as SVGElement).setAttribute('style', text);
  });
  copy.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns', 'http://www.w3.org/2000/svg');
  return xmlChars(new XMLSerializer().serializeToString(copy));
}

/** `svgText` decoded as an image, through a Blob (UTF-8 of any text; no URI encoding that can throw). */
function loadImage(svgText: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml;charset=utf-8' }));
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the chart could not be drawn as an image'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** The chart in `figure` (a `.ts-chart`) as a PNG blob. */
export async function chartPng(figure: HTMLElement, scale = 2): Promise<Blob> {
  const box = figure.querySelector<HTMLElement>('.ts-chart-box');
  if (!box) throw new Error('no chart to export');
  const title = figure.querySelector('.ts-chart-title')?.textContent ?? '';
  const legend = [...figure.querySelectorAll<HTMLButtonElement>('.chart-legend-item')].map((b) => ({
    label: b.textContent ?? '',
    colour: (b.querySelector('.chart-legend-swatch') as HTMLElement | null)?.style.borderColor ?? '#000',
    shown: b.getAttribute('aria-pressed') === 'true',
  }));
  const boxRect = box.getBoundingClientRect();
  const header = 52;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(boxRect.width * scale);
  canvas.height = Math.round((boxRect.height + header) * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw a PNG');
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, boxRect.width, boxRect.height + header);
  ctx.fillStyle = '#1b1f24';
  ctx.font = '600 15px system-ui, sans-serif';
  ctx.fillText(title, 8, 18);
  ctx.font = '13px system-ui, sans-serif';
  let x = 8;
  for (const item of legend) {
    ctx.globalAlpha = item.shown ? 1 : 0.35;
    ctx.fillStyle = item.colour;
    ctx.fillRect(x, 30, 12, 12);
    ctx.fillStyle = '#1b1f24';
    ctx.fillText(item.label, x + 16, 41);
    x += 24 + ctx.measureText(item.label).width;
  }
  ctx.globalAlpha = 1;
  // The layers in their on-screen order: grid, plotted lines, axes.
  for (const layer of box.children) {
    const r = layer.getBoundingClientRect();
    const [dx, dy] = [r.left - boxRect.left, r.top - boxRect.top + header];
    if (layer instanceof HTMLCanvasElement) ctx.drawImage(layer, dx, dy, r.width, r.height);
    else if (layer instanceof SVGSVGElement)
      ctx.drawImage(await loadImage(inlineSvg(layer)), dx, dy, r.width, r.height);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}
