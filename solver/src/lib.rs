//! Multipath Playground solver: the fluid model of multipath congestion control under mobility
//! (the convoy paper, eqs 1-11, as written in docs/model.md).
//!
//! Data flows one way: [`scenario`] (JSON, validated) → [`network`] (routes, resources, paths) →
//! [`integrator::Simulation`] (stepping API) → sample rows, CSV ([`output`]) or a [`summary`].
//! The `ffi` module exposes the same API to WebAssembly; it is compiled for `wasm32` only, so the
//! native library and the `mpsim` CLI carry no `extern "C"` exports.

pub mod accuracy;
#[cfg(target_arch = "wasm32")]
mod alloc_watch;
pub mod capacity;
pub mod columns;
pub mod controller;
pub mod cost;
pub mod fastmath;
#[cfg(target_arch = "wasm32")]
pub mod ffi;
pub mod integrator;
pub mod mobility;
pub mod network;
pub mod output;
pub mod packet;
pub mod papers;
pub mod run;
pub mod scenario;
pub mod summary;
pub mod sweep;
pub mod theory;

pub use integrator::Simulation;
pub use network::Network;

/// Parses, validates and compiles scenario JSON into a simulation at `t = 0`.
pub fn build(json: &str) -> Result<Simulation, Vec<String>> {
    let scenario = scenario::parse(json)?;
    build_scenario(&scenario)
}

/// Compiles an already validated scenario into a simulation at `t = 0` (errors capped, see
/// [`scenario::reader::cap`]).
pub fn build_scenario(scenario: &scenario::Scenario) -> Result<Simulation, Vec<String>> {
    Ok(Simulation::new(Network::compile(scenario).map_err(scenario::reader::cap)?, scenario))
}

/// Like [`build`], for variant `index` of the scenario's comparison.
pub fn build_variant(json: &str, index: usize) -> Result<Simulation, Vec<String>> {
    let scenario = scenario::parse(json)?;
    let count = scenario.comparison.as_ref().map_or(0, |c| c.variants.len());
    let variant = scenario
        .variant(index)
        .ok_or_else(|| vec![format!("comparison: variant {} does not exist (the scenario has {})", index, count)])?;
    build_scenario(&variant)
}
