// @vitest-environment jsdom
/**
 * The track dialog's form (src/realdata/ui/TrackChoicesForm.tsx): what it says about a long, timed
 * track of a file with several lines, the platform it drives, and Apply as one new scenario.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackChoicesForm } from '../../src/realdata/ui/TrackChoicesForm';
import { trackDrive } from '../../src/realdata/track/drive';
import type { ParsedTrack } from '../../src/realdata/track/types';
import type { Scenario } from '../../src/scenario/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const base = JSON.parse(readFileSync(resolve(__dirname, '../../public/scenarios/III-D.json'), 'utf8')) as Scenario;

/** 3000 fixes 4 m apart along a wiggly road with GPS noise, one a second, a 60 s stop at fix 1000. */
function longTrack(): ParsedTrack {
  const n = 3000;
  const latLonDeg = new Float64Array(2 * n);
  const timesS = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const j = i <= 1000 ? i : i - 1; // fix 1001 repeats fix 1000
    const xM = j * 4;
    const yM = 100 * Math.sin(xM / 500) + 2 * Math.sin(j * 1.7);
    latLonDeg[2 * i] = 50 + yM / 111_229;
    latLonDeg[2 * i + 1] = 8 + xM / 71_696;
    timesS[i] = i <= 1000 ? i : i + 59;
  }
  return { name: '<i>Ring road</i>', latLonDeg, timesS, lines: 3, timesNote: null };
}

let root: Root | null = null;
let host: HTMLDivElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
});

function render(track: ParsedTrack, scenario: Scenario, onApply = vi.fn()) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const drive = trackDrive(track);
  act(() =>
    root!.render(
      <TrackChoicesForm track={track} drive={drive} scenario={scenario} onApply={onApply} onCancel={() => undefined} />,
    ),
  );
  return { host: host!, drive, onApply };
}

describe('TrackChoicesForm', () => {
  it('says how many points it kept and with what tolerance, the stop, the lines ignored; Apply gives the new scenario', () => {
    const second = { ...base.platforms![0]!, id: 'van', label: 'Van' };
    const scenario = { ...base, platforms: [...base.platforms!, second] };
    const { host, drive, onApply } = render(longTrack(), scenario);
    const text = host.textContent ?? '';
    expect(drive.pointsM.length).toBeLessThanOrEqual(500);
    expect(drive.toleranceM).toBeGreaterThan(1);
    expect(text).toContain(
      `kept ${drive.pointsM.length} of 3000 points (tolerance ${drive.toleranceM} m) (1 repeated point dropped)`,
    );
    expect(host.querySelector('[data-testid="track-name"]')!.textContent).toBe('<i>Ring road</i>');
    expect(host.querySelector('i')).toBeNull();
    expect(text).toContain('2 (the file has 3 lines; only the first is used)');
    expect(text).toContain('stands still for 60 s in all');
    expect(text).toContain('Run for the whole drive (3,058 s)');
    const select = host.querySelector('select')!;
    act(() => {
      select.value = 'van';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(onApply).toHaveBeenCalledTimes(1);
    const [applied, what] = onApply.mock.calls[0]! as [Scenario, string];
    expect(what).toBe('Import track <i>Ring road</i>');
    // The scenario is named after the drive (as text).
    expect(applied.title).toBe('<i>Ring road</i>');
    // The old scenario's guidance no longer applies: it goes, and the description says what this is.
    expect(applied.meta).toBeUndefined();
    expect(applied.description).toBe(
      'The convoy drives the imported track "<i>Ring road</i>" (3000 points in the file).',
    );
    expect(applied.platforms![0]!.trajectory.kind).toBe('clover');
    const t = applied.platforms![1]!.trajectory;
    expect(t.kind === 'polyline' && t.segmentSpeedsMps?.length).toBe(drive.pointsM.length - 1);
    expect(applied.frame).toEqual({ kind: 'geographic', originLatDeg: 50, originLonDeg: 8 });
    // The last fix is at 2999 s + the 59 s the stop added: the drive lasts as long as the track.
    expect(applied.solver.durationS).toBeGreaterThanOrEqual(3058);
    expect(applied.solver.durationS).toBeLessThanOrEqual(3058.1);
  });

  it('refuses a scenario without a platform and keeps Apply off', () => {
    const { host, onApply } = render(longTrack(), { ...base, platforms: [] });
    expect(host.querySelector('[role="alert"]')!.textContent).toMatch(/^This scenario has no platform/);
    expect(host.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    expect(onApply).not.toHaveBeenCalled();
  });
});
