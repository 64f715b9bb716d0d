/** The cell-site reader (src/realdata/cells/read.ts): CSV with and without a header, GeoJSON, distances, bad input. */
import { describe, expect, it } from 'vitest';
import { readCellsFile, wholeLinesEnd } from '../../src/realdata/cells/read';
import { problemText } from '../../src/realdata/problems';
import type { CellsOptions, ParsedCells } from '../../src/realdata/cells/types';

/** A path along the equator from longitude 0 to 0.1 (11.1 km). */
const PATH = new Float64Array([0, 0, 0, 0.1]);
const HEADER = 'radio,mcc,net,area,cell,unit,lon,lat,range,samples,changeable,created,updated,averageSignal';
/** Metres per degree of latitude at the equator (the meridian's radius a(1 - e^2) times pi/180). */
const M_PER_DEG_LAT_EQ = (6378137 * (1 - 0.00669437999014) * Math.PI) / 180;
/** Metres per degree of longitude at the equator. */
const M_PER_DEG_LON_EQ = (6378137 * Math.PI) / 180;

function row(
  radio: string,
  lon: number | string,
  lat: number | string,
  range: number | string = '',
  cell = '1',
): string {
  return `${radio},234,15,100,${cell},0,${lon},${lat},${range},5,1,1459692000,1459692000,0`;
}

function options(marginM = 1000, maxSites = 60): CellsOptions {
  return { pathLatLonDeg: PATH, marginM, maxSites };
}

async function read(text: string | Blob, opts = options(), name = 'sites.csv') {
  const blob = typeof text === 'string' ? new Blob([text]) : text;
  return readCellsFile(blob, name, opts, () => undefined);
}

async function readOk(text: string | Blob, opts = options()): Promise<ParsedCells> {
  const outcome = await read(text, opts);
  if (!outcome.ok) throw new Error(outcome.problems.map(problemText).join('\n'));
  return outcome.value;
}

describe('cells CSV', () => {
  it('reads a header row, CRLF lines, and filters by distance to the path (hand-computed)', async () => {
    const text = [
      HEADER,
      row('LTE', 0.05, 0.005, 1200),
      row('GSM', 0.105, 0),
      row('UMTS', 0.11, 0),
      row('NR', 0.05, -0.02),
    ].join('\r\n');
    const parsed = await readOk(text);
    expect(parsed.rows).toBe(4);
    expect(parsed.inMargin).toBe(2);
    expect(parsed.skippedCount).toBe(0);
    const [lte, gsm] = parsed.sites;
    // 0.005 deg of latitude north of the middle of the path: 552.9 m.
    expect(lte!.radio).toBe('LTE');
    expect(lte!.distanceM).toBeCloseTo(0.005 * M_PER_DEG_LAT_EQ, 0);
    expect(lte!.rangeM).toBe(1200);
    expect(lte!.label).toBe('LTE 234-15 100/1');
    expect(lte!.name).toBeNull();
    // 0.005 deg of longitude beyond the path's east end: 556.6 m (to the end point, not the line).
    expect(gsm!.distanceM).toBeCloseTo(0.005 * M_PER_DEG_LON_EQ, 0);
    expect(gsm!.rangeM).toBeNull();
    // Nearest first.
    expect(parsed.sites.map((s) => s.radio)).toEqual(['LTE', 'GSM']);
  });

  it('reads a file without a header in the standard order, extra and missing trailing columns', async () => {
    const text = [
      'LTE,234,15,100,7,0,0.02,0.001',
      `${row('NR', 0.03, 0.002, 300)},extra,more`,
      'wifi,,,,,,0.04,0.003,50',
    ].join('\n');
    const parsed = await readOk(text);
    expect(parsed.rows).toBe(3);
    expect(parsed.sites.map((s) => s.radio)).toEqual(['LTE', 'NR', 'WiFi']);
    expect(parsed.sites[2]!.label).toBe('WiFi');
    expect(parsed.sites[2]!.rangeM).toBe(50);
  });

  it('keeps the maxSites nearest of those in the margin', async () => {
    const lines = [HEADER];
    for (let k = 0; k < 50; k++) lines.push(row('LTE', 0.05, (k + 1) * 0.0001, '', String(k)));
    const parsed = await readOk(lines.join('\n'), options(1000, 7));
    expect(parsed.inMargin).toBe(50);
    expect(parsed.sites.map((s) => s.label)).toEqual([0, 1, 2, 3, 4, 5, 6].map((k) => `LTE 234-15 100/${k}`));
  });

  it('skips bad rows, counts them and keeps the first 5 with their line and what was expected', async () => {
    const bad = [
      row('LTE', 'abc', 0),
      row('5G', 0.01, 0),
      row('LTE', 0.01, 95),
      'LTE,234,15',
      row('LTE', 200, 0),
      row('GSM', 'x', 0),
    ];
    const parsed = await readOk([HEADER, row('LTE', 0.01, 0), ...bad].join('\n'));
    expect(parsed.rows).toBe(7);
    expect(parsed.skippedCount).toBe(6);
    expect(parsed.skipped.map(problemText)).toEqual([
      'sites.csv, line 3: expected a longitude from -180 to 180, got "abc"',
      'sites.csv, line 4: expected a radio of GSM, UMTS, CDMA, LTE, NR or WIFI, got "5G"',
      'sites.csv, line 5: expected a latitude from -90 to 90, got "95"',
      'sites.csv, line 6: expected at least 8 columns (radio to lat), got 3: "LTE,234,15"',
      'sites.csv, line 7: expected a longitude from -180 to 180, got "200"',
    ]);
  });

  it('a row cut mid-way (a truncated file) is skipped and named', async () => {
    const full = [HEADER, row('LTE', 0.01, 0), row('UMTS', 0.02, 0)].join('\n');
    const parsed = await readOk(full.slice(0, full.length - 50));
    expect(parsed.sites.map((s) => s.radio)).toEqual(['LTE']);
    expect(problemText(parsed.skipped[0]!)).toMatch(
      /^sites\.csv, line 3: expected at least 8 columns \(radio to lat\), got 2: "UMTS,"$/,
    );
  });

  it('refuses an empty file, a header only, and a file of no readable row', async () => {
    for (const [text, why] of [
      ['', 'sites.csv: expected cell sites (CSV rows or GeoJSON Points), got none'],
      [`${HEADER}\r\n`, 'sites.csv: expected cell sites (CSV rows or GeoJSON Points), got none'],
      ['hello,world\nfoo', 'sites.csv: expected at least one readable site, got none of 2 rows'],
    ] as const) {
      const outcome = await read(text);
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(problemText(outcome.problems[0]!)).toBe(why);
    }
  });

  it('refuses a GPX named .csv and a PNG, naming what it found', async () => {
    const gpx = await read('<?xml version="1.0"?>\n<gpx version="1.1"><trk></trk></gpx>', options(), 'drive.csv');
    expect(!gpx.ok && problemText(gpx.problems[0]!)).toBe(
      'drive.csv: expected an OpenCellID CSV or GeoJSON points, got markup (a GPX, KML or HTML file?)',
    );
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const image = await read(new Blob([png]), options(), 'photo.csv');
    expect(!image.ok && problemText(image.problems[0]!)).toBe(
      'photo.csv: expected an OpenCellID CSV or GeoJSON points, got binary data',
    );
  });

  it('a formula or markup in a cell stays text in the label', async () => {
    const text = `${HEADER}\nLTE,=cmd|' /C calc'!A0,"<b>x</b>",100,1,0,0.01,0,,,,,,\n`;
    const parsed = await readOk(text);
    expect(parsed.sites[0]!.label).toBe("LTE =cmd|' /C calc'!A0-<b>x</b> 100/1");
  });

  it('a quoted cell with a newline stays one row, and the next row keeps its line number', async () => {
    expect(wholeLinesEnd('a,"b\nc"\nd')).toBe(8);
    const text = `${HEADER}\nLTE,"234\n5",15,100,1,0,0.01,0\nLTE,234,15,100,2,0,abc,0\n`;
    const parsed = await readOk(text);
    expect(parsed.sites).toHaveLength(1);
    expect(problemText(parsed.skipped[0]!)).toBe('sites.csv, line 4: expected a longitude from -180 to 180, got "abc"');
  });

  it('refuses without a path to filter around', async () => {
    const outcome = await read(row('LTE', 0, 0), { pathLatLonDeg: new Float64Array(0), marginM: 1000, maxSites: 5 });
    expect(!outcome.ok && problemText(outcome.problems[0]!)).toBe(
      'sites.csv: expected a track to filter the sites around: import a track first',
    );
  });
});

