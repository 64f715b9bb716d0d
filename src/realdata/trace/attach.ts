/**
 * Attaching a trace to a scenario as a channel's capacity over time: an existing channel's
 * `capacity` replaced, or a new channel linked from a platform node (so it becomes a new path of
 * the source on that platform; without a platform, a new route of the first source with routes).
 */
import type { CapacityLaw, Channel, Scenario } from '../../scenario/types';

/** Where the trace goes. */
export type TraceTarget =
  | { kind: 'existing'; channelId: string }
  | {
      kind: 'new';
      channelId: string;
      label?: string;
      forwardMs: number;
      feedbackMs: number;
      /** The platform and node that link to it (none: a route of the first source with routes). */
      platformId: string | null;
      node: 'head' | 'middle' | 'tail';
    };

/** True when `id` is free for a new channel (stations and channels share one namespace). */
export function channelIdFree(scenario: Scenario, id: string): boolean {
  return ![...(scenario.stations ?? []), ...(scenario.channels ?? [])].some((x) => x.id === id);
}

/** A free channel id from `stem` (`trace`, `trace-2`, ...). */
export function freeChannelId(scenario: Scenario, stem = 'trace'): string {
  if (channelIdFree(scenario, stem)) return stem;
  for (let i = 2; ; i++) if (channelIdFree(scenario, `${stem}-${i}`)) return `${stem}-${i}`;
}

/** A copy of `scenario` with `law` as the capacity of `target`'s channel. */
export function attachTrace(scenario: Scenario, law: CapacityLaw, target: TraceTarget): Scenario {
  const channels = scenario.channels ?? [];
  if (target.kind === 'existing') {
    if (!channels.some((c) => c.id === target.channelId)) throw new Error(`no channel ${target.channelId}`);
    return {
      ...scenario,
      channels: channels.map((c) => (c.id === target.channelId ? { ...c, capacity: law } : c)),
    };
  }
  if (!channelIdFree(scenario, target.channelId)) throw new Error(`the id ${target.channelId} is taken`);
  const channel: Channel = {
    id: target.channelId,
    ...(target.label ? { label: target.label } : {}),
    group: 'trace',
    capacity: law,
    delays: { forwardMs: target.forwardMs, feedbackMs: target.feedbackMs },
  };
  const next: Scenario = { ...scenario, channels: [...channels, channel] };
  if (target.platformId !== null) {
    next.platforms = (scenario.platforms ?? []).map((p) => {
      if (p.id !== target.platformId) return p;
      const links = p.links ?? [];
      const has = links.some((l) => l.node === target.node);
      return {
        ...p,
        links: has
          ? links.map((l) => (l.node === target.node ? { ...l, to: [...l.to, target.channelId] } : l))
          : [...links, { node: target.node, to: [target.channelId] }],
      };
    });
    return next;
  }
  let added = false;
  next.sources = (scenario.sources ?? []).map((s) => {
    if (added || !('routes' in s) || !s.routes) return s;
    added = true;
    return { ...s, routes: [...s.routes, { via: [target.channelId] }] };
  });
  return next;
}
