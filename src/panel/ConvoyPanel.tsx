/** The convoy: trajectory kind, length, speed, and which nodes reach which stations. */
import type { NodeName, Platform, Scenario } from '../scenario/types';
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
      {speed !== null && (
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
