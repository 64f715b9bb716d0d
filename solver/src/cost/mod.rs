//! The cost of a run, estimated from a validated scenario before anything is built or run: its
//! integration work (steps x (routes + resources)), the memory of its samples (rows x columns x 8
//! bytes, what the page's run store allocates), its geometry work (paths built, points the map
//! draws), the solver's own memory (path tables, network, delay history, packets in flight), the
//! packets a packet run moves and the items the page draws, with a verdict against limits that
//! keep a four-year-old laptop responsive and, when the run is over them, settings that would
//! fit. Every entry that starts work asks here before it builds anything: the run constructor
//! ([`admit`], through `run::build_run_checked`), the jobs of several runs ([`admit_job`]: accuracy,
//! paper badges, sweeps, comparisons), the CLI (`mpsim cost`, and every command that runs) and the
//! page (the wasm export `mp_cost`). The JSON form is in docs/scenario.md.

mod count;
mod geometry;
mod job;
mod memory;
mod packets;
mod page;
mod suggest;
mod verdict;

pub use count::{route_bounds, routes_and_resources, RouteBound};
pub use geometry::{geometry_cost, GeometryCost, EPOCH_S, OUTLINE_STEP_M};
pub use job::{admit_job, estimate_job, job_cost_json, JobCost, JOB_SOLVE_MS};
pub use memory::{MemoryCost, BYTES_PER_ITEM, BYTES_PER_PACKET, SOLVER_BYTES};
pub use packets::{active_s, PacketCost};
pub use page::{PageItems, MAX_MAP_OBJECTS, MAX_PAGE_ITEMS};

use crate::packet::MAX_ESTIMATED_PACKETS;
use crate::scenario::{parse, Engine, Scenario, SolverSettings};
use serde::Serialize;

/// Integration time per step and per route or resource, nanoseconds. Calibrated with
/// `scripts/bench-solver.mjs` (WebAssembly in Node, which is what the page runs) on the 2-core
/// development machine while three other builds shared it: III-D (540,000 steps x 14 routes and
/// resources) took 192 ms at best and 287 ms as the median of 5 (25 to 38 ns); the same network
/// with 71 and 701 routes, 17 and 20 ns. An idle machine is about twice as fast; the loaded
/// figure stands for a four-year-old laptop's browser.
pub const NS_PER_ROUTE_STEP: f64 = 25.0;
/// Time to compute one point of a path (a clover table entry, a polyline vertex), nanoseconds.
/// Measured with `mpsim bench` on a run of one step: III-D's 121,676 clover table entries build in
/// 3 to 4 ms (30 ns each), a 1000-revolution clover's 800,003 in 75 to 90 ms (100 to 110 ns).
pub const NS_PER_GEOMETRY_POINT: f64 = 100.0;
/// Bytes per sampled value (an f64).
pub const BYTES_PER_VALUE: f64 = 8.0;

/// The budget a run may use without making the page unresponsive on a four-year-old laptop.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CostLimits {
    /// Solve time (integration and path building): a few seconds, so that a run started by mistake
    /// is over before the user gives up on it.
    pub solve_ms: f64,
    /// Memory of the samples (the page's run store holds every row as f64 on the main thread):
    /// 200 MB, which leaves a laptop with 8 GB room for the charts, the map and other tabs.
    pub sample_bytes: f64,
    /// Points the map draws (path outline vertices and epoch marks): beyond a few tens of
    /// thousands SVG and Leaflet stall the main thread on every redraw.
    pub drawn_points: f64,
    /// The solver's own memory ([`SOLVER_BYTES`]): the wasm module has 1 GiB at most.
    pub solver_bytes: f64,
    /// Data packets a packet run may move ([`MAX_ESTIMATED_PACKETS`]).
    pub packets: f64,
    /// Chart series and legend entries the page draws ([`MAX_PAGE_ITEMS`]).
    pub page_items: f64,
    /// Stations, channels and platforms the map places ([`MAX_MAP_OBJECTS`]).
    pub map_objects: f64,
}

