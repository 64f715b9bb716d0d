/**
 * The sentences of "Why not 100 %?" and of the over-capacity note, from the numbers of
 * ./whyNotFull.ts and ./overCapacity.ts. Plain strings: the UI and its tests read the same text.
 */
import type { OverCapacity } from './overCapacity';
import type { WhyNotFull } from './whyNotFull';

const pct = (f: number) => `${Math.round(100 * f)} %`;
const mbps = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} Mbps`;

/** The balance the controller reaches, in words and symbols, by kind. */
function balance(controller: string): string {
  if (controller === 'kelly-voice')
    return 'a Kelly-Voice flow grows by a per clean acknowledgement and falls by b·y per marked one, so it stops where a(1 − λ) = b·y·λ (paper 000 eq 15)';
  return `a ${controller} flow grows its window per clean acknowledgement and cuts it per marked one (for TCP: (1/w)(1 − λ) = (w/2)·λ, so w = √(2(1 − λ)/λ) packets per round trip)`;
}

/** The explanation's paragraphs: the law, the equilibrium with the run's numbers, a steeper beta, the packet engine. */
export function whyNotFullText(w: WhyNotFull): { law: string; here: string; steeper: string; packet: string } {
  const mu = (w.fraction ** w.responsiveness * 100).toPrecision(2);
  const who =
    w.shares === 1
      ? 'this flow alone'
      : `the ${w.shares} TCP shares meeting there (a coupled multipath source counts as one, an uncoupled one as one per route)`;
  // A packet run's lines are measured: the equilibrium is what the fluid model would give.
  const subject = w.packetRun ? `In the fluid model, ${who}` : who.charAt(0).toUpperCase() + who.slice(1);
  const udp = w.uncontrolled.length
    ? ` ${w.uncontrolled.join(', ')} (UDP) send${w.uncontrolled.length === 1 ? 's' : ''} ${mbps(w.uncontrolledMbps)} there now whatever the loss; z counts it.`
    : '';
  const others =
    w.elsewhereMbps < 0.01
      ? ''
      : w.controller === 'kelly-voice'
        ? ` Its source sends ${mbps(w.elsewhereMbps)} on its other routes now, and y counts them: the more it sends elsewhere, the less this route takes.`
        : ` Its source sends ${mbps(w.elsewhereMbps)} on its other routes now; a coupled controller then grows this route more slowly than computed here, so it settles lower.`;
  return {
    law:
      `A link signals congestion before it is full. The loss law of paper 000 (eq 5) marks a fraction ` +
      `μ = (z/c)^β of the packets: at ${w.resourceId}, c = ${mbps(w.capacityMbps)} at t = ${w.tS.toFixed(1)} s and β = ${w.responsiveness}. ` +
      `Each flow grows while its clean acknowledgements outweigh its marked ones: ${balance(w.controller)}.`,
    here:
      `${subject} settle${w.shares === 1 ? 's' : ''} at z = ${mbps(w.loadMbps)}, ${pct(w.fraction)} of the capacity ` +
      `(μ = ${mu} %); ${w.packetRun ? 'this packet run carries' : 'the run has'} ${mbps(w.runLoadMbps)} there${w.packetRun ? ' (arrivals: every packet reaching the receivers, the load the link serves)' : ''} at this moment.${others}${udp}`,
    steeper:
      `A steeper law keeps μ near 0 until the link is nearly full: with β four times as large (${4 * w.responsiveness}) ` +
      `the same flows would settle at ${pct(w.steeperFraction)}.`,
    packet:
      'The packet engine has no such law: a link drops only when its buffer overflows, so one TCP cuts its window ' +
      'only when the path is full and saws between half and all of it, about 75 % with no buffer (the Theory ' +
      "view's closed forms) and more with a buffer. The fluid law marks packets at random, earlier, like RED or ECN " +
      'marking: both numbers are right for their model.',
  };
}

/** The note under the throughput chart when a link is offered more than its capacity. */
export function overCapacityText(o: OverCapacity): string {
  const secs = Math.max(o.toS - o.fromS, 0);
  return (
    `These are sending rates: from ${o.fromS.toFixed(2)} s to ${o.toS.toFixed(2)} s (${secs.toFixed(2)} s) ` +
    `${o.routeIds.join(' + ')} send ${mbps(o.loadMbps)} into ${o.resourceId}, which carries ${mbps(o.capacityMbps)}. ` +
    'A flow hears of congestion one round trip late, so after a sudden change (a burst starting, a capacity ' +
    'falling) it sends more than the link can carry until the losses reach it; the link drops the excess ' +
    '(μ = 1 above capacity).'
  );
}
