//! One run of a scenario by the engine it asks for (`solver.engine`): the fluid integrator or the
//! packet engine, behind one stepping API ([`EngineRun`]), so the wasm exports and the CLI do not
//! choose the engine themselves. [`build_run_checked`] is where a scenario's engine picks the
//! implementation, and [`Run::engine_run`] / [`Run::engine_run_mut`] the one place a run is
//! dispatched (once per call, e.g. per chunk of sample rows; each engine's own loops stay
//! monomorphic).

use crate::integrator::Simulation;
use crate::network::Network;
use crate::packet::{build_packet, PacketOptions, PacketSimulation};
use crate::scenario::{self, Engine, PointM, Scenario};
use crate::summary::Summary;
use serde_json::Value;

mod fluid;
mod packet;

/// What a run of either engine does: the one seam between the engines and their users (the wasm
/// exports, the CLI, the CSV and layout writers, sweeps, paper checks).
pub trait EngineRun {
    /// The engine of this run.
    fn engine(&self) -> Engine;
    /// The compiled network.
    fn network(&self) -> &Network;
    /// Names of the columns of a sample row, in row order.
    fn column_names(&self) -> Vec<String>;
    /// Values per sample row.
    fn sample_width(&self) -> usize;
    /// Rows the whole run writes.
    fn total_samples(&self) -> usize;
    /// Runs on, writing up to `max_rows` rows into `buf`; returns the rows written.
    fn write_samples(&mut self, buf: &mut [f64], max_rows: usize) -> usize;
    /// True when every sample has been written (or the run failed).
    fn is_done(&self) -> bool;
    /// Simulated time reached, seconds.
    fn time_s(&self) -> f64;
    /// Node positions at the time reached.
    fn positions(&mut self) -> Vec<PointM>;
    /// Runs to the end without writing samples (a summary's run).
    fn run_to_end(&mut self);
    /// The summary of the time run so far (the whole run once done), computed by the same code
    /// for both engines (`summary::summary_from`); `Err` names a number that is not finite.
    fn summary(&mut self) -> Result<Summary, String>;
    /// For a run among many of the same motion: see [`Simulation::reuse_capacities`]. Returns
    /// whether anything is reused (the packet engine has nothing to reuse).
    fn reuse_capacities(&mut self) -> bool {
        false
    }
    /// Why the run stopped early, if it did (the packet engine does not fail once built).
    fn failure(&self) -> Option<&str> {
        None
    }
    /// What the scenario asks that the run cannot resolve, `field: message` each.
    fn warnings(&self) -> &[String] {
        &[]
    }
    /// Each resource's buffer, packets, for the layout (`None`: the engine has no buffers).
    fn buffer_packets(&self) -> Option<Vec<usize>> {
        None
    }
    /// Repeats `mpsim bench` makes when `MPSIM_BENCH_RUNS` does not say.
    fn bench_runs(&self) -> usize {
        7
    }
    /// What `mpsim bench` reports of a finished run beside its times (e.g. steps, events).
    fn bench_counts(&self, min_s: f64) -> Value;
}

/// A run of either engine.
pub enum Run {
    /// A run of the fluid integrator.
    Fluid(Simulation),
    /// A run of the packet engine.
    Packet(PacketSimulation),
}

/// Whether [`build_run_checked`] refuses a packet run above the page's budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Budget {
    /// Refused by name (the page, the wasm exports).
    Enforce,
    /// Built anyway (`mpsim --no-budget`).
    Lift,
}

/// The packet options a scenario's `solver` settings give (seed, buffer, random-drop region, TCP recovery).
pub fn packet_options(scenario: &Scenario) -> PacketOptions {
    let s = &scenario.solver;
    PacketOptions {
        seed: s.seed,
        buffer_packets: s.buffer_packets,
        random_drop_fraction: s.random_drop_fraction,
        tcp: s.tcp,
        file_megabytes: scenario.metrics.file_megabytes,
        ..PacketOptions::default()
    }
}

/// Compiles a validated scenario into a run of the engine it asks for, at `t = 0`. With
/// [`Budget::Enforce`] the cost estimate is asked first (`cost::admit`): a run over the limits no
/// "run anyway" lifts (the solver's memory, a packet run's packets) is refused by field before
/// anything is built.
pub fn build_run_checked(scenario: &Scenario, budget: Budget) -> Result<Run, Vec<String>> {
    if budget == Budget::Enforce {
        crate::cost::admit(scenario)?;
    }
    Ok(match scenario.solver.engine {
        Engine::Fluid => Run::Fluid(crate::build_scenario(scenario)?),
        Engine::Packet => Run::Packet(build_packet(scenario, &packet_options(scenario))?),
    })
}