/// The limits every caller uses.
pub const LIMITS: CostLimits = CostLimits {
    solve_ms: 5_000.0,
    sample_bytes: 200.0e6,
    drawn_points: 50_000.0,
    solver_bytes: SOLVER_BYTES,
    packets: MAX_ESTIMATED_PACKETS,
    page_items: MAX_PAGE_ITEMS,
    map_objects: MAX_MAP_OBJECTS,
};

/// One limit a run would exceed.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Excess {
    /// `time`, `memory`, `drawing`, `packets` or `page`.
    pub what: &'static str,
    /// The field to change, e.g. `solver.sampleEveryS`.
    pub field: &'static str,
    /// The estimate and the limit, in the unit of `what` (ms, bytes, points).
    pub estimate: f64,
    pub limit: f64,
    /// True when nothing may run it (the solver would run out of memory, the packet engine would
    /// not finish): the run constructor refuses it even where a user may "run anyway".
    pub hard: bool,
    /// `field: text`, e.g. `solver.sampleEveryS: 2.4 GB of samples ...`.
    pub message: String,
}

/// A change of one solver setting after which the run fits every limit.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Suggestion {
    /// The field to change: `solver.sampleEveryS` or `solver.durationS`.
    pub field: &'static str,
    /// Its new value, seconds.
    pub value: f64,
    /// `field: text`, e.g. `solver.durationS: run 710000 s instead (about 4.9 s, 85 MB)`.
    pub message: String,
}

/// The estimated cost of one run of a scenario (a comparison runs one per variant).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunCost {
    /// Integration steps, `round(durationS / dtS)`.
    pub steps: u64,
    /// Routes and resources of the compiled network.
    pub routes: usize,
    pub resources: usize,
    /// Sample rows, `steps / round(sampleEveryS / dtS) + 1`.
    pub samples: u64,
    /// Values per row: `1 + routes + resources` (`t_s`, `x:<route>`, `c:<resource>`).
    pub columns: usize,
    /// `steps x (routes + resources)`.
    pub route_steps: f64,
    /// Estimated integration time, ms.
    pub solve_ms: f64,
    /// Estimated time to build the paths, ms.
    pub geometry_ms: f64,
    /// `samples x columns x 8`.
    pub sample_bytes: f64,
    pub geometry: GeometryCost,
    /// The solver's memory for the run, bytes (`memory.totalBytes`).
    pub solver_bytes: f64,
    pub memory: MemoryCost,
    /// The packets of a packet run (`None`, and absent from the JSON, for a fluid run).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub packets: Option<PacketCost>,
    /// What the page draws of the run.
    pub page_items: PageItems,
    pub limits: CostLimits,
    /// True when the run is within every limit.
    pub fits: bool,
    /// The limits the run exceeds (empty when it fits).
    pub over: Vec<Excess>,
    /// Single changes after which it fits (empty when it fits or when no solver setting helps).
    pub suggestions: Vec<Suggestion>,
}

impl RunCost {
    /// Integration and path building together, ms.
    pub fn total_ms(&self) -> f64 {
        self.solve_ms + self.geometry_ms
    }
}

/// Steps and sample rows of a run, by the integrator's own rounding.
pub fn steps_and_samples(settings: &SolverSettings) -> (u64, u64) {
    let steps = (settings.duration_s / settings.dt_s).round() as u64;
    let every = ((settings.sample_every_s / settings.dt_s).round() as u64).max(1);
    (steps, steps / every + 1)
}

