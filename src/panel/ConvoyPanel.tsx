/** The convoy: trajectory kind, length, speed, and which nodes reach which stations. */
import type { NodeName, Platform, Scenario } from '../scenario/format';
import type { ScenarioAction } from '../state/actions';
import { NumberField } from './NumberField';

const NODES: NodeName[] = ['head', 'middle', 'tail'];

/** The paper's clover with its exit arc (Fig. 5). */
export const PAPER_CLOVER = { kind: 'clover', radiusM: 500, gammaPerS: 0.05 / 3, revolutions: 2, exitArc: { radiusM: 430, angleDeg: 180, speedMps: 8.5, turn: 'right' } } as const;

function speedOf(p: Platform): number | null {
  const t = p.trajectory;
  if (t.kind === 'polyline') return t.speedMps ?? t.segmentSpeedsMps?.[0] ?? 10;
  if (t.kind === 'clover') return t.exitArc?.speedMps ?? null;
  return null;
}

/** Centre and heading of a static convoy. */
function StaticFields({ platform, dispatch }: { platform: Platform; dispatch(a: ScenarioAction): void }) {
  const t = platform.trajectory;
  if (t.kind !== 'static') return null;
  const set = (patch: Partial<typeof t>) => dispatch({ type: 'setTrajectory', platformId: platform.id, trajectory: { ...t, ...patch } });
  return (
    <>
      <NumberField label="Centre x" unit="m" value={t.centre.xM} onChange={(xM) => set({ centre: { ...t.centre, xM } })} />
      <NumberField label="Centre y" unit="m" value={t.centre.yM} onChange={(yM) => set({ centre: { ...t.centre, yM } })} />
      <NumberField label="Heading" unit="°" value={t.headingDeg ?? 0} min={-3600} max={3600} onChange={(headingDeg) => set({ headingDeg })} />
    </>
  );
}

/** Speed of a polyline: one for all segments, or one per segment. */
function SegmentSpeeds({ platform, dispatch }: { platform: Platform; dispatch(a: ScenarioAction): void }) {
  const t = platform.trajectory;
  if (t.kind !== 'polyline') return null;
  const segments = t.points.length - 1;
  const speeds = t.segmentSpeedsMps ?? Array.from({ length: segments }, () => t.speedMps ?? 10);
  const perSegment = t.segmentSpeedsMps !== undefined;
  return (
    <>
      <div className="field">
        <label htmlFor={`per-segment-${platform.id}`}>Speed per segment</label>
        <input
          id={`per-segment-${platform.id}`}
          type="checkbox"
          checked={perSegment}
          onChange={(e) =>
            dispatch({
              type: 'setTrajectory',
              platformId: platform.id,
              trajectory: e.target.checked ? { ...t, speedMps: undefined, segmentSpeedsMps: speeds } : { ...t, speedMps: speeds[0], segmentSpeedsMps: undefined },
            })
          }
        />
      </div>
      {perSegment ? (
        speeds.map((v, i) => (
          <NumberField
            key={i}
            label={`Segment ${i + 1} speed`}
            unit="m/s"
            value={v}
            min={0}
            exclusiveMin
            max={10000}
            onChange={(x) => dispatch({ type: 'setTrajectory', platformId: platform.id, trajectory: { ...t, segmentSpeedsMps: speeds.map((old, k) => (k === i ? x : old)) } })}
          />
        ))
      ) : (
        <NumberField label="Speed" unit="m/s" value={speeds[0]} min={0} exclusiveMin max={10000} onChange={(speedMps) => dispatch({ type: 'setSpeed', platformId: platform.id, speedMps })} />
      )}
    </>
  );
}

/** Editor of one platform. */
export function ConvoyPanel({ platform, scenario, dispatch }: { platform: Platform; scenario: Scenario; dispatch(a: ScenarioAction): void }) {
  const targets = [...(scenario.stations ?? []).map((s) => s.id), ...(scenario.channels ?? []).map((c) => c.id)];
  const links = platform.links ?? [];
  const speed = speedOf(platform);
  const kind = platform.trajectory.kind;
  return (
    <section className="panel" aria-label={`Convoy ${platform.label ?? platform.id}`}>
      <h3>Convoy</h3>
      <div className="field">
        <label htmlFor="trajectory-kind">Trajectory</label>
        <select
          id="trajectory-kind"
          value={kind}
          onChange={(e) => {
            const k = e.target.value;
            if (k === 'clover') dispatch({ type: 'setTrajectory', platformId: platform.id, trajectory: { ...PAPER_CLOVER, exitArc: { ...PAPER_CLOVER.exitArc } } });
            if (k === 'static') dispatch({ type: 'setTrajectory', platformId: platform.id, trajectory: { kind: 'static', centre: { xM: -200, yM: -200 }, headingDeg: 45 } });
            if (k === 'polyline')
              dispatch({ type: 'setTrajectory', platformId: platform.id, trajectory: { kind: 'polyline', points: [{ xM: -800, yM: 0 }, { xM: 800, yM: 0 }], speedMps: 10 } });
          }}
        >
          <option value="clover">the paper's clover</option>
          <option value="polyline">polyline (draw on the map)</option>
          <option value="static">static placement</option>
        </select>
      </div>
      <NumberField label="Convoy length" unit="m" value={platform.lengthM ?? 200} min={0} max={100000} onChange={(lengthM) => dispatch({ type: 'setConvoyLength', platformId: platform.id, lengthM })} />
      {platform.trajectory.kind === 'static' && (
        <StaticFields platform={platform} dispatch={dispatch} />
      )}
      {platform.trajectory.kind === 'polyline' && <SegmentSpeeds platform={platform} dispatch={dispatch} />}
      {speed !== null && platform.trajectory.kind !== 'polyline' && (
        <NumberField label={kind === 'clover' ? 'Speed on the exit arc' : 'Speed'} unit="m/s" value={speed} min={0} exclusiveMin max={10000} onChange={(speedMps) => dispatch({ type: 'setSpeed', platformId: platform.id, speedMps })} />
      )}
      <table className="links" aria-label="Which convoy nodes reach which stations">
        <thead>
          <tr>
            <th scope="col">Node</th>
            {targets.map((t) => (
              <th key={t} scope="col">
                {t}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NODES.map((node) => {
            const to = links.find((l) => l.node === node)?.to ?? [];
            return (
              <tr key={node}>
                <th scope="row">{node}</th>
                {targets.map((t) => (
                  <td key={t}>
                    <input
                      type="checkbox"
                      aria-label={`${node} reaches ${t}`}
                      checked={to.includes(t)}
                      onChange={(e) =>
                        dispatch({
                          type: 'setLinks',
                          platformId: platform.id,
                          node,
                          to: e.target.checked ? targets.filter((x) => x === t || to.includes(x)) : to.filter((x) => x !== t),
                        })
                      }
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
