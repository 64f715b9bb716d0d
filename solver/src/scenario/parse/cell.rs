//! Scheduled cells (`cells`) and a channel's `cell` reference.

use super::super::reader::{rule, Obj};
use super::super::*;
use super::read_id;

/// Reads one entry of `cells`.
pub(in super::super) fn read_cell(c: &Obj) -> Option<CellSpec> {
    let id = read_id(c, "id");
    let capacity_mbps = c.f64_req("capacityMbps", rule::positive_at_most(limits::MAX_CAPACITY_MBPS));
    let scheduler = match c.str_req("scheduler")? {
        "round-robin" => CellScheduler::RoundRobin,
        "proportional-fair" => CellScheduler::ProportionalFair,
        "blind-equal-throughput" => CellScheduler::BlindEqualThroughput,
        other => {
            c.error(
                "scheduler",
                format!("unknown scheduler '{}' (round-robin, proportional-fair, blind-equal-throughput)", other),
            );
            return None;
        }
    };
    let tti_ms = c.f64_or("ttiMs", 1.0, rule::positive_at_most(1000.0));
    let harq = match c.opt_obj("harq") {
        None => HarqSpec { block_error_rate: 0.0, retransmission_delay_ms: 8.0, max_retransmissions: 3 },
        Some(h) => {
            let block_error_rate = h.f64_or("blockErrorRate", 0.0, rule::within(0.0, 0.99));
            let retransmission_delay_ms = h.f64_or("retransmissionDelayMs", 8.0, rule::within(0.0, 1000.0));
            let max = h.f64_or("maxRetransmissions", 3.0, rule::within(0.0, 32.0));
            if max.fract() != 0.0 {
                h.error("maxRetransmissions", "must be a whole number");
            }
            h.finish();
            HarqSpec { block_error_rate, retransmission_delay_ms, max_retransmissions: max as u32 }
        }
    };
    Some(CellSpec { id: id?, capacity_mbps: capacity_mbps?, scheduler, tti_ms, harq })
}

/// A channel's `cell`: the cell of that id, or an error naming the field and the ids there are.
pub(in super::super) fn read_cell_ref(c: &Obj, cells: &[CellSpec]) -> Option<CellSpec> {
    let id = c.opt_str("cell")?;
    let found = cells.iter().find(|cell| cell.id == id).cloned();
    if found.is_none() {
        let ids: Vec<&str> = cells.iter().map(|cell| cell.id.as_str()).collect();
        c.error("cell", format!("no cell with id '{}' (cells: {})", id, ids.join(", ")));
    }
    found
}

/// Every cell id once: a repeated id is an error at its second place.
pub(in super::super) fn check_cell_ids(root: &Obj, cells: &[CellSpec]) {
    for (i, cell) in cells.iter().enumerate() {
        if cells[..i].iter().any(|c| c.id == cell.id) {
            root.errors()
                .push(&format!("{}[{}].id", root.child("cells"), i), format!("duplicate cell id '{}'", cell.id));
        }
    }
}
