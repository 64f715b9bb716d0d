//! The columns of a sample row, in one list: the CSV header, the layout JSON's `columns` and the
//! sampler that fills the rows all read [`SAMPLED`], so a new sampled quantity is one entry here.

use super::Simulation;
use crate::network::Network;

/// How many columns a sampled quantity has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Per {
    /// One column for the whole run, named by the quantity alone (`t_s`).
    Run,
    /// One column per route, `<name>:<route-id>`.
    Route,
    /// One column per resource, `<name>:<resource-id>`.
    Resource,
}

/// A quantity written into every sample row: its name, its columns and how they are filled.
#[derive(Clone, Copy)]
pub struct SampledQuantity {
    /// The column name (for [`Per::Run`]) or the prefix before `:` and the id.
    pub name: &'static str,
    /// One column, or one per route or per resource.
    pub per: Per,
    /// Writes the quantity at the simulation's current step into its columns of a row.
    pub fill: fn(&mut Simulation, &mut [f64]),
}

/// Every sampled quantity, in row order: time (s), rate `x_r` per route (Mbps), capacity `c_j`
/// per resource (Mbps).
pub const SAMPLED: [SampledQuantity; 3] = [
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

impl SampledQuantity {
    /// Columns of this quantity in a network's rows.
    pub fn width(&self, net: &Network) -> usize {
        match self.per {
            Per::Run => 1,
            Per::Route => net.routes.len(),
            Per::Resource => net.resources.len(),
        }
    }

    /// Names of this quantity's columns in a network's rows.
    pub fn column_names(&self, net: &Network) -> Vec<String> {
        let named = |id: &str| format!("{}:{}", self.name, id);
        match self.per {
            Per::Run => vec![self.name.to_string()],
            Per::Route => net.routes.iter().map(|r| named(&r.id)).collect(),
            Per::Resource => net.resources.iter().map(|j| named(&j.id)).collect(),
        }
    }
}

/// Values per sample row of a network.
pub fn sample_width(net: &Network) -> usize {
    SAMPLED.iter().map(|q| q.width(net)).sum()
}

/// Names of the columns of a network's sample rows, in row order (`t_s`, `x:<route-id>` per
/// route, `c:<resource-id>` per resource).
pub fn column_names(net: &Network) -> Vec<String> {
    SAMPLED.iter().flat_map(|q| q.column_names(net)).collect()
}

/// Fills one sample row at the simulation's current step; `row` is [`sample_width`] long.
pub(super) fn fill_row(sim: &mut Simulation, row: &mut [f64]) {
    let mut start = 0;
    for q in SAMPLED {
        let end = start + q.width(&sim.net);
        (q.fill)(sim, &mut row[start..end]);
        start = end;
    }
}
