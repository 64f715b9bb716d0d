/** The convoy: trajectory kind, length, speed, and which nodes reach which stations. */
import { useWords } from '../state/useWords';
import type { NodeName, Platform, Scenario } from '../scenario/format';
import type { ScenarioAction } from '../state/actions';
import { objectAtDefaults, schemaDefault, schemaExample } from '../scenario/schemaFields';
import { NumberField } from './NumberField';
import { SegmentSpeedList } from './SegmentSpeedList';
import { FieldHelp, schemaHelp } from './FieldHelp';

const NODES: NodeName[] = ['head', 'middle', 'tail'];

type Clover = Extract<Platform['trajectory'], { kind: 'clover' }>;

/** The paper's clover with its exit arc (Fig. 5): the schema's defaults, written out. */
export function paperClover(): Clover {
  return {
    ...objectAtDefaults<Clover>('platform.trajectory[clover]'),
    exitArc: objectAtDefaults<NonNullable<Clover['exitArc']>>('platform.trajectory[clover].exitArc'),
  };
}

/** The speed a polyline without one shows and starts with, m/s: the schema's example (speedMps has no default). */
const suggestedSpeedMps = (): number => schemaExample<number>('platform.trajectory[polyline].speedMps');

function speedOf(p: Platform): number | null {
  const t = p.trajectory;
  if (t.kind === 'polyline') return t.speedMps ?? t.segmentSpeedsMps?.[0] ?? suggestedSpeedMps();
  if (t.kind === 'clover')
    return t.exitArc
      ? (t.exitArc.speedMps ?? schemaDefault<number>('platform.trajectory[clover].exitArc.speedMps'))
      : null;
  return null;
}

/** Centre and heading of a static convoy. */
function StaticFields({ platform, dispatch }: { platform: Platform; dispatch(a: ScenarioAction): void }) {
  const t = platform.trajectory;
  if (t.kind !== 'static') return null;
  const set = (patch: Partial<typeof t>) =>
    dispatch({ type: 'setTrajectory', platformId: platform.id, trajectory: { ...t, ...patch } });
  return (
    <>
      <NumberField
        label="Centre x"
        field="platform.trajectory[static].centre.xM"
        value={t.centre.xM}
        onChange={(xM) => set({ centre: { ...t.centre, xM } })}
      />
      <NumberField
        label="Centre y"
        field="platform.trajectory[static].centre.yM"
        value={t.centre.yM}
        onChange={(yM) => set({ centre: { ...t.centre, yM } })}
      />
      <NumberField
        label="Heading"
        field="platform.trajectory[static].headingDeg"
        value={t.headingDeg ?? schemaDefault<number>('platform.trajectory[static].headingDeg')}
        onChange={(headingDeg) => set({ headingDeg })}
      />
    </>
  );
}

/** Speed of a polyline: one for all segments, or one per segment. */
function SegmentSpeeds({ platform, dispatch }: { platform: Platform; dispatch(a: ScenarioAction): void }) {
  const t = platform.trajectory;
  if (t.kind !== 'polyline') return null;
  const segments = t.points.length - 1;
  const speeds = t.segmentSpeedsMps ?? Array.from({ length: segments }, () => t.speedMps ?? suggestedSpeedMps());
  const firstSpeedMps = speeds[0] ?? t.speedMps ?? suggestedSpeedMps();
  const perSegment = t.segmentSpeedsMps !== undefined;
  return (
    <>
      <div className="field">
        <label htmlFor={`per-segment-${platform.id}`}>Speed per segment</label>
        <input
          id={`per-segment-${platform.id}`}
          type="checkbox"
          aria-describedby={`per-segment-${platform.id}-help`}
          checked={perSegment}
          onChange={(e) =>
            dispatch({
              type: 'setTrajectory',
              platformId: platform.id,
              trajectory: e.target.checked
                ? { ...t, speedMps: undefined, segmentSpeedsMps: speeds }
                : { ...t, speedMps: firstSpeedMps, segmentSpeedsMps: undefined },
            })
          }
        />
        <FieldHelp
          id={`per-segment-${platform.id}-help`}
          label="Speed per segment"
          text={schemaHelp('platform.trajectory[polyline].segmentSpeedsMps')}
        />
      </div>
      {perSegment ? (
        <SegmentSpeedList
          speedsMps={speeds}
          onChange={(i, x) =>
            dispatch({
              type: 'setTrajectory',
              platformId: platform.id,
              trajectory: { ...t, segmentSpeedsMps: speeds.map((old, k) => (k === i ? x : old)) },
            })
          }
        />
      ) : (
        <NumberField
          label="Speed"
          field="platform.trajectory[polyline].speedMps"
          value={firstSpeedMps}
          onChange={(speedMps) => dispatch({ type: 'setSpeed', platformId: platform.id, speedMps })}
        />
      )}
    </>
  );
}

