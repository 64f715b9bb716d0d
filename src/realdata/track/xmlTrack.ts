/**
 * GPX and KML tracks: the XML parsed by @xmldom/xmldom (workers have no DOMParser; its errors
 * become problems with their line and column), GPX points and KML coordinates checked element
 * by element (so a message names `<trkpt> 7`; togeojson would skip a bad point silently), then converted by @tmcw/togeojson. A document type that declares
 * entities is refused before parsing: GPX and KML need none, and refusing them keeps an entity
 * bomb or an external entity (XXE) from ever being expanded.
 */
import { DOMParser } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import { quoted } from '../problems';
import type { ProgressReport } from '../protocol';
import { coordinateProblem, type FoundLine, type ProblemList } from './lineOf';
import { linesOf } from './features';

/** The line (1-based) of character `index` of `text`. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** The parsed document, or null after adding its problems. */
function parseXml(text: string, problems: ProblemList): Document | null {
  const entity = /<!ENTITY/i.exec(text);
  if (entity) {
    problems.add(`line ${lineAt(text, entity.index)}`, 'no entity declarations (<!ENTITY>): GPX and KML need none');
    return null;
  }
  let failed = false;
  const parser = new DOMParser({
    onError(level, message, context) {
      if (level === 'warning') return;
      failed = true;
      const at = (context as { locator?: { lineNumber?: number; columnNumber?: number } } | undefined)?.locator;
      const where = at?.lineNumber ? `line ${at.lineNumber} column ${at.columnNumber ?? 0}` : null;
      problems.add(where, `well-formed XML (${message.split('\n')[0]})`);
    },
  });
  try {
    const doc = parser.parseFromString(text, 'text/xml');
    return failed ? null : (doc as unknown as Document);
  } catch {
    // A fatal error was reported to onError (and so is a problem) before the throw.
    if (!failed) problems.add(null, 'well-formed XML');
    return null;
  }
}

/** `<trkpt> 7, line 12`. */
function elementName(tag: string, index: number, el: Element): string {
  const line = (el as unknown as { lineNumber?: number }).lineNumber;
  return `<${tag}> ${index + 1}${line ? ` (line ${line})` : ''}`;
}

/** Checks every GPX track and route point's lat and lon attributes. */
function checkGpxPoints(doc: Document, problems: ProblemList): void {
  for (const tag of ['trkpt', 'rtept']) {
    const points = doc.getElementsByTagName(tag);
    for (let i = 0; i < points.length; i++) {
      const el = points[i]!;
      for (const [attr, what] of [
        ['lat', 'latitude'],
        ['lon', 'longitude'],
      ] as const) {
        const value = el.hasAttribute(attr) ? el.getAttribute(attr) : undefined;
        const problem = coordinateProblem(value, what);
        if (problem) problems.add(elementName(tag, i, el), `${problem.replace(/, got/, ` (attribute ${attr}), got`)}`);
      }
    }
  }
}

/** Checks every KML `<coordinates>` tuple (`lon,lat[,alt]`) and `<gx:coord>` (`lon lat [alt]`). */
function checkKmlCoordinates(doc: Document, problems: ProblemList): void {
  const check = (tag: string, tuples: (text: string) => string[], split: RegExp) => {
    const elements = doc.getElementsByTagName(tag);
    for (let i = 0; i < elements.length; i++) {
      const el = elements[i]!;
      tuples(el.textContent ?? '').forEach((tuple, k) => {
        const [lon, lat] = tuple.split(split);
        const problem = coordinateProblem(lon, 'longitude') ?? coordinateProblem(lat, 'latitude');
        if (problem) problems.add(`${elementName(tag, i, el)}, position ${k + 1}`, `${problem} (in ${quoted(tuple)})`);
      });
    }
  };
  const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
  check('coordinates', words, /,/);
  check('gx:coord', (text) => (text.trim() ? [text.trim()] : []), /\s+/);
}

/** The first line of a GPX or KML file and how many it has; null with problems when refused. */
export function readXmlTrack(
  text: string,
  problems: ProblemList,
  progress: ProgressReport = () => undefined,
): { first: FoundLine | null; count: number } {
  const doc = parseXml(text, problems);
  if (!doc) return { first: null, count: 0 };
  // Parsing and converting take about half the time each (10 MB of GPX: 5 s and 4 s on a busy core).
  progress(0.55);
  const root = doc.documentElement;
  const rootName = root?.localName ?? root?.tagName ?? '';
  if (rootName === 'gpx') {
    checkGpxPoints(doc, problems);
    if (problems.list.length > 0) return { first: null, count: 0 };
    const trackPoints = doc.getElementsByTagName('trkpt').length;
    const tag = trackPoints > 0 ? 'trkpt' : 'rtept';
    const points = trackPoints > 0 ? trackPoints : doc.getElementsByTagName('rtept').length;
    // togeojson makes no line of a single point: say what the file has instead of "nothing".
    if (points === 1) {
      problems.add(null, `a track or route of at least 2 points, got 1 <${tag}>`);
      return { first: null, count: 0 };
    }
    return linesOf(
      gpx(doc),
      problems,
      (i) => `line ${i + 1}`,
      (p) => `<${tag}> ${p + 1}`,
    );
  }
  if (rootName === 'kml') {
    checkKmlCoordinates(doc, problems);
    if (problems.list.length > 0) return { first: null, count: 0 };
    return linesOf(kml(doc), problems, (i) => `<Placemark> ${i + 1}`);
  }
  problems.add(null, `a <gpx> or <kml> document, got ${root ? `<${quoted(rootName).slice(1, -1)}>` : 'no element'}`);
  return { first: null, count: 0 };
}
