//! One run of a scenario by the engine it asks for (`solver.engine`): the fluid integrator or the
//! packet engine, behind the same stepping API, so the wasm exports and the CLI do not choose the
//! engine themselves.

use crate::integrator::Simulation;
use crate::network::Network;
use crate::packet::{build_packet, PacketOptions, PacketSimulation};
use crate::scenario::{self, Engine, PointM, Scenario};
use crate::summary::{self, Summary};

/// A run of either engine.
pub enum Run {
    Fluid(Simulation),
    Packet(PacketSimulation),
}

/// The packet options a scenario's `solver` settings give (seed, buffer, random-drop region).
pub fn packet_options(scenario: &Scenario) -> PacketOptions {
    let s = &scenario.solver;
    PacketOptions {
        seed: s.seed,
        buffer_packets: s.buffer_packets,
        random_drop_fraction: s.random_drop_fraction,
        file_megabytes: scenario.metrics.file_megabytes,
        ..PacketOptions::default()
    }
}

/// Compiles a validated scenario into a run of the engine it asks for, at `t = 0`.
pub fn build_run_scenario(scenario: &Scenario) -> Result<Run, Vec<String>> {
    match scenario.solver.engine {
        Engine::Fluid => crate::build_scenario(scenario).map(Run::Fluid),
        Engine::Packet => {
            let sim = build_packet(scenario, &packet_options(scenario))?;
            sim.check_budget()?;
            Ok(Run::Packet(sim))
        }
    }
}

/// Parses, validates and compiles scenario JSON into a run of its engine.
pub fn build_run(json: &str) -> Result<Run, Vec<String>> {
    build_run_scenario(&scenario::parse(json)?)
}

/// Like [`build_run`], for variant `index` of the scenario's comparison (a variant may set its own
/// engine through its `solver` settings).
pub fn build_run_variant(json: &str, index: usize) -> Result<Run, Vec<String>> {
    let scenario = scenario::parse(json)?;
    let count = scenario.comparison.as_ref().map_or(0, |c| c.variants.len());
    let variant = scenario
        .variant(index)
        .ok_or_else(|| vec![format!("comparison: variant {} does not exist (the scenario has {})", index, count)])?;
    build_run_scenario(&variant)
}

impl Run {
    /// The engine of this run.
    pub fn engine(&self) -> Engine {
        match self {
            Run::Fluid(_) => Engine::Fluid,
            Run::Packet(_) => Engine::Packet,
        }
    }

    /// The compiled network.
    pub fn network(&self) -> &Network {
        match self {
            Run::Fluid(s) => s.network(),
            Run::Packet(p) => p.network(),
        }
    }

    /// Names of the columns of a sample row, in row order.
    pub fn column_names(&self) -> Vec<String> {
        match self {
            Run::Fluid(s) => crate::integrator::columns::column_names(s.network()),
            Run::Packet(p) => crate::packet::columns::column_names(p.network()),
        }
    }

    /// Values per sample row.
    pub fn sample_width(&self) -> usize {
        match self {
            Run::Fluid(s) => s.sample_width(),
            Run::Packet(p) => p.sample_width(),
        }
    }

    /// Rows the whole run writes.
    pub fn total_samples(&self) -> usize {
        match self {
            Run::Fluid(s) => s.total_samples(),
            Run::Packet(p) => p.total_samples(),
        }
    }

    /// Writes up to `max_rows` rows into `buf`; returns the rows written.
    pub fn write_samples(&mut self, buf: &mut [f64], max_rows: usize) -> usize {
        match self {
            Run::Fluid(s) => s.write_samples(buf, max_rows),
            Run::Packet(p) => p.write_samples(buf, max_rows),
        }
    }

    /// True when every sample has been written (or the run failed).
    pub fn is_done(&self) -> bool {
        match self {
            Run::Fluid(s) => s.is_done(),
            Run::Packet(p) => p.is_done(),
        }
    }

    /// Simulated time reached, seconds.
    pub fn time_s(&self) -> f64 {
        match self {
            Run::Fluid(s) => s.time_s(),
            Run::Packet(p) => p.time_s(),
        }
    }

    /// Node positions at the time reached.
    pub fn positions(&mut self) -> Vec<PointM> {
        match self {
            Run::Fluid(s) => s.positions().to_vec(),
            Run::Packet(p) => {
                let mut out = vec![PointM { x_m: 0.0, y_m: 0.0 }; p.network().nodes.len()];
                p.network().node_positions(p.time_s(), &mut out, true);
                out
            }
        }
    }

    /// For a run among many of the same motion: see [`Simulation::reuse_capacities`] (the packet
    /// engine has nothing to reuse). Returns whether anything is reused.
    pub fn reuse_capacities(&mut self) -> bool {
        match self {
            Run::Fluid(s) => s.reuse_capacities(),
            Run::Packet(_) => false,
        }
    }

    /// Runs to the end without writing samples (a summary's run).
    pub fn run_to_end(&mut self) {
        match self {
            Run::Fluid(s) => {
                let (step, total) = s.steps();
                s.advance(total - step);
            }
            Run::Packet(p) => {
                let end = p.network().settings.duration_s;
                p.advance_to(end);
            }
        }
    }

    /// The summary of the time run so far (the whole run once done), computed by the same code
    /// for both engines (`summary::summary_from`); `Err` names a number that is not finite.
    pub fn summary(&mut self) -> Result<Summary, String> {
        match self {
            Run::Fluid(s) => summary::try_summary_of(s),
            Run::Packet(p) => summary::try_summary_from(p.totals()),
        }
    }

    /// Why the run stopped early, if it did (the packet engine does not fail once built).
    pub fn failure(&self) -> Option<&str> {
        match self {
            Run::Fluid(s) => s.failure(),
            Run::Packet(_) => None,
        }
    }
}
