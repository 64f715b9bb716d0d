/**
 * Huge cell files: one over the 500 MB limit is refused by routeFile before a byte past its head is
 * read; tens of MB stream through the reader without ever being held whole (the file's text() and
 * arrayBuffer() of the whole throw). Both are made lazily here, never committed.
 */
import { describe, expect, it } from 'vitest';
import { routeFile } from '../../src/realdata/openFile';
import { readCellsFile } from '../../src/realdata/cells/read';

const HEADER = 'radio,mcc,net,area,cell,unit,lon,lat,range,samples,changeable,created,updated,averageSignal\n';

/** Row `k` of a generated file: sites on a 0.2 x 0.2 degree square around the path, one in 9 along it. */
function rowOf(k: number): string {
  const lon = ((k * 7919) % 2000) / 10000 - 0.05;
  const lat = k % 9 === 0 ? 0 : ((k * 104729) % 2000) / 10000 - 0.1;
  return `LTE,234,15,${k % 65536},${k},0,${lon.toFixed(5)},${lat.toFixed(5)},1000,3,1,1459692000,1459692000,0\n`;
}

/**
 * A Blob-like file of `rows` generated rows, made as it is read (`stream()`, `slice()` of its
 * head); reading it whole throws, so a reader that holds it whole fails.
 */
function lazyCsv(rows: number): { blob: Blob; bytes: () => number; wholeReads: () => number } {
  let produced = 0;
  let whole = 0;
  let size = HEADER.length;
  for (let k = 0; k < rows; k++) size += rowOf(k).length;
  const fake = {
    size,
    type: 'text/csv',
    slice: (start = 0, end = size) => {
      let text = HEADER;
      for (let k = 0; text.length < end; k++) text += rowOf(k);
      return new Blob([text.slice(start, end)]);
    },
    stream: () => {
      let k = 0;
      const encoder = new TextEncoder();
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (k >= rows) return controller.close();
          let chunk = k === 0 ? HEADER : '';
          for (const stop = Math.min(rows, k + 1000); k < stop; k++) chunk += rowOf(k);
          produced += chunk.length;
          controller.enqueue(encoder.encode(chunk));
        },
      });
    },
    text: () => {
      whole++;
      return Promise.reject(new Error('read whole'));
    },
    arrayBuffer: () => {
      whole++;
      return Promise.reject(new Error('read whole'));
    },
  };
  return { blob: fake as unknown as Blob, bytes: () => produced, wholeReads: () => whole };
}

describe('huge cell files', () => {
  it('a file over 500 MB is refused by routeFile from its size, reading only its head', async () => {
    let read = 0;
    const head = new Blob([HEADER + rowOf(0)]);
    // A real 501 MB Blob would take 501 MB of this machine's memory: a File-like object says its size.
    const huge = {
      name: 'planet.csv',
      size: 501e6,
      slice: (start: number, end: number) => {
        read += end - start;
        return head.slice(start, end);
      },
      text: () => Promise.reject(new Error('read whole')),
    } as unknown as File;
    const route = await routeFile(huge, null);
    expect(route).toEqual({
      route: 'refused',
      problems: ['planet.csv: expected cell sites (OpenCellID CSV or GeoJSON points) of at most 500 MB, got 501 MB'],
    });
    expect(read).toBeLessThanOrEqual(4096);
  });

  it('a file of tens of MB streams through the reader and is never held whole', async () => {
    const rows = 400_000;
    const file = lazyCsv(rows);
    let last = 0;
    const outcome = await readCellsFile(
      file.blob,
      'country.csv',
      { pathLatLonDeg: new Float64Array([0, 0, 0, 0.1]), marginM: 500, maxSites: 60 },
      (fraction) => (last = fraction),
    );
    expect(file.blob.size).toBeGreaterThan(25e6);
    expect(file.bytes()).toBe(file.blob.size);
    expect(file.wholeReads()).toBe(0);
    expect(last).toBe(1);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.rows).toBe(rows);
    expect(outcome.value.skippedCount).toBe(0);
    // Every ninth site lies on the equator; those with longitude 0..0.1 are on the path.
    expect(outcome.value.inMargin).toBeGreaterThan(rows / 9 / 2 - 100);
    expect(outcome.value.sites).toHaveLength(60);
    expect(Math.max(...outcome.value.sites.map((s) => s.distanceM))).toBeLessThan(1);
  });
});
