/**
 * SVG of a chart, in vectors: the chart's grid and axes (SVG with computed styles inlined) and its
 * lines or areas re-drawn by the chart's own renderer into a recording context that writes SVG
 * paths instead of canvas pixels (the same min/max decimation as on screen).
 */
import { ChartRenderer, MARGIN, type Ctx2D, type RenderInput } from './render';
import { inlineSvg } from './exportPng';
import { escapeXml } from './xmlText';

const inputs = new WeakMap<Element, () => RenderInput | null>();

/** Lets `chartSvg` find the current render input of the chart in `figure`. */
export function registerChartInput(figure: Element, current: () => RenderInput | null): void {
  inputs.set(figure, current);
}

/** A Ctx2D that records strokes and fills as SVG path elements. */
class SvgRecorder {
  strokeStyle: string | CanvasGradient | CanvasPattern = '#000';
  fillStyle: string | CanvasGradient | CanvasPattern = '#000';
  lineWidth = 1;
  globalAlpha = 1;
  lineJoin: CanvasLineJoin = 'miter';
  readonly elements: string[] = [];
  private d: string[] = [];
  clearRect(): void {}
  save(): void {}
  restore(): void {}
  setTransform(): void {}
  rect(): void {}
  clip(): void {}
  beginPath(): void {
    this.d = [];
  }
  moveTo(x: number, y: number): void {
    this.d.push(`M${x.toFixed(2)} ${y.toFixed(2)}`);
  }
  lineTo(x: number, y: number): void {
    this.d.push(`L${x.toFixed(2)} ${y.toFixed(2)}`);
  }
  closePath(): void {
    this.d.push('Z');
  }
  stroke(): void {
    if (this.d.length)
      this.elements.push(
        `<path d="${this.d.join('')}" fill="none" stroke="${String(this.strokeStyle)}" stroke-width="${this.lineWidth}" stroke-opacity="${this.globalAlpha}" stroke-linejoin="round"/>`,
      );
  }
  fill(): void {
    if (this.d.length)
      this.elements.push(
        `<path d="${this.d.join('')}" fill="${String(this.fillStyle)}" fill-opacity="${this.globalAlpha}" stroke="none"/>`,
      );
  }
}

/** The chart in `figure` (a `.ts-chart`) as SVG text. */
export function chartSvg(figure: HTMLElement): string {
  const input = inputs.get(figure)?.();
  const box = figure.querySelector<HTMLElement>('.ts-chart-box');
  if (!input || !box) throw new Error('no chart to export');
  const { width, height } = box.getBoundingClientRect();
  const header = 52;
  const recorder = new SvgRecorder();
  new ChartRenderer().render(recorder as unknown as Ctx2D, input);
  const title = figure.querySelector('.ts-chart-title')?.textContent ?? '';
  let x = 8;
  const legend = [...figure.querySelectorAll<HTMLButtonElement>('.chart-legend-item')].map((b) => {
    const label = escapeXml(b.textContent ?? '');
    const colour = (b.querySelector('.chart-legend-swatch') as HTMLElement | null)?.style.borderColor ?? '#000';
    const opacity = b.getAttribute('aria-pressed') === 'true' ? 1 : 0.35;
    const item = `<g opacity="${opacity}"><rect x="${x}" y="30" width="12" height="12" fill="${colour}"/><text x="${x + 16}" y="41" font-size="13" font-family="system-ui, sans-serif">${label}</text></g>`;
    x += 24 + 7.2 * label.length;
    return item;
  });
  const layers = [...box.children]
    .map((layer) => {
      if (layer instanceof SVGSVGElement) return `<g transform="translate(0 ${header})">${inlineSvg(layer)}</g>`;
      if (layer instanceof HTMLCanvasElement) {
        const clip = `<clipPath id="plot"><rect width="${input.width}" height="${input.height}"/></clipPath>`;
        return `<g transform="translate(${MARGIN.left} ${header + MARGIN.top})">${clip}<g clip-path="url(#plot)">${recorder.elements.join('')}</g></g>`;
      }
      return '';
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height + header}" viewBox="0 0 ${width} ${height + header}"><rect width="100%" height="100%" fill="#fff"/><text x="8" y="18" font-size="15" font-weight="600" font-family="system-ui, sans-serif">${escapeXml(title)}</text>${legend.join('')}${layers}</svg>\n`;
}
