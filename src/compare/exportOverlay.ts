/**
 * Saving a comparison overlay chart: the chart's own SVG or PNG (src/charts/exportSvg.ts,
 * exportPng.ts) under a heading line with the scenario's title, so a figure pasted into a report
 * says which scenario it shows.
 */
import { chartPng } from '../charts/exportPng';
import { chartSvg } from '../charts/exportSvg';
import { escapeXml } from '../charts/xmlText';
import { download, fileStem } from '../share/download';

/** Height of the heading line above the chart, CSS pixels. */
export const HEADING_PX = 26;

/** `svg` (a standalone chart SVG) under a heading line reading `heading`. */
export function svgWithHeading(svg: string, heading: string): string {
  const size = /<svg[^>]*\swidth="([\d.]+)"[^>]*\sheight="([\d.]+)"/.exec(svg);
  const [width, height] = size ? [Number(size[1]), Number(size[2])] : [800, 300];
  const total = height + HEADING_PX;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}" viewBox="0 0 ${width} ${total}"><rect width="100%" height="100%" fill="#fff"/><text x="8" y="18" font-size="14" font-family="system-ui, sans-serif" fill="#1b1f24">${escapeXml(heading)}</text><g transform="translate(0 ${HEADING_PX})">${svg.trim()}</g></svg>\n`;
}

/** `png` (a chart PNG at `scale` times CSS pixels) under a heading line reading `heading`. */
export async function pngWithHeading(png: Blob, heading: string, scale = 2): Promise<Blob> {
  const image = await createImageBitmap(png);
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height + HEADING_PX * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw a PNG');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.scale(scale, scale);
  ctx.fillStyle = '#1b1f24';
  ctx.font = '14px system-ui, sans-serif';
  ctx.fillText(heading, 8, 18);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(image, 0, HEADING_PX * scale);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/** The file name of overlay chart `key` of the scenario titled `title`, with extension `ext`. */
export function overlayFileName(title: string | undefined, key: string, ext: 'svg' | 'png'): string {
  return `${fileStem(title)}-compare-${fileStem(key)}.${ext}`;
}

/** Saves the chart in `figure` as SVG under the scenario's title. */
export function saveOverlaySvg(figure: HTMLElement, title: string | undefined, key: string): void {
  download(overlayFileName(title, key, 'svg'), svgWithHeading(chartSvg(figure), title ?? ''), 'image/svg+xml');
}

/** Saves the chart in `figure` as PNG under the scenario's title. */
export async function saveOverlayPng(figure: HTMLElement, title: string | undefined, key: string): Promise<void> {
  download(overlayFileName(title, key, 'png'), await pngWithHeading(await chartPng(figure), title ?? ''));
}
