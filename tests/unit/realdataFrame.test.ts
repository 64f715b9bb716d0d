/**
 * The shared door of real-data imports (src/realdata/): which kind a file is, what is refused
 * before a byte is parsed (no kind, empty, over the kind's limit), the import worker's client
 * (answer, refusal, progress, Cancel, time limit, a worker that fails), and the page store's
 * import: one undoable edit, refused in a locked lesson with a message.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { detectKind, MAX_FILE_BYTES } from '../../src/realdata/kinds';
import { routeFile } from '../../src/realdata/openFile';
import { importInWorker, type ImportWorkerFactory } from '../../src/realdata/importClient';
import { problemText, quoted } from '../../src/realdata/problems';
import type { ImportReply, ImportRequest } from '../../src/realdata/protocol';
import { initialHistory } from '../../src/state/history';
import { initialView } from '../../src/state/pageState';
import { PageStore } from '../../src/state/pageStore';
import { selectCanUndo } from '../../src/state/pageSelectors';
import type { Scenario } from '../../src/scenario/types';

const ROOT = resolve(__dirname, '../..');
const preset = (name: string): Scenario =>
  JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8')) as Scenario;

describe('detectKind', () => {
  it.each([
    ['drive.gpx', '<?xml version="1.0"?><gpx>', 'track'],
    ['drive.kml', '<kml xmlns="http://www.opengis.net/kml/2.2">', 'track'],
    [
      'route.geojson',
      '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"LineString"',
      'track',
    ],
    ['sites.geojson', '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point"', 'cells'],
    [
      'mixed.geojson',
      '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[0,0]}},{"type":"Feature","geometry":{"type":"LineString"',
      'track',
    ],
    ['III-D.json', '{"format": "multipath-playground/scenario", "version": 1', 'scenario'],
    ['cell_towers.csv', 'radio,mcc,net,area,cell,unit,lon,lat,range\nLTE,1,1', 'cells'],
    ['no-header.csv', 'LTE,1,1,100,1001,0,0.2,52.2,1000\n', 'cells'],
    ['lte.down', '0\n0\n3\n5\n', 'trace'],
    ['rates.csv', 'time_s,mbps\n0,4.5\n', 'trace'],
    [
      'public/realdata/drive.gpx',
      readFileSync(resolve(ROOT, 'public/realdata/drive.gpx'), 'utf8').slice(0, 4096),
      'track',
    ],
  ])('%s is %s', (name, head, kind) => {
    expect(detectKind(name, head)).toBe(kind);
  });

  it('refuses what is none of them (a PNG, a text file)', () => {
    expect(detectKind('photo.png', '\u0089PNG\r\n\u001a\n')).toBeNull();
    expect(detectKind('notes.txt', 'hello there\n')).toBeNull();
  });
});

describe('routeFile', () => {
  it('sends a scenario to the scenario reader and real data to the dialog', async () => {
    const scenario = new File(['{"format":"multipath-playground/scenario"}'], 'a.json');
    expect((await routeFile(scenario, null)).route).toBe('scenario');
    const gpx = new File(['<gpx><trk></trk></gpx>'], 'a.gpx');
    const routed = await routeFile(gpx, null);
    expect(routed).toEqual({ route: 'import', pending: { kind: 'track', file: gpx } });
  });

  it('takes the kind the menu asked for over the guess', async () => {
    const file = new File(['0\n1\n'], 'odd-name.bin');
    const routed = await routeFile(file, 'trace');
    expect(routed.route === 'import' && routed.pending.kind).toBe('trace');
  });

  it('refuses a file of no known kind, naming the file and the kinds', async () => {
    const routed = await routeFile(new File(['\u0089PNG\r\n'], 'photo.png'), null);
    expect(routed.route).toBe('refused');
    if (routed.route !== 'refused') return;
    expect(routed.problems[0]).toMatch(/^photo\.png: expected one of: a scenario, a track \(GPX/);
  });

  it('refuses an empty file', async () => {
    const routed = await routeFile(new File([], 'empty.gpx'), 'track');
    expect(routed).toEqual({
      route: 'refused',
      problems: ['empty.gpx: expected a track (GPX, KML or GeoJSON line), got an empty file'],
    });
  });

  it('refuses a 100 MB track before reading it (only its first bytes are looked at)', async () => {
    const chunk = new Uint8Array(1 << 20).fill(32);
    const huge = new File([new TextEncoder().encode('<gpx>'), ...Array.from({ length: 100 }, () => chunk)], 'huge.gpx');
    expect(huge.size).toBeGreaterThan(MAX_FILE_BYTES.track);
    const read = vi.spyOn(huge, 'text');
    const routed = await routeFile(huge, null);
    expect(read).not.toHaveBeenCalled();
    expect(routed).toEqual({
      route: 'refused',
      problems: ['huge.gpx: expected a track (GPX, KML or GeoJSON line) of at most 20 MB, got 104.9 MB'],
    });
  });
});

describe('messages', () => {
  it('name the file and the place, and quote at most 40 characters of the file', () => {
    expect(problemText({ file: 'a.gpx', where: 'line 3', expected: `a number, got ${quoted('x'.repeat(50))}` })).toBe(
      `a.gpx, line 3: expected a number, got "${'x'.repeat(40)}…"`,
    );
    // A cut never splits a character made of two UTF-16 units.
    expect(quoted('😀'.repeat(41))).toBe(`"${'😀'.repeat(40)}…"`);
  });
});

/** A reply without its id (each member of the union). */
type Reply = ImportReply extends infer R ? (R extends ImportReply ? Omit<R, 'id'> : never) : never;