/// [`build_run_checked`] with the budget enforced.
pub fn build_run_scenario(scenario: &Scenario) -> Result<Run, Vec<String>> {
    build_run_checked(scenario, Budget::Enforce)
}

/// Parses, validates and compiles scenario JSON into a run of its engine.
pub fn build_run(json: &str) -> Result<Run, Vec<String>> {
    build_run_scenario(&scenario::parse(json)?)
}

/// Variant `index` of a scenario's comparison (its engine may be its own), or a field-named error.
pub fn chosen_variant(scenario: &Scenario, index: usize) -> Result<Scenario, Vec<String>> {
    let count = scenario.comparison.as_ref().map_or(0, |c| c.variants.len());
    scenario
        .variant(index)
        .ok_or_else(|| vec![format!("comparison: variant {} does not exist (the scenario has {})", index, count)])
}

/// Like [`build_run`], for variant `index` of the scenario's comparison (a variant may set its own
/// engine through its `solver` settings).
pub fn build_run_variant(json: &str, index: usize) -> Result<Run, Vec<String>> {
    build_run_scenario(&chosen_variant(&scenario::parse(json)?, index)?)
}

impl Run {
    /// The run as its engine's implementation of [`EngineRun`] (the one `match` on the engine).
    pub fn engine_run(&self) -> &dyn EngineRun {
        match self {
            Run::Fluid(s) => s,
            Run::Packet(p) => p,
        }
    }

    /// As [`Run::engine_run`], mutable.
    pub fn engine_run_mut(&mut self) -> &mut dyn EngineRun {
        match self {
            Run::Fluid(s) => s,
            Run::Packet(p) => p,
        }
    }

    /// Holds every capacity at its value at `t_s` from then on (docs/model.md §4.10); a mode of
    /// the fluid engine only (the packet engine's links are refused by field). Before the first step.
    pub fn freeze_capacities_at(&mut self, t_s: f64) -> Result<(), Vec<String>> {
        match self {
            Run::Fluid(s) => s.freeze_capacities_at(t_s).map_err(|e| vec![e]),
            Run::Packet(_) => Err(vec![
                "freezeAtS: frozen capacities are a mode of the fluid engine (solver.engine is \"packet\")".into(),
            ]),
        }
    }

    /// The engine of this run.
    pub fn engine(&self) -> Engine {
        self.engine_run().engine()
    }

    /// The compiled network.
    pub fn network(&self) -> &Network {
        self.engine_run().network()
    }

    /// Names of the columns of a sample row, in row order.
    pub fn column_names(&self) -> Vec<String> {
        self.engine_run().column_names()
    }

    /// Values per sample row.
    pub fn sample_width(&self) -> usize {
        self.engine_run().sample_width()
    }

    /// Rows the whole run writes.
    pub fn total_samples(&self) -> usize {
        self.engine_run().total_samples()
    }

    /// Writes up to `max_rows` rows into `buf`; returns the rows written.
    pub fn write_samples(&mut self, buf: &mut [f64], max_rows: usize) -> usize {
        self.engine_run_mut().write_samples(buf, max_rows)
    }

    /// True when every sample has been written (or the run failed).
    pub fn is_done(&self) -> bool {
        self.engine_run().is_done()
    }

    /// Simulated time reached, seconds.
    pub fn time_s(&self) -> f64 {
        self.engine_run().time_s()
    }

    /// Node positions at the time reached.
    pub fn positions(&mut self) -> Vec<PointM> {
        self.engine_run_mut().positions()
    }

    /// See [`EngineRun::reuse_capacities`].
    pub fn reuse_capacities(&mut self) -> bool {
        self.engine_run_mut().reuse_capacities()
    }

    /// Runs to the end without writing samples (a summary's run).
    pub fn run_to_end(&mut self) {
        self.engine_run_mut().run_to_end()
    }

    /// See [`EngineRun::summary`].
    pub fn summary(&mut self) -> Result<Summary, String> {
        self.engine_run_mut().summary()
    }

    /// Why the run stopped early, if it did.
    pub fn failure(&self) -> Option<&str> {
        self.engine_run().failure()
    }
}
