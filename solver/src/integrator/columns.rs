//! The fluid run's sampled columns, in one table of the shared type ([`crate::columns`]): the CSV
//! header, the layout JSON's `columns` and the sampler that fills the rows all read [`SAMPLED`],
//! so a new sampled quantity is one entry here.

use super::Simulation;
use crate::columns::{self as table, Per, RowShape};
use crate::network::Network;

pub use crate::columns::SampledQuantity;

/// Every sampled quantity of a fluid run, in row order: time (s), rate `x_r` per route (Mbps),
/// capacity `c_j` per resource (Mbps).
pub const SAMPLED: [SampledQuantity<Simulation>; 3] = [
    SampledQuantity { name: "t_s", per: Per::Run, fill: |sim, out| out[0] = sim.time_s() },
    SampledQuantity { name: "x", per: Per::Route, fill: |sim, out| out.copy_from_slice(sim.rates()) },
    SampledQuantity {
        name: "c",
        per: Per::Resource,
        fill: |sim, out| {
            sim.refresh_capacities();
            out.copy_from_slice(&sim.capacities);
        },
    },
];

/// Values per sample row of a network.
pub fn sample_width(net: &Network) -> usize {
    table::sample_width(&SAMPLED, net)
}

/// Names of the columns of a network's sample rows, in row order (`t_s`, `x:<route-id>` per
/// route, `c:<resource-id>` per resource).
pub fn column_names(net: &Network) -> Vec<String> {
    table::column_names(&SAMPLED, net)
}

/// Fills one sample row at the simulation's current step; `row` is [`sample_width`] long.
pub(super) fn fill_row(sim: &mut Simulation, row: &mut [f64]) {
    table::fill_row(&SAMPLED, RowShape::of(&sim.net), sim, row);
}
