// @vitest-environment jsdom
/**
 * Text in chart exports: any Unicode a note, title or label may hold (the solver accepts controls,
 * U+FFFF and lone surrogates) gives a well-formed SVG, and the note label is never cut inside a
 * character (the defect: an emoji at characters 39-40 left half a surrogate pair, and PNG export
 * threw "URI malformed"; U+0001 made the SVG ill-formed XML).
 */
import { describe, expect, it } from 'vitest';
import { noteLabel, NOTE_LABEL_CHARS } from '../../src/charts/ChartNotes';
import { inlineSvg } from '../../src/charts/exportPng';
import { escapeXml, xmlChars } from '../../src/charts/xmlText';
import { svgWithHeading } from '../../src/compare/exportOverlay';
import { HOSTILE_TEXTS } from './hostileText';

/** True when `text` holds no lone surrogate (it can be encoded as UTF-8 and as a URI). */
const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

/** The parse errors of `svg` read as XML (an empty list: well-formed). */
function xmlErrors(svg: string): string[] {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const errors = [...doc.getElementsByTagName('parsererror')].map((e) => e.textContent ?? 'parsererror');
  if (!wellFormed(svg)) errors.push('a lone surrogate');
  return errors;
}

describe('a note label cut for the chart', () => {
  it('never cuts inside a character, whatever the text', () => {
    for (const text of HOSTILE_TEXTS) {
      const label = noteLabel(text);
      expect(wellFormed(label) || !wellFormed(text), JSON.stringify(text)).toBe(true);
      expect(() => encodeURIComponent(xmlChars(label)), JSON.stringify(text)).not.toThrow();
      // What the reader sees: at most NOTE_LABEL_CHARS characters, a prefix of the note's.
      const seen = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(label)];
      expect(seen.length).toBeLessThanOrEqual(NOTE_LABEL_CHARS);
      if (label !== text) expect(text.startsWith(label.slice(0, -1))).toBe(true);
    }
  });

  it('keeps an emoji at characters 39-40 whole', () => {
    const text = `${'x'.repeat(38)}🚀 after the emoji`;
    expect(noteLabel(text)).toBe(`${'x'.repeat(38)}🚀…`);
  });
});

describe('SVG of a chart with hostile text', () => {
  const NS = 'http://www.w3.org/2000/svg';

  it('inlines the chart layer (notes, titles) as well-formed XML', () => {
    const svg = document.createElementNS(NS, 'svg');
    for (const text of HOSTILE_TEXTS) {
      const label = document.createElementNS(NS, 'text');
      const title = document.createElementNS(NS, 'title');
      title.textContent = text;
      label.append(title, noteLabel(text));
      label.setAttribute('data-note', text);
      svg.append(label);
    }
    document.body.append(svg);
    const out = inlineSvg(svg);
    expect(xmlErrors(out), out.slice(0, 3000)).toEqual([]);
    // The text is kept, less what XML cannot hold.
    const parsed = new DOMParser().parseFromString(out, 'image/svg+xml');
    const titles = [...parsed.getElementsByTagName('title')].map((t) => t.textContent);
    expect(titles).toEqual(HOSTILE_TEXTS.map((t) => xmlChars(t).replace(/\r\n?/g, '\n')));
    svg.remove();
  });

  it('writes a hostile scenario title into the overlay heading as well-formed XML', () => {
    const chart = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="212"><text>chart</text></svg>';
    for (const text of HOSTILE_TEXTS) {
      const out = svgWithHeading(chart, text);
      expect(xmlErrors(out), JSON.stringify(text)).toEqual([]);
      const heading = new DOMParser().parseFromString(out, 'image/svg+xml').getElementsByTagName('text')[0];
      expect(heading?.textContent).toBe(xmlChars(text).replace(/\r\n?/g, '\n'));
      expect(escapeXml(text)).not.toMatch(/[<>"]/);
    }
  });
});
