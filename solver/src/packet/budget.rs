//! How big a built packet run is: an upper estimate of the packets it moves, read from the built
//! network at 65 instants (a diagnostic for tests and the fuzzer). The gate that refuses a run
//! too big to finish is the cost estimate (`cost::admit`), which bounds the traffic over whole
//! intervals without building anything; [`MAX_ESTIMATED_PACKETS`] is its limit.

use super::clock::Clock;
use super::control::{Control, Sending};
use super::reach::Reach;
use crate::controller::Controller;
use crate::network::Network;

/// The most packets a packet run may be estimated to move (about 3 events each: some 10 s of
/// wasm at this machine's 15 million events per second).
pub const MAX_ESTIMATED_PACKETS: f64 = 5.0e7;

/// Capacity samples over the run for the estimate.
const SAMPLES: usize = 64;

/// An upper estimate of the data packets the run moves: every route at the smallest of its
/// links' largest capacities over the run (sampled at 64 instants), for the whole duration, in
/// its packets. Constant-rate (UDP) traffic sends whatever the links take, so its routes count
/// the packets it sends: its largest rate at those instants for the whole duration.
pub(super) fn estimated_packets(
    net: &Network,
    clock: &Clock,
    reach: &Reach,
    control: &Control,
    packet_bits: &[f64],
) -> f64 {
    let duration_s = clock.duration_s();
    let mut peak = vec![0.0f64; net.resources.len()];
    let mut positions = reach.positions().to_vec();
    let mut capacities = vec![0.0; net.resources.len()];
    let mut udp_peak_mbps = vec![0.0f64; net.sources.len()];
    for k in 0..=SAMPLES {
        let t_s = duration_s * k as f64 / SAMPLES as f64;
        net.node_positions(t_s, &mut positions, true);
        net.capacities(t_s, &positions, &mut capacities);
        for (p, &c) in peak.iter_mut().zip(&capacities) {
            *p = p.max(c);
        }
        for (s, sending) in control.sending().iter().enumerate() {
            if let Sending::Udp(udp) = sending {
                // A random on/off may peak between the samples: its peak (every flow on) bounds it.
                let peak = if udp.schedule.random_on_off.is_some() { udp.schedule.peak_mbps() } else { 0.0 };
                udp_peak_mbps[s] = udp_peak_mbps[s].max(udp.set_rate_mbps(t_s).unwrap_or(0.0)).max(peak);
            }
        }
    }
    net.routes
        .iter()
        .enumerate()
        .map(|(r, route)| {
            let mbps = match control.sending()[route.source] {
                Sending::Udp(_) => udp_peak_mbps[route.source],
                _ => route.resources.iter().map(|&j| peak[j]).fold(f64::INFINITY, f64::min),
            };
            if mbps.is_finite() {
                mbps * 1.0e6 * duration_s / packet_bits[r]
            } else {
                0.0
            }
        })
        .sum()
}
