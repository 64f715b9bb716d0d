// Benchmark of the cell-site filter (issue 26: "a file of 100,000 sites is filtered in under 1 s"):
// the real reader (src/realdata/cells/read.ts, bundled by Vite for Node) reads a generated
// 100,000-site OpenCellID CSV (7 MB) around a 40 km path of 500 points, five times; it prints
// the median and the slowest read and fails (exit 1) when the median is over 1 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const SITES = 100_000;
const RUNS = 5;
const LIMIT_MS = 1000;

/** The reader, bundled (papaparse included) into a temporary directory. */
async function loadReader() {
  const out = mkdtempSync(join(tmpdir(), 'bench-cells-'));
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: false,
      lib: { entry: resolve(root, 'src/realdata/cells/read.ts'), formats: ['es'], fileName: () => 'read.mjs' },
    },
  });
  const mod = await import(pathToFileURL(join(out, 'read.mjs')).href);
  rmSync(out, { recursive: true, force: true });
  return mod.readCellsFile;
}

/** A path of 500 points wandering 40 km east from Paris, and a CSV of sites over a 1 x 1 degree square around it. */
function generate() {
  const path = new Float64Array(1000);
  for (let i = 0; i < 500; i++) {
    path[2 * i] = 48.8 + 0.02 * Math.sin(i / 30);
    path[2 * i + 1] = 2.2 + (0.55 * i) / 499;
  }
  const radios = ['GSM', 'UMTS', 'LTE', 'NR', 'CDMA'];
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines = ['radio,mcc,net,area,cell,unit,lon,lat,range,samples,changeable,created,updated,averageSignal'];
  for (let k = 0; k < SITES; k++) {
    const lon = (1.9 + rand()).toFixed(6);
    const lat = (48.3 + rand()).toFixed(6);
    lines.push(
      `${radios[k % 5]},208,1,${k % 9000},${k},0,${lon},${lat},${Math.floor(rand() * 5000)},4,1,1459692000,1459692000,0`,
    );
  }
  return { path, csv: new Blob([lines.join('\n')]) };
}

const readCellsFile = await loadReader();
const { path, csv } = generate();
const times = [];
let result;
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  result = await readCellsFile(csv, 'bench.csv', { pathLatLonDeg: path, marginM: 1000, maxSites: 500 }, () => {});
  times.push(performance.now() - t0);
}
if (!result.ok) throw new Error(JSON.stringify(result.problems));
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)];
console.log(
  `cells: ${SITES} sites (${(csv.size / 1e6).toFixed(1)} MB CSV), path of 500 points, margin 1000 m: ` +
    `median ${median.toFixed(0)} ms, slowest ${times[RUNS - 1].toFixed(0)} ms (limit ${LIMIT_MS} ms); ` +
    `${result.value.inMargin} in the margin, ${result.value.sites.length} kept`,
);
if (median > LIMIT_MS) {
  console.error(`cells: the filter took ${median.toFixed(0)} ms, over ${LIMIT_MS} ms`);
  process.exit(1);
}
