import { describe, expect, it } from 'vitest';
import { HEADING_PX, overlayFileName, svgWithHeading } from '../../src/compare/exportOverlay';

describe('an exported overlay chart carries the scenario title', () => {
  const chart =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="212" viewBox="0 0 640 212"><rect width="100%" height="100%" fill="#fff"/><text x="8" y="18">Multipath: total throughput per controller</text><path d="M0 0L1 1" stroke="#0072b2"/></svg>\n';

  it('puts the title above the chart, the chart whole below it, and grows the figure to fit', () => {
    const svg = svgWithHeading(chart, 'Two relays <LTE & WiFi>');
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="${212 + HEADING_PX}"`)).toBe(
      true,
    );
    expect(svg).toContain('>Two relays &lt;LTE &amp; WiFi&gt;</text>');
    expect(svg).toContain(`<g transform="translate(0 ${HEADING_PX})">${chart.trim()}</g>`);
    expect(svg.indexOf('Two relays')).toBeLessThan(svg.indexOf('total throughput per controller'));
    // Well-formed: every element opened is closed.
    expect((svg.match(/<svg/g) ?? []).length).toBe((svg.match(/<\/svg>/g) ?? []).length);
  });

  it('names the file after the scenario and the chart', () => {
    expect(overlayFileName('002 · Relays, TCP', 'mp', 'svg')).toBe('002-Relays-TCP-compare-mp.svg');
    expect(overlayFileName(undefined, 'local1', 'png')).toBe('scenario-compare-local1.png');
  });
});
