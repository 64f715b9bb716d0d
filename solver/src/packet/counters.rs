//! What the summary reads of a packet run: the totals it is computed from, the run's
//! [`super::totals::Tally`] with every link's loss rate, mean queue and drops and every route's
//! in-order megabits (goodput) added.

use super::clock::Clock;
use super::link::Link;
use super::reach::Reach;
use super::totals::Tally;
use super::traffic::Traffic;
use crate::network::Network;
use crate::summary::{PacketLinkTotals, RunTotals};

/// What the summary is computed from, for the time run so far (the whole run once done).
pub(super) fn run_totals<'a>(
    net: &'a Network,
    clock: &Clock,
    links: &mut [Link],
    tally: &Tally,
    traffic: &Traffic,
    reach: &Reach,
) -> RunTotals<'a> {
    let step_s = clock.capacity_step_s();
    let mut metrics = tally.metrics().clone();
    // A resource's load: the rates of the routes crossing it (no delay to shift: the packets
    // counted are the delivered ones).
    let mut loads = vec![0.0; net.resources.len()];
    for (r, route) in net.routes.iter().enumerate() {
        for &j in &route.resources {
            loads[j] += metrics.rate_sums[r];
        }
    }
    metrics.load_sums = loads;
    let metrics = metrics.finished(step_s);
    let run_s = clock.now_s().max(1.0e-9);
    let links = links
        .iter_mut()
        .map(|l| {
            l.account(clock.now());
            PacketLinkTotals {
                loss_rate: if l.arrivals_total > 0 { l.drops_total as f64 / l.arrivals_total as f64 } else { 0.0 },
                mean_queue_packets: l.queue_integral / run_s,
                drops: l.drops_total,
            }
        })
        .collect();
    RunTotals {
        net,
        metrics,
        step_s,
        final_rates: tally.last_step_rates().to_vec(),
        final_capacities: reach.capacities().to_vec(),
        t_s: clock.now_s(),
        stability: vec![None; net.sources.len()],
        warnings: Vec::new(),
        packet_links: Some(links),
        packet_goodput_megabits: Some(traffic.in_order_megabits()),
    }
}
