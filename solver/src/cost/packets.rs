//! The packets a packet run moves, bounded before it runs from the scenario alone (no paths are
//! built): every route of a window or Kelly-Voice source at its largest possible capacity (a
//! station's at zero distance, a channel's largest point) for the whole run, and every route of
//! a constant-rate (UDP) source at its rate over the whole of its active intervals (what it
//! sends, whatever the links take; a random on/off source at its peak, every flow on). Intervals are measured, not sampled at instants, so a burst
//! between two instants is counted. The packets in flight at once (pipes, queues, the pool)
//! bound the engine's memory.

use super::count::RouteBound;
use crate::packet::{KELLY_VOICE_PACKET_BYTES, MAX_DEFAULT_BUFFER_PACKETS, MIN_BUFFER_PACKETS, UDP_PACKET_BYTES};
use crate::scenario::{ControllerSpec, RateSchedule, Scenario};
use serde::Serialize;

/// The packet figures of a run.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PacketCost {
    /// Upper bound of the data packets the run moves.
    pub packets: f64,
    /// Upper bound of the packets alive at once (in pipes, queues and the pool).
    pub in_flight: f64,
    /// The source that moves the most packets (its index in `sources`), if any (absent from the
    /// JSON when the run has no source).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub largest_source: Option<usize>,
    /// Its packets.
    pub largest_source_packets: f64,
}

/// Seconds a rate schedule sends within `[0, duration_s)`: the union of its active intervals
/// (all the run when it has none) cut by its on/off periods.
pub fn active_s(schedule: &RateSchedule, duration_s: f64) -> f64 {
    let mut intervals: Vec<(f64, f64)> = if schedule.active.is_empty() {
        vec![(0.0, duration_s)]
    } else {
        schedule.active.iter().map(|&(a, b)| (a.max(0.0), b.min(duration_s))).filter(|(a, b)| b > a).collect()
    };
    intervals.sort_by(|p, q| p.0.total_cmp(&q.0));
    let (mut total, mut reach) = (0.0, f64::NEG_INFINITY);
    for (a, b) in intervals {
        let from = a.max(reach);
        if b > from {
            total += b - from;
        }
        reach = reach.max(b);
    }
    match schedule.on_off {
        // At most the on part of every period the run touches.
        // At most the on part of every period the run touches (a random on/off may be on at any
        // time: its peak rate is counted instead).
        Some((on_s, off_s)) if on_s + off_s > 0.0 => total.min(((duration_s / (on_s + off_s)).ceil()) * on_s),
        _ => total,
    }
}

/// Bits per packet of a source's routes, as the packet engine sends them.
pub fn packet_bits(spec: &ControllerSpec) -> f64 {
    8.0 * match spec {
        ControllerSpec::Window { packet_bytes, .. } => *packet_bytes,
        ControllerSpec::KellyVoice { .. } => KELLY_VOICE_PACKET_BYTES,
        ControllerSpec::ConstantRate(_) => UDP_PACKET_BYTES,
    }
}

/// The packets of a packet run of `s`, from its routes' bounds.
pub fn packet_cost(s: &Scenario, routes: &[RouteBound]) -> PacketCost {
    let duration_s = s.solver.duration_s;
    let mut per_source = vec![0.0f64; s.sources.len()];
    let mut in_flight = 0.0;
    for r in routes {
        let src = &s.sources[r.source];
        let bits = packet_bits(&src.controller);
        let (mbps, seconds) = match &src.controller {
            ControllerSpec::ConstantRate(schedule) => (schedule.peak_mbps(), active_s(schedule, duration_s)),
            _ => (r.peak_mbps.min(src.sending_rate_mbps.unwrap_or(f64::INFINITY)), duration_s),
        };
        let packets_per_s = if mbps.is_finite() { mbps.max(0.0) * 1.0e6 / bits } else { 0.0 };
        let packets = packets_per_s * seconds;
        per_source[r.source] += packets;
        // A round trip of packets on the way, and a buffer of them queued: the resources' own
        // `bufferPackets`, plus, where one of them has none, `solver.bufferPackets` or the default
        // (a bandwidth-delay product at the largest capacity, at least MIN_BUFFER_PACKETS).
        let round_trip = packets_per_s * r.round_trip_ms / 1000.0;
        let solver_buffer = match s.solver.buffer_packets {
            Some(b) => b as f64,
            None => {
                let bdp = r.peak_mbps * 1.0e6 * r.round_trip_ms / 1000.0 / bits;
                bdp.ceil().clamp(MIN_BUFFER_PACKETS as f64, MAX_DEFAULT_BUFFER_PACKETS as f64)
            }
        };
        let buffer = r.own_buffer_packets + if r.default_buffer { solver_buffer } else { 0.0 };
        in_flight += packets.min(round_trip + buffer);
    }
    let largest = per_source.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1));
    PacketCost {
        packets: per_source.iter().sum(),
        in_flight,
        largest_source: largest.map(|(i, _)| i),
        largest_source_packets: largest.map_or(0.0, |(_, &p)| p),
    }
}
