/** The track reader (src/realdata/track/read.ts): GPX tracks and routes, KML, GeoJSON, and bad files. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrackFile, readTrackText } from '../../src/realdata/track/read';
import { problemText } from '../../src/realdata/problems';
import { routeFile } from '../../src/realdata/openFile';
import type { ParsedTrack } from '../../src/realdata/track/types';

const fixture = (name: string) => readFileSync(resolve(__dirname, '../fixtures/realdata', name), 'utf8');

function ok(text: string, name: string): ParsedTrack {
  const out = readTrackText(text, name);
  if (!out.ok) throw new Error(out.problems.map(problemText).join('\n'));
  return out.value;
}

function refused(text: string, name: string): string[] {
  const out = readTrackText(text, name);
  expect(out.ok).toBe(false);
  return out.ok ? [] : out.problems.map(problemText);
}

describe('readTrackText', () => {
  it('reads a GPX track: points, name as text, times since the first point', () => {
    const t = ok(fixture('drive.gpx'), 'drive.gpx');
    expect(t.name).toBe('Test drive <b>north</b>');
    expect(t.lines).toBe(1);
    expect(Array.from(t.latLonDeg.slice(0, 4))).toEqual([52.2, 0.12, 52.201, 0.12]);
    expect(t.latLonDeg.length).toBe(16);
    expect(Array.from(t.timesS!)).toEqual([0, 10, 20, 50, 58, 70, 80, 95]);
    expect(t.timesNote).toBeNull();
  });

  it('reads a GPX route (no times: says why)', () => {
    const t = ok(fixture('route.gpx'), 'route.gpx');
    expect(t.name).toBe('Planned route');
    expect(Array.from(t.latLonDeg)).toEqual([48.1, 11.5, 48.1, 11.51, 48.105, 11.51]);
    expect(t.timesS).toBeNull();
    expect(t.timesNote).toBe('no point has a time');
  });

  it('reads a KML LineString', () => {
    const t = ok(fixture('line.kml'), 'line.kml');
    expect(t.name).toBe('KML line');
    expect(Array.from(t.latLonDeg)).toEqual([55.95, -3.19, 55.95, -3.18, 55.955, -3.18]);
    expect(t.timesS).toBeNull();
  });

  it('reads a KML gx:Track with its times', () => {
    const kml = `<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document><Placemark><name>gx</name><gx:Track>
      <when>2026-05-04T10:00:00Z</when><when>2026-05-04T10:00:30Z</when>
      <gx:coord>-3.19 55.95 0</gx:coord><gx:coord>-3.18 55.95 0</gx:coord></gx:Track></Placemark></Document></kml>`;
    const t = ok(kml, 'gx.kml');
    expect(Array.from(t.latLonDeg)).toEqual([55.95, -3.19, 55.95, -3.18]);
    expect(Array.from(t.timesS!)).toEqual([0, 30]);
  });

  it('reads the first line of a GeoJSON FeatureCollection, with its times, and counts the lines', () => {
    const t = ok(fixture('line.geojson'), 'line.geojson');
    expect(t.name).toBe('GeoJSON line');
    expect(t.lines).toBe(2);
    expect(Array.from(t.latLonDeg)).toEqual([48.85, 2.35, 48.85, 2.352, 48.852, 2.352]);
    expect(Array.from(t.timesS!)).toEqual([0, 20, 60]);
  });

  it('reads a bare MultiLineString, its parts joined, and a GPX track of two segments', () => {
    const multi = {
      type: 'MultiLineString',
      coordinates: [
        [
          [1, 2],
          [1.001, 2],
        ],
        [
          [1.002, 2],
          [1.003, 2],
        ],
      ],
    };
    expect(ok(JSON.stringify(multi), 'm.json').latLonDeg.length).toBe(8);
    const twoSegments = fixture('drive.gpx').replace(
      '<trkpt lat="52.2030" lon="0.1216">',
      '</trkseg><trkseg><trkpt lat="52.2030" lon="0.1216">',
    );
    const t = ok(twoSegments, 'two.gpx');
    expect(t.latLonDeg.length).toBe(16);
    expect(Array.from(t.timesS!)).toEqual([0, 10, 20, 50, 58, 70, 80, 95]);
  });

  it('times: a missing time, a bad one or one going backwards gives no times, and says why', () => {
    const gpx = fixture('drive.gpx');
    expect(ok(gpx.replace('<time>2026-05-04T09:00:10Z</time>', ''), 'a.gpx').timesNote).toBe(
      'only 7 of 8 points have a time',
    );
    expect(ok(gpx.replace('2026-05-04T09:00:10Z', 'soon'), 'b.gpx').timesNote).toBe(
      '<trkpt> 2 has no valid time (got "soon")',
    );
    const back = ok(gpx.replace('2026-05-04T09:00:58Z', '2026-05-04T09:00:05Z'), 'c.gpx');
    expect(back.timesS).toBeNull();
    expect(back.timesNote).toBe('the time goes backwards at <trkpt> 5');
  });

  it('names the file, the element and what was expected for a bad point', () => {
    expect(refused(fixture('bad-latitude.gpx'), 'bad-latitude.gpx')).toEqual([
      'bad-latitude.gpx, <trkpt> 4 (line 10): expected a latitude from -90 to 90 degrees (attribute lat), got "95.2020"',
    ]);
    const noLon = fixture('route.gpx').replace('lon="11.5100"/>', '/>');
    expect(refused(noLon, 'r.gpx')[0]).toBe(
      'r.gpx, <rtept> 2 (line 6): expected a longitude from -180 to 180 degrees (attribute lon), got nothing',
    );
    const geo = {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [2, 48],
          [200, 48],
        ],
      },
    };
    expect(refused(JSON.stringify(geo), 'g.geojson')).toEqual([
      'g.geojson, feature 1, position 2: expected a longitude from -180 to 180 degrees, got "200"',
    ]);
  });

  it('names a bad KML coordinate (togeojson alone would drop it silently)', () => {
    const kml = fixture('line.kml').replace('-3.1800,55.9500,0', 'abc,55.9500,0');
    expect(refused(kml, 'k.kml')).toEqual([
      'k.kml, <coordinates> 1 (line 7), position 2: expected a longitude from -180 to 180 degrees, got "abc" (in "abc,55.9500,0")',
    ]);
  });

  it('refuses a truncated file with the line and column of the break', () => {
    const gpx = fixture('drive.gpx');
    const problems = refused(gpx.slice(0, gpx.indexOf('</trkseg>') + 4), 'cut.gpx');
    expect(problems[0]).toMatch(/^cut\.gpx, line \d+ column \d+: expected well-formed XML/);
    const json = refused(fixture('line.geojson').slice(0, 300), 'cut.geojson');
    expect(json[0]).toMatch(/^cut\.geojson, line \d+ column \d+: expected valid JSON/);
  });

  it('refuses empty, white-space-only and wrong-format files, naming the file', () => {
    expect(refused('', 'e.gpx')).toEqual([
      'e.gpx: expected a GPX or KML file (XML) or GeoJSON (JSON) with a line, got an empty file',
    ]);
    expect(refused('  \n ', 'w.gpx')[0]).toContain('got an empty file');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(refused(new TextDecoder().decode(png), 'photo.gpx')).toEqual([
      'photo.gpx: expected a GPX or KML file (XML) or GeoJSON (JSON) with a line, got binary data',
    ]);
    expect(refused('time,lat,lon\n0,52.2,0.12\n', 'table.gpx')).toEqual([
      'table.gpx: expected a GPX or KML file (XML) or GeoJSON (JSON) with a line, got "time,lat,lon"',
    ]);
    expect(refused('<html><body>hi</body></html>', 'page.gpx')).toEqual([
      'page.gpx: expected a <gpx> or <kml> document, got <html>',
    ]);
    expect(
      refused(
        '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]}}]}',
        'p.geojson',
      ),
    ).toEqual(['p.geojson: expected a line (LineString or MultiLineString, a GPX track or route), got 1 Point']);
  });

  it('refuses a line of fewer than 2 distinct points', () => {
    const one = {
      type: 'LineString',
      coordinates: [
        [1, 2],
        [1, 2],
        [1, 2],
      ],
    };
    expect(refused(JSON.stringify(one), 'one.json')).toEqual([
      'one.json: expected a line of at least 2 distinct points, got 1',
    ]);
    // A GPX track of one point: togeojson makes no line of it; the message says what the file has.
    const gpx = '<gpx version="1.1"><trk><trkseg><trkpt lat="52" lon="0"></trkpt></trkseg></trk></gpx>';
    expect(refused(gpx, 'one.gpx')).toEqual(['one.gpx: expected a track or route of at least 2 points, got 1 <trkpt>']);
  });

  it('keeps markup in a name as text', () => {
    const gpx = fixture('route.gpx').replace('Planned route', '<![CDATA[<img src=x onerror=alert(1)>]]>');
    expect(ok(gpx, 'x.gpx').name).toBe('<img src=x onerror=alert(1)>');
  });

  it('does not expand a billion-laughs entity bomb or an external entity (XXE)', () => {
    const lol = [
      '<!ENTITY a "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`,
      ),
    ];
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE gpx [\n${lol.join('\n')}\n]>\n<gpx><trk><name>&j;</name><trkseg><trkpt lat="1" lon="1"/><trkpt lat="2" lon="2"/></trkseg></trk></gpx>`;
    expect(refused(bomb, 'bomb.gpx')).toEqual([
      'bomb.gpx, line 3: expected no entity declarations (<!ENTITY>): GPX and KML need none',
    ]);
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE gpx [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>\n<gpx><trk><name>&xxe;</name><trkseg><trkpt lat="1" lon="1"/><trkpt lat="2" lon="2"/></trkseg></trk></gpx>`;
    expect(refused(xxe, 'xxe.gpx')[0]).toBe(
      'xxe.gpx, line 2: expected no entity declarations (<!ENTITY>): GPX and KML need none',
    );
    // An entity used without a declaration is not expanded either: the XML parser refuses it.
    const undeclared = `<gpx><trk><name>&xxe;</name><trkseg><trkpt lat="1" lon="1"/><trkpt lat="2" lon="2"/></trkseg></trk></gpx>`;
    expect(refused(undeclared, 'u.gpx')[0]).toMatch(
      /^u\.gpx, line 1 column \d+: expected well-formed XML \(entity not found/,
    );
  });

  it('reads a File through readTrackFile, reporting progress', async () => {
    const seen: number[] = [];
    const out = await readTrackFile(new Blob([fixture('drive.gpx')]), 'drive.gpx', {}, (f) => seen.push(f));
    expect(out.ok).toBe(true);
    expect(seen).toEqual([0, 0.2, 0.55, 0.9]);
  });

  it('a 100 MB track is refused by routeFile before it is read', async () => {
    const chunk = new Uint8Array(1 << 20).fill(32);
    const big = new File([new TextEncoder().encode('<gpx>'), ...Array.from({ length: 100 }, () => chunk)], 'huge.gpx');
    let read = false;
    const spy = Object.assign(big, { text: () => ((read = true), Promise.resolve('')) });
    const route = await routeFile(spy, null);
    expect(route).toEqual({
      route: 'refused',
      problems: ['huge.gpx: expected a track (GPX, KML or GeoJSON line) of at most 20 MB, got 104.9 MB'],
    });
    expect(read).toBe(false);
  });
});
