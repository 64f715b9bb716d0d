//! The solver's memory, estimated in bytes per item before anything is built: path tables, the
//! map's outlines, the compiled network, the fluid engine's delay history, the packet engine's
//! packets in flight, and for a job the samples it keeps. The limit fits the wasm module (1 GiB
//! at most) with room for the scenario, the chunk buffers and the allocator's slack.

use super::count::RouteBound;
use super::geometry::GeometryCost;
use super::packets::PacketCost;
use crate::scenario::{ControllerSpec, Engine, Scenario};
use serde::Serialize;

/// The memory the solver may use for one run or one job, bytes (the wasm module has 1 GiB).
pub const SOLVER_BYTES: f64 = 800.0e6;
/// Bytes per route, resource, source, station, channel or platform: the compiled network, the
/// engines' per-route state, the parsed scenario. Measured: `001-two-paths-udp` with 4,000 TCP
/// sources of one route peaks at 25.7 MB under `mpsim check` (fluid; 19.8 MB packet) against
/// 3.5 MB with one (`/usr/bin/time -v`): 5.6 kB each, delay history of 128 steps included.
pub const BYTES_PER_ITEM: f64 = 6_000.0;
/// Bytes per packet alive at once in a packet run (pool entry, free list, pipe or queue entry,
/// event). Measured: `001-two-paths-packet` with its UDP source at 10,000 and 40,000 Mbps for
/// 1 s over 1,000 ms pipes (0.83 and 3.3 million packets in flight) peaks at 52 and 199 MB under
/// `mpsim summary` (`/usr/bin/time -v`): 59 bytes each; 96 leaves room for vectors that double.
pub const BYTES_PER_PACKET: f64 = 96.0;
/// Bytes per switching instant of a random on/off realisation (an f64 time and a u32 count,
/// padded), with room for a vector that doubled: 2 x 16.
pub const BYTES_PER_SWITCH: f64 = 32.0;
/// Bytes per vertex of the map's path outlines (x, y as f64).
pub const BYTES_PER_OUTLINE_VERTEX: f64 = 16.0;

/// Where the solver's memory goes, bytes.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MemoryCost {
    /// Clover clock and geometry tables, polyline vertices.
    pub path_table_bytes: f64,
    /// The map's path outlines, built by the solver for the page.
    pub outline_bytes: f64,
    /// The compiled network and per-route state ([`BYTES_PER_ITEM`] each).
    pub network_bytes: f64,
    /// The fluid engine's delay history: a power of two above the longest round trip in steps,
    /// by route (rates, pending increments) and resource (prices).
    pub history_bytes: f64,
    /// The packet engine's packets alive at once ([`BYTES_PER_PACKET`] each).
    pub packet_bytes: f64,
    /// Samples a job keeps in the solver to compare its runs (0 for a single run, which streams).
    pub held_sample_bytes: f64,
    /// The realisations of random on/off sources ([`BYTES_PER_SWITCH`] per expected switching
    /// instant, [`on_off_switches`]), both engines.
    pub on_off_bytes: f64,
    /// All of the above.
    pub total_bytes: f64,
}

impl MemoryCost {
    /// The sum of the parts.
    fn with_total(mut self) -> MemoryCost {
        self.total_bytes = self.path_table_bytes
            + self.outline_bytes
            + self.network_bytes
            + self.history_bytes
            + self.packet_bytes
            + self.held_sample_bytes
            + self.on_off_bytes;
        self
    }

    /// The memory of a job made of runs of these costs that keeps `held_sample_bytes` of
    /// samples: the largest run at a time, plus the samples.
    pub fn of_job(runs: &[&MemoryCost], held_sample_bytes: f64) -> MemoryCost {
        let largest = |f: fn(&MemoryCost) -> f64| runs.iter().map(|m| f(m)).fold(0.0, f64::max);
        MemoryCost {
            path_table_bytes: largest(|m| m.path_table_bytes),
            outline_bytes: largest(|m| m.outline_bytes),
            network_bytes: largest(|m| m.network_bytes),
            history_bytes: largest(|m| m.history_bytes),
            packet_bytes: largest(|m| m.packet_bytes),
            held_sample_bytes,
            on_off_bytes: largest(|m| m.on_off_bytes),
            total_bytes: 0.0,
        }
        .with_total()
    }
}

/// The memory of one run of `s`.
pub fn memory_cost(
    s: &Scenario,
    routes: &[RouteBound],
    resources: usize,
    geometry: &GeometryCost,
    packets: Option<&PacketCost>,
) -> MemoryCost {
    let items = routes.len() + resources + s.sources.len() + s.stations.len() + s.channels.len() + s.platforms.len();
    let history_bytes = match s.solver.engine {
        Engine::Fluid => {
            let longest_ms = routes.iter().map(|r| r.round_trip_ms).fold(0.0, f64::max);
            let steps = (longest_ms / 1000.0 / s.solver.dt_s).ceil() + 2.0;
            // The ring is the next power of two: at most twice the steps.
            let ring = 2.0 * steps;
            ring * (3 * routes.len() + resources + s.sources.len()) as f64 * 8.0
        }
        Engine::Packet => 0.0,
    };
    MemoryCost {
        path_table_bytes: geometry.table_bytes,
        outline_bytes: geometry.outline_vertices * BYTES_PER_OUTLINE_VERTEX,
        network_bytes: items as f64 * BYTES_PER_ITEM,
        history_bytes,
        packet_bytes: packets.map_or(0.0, |p| p.in_flight * BYTES_PER_PACKET),
        held_sample_bytes: 0.0,
        on_off_bytes: on_off_switches(s).iter().map(|&(_, n)| n).sum::<f64>() * BYTES_PER_SWITCH,
        total_bytes: 0.0,
    }
    .with_total()
}

/// The expected switching instants of every random on/off source over the run, by source index
/// (`RandomOnOff::expected_switches`; a run draws about this many, the count is a Poisson-like
/// variable whose spread is its square root).
pub fn on_off_switches(s: &Scenario) -> Vec<(usize, f64)> {
    s.sources
        .iter()
        .enumerate()
        .filter_map(|(i, src)| match &src.controller {
            ControllerSpec::ConstantRate(schedule) => {
                schedule.random_on_off.as_ref().map(|random| (i, random.expected_switches(s.solver.duration_s)))
            }
            _ => None,
        })
        .collect()
}
