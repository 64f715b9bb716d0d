#!/usr/bin/env node
/**
 * Writes the playground's own example drive (docs/real-data.md, "A worked example"): an invented
 * ten-minute drive as a GPX track with one fix a second (public/realdata/drive.gpx) and invented
 * cell sites around it in OpenCellID's CSV columns (public/realdata/drive-sites.csv). Nothing is
 * copied from a real trace: the route is made of straight legs and arcs with chosen speeds, a
 * stop at a light, and seeded GPS noise; the sites use the test network's codes (MCC 001, MNC 01).
 * Deterministic: the same files every run. `node scripts/make-drive.mjs`
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from './seededRandom.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the drive starts, degrees (an invented point east of Cambridge, UK). */
const START = { latDeg: 52.2, lonDeg: 0.2 };
/** Start of the drive (UTC). */
const START_ISO = '2026-05-04T09:00:00Z';
/** Earth radius for the small offsets of this script, metres (a sphere is enough to invent a route). */
const R_M = 6371008.8;

/**
 * The legs of the drive: a straight leg (lengthM, headingDeg: 0 = east, 90 = north) or an arc
 * (turnDeg, radiusM), at speedMps; a stop holds the position for stopS.
 */
const LEGS = [
  { lengthM: 700, headingDeg: 0, speedMps: 8.3 },
  { stopS: 25 },
  { lengthM: 500, headingDeg: 0, speedMps: 11 },
  { turnDeg: 90, radiusM: 60, speedMps: 7 },
  { lengthM: 2600, headingDeg: 90, speedMps: 22 },
  { turnDeg: 60, radiusM: 400, speedMps: 16 },
  { lengthM: 1400, headingDeg: 150, speedMps: 13.9 },
  { stopS: 15 },
  { lengthM: 900, headingDeg: 150, speedMps: 9.7 },
];

/** Positions (metres east, north of START) once a second along the legs. */
function drive() {
  const fixes = [];
  let x = 0;
  let y = 0;
  let heading = 0;
  let carry = 0; // seconds of the current second already spent on earlier legs
  const push = () => fixes.push({ xM: x, yM: y });
  push();
  for (const leg of LEGS) {
    if (leg.stopS) {
      for (let s = 0; s < leg.stopS; s += 1) push();
      continue;
    }
    const arc = leg.turnDeg !== undefined;
    const lengthM = arc ? (Math.abs(leg.turnDeg) * Math.PI * leg.radiusM) / 180 : leg.lengthM;
    if (!arc) heading = leg.headingDeg;
    const h0 = heading;
    const steps = lengthM / leg.speedMps;
    let t = 1 - carry;
    const x0 = x;
    const y0 = y;
    const at = (tS) => {
      const s = Math.min(lengthM, tS * leg.speedMps);
      if (!arc) {
        const h = (h0 * Math.PI) / 180;
        return [x0 + s * Math.cos(h), y0 + s * Math.sin(h)];
      }
      const turn = (Math.sign(leg.turnDeg) * s) / leg.radiusM;
      const h = (h0 * Math.PI) / 180;
      // Centre of the turn to the left of the heading for a positive turn.
      const cx = x0 - leg.radiusM * Math.sin(h);
      const cy = y0 + leg.radiusM * Math.cos(h);
      const a = h - Math.PI / 2 + turn;
      return [cx + leg.radiusM * Math.cos(a), cy + leg.radiusM * Math.sin(a)];
    };
    for (; t <= steps; t += 1) {
      [x, y] = at(t);
      push();
    }
    [x, y] = at(steps);
    carry = steps - (t - 1);
    if (arc) heading = h0 + leg.turnDeg;
  }
  return fixes;
}

/** Metres east/north of START to degrees (a small-offset sphere approximation). */
function toDeg(xM, yM) {
  const latDeg = START.latDeg + (yM / R_M) * (180 / Math.PI);
  const lonDeg = START.lonDeg + (xM / (R_M * Math.cos((START.latDeg * Math.PI) / 180))) * (180 / Math.PI);
  return { latDeg, lonDeg };
}

function gpx(fixes) {
  const noise = mulberry32(26);
  const t0 = Date.parse(START_ISO);
  const points = fixes.map((f, i) => {
    // GPS noise: about 2 m each way.
    const { latDeg, lonDeg } = toDeg(f.xM + (noise() - 0.5) * 4, f.yM + (noise() - 0.5) * 4);
    const time = new Date(t0 + i * 1000).toISOString().replace('.000Z', 'Z');
    return `      <trkpt lat="${latDeg.toFixed(7)}" lon="${lonDeg.toFixed(7)}"><time>${time}</time></trkpt>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Multipath Playground scripts/make-drive.mjs" xmlns="http://www.topografix.com/GPX/1/1">',
    '  <metadata><name>Example drive (invented)</name></metadata>',
    '  <trk>',
    '    <name>Example drive (invented)</name>',
    '    <trkseg>',
    ...points,
    '    </trkseg>',
    '  </trk>',
    '</gpx>',
    '',
  ].join('\n');
}

/** Invented sites: a few per technology, scattered over the drive's surroundings and beyond. */
function sites(fixes) {
  const rnd = mulberry32(2026);
  const rows = ['radio,mcc,net,area,cell,unit,lon,lat,range,samples,changeable,created,updated,averageSignal'];
  const kinds = [
    ['LTE', 14, 1500],
    ['UMTS', 6, 2500],
    ['GSM', 4, 4000],
    ['NR', 6, 600],
  ];
  let cell = 1000;
  for (const [radio, count, rangeM] of kinds) {
    for (let i = 0; i < count; i += 1) {
      // Near a random fix of the drive, up to 2 km away (some fall outside a 1 km margin).
      const f = fixes[Math.floor(rnd() * fixes.length)];
      const { latDeg, lonDeg } = toDeg(f.xM + (rnd() - 0.5) * 4000, f.yM + (rnd() - 0.5) * 4000);
      const range = Math.round(rangeM * (0.6 + 0.8 * rnd()));
      cell += 1 + Math.floor(rnd() * 50);
      rows.push(
        `${radio},1,1,${100 + i},${cell},0,${lonDeg.toFixed(6)},${latDeg.toFixed(6)},${range},${5 + Math.floor(rnd() * 200)},1,1714812000,1746348000,0`,
      );
    }
  }
  return `${rows.join('\n')}\n`;
}

const fixes = drive();
writeFileSync(resolve(ROOT, 'public/realdata/drive.gpx'), gpx(fixes));
writeFileSync(resolve(ROOT, 'public/realdata/drive-sites.csv'), sites(fixes));
console.log(`drive.gpx: ${fixes.length} fixes; drive-sites.csv: 30 sites`);
