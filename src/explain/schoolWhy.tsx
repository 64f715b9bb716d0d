/**
 * "Why not 100 %?" at the school level: the same numbers as ./explainText.ts (the run's
 * equilibrium from ./whyNotFull.ts), said in words without symbols, equations or paper numbers,
 * with one picture: how much of the traffic a link marks "slow down" as it fills, and where this
 * run's flows settle on that curve.
 */
import type { WhyNotFull } from './whyNotFull';
import type { OverCapacity } from './overCapacity';

const pct = (f: number) => `${Math.round(100 * f)} %`;
const mbps = (x: number) => `${x.toFixed(1)} Mbps`;

/** The school level's paragraphs for `w`; `link` names the link where the route is limited ("the satellite"). */
export function schoolWhyText(w: WhyNotFull, link: string): { how: string; here: string; later: string } {
  return {
    how:
      'A link does not wait until it is full to say "too much": the fuller it gets, the more of the packets it marks ' +
      'as a sign to slow down. Each sender speeds up a little for every packet that gets through and slows down ' +
      'for every marked one, so the senders settle where the two balance, before the link is full.',
    here:
      `Here the limit is ${link}, which could carry ${mbps(w.capacityMbps)} at ${w.tS.toFixed(0)} s. ` +
      `The senders there settle at about ${mbps(w.loadMbps)}: ${pct(w.fraction)} of what it could carry.`,
    later: `A link that warns later, only when it is nearly full, would let the same senders reach about ${pct(w.steeperFraction)}.`,
  };
}

/** The over-capacity note at the school level: what happened at `link`, in words. */
export function schoolOverCapacityText(o: OverCapacity, link: string): string {
  const secs = Math.max(o.toS - o.fromS, 0);
  return (
    `These lines show what is sent: for ${secs.toFixed(1)} s after ${o.fromS.toFixed(1)} s the senders sent more into ${link} ` +
    'than it can carry. A sender hears about it only a moment later, so for a short while it sends too much and the link throws the extra away.'
  );
}

const W = 220;
const H = 142;
const L = 34;
const B = 24;

/** The picture: the share of packets marked rising as the link fills, and this run's point on it. */
export function WhyPicture({ w }: { w: WhyNotFull }) {
  const x = (f: number) => L + f * (W - L - 8);
  const y = (m: number) => H - B - m * (H - B - 8);
  const points = Array.from({ length: 41 }, (_, k) => k / 40)
    .map((f) => `${x(f).toFixed(1)},${y(f ** w.responsiveness).toFixed(1)}`)
    .join(' ');
  const f = Math.min(1, Math.max(0, w.fraction));
  const marked = f ** w.responsiveness;
  return (
    <svg
      className="why-picture"
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`A curve: the share of packets marked stays near none while the link fills, then rises steeply near full. This run sits at ${pct(f)} full.`}
      data-testid="why-picture"
    >
      <line x1={L} y1={y(0)} x2={W - 8} y2={y(0)} stroke="currentColor" />
      <line x1={L} y1={y(0)} x2={L} y2={8} stroke="currentColor" />
      <polyline points={points} fill="none" stroke="#d62728" strokeWidth={2.5} />
      <line x1={x(f)} y1={y(0)} x2={x(f)} y2={y(marked)} stroke="#1f77b4" strokeDasharray="3 3" />
      <circle cx={x(f)} cy={y(marked)} r={4.5} fill="#1f77b4" />
      <text x={x(f)} y={H - B + 13} textAnchor="middle" fontSize={10}>
        {pct(f)}
      </text>
      <text x={W - 8} y={H - 2} textAnchor="end" fontSize={10}>
        how full the link is →
      </text>
      <text x={4} y={18} fontSize={10}>
        marked
      </text>
      <text x={4} y={y(0)} fontSize={10}>
        0
      </text>
      <text x={x(1)} y={H - B + 13} textAnchor="middle" fontSize={10}>
        full
      </text>
    </svg>
  );
}