describe('cells GeoJSON', () => {
  it('reads Point features with radio, range and name; markup in a name stays text', async () => {
    const doc = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [0.05, 0.005] },
          properties: { radio: 'LTE', range: 900, name: '<img src=x onerror=alert(1)>' },
        },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [0.02, 0] },
          properties: { radio: 'WiFi', label: 'Cafe' },
        },
        {
          type: 'Feature',
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
          properties: { radio: 'LTE' },
        },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [0.03, 0] }, properties: { radio: 'FM' } },
      ],
    };
    const outcome = await read(JSON.stringify(doc), options(), 'sites.geojson');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { sites, rows, skipped } = outcome.value;
    expect(rows).toBe(4);
    expect(sites.map((s) => s.label)).toEqual(['WiFi Cafe', 'LTE <img src=x onerror=alert(1)>']);
    expect(sites.map((s) => s.name)).toEqual(['Cafe', '<img src=x onerror=alert(1)>']);
    expect(sites[1]!.distanceM).toBeCloseTo(0.005 * M_PER_DEG_LAT_EQ, 0);
    expect(sites[1]!.rangeM).toBe(900);
    expect(skipped.map(problemText)).toEqual([
      'sites.geojson, feature 3: expected a Point geometry, got "LineString"',
      'sites.geojson, feature 4: expected a radio of GSM, UMTS, CDMA, LTE, NR or WIFI, got "FM"',
    ]);
  });

  it('refuses broken JSON and a document that is not a FeatureCollection', async () => {
    const broken = await read('{"type": "FeatureCollection", "features": [', options(), 'cut.geojson');
    expect(!broken.ok && problemText(broken.problems[0]!)).toMatch(/^cut\.geojson: expected GeoJSON \(valid JSON\): /);
    const other = await read('{"type": "Topology"}', options(), 'topo.json');
    expect(!other.ok && problemText(other.problems[0]!)).toBe(
      'topo.json: expected a GeoJSON FeatureCollection of Point features, got type "Topology"',
    );
  });
});
