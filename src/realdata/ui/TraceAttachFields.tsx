/** Where an imported trace goes: a new channel linked from a platform node, or an existing channel. */
import type { Scenario } from '../../scenario/types';
import { channelIdFree, freeChannelId, type TraceTarget } from '../trace/attach';

/** Ids the scenario format takes. */
const ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** Why `target` cannot be applied, or null. */
export function targetProblem(scenario: Scenario, target: TraceTarget): string | null {
  if (target.kind === 'existing') return target.channelId ? null : 'Choose a channel.';
  if (!ID_PATTERN.test(target.channelId)) return 'The id takes 1 to 64 of A-Z a-z 0-9 _ - .';
  if (!channelIdFree(scenario, target.channelId)) return `The id ${target.channelId} is taken.`;
  const delaysOk = [target.forwardMs, target.feedbackMs].every((d) => Number.isFinite(d) && d >= 0 && d <= 60_000);
  if (!delaysOk) return 'Delays are 0 to 60000 ms.';
  if (target.forwardMs + target.feedbackMs <= 0) return 'The round trip (forward + feedback) must be > 0.';
  return null;
}

/** The attach choice's fields. */
export function TraceAttachFields({
  scenario,
  target,
  onChange,
}: {
  scenario: Scenario;
  target: TraceTarget;
  onChange(target: TraceTarget): void;
}) {
  const channels = scenario.channels ?? [];
  const platforms = scenario.platforms ?? [];
  const asNew = (patch: Partial<Extract<TraceTarget, { kind: 'new' }>>) =>
    target.kind === 'new' && onChange({ ...target, ...patch });
  return (
    <fieldset className="trace-attach">
      <legend>Attach to</legend>
      <label>
        <input
          type="radio"
          name="trace-attach"
          checked={target.kind === 'new'}
          onChange={() => onChange(newTarget(scenario))}
        />{' '}
        a new channel (a new path)
      </label>
      <label>
        <input
          type="radio"
          name="trace-attach"
          disabled={channels.length === 0}
          checked={target.kind === 'existing'}
          onChange={() => onChange({ kind: 'existing', channelId: channels[0]?.id ?? '' })}
        />{' '}
        an existing channel{channels.length === 0 ? ' (the scenario has none)' : ''}
      </label>
      {target.kind === 'existing' && (
        <label>
          Channel{' '}
          <select value={target.channelId} onChange={(e) => onChange({ kind: 'existing', channelId: e.target.value })}>
            {channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label ?? c.id}
              </option>
            ))}
          </select>
        </label>
      )}
      {target.kind === 'new' && (
        <div className="trace-new-channel">
          <label>
            Channel id <input value={target.channelId} onChange={(e) => asNew({ channelId: e.target.value })} />
          </label>
          <label>
            Forward delay, ms{' '}
            <input
              type="number"
              min={0}
              max={60000}
              value={target.forwardMs}
              onChange={(e) => asNew({ forwardMs: Number(e.target.value) })}
            />
          </label>
          <label>
            Feedback delay, ms{' '}
            <input
              type="number"
              min={0}
              max={60000}
              value={target.feedbackMs}
              onChange={(e) => asNew({ feedbackMs: Number(e.target.value) })}
            />
          </label>
          {platforms.length > 0 ? (
            <label>
              Linked from{' '}
              <select
                aria-label="Linked from"
                value={`${target.platformId}/${target.node}`}
                onChange={(e) => {
                  const [platformId, node] = e.target.value.split('/') as [string, 'head' | 'middle' | 'tail'];
                  asNew({ platformId, node });
                }}
              >
                {platforms.flatMap((p) =>
                  (['head', 'middle', 'tail'] as const).map((node) => (
                    <option key={`${p.id}/${node}`} value={`${p.id}/${node}`}>
                      {p.label ?? p.id}: {node}
                    </option>
                  )),
                )}
              </select>
            </label>
          ) : (
            <p>No platform: the channel becomes a new route of the first source with routes.</p>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** The default target: a new channel `trace` (15 ms each way, a channel's default) from the first platform's head. */
export function newTarget(scenario: Scenario): TraceTarget {
  return {
    kind: 'new',
    channelId: freeChannelId(scenario),
    forwardMs: 15,
    feedbackMs: 15,
    platformId: scenario.platforms?.[0]?.id ?? null,
    node: 'head',
  };
}