/** Editor of one platform. */
export function ConvoyPanel({
  platform,
  scenario,
  dispatch,
}: {
  platform: Platform;
  scenario: Scenario;
  dispatch(a: ScenarioAction): void;
}) {
  const targets = [...(scenario.stations ?? []).map((s) => s.id), ...(scenario.channels ?? []).map((c) => c.id)];
  const speed = speedOf(platform);
  const kind = platform.trajectory.kind;
  return (
    <section className="panel" aria-label={`Convoy ${platform.label ?? platform.id}`}>
      <h3>Convoy</h3>
      <div className="field">
        <label htmlFor="trajectory-kind">Trajectory</label>
        <select
          id="trajectory-kind"
          aria-describedby="trajectory-kind-help"
          value={kind}
          onChange={(e) => {
            const k = e.target.value;
            if (k === 'clover') dispatch({ type: 'setTrajectory', platformId: platform.id, trajectory: paperClover() });
            if (k === 'static')
              dispatch({
                type: 'setTrajectory',
                platformId: platform.id,
                trajectory: { kind: 'static', centre: { xM: -200, yM: -200 }, headingDeg: 45 },
              });
            if (k === 'polyline')
              dispatch({
                type: 'setTrajectory',
                platformId: platform.id,
                trajectory: {
                  kind: 'polyline',
                  points: [
                    { xM: -800, yM: 0 },
                    { xM: 800, yM: 0 },
                  ],
                  speedMps: suggestedSpeedMps(),
                },
              });
          }}
        >
          <option value="clover">the paper's clover</option>
          <option value="polyline">polyline (draw on the map)</option>
          <option value="static">static placement</option>
        </select>
        <FieldHelp
          id="trajectory-kind-help"
          label="Trajectory"
          text={schemaHelp('platform.trajectory', `platform.trajectory[${kind}].kind`)}
        />
      </div>
      <NumberField
        label="Convoy length"
        field="platform.lengthM"
        value={platform.lengthM ?? schemaDefault<number>('platform.lengthM')}
        onChange={(lengthM) => dispatch({ type: 'setConvoyLength', platformId: platform.id, lengthM })}
      />
      {platform.trajectory.kind === 'static' && <StaticFields platform={platform} dispatch={dispatch} />}
      {platform.trajectory.kind === 'polyline' && <SegmentSpeeds platform={platform} dispatch={dispatch} />}
      {speed !== null && platform.trajectory.kind !== 'polyline' && (
        <NumberField
          label={kind === 'clover' ? 'Speed on the exit arc' : 'Speed'}
          field="platform.trajectory[clover].exitArc.speedMps"
          value={speed}
          onChange={(speedMps) => dispatch({ type: 'setSpeed', platformId: platform.id, speedMps })}
        />
      )}
      <LinksTable platform={platform} targets={targets} dispatch={dispatch} />
    </section>
  );
}

/**
 * The links table: a row per convoy node, a column per station or channel in `targets`; each ticked
 * box is one subflow (the node reaching that target).
 */
function LinksTable({
  platform,
  targets,
  dispatch,
}: {
  platform: Platform;
  targets: string[];
  dispatch(a: ScenarioAction): void;
}) {
  const links = platform.links ?? [];
  // At the school level the columns name stations and channels as the charts do ("satellite").
  const words = useWords();
  return (
    <>
      <table
        className="links"
        aria-label="Which convoy nodes reach which stations"
        aria-describedby={`links-${platform.id}-help`}
      >
        <thead>
          <tr>
            <th scope="col">Node</th>
            {targets.map((t) => (
              <th key={t} scope="col">
                {words.target(t, t)}
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
                          to: e.target.checked
                            ? targets.filter((x) => x === t || to.includes(x))
                            : to.filter((x) => x !== t),
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
      <div className="field">
        <FieldHelp
          id={`links-${platform.id}-help`}
          label="the links table"
          text={`Each ticked box is one subflow: head and B1 make the route head-B1, the head vehicle's subflow through station B1. ${schemaHelp('platform.links')}`}
        />
      </div>
    </>
  );
}
