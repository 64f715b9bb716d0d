/**
 * The per-segment speeds of a drawn path. A few are fields in the panel; a long list (a path from a
 * track has hundreds) is folded under a summary, "316 segment speeds, 0.9 to 24.1 m/s (mean 11.2)",
 * opened on demand, so the panel stays short.
 */
import { NumberField } from './NumberField';

/** Segments shown as fields without folding. */
export const UNFOLDED_SEGMENTS = 12;

/** The fields of `speedsMps`; `onChange(i, x)` sets segment i's speed. */
export function SegmentSpeedList({
  speedsMps,
  onChange,
}: {
  speedsMps: readonly number[];
  onChange(index: number, speedMps: number): void;
}) {
  const fields = speedsMps.map((v, i) => (
    <NumberField
      key={i}
      label={`Segment ${i + 1} speed`}
      field="platform.trajectory[polyline].segmentSpeedsMps[]"
      value={v}
      onChange={(x) => onChange(i, x)}
    />
  ));
  if (speedsMps.length <= UNFOLDED_SEGMENTS) return <>{fields}</>;
  const min = Math.min(...speedsMps);
  const max = Math.max(...speedsMps);
  const mean = speedsMps.reduce((a, b) => a + b, 0) / speedsMps.length;
  const r = (x: number) => Math.round(x * 10) / 10;
  return (
    <details className="segment-speeds">
      <summary>
        {speedsMps.length} segment speeds, {r(min)} to {r(max)} m/s (mean {r(mean)})
      </summary>
      {fields}
    </details>
  );
}
