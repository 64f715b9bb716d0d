//! The limits no "run anyway" lifts, and the page's item limits: the solver's memory (beyond it
//! the wasm module runs out and the worker dies), the packets a packet run moves, and the items
//! the page draws. Each excess names the field to change, with the numbers in words about the
//! scenario.

use super::suggest::bytes;
use super::{Excess, RunCost};
use crate::scenario::{ControllerSpec, Scenario};

/// A limit in GB with one decimal (`0.8 GB`).
pub(super) fn gigabytes(b: f64) -> String {
    format!("{:.1} GB", b / 1e9)
}

/// The solver's memory over its limit, named by the part that weighs most.
pub(super) fn memory_excess(s: &Scenario, c: &RunCost, job: Option<(&str, usize)>) -> Option<Excess> {
    let m = &c.memory;
    let limit = c.limits.solver_bytes;
    if m.total_bytes <= limit {
        return None;
    }
    let parts = [
        m.path_table_bytes + m.outline_bytes,
        m.network_bytes,
        m.history_bytes,
        m.packet_bytes,
        m.held_sample_bytes,
        m.on_off_bytes,
    ];
    let largest = (0..parts.len()).max_by(|&a, &b| parts[a].total_cmp(&parts[b])).unwrap_or(0);
    let need = bytes(parts[largest]);
    let total = if parts[largest] < 0.95 * m.total_bytes {
        format!(" ({} in all)", bytes(m.total_bytes))
    } else {
        String::new()
    };
    let over = format!("more than the {} the solver may use", gigabytes(limit));
    let g = &c.geometry;
    let (field, text) = match largest {
        0 if g.clover_paths > 0 => (
            "platforms",
            format!(
                "{} clover paths need about {} of path tables{}, {}; use fewer platforms or fewer revolutions",
                g.clover_paths, need, total, over
            ),
        ),
        0 => (
            "platforms",
            format!(
                "{} paths of {} vertices need about {} of path tables{}, {}; use fewer platforms or fewer vertices",
                g.platforms, g.polyline_vertices, need, total, over
            ),
        ),
        1 => (
            "sources",
            format!(
                "{} routes, {} resources and the scenario's other items need about {}{}, {}; use fewer sources or routes",
                c.routes, c.resources, need, total, over
            ),
        ),
        2 => (
            "solver.dtS",
            format!(
                "the delay history of {} routes in steps of {} s needs about {}{}, {}; use a longer dtS or shorter delays",
                c.routes, s.solver.dt_s, need, total, over
            ),
        ),
        3 => (
            "sources",
            format!(
                "up to {:.2e} packets alive at once (rates times round trips, plus the buffers) need about {}{}, {}; lower the rates, the delays or solver.bufferPackets",
                c.packets.as_ref().map_or(0.0, |p| p.in_flight),
                need,
                total,
                over
            ),
        ),
        5 => {
            let switches = super::memory::on_off_switches(s);
            let (i, n) = switches.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1)).unwrap_or((0, 0.0));
            (
                "sources",
                format!(
                    "sources[{}].controller.randomOnOff: about {:.2e} switching instants (2 x flows x durationS / (meanOnS + meanOffS)) of its random on/off need about {}{}, {}; use fewer flows, longer meanOnS and meanOffS or a shorter solver.durationS",
                    i, n, need, total, over
                ),
            )
        }
        _ => {
            let (name, runs) = job.unwrap_or(("the job", 1));
            (
                "solver.sampleEveryS",
                format!(
                    "{} keeps the samples of its {} runs ({} rows x {} columns each), about {}{}, {}; sample less often or shorten solver.durationS",
                    name, runs, c.samples, c.columns, need, total, over
                ),
            )
        }
    };
    Some(Excess {
        what: "memory",
        field,
        estimate: m.total_bytes,
        limit,
        hard: true,
        // The on/off excess names its source's field itself.
        message: if largest == 5 { text } else { format!("{}: {}", field, text) },
    })
}

/// A packet run over the packets the engine moves, named by the source that moves the most.
pub(super) fn packet_excess(s: &Scenario, c: &RunCost) -> Option<Excess> {
    let p = c.packets.as_ref()?;
    let limit = c.limits.packets;
    if p.packets <= limit {
        return None;
    }
    let source = p.largest_source.and_then(|i| s.sources.get(i).map(|src| (i, src)));
    let (field, path, what, advice) = match source {
        Some((i, src)) if matches!(src.controller, ControllerSpec::ConstantRate(_)) => {
            let ControllerSpec::ConstantRate(schedule) = &src.controller else { unreachable!() };
            (
                "sources",
                format!("sources[{}].controller.rateMbps", i),
                format!(
                    "the constant-rate source \"{}\" would send up to {:.1e} packets ({} Mbps over {} s of its active intervals)",
                    src.id,
                    p.largest_source_packets,
                    schedule.peak_mbps(),
                    super::packets::active_s(schedule, s.solver.duration_s),
                ),
                "lower its rate, shorten its activeS or use the fluid engine",
            )
        }
        _ => (
            "solver.durationS",
            "solver.durationS".to_string(),
            format!(
                "a packet run of this scenario would move up to {:.1e} packets (its routes at their links' largest capacities for {} s)",
                p.packets, s.solver.duration_s
            ),
            "shorten solver.durationS, lower the capacities or use the fluid engine",
        ),
    };
    Some(Excess {
        what: "packets",
        field,
        estimate: p.packets,
        limit,
        hard: true,
        message: format!("{}: {}, more than the {:.0e} a packet run may move; {}", path, what, limit, advice),
    })
}

/// The page's items over their limit: chart series, legend entries, map objects.
pub(super) fn page_excesses(c: &RunCost) -> Vec<Excess> {
    let items = &c.page_items;
    let mut over = Vec::new();
    let mut push = |field: &'static str, estimate: f64, limit: f64, text: String| {
        over.push(Excess {
            what: "page",
            field,
            estimate,
            limit,
            hard: false,
            message: format!("{}: {}, more than the {:.0} the page draws", field, text, limit),
        })
    };
    let limit = c.limits.page_items;
    if items.series > limit {
        let text = format!(
            "the charts would draw {:.0} series ({} routes, {} resources and the sources)",
            items.series, c.routes, c.resources
        );
        push("sources", items.series, limit, text);
    } else if items.legend_entries > limit {
        push(
            "sources",
            items.legend_entries,
            limit,
            format!("the legend would list {:.0} entries", items.legend_entries),
        );
    }
    if items.map_objects > c.limits.map_objects {
        let text = format!("the map would place {:.0} stations, channels and platforms", items.map_objects);
        push("stations", items.map_objects, c.limits.map_objects, text);
    }
    over
}