/** A fake import worker that answers with `replies` (the request's id filled in), or never. */
function fakeWorker(replies: Reply[] | 'silent', seen: ImportRequest[] = []) {
  const terminated = { count: 0 };
  const factory: ImportWorkerFactory = () => {
    const worker = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      onerror: null as ((e: ErrorEvent) => void) | null,
      terminate: () => void (terminated.count += 1),
      postMessage: (request: ImportRequest) => {
        seen.push(request);
        if (replies === 'silent') return;
        for (const reply of replies)
          queueMicrotask(() => worker.onmessage?.({ data: { ...reply, id: request.id } } as MessageEvent));
      },
    };
    return worker as unknown as Worker;
  };
  return { factory, terminated };
}

const ASK = { kind: 'trace' as const, file: new Blob(['0\n']), fileName: 'a.down', options: { windowMs: 100 } };

describe('importInWorker', () => {
  it('hands on progress and the result, and ends the worker', async () => {
    const fractions: number[] = [];
    const result = {
      format: 'csv',
      timesS: new Float64Array([0]),
      capacitiesMbps: new Float64Array([1]),
      periodS: 1,
      lines: 1,
    };
    const seen: ImportRequest[] = [];
    const { factory, terminated } = fakeWorker(
      [{ type: 'progress', fraction: 0.5 }, { type: 'done', result } as never],
      seen,
    );
    const job = importInWorker(ASK, (f) => fractions.push(f), factory);
    expect(await job.outcome).toEqual({ ok: true, value: result });
    expect(fractions).toEqual([0.5]);
    expect(seen[0]).toMatchObject({ kind: 'trace', fileName: 'a.down', options: { windowMs: 100 } });
    expect(terminated.count).toBe(1);
  });

  it("hands on the worker's refusal", async () => {
    const problems = [{ file: 'a.down', where: 'line 2', expected: 'a whole number of milliseconds, got "x"' }];
    const { factory } = fakeWorker([{ type: 'refused', problems }]);
    expect(await importInWorker(ASK, undefined, factory).outcome).toEqual({ ok: false, problems });
  });

  it('refuses a file still unread after the time limit, and ends the worker', async () => {
    vi.useFakeTimers();
    try {
      const { factory, terminated } = fakeWorker('silent');
      const job = importInWorker(ASK, undefined, factory, 5000);
      vi.advanceTimersByTime(5000);
      expect(await job.outcome).toEqual({
        ok: false,
        problems: [{ file: 'a.down', where: null, expected: 'a file read within 5 s' }],
      });
      expect(terminated.count).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels: the worker ends and the outcome says so', async () => {
    const { factory, terminated } = fakeWorker('silent');
    const job = importInWorker(ASK, undefined, factory);
    job.cancel();
    expect(await job.outcome).toEqual({ ok: false, problems: [], cancelled: true });
    expect(terminated.count).toBe(1);
  });

  it('refuses with a message when no worker can be made', async () => {
    const job = importInWorker(ASK, undefined, () => {
      throw new Error('workers are off');
    });
    expect(await job.outcome).toEqual({
      ok: false,
      problems: [{ file: 'a.down', where: null, expected: 'a worker to read it in (workers are off)' }],
    });
  });
});

describe('the page store: an import', () => {
  const storeOn = (locked: boolean) => {
    const scenario = preset('III-D');
    return new PageStore({ history: initialHistory(scenario), locked, resetTarget: scenario, view: initialView() });
  };
  const withTitle = (s: Scenario): Scenario => ({ ...s, title: 'imported' });
  const file = new File(['<gpx/>'], 'a.gpx');

  it('is one undoable edit, and closes the dialog', () => {
    const store = storeOn(false);
    const before = store.getState().history.present;
    store.setPendingImport({ kind: 'track', file });
    store.applyImport(withTitle(before), 'Import track a');
    expect(store.getState().history.present.title).toBe('imported');
    expect(store.getState().view.pendingImport).toBeNull();
    expect(selectCanUndo(store.getState())).toBe(true);
    store.undo();
    expect(store.getState().history.present).toBe(before);
  });

  it('is refused in a locked lesson with a message naming the file, and nothing changes', () => {
    const store = storeOn(true);
    const before = store.getState().history.present;
    store.setPendingImport({ kind: 'track', file });
    store.applyImport(withTitle(before), 'Import track a');
    expect(store.getState().history.present).toBe(before);
    expect(store.getState().view.fileProblems).toEqual(['a.gpx: not imported, a lesson in progress takes no imports']);
  });
});