/// The cost of a run of `s` (no suggestions or verdict: see [`estimate`]).
fn measure(s: &Scenario, bounds: &[RouteBound], resources: usize) -> RunCost {
    let routes = bounds.len();
    let (steps, samples) = steps_and_samples(&s.solver);
    let columns = 1 + routes + resources;
    let route_steps = steps as f64 * (routes + resources) as f64;
    let geometry = geometry_cost(s, s.solver.duration_s);
    let packets = (s.solver.engine == Engine::Packet).then(|| packets::packet_cost(s, bounds));
    let memory = memory::memory_cost(s, bounds, resources, &geometry, packets.as_ref());
    let page_items = page::page_items(
        routes,
        resources,
        s.sources.len(),
        s.stations.len() + s.channels.len(),
        s.platforms.len(),
        geometry.epoch_marks,
    );
    RunCost {
        steps,
        routes,
        resources,
        samples,
        columns,
        route_steps,
        solve_ms: route_steps * NS_PER_ROUTE_STEP / 1e6,
        geometry_ms: geometry.built_points() * NS_PER_GEOMETRY_POINT / 1e6,
        sample_bytes: samples as f64 * columns as f64 * BYTES_PER_VALUE,
        geometry,
        solver_bytes: memory.total_bytes,
        memory,
        packets,
        page_items,
        limits: LIMITS,
        fits: true,
        over: Vec::new(),
        suggestions: Vec::new(),
    }
}

/// Every limit a run exceeds: time, samples, drawing, page items, then the hard ones (solver
/// memory, packets).
fn excesses(s: &Scenario, c: &RunCost) -> Vec<Excess> {
    let mut over = suggest::excesses(c);
    over.extend(verdict::page_excesses(c));
    over.extend(verdict::memory_excess(s, c, None));
    over.extend(verdict::packet_excess(s, c));
    over
}

/// The cost of a run of `s` with its verdict, without suggestions.
fn assess(s: &Scenario) -> RunCost {
    let (bounds, resources) = route_bounds(s);
    let mut cost = measure(s, &bounds, resources);
    cost.over = excesses(s, &cost);
    cost.fits = cost.over.is_empty();
    cost
}

/// Estimates the cost of a validated scenario, with a verdict and suggestions. Builds nothing:
/// fast (a few microseconds per route) and small whatever the scenario asks.
pub fn estimate(s: &Scenario) -> RunCost {
    let mut cost = assess(s);
    // A solver setting (the sample interval, the duration) fixes only a solver.* excess: with any
    // other (the page's items, path tables) no single change fits, and the search would only cost
    // time (a 2,000-source link spent most of the page's refusal here).
    if !cost.fits && cost.over.iter().all(|e| e.field.starts_with("solver.")) {
        let (bounds, resources) = route_bounds(s);
        cost.suggestions = suggest::suggestions(s, &cost, |t| excesses(t, &measure(t, &bounds, resources)).is_empty());
    }
    cost
}

/// The messages of `over`, one per limit.
pub fn messages(over: &[Excess]) -> Vec<String> {
    over.iter().map(|e| e.message.clone()).collect()
}

/// The gate of the run constructor: `Err` with the field-named messages of the limits no "run
/// anyway" lifts (the solver's memory, a packet run's packets); the estimate otherwise.
pub fn admit(s: &Scenario) -> Result<RunCost, Vec<String>> {
    let cost = estimate(s);
    let hard: Vec<Excess> = cost.over.iter().filter(|e| e.hard).cloned().collect();
    if hard.is_empty() {
        Ok(cost)
    } else {
        Err(messages(&hard))
    }
}

/// The gate of a command that runs one scenario in full (the CLI's `check`, `run`, `summary`,
/// `bench`): `Err` with every limit it exceeds, as the page would refuse it.
pub fn admit_all(s: &Scenario) -> Result<RunCost, Vec<String>> {
    let cost = estimate(s);
    if cost.fits {
        Ok(cost)
    } else {
        Err(messages(&cost.over))
    }
}

/// Parses scenario JSON and estimates its cost; the reader's field-named errors otherwise.
pub fn estimate_json(text: &str) -> Result<RunCost, Vec<String>> {
    parse(text).map(|s| estimate(&s))
}
