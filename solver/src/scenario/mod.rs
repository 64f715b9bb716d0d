//! Scenario format v1: the plain, validated description of a simulation (stations, channels,
//! platforms and their trajectories, sources and their controllers, solver settings).
//!
//! The JSON form is documented in `docs/scenario.md` and `docs/scenario.schema.json`; [`parse`] is
//! the authority on validation and returns every error with the path of its field.

mod cell;
mod comparison;
mod controllers;
mod engine;
mod errors;
pub mod limits;
mod on_off;
mod parse;
mod platform;
pub mod reader;
mod tcp;

pub use cell::{CellScheduler, CellSpec, HarqSpec};
pub use comparison::{Comparison, MetricsSettings, Variant, MAX_VARIANTS, MIN_VARIANTS};
pub use controllers::{
    controller_kinds, controller_name, ControllerSpec, RandomOnOff, RateSchedule, WindowLaw, DEFAULT_PACKET_BYTES,
    PARAMETER_KINDS, PLAIN_WINDOW_LAWS,
};
pub use engine::{Engine, UnknownEngine};
pub use platform::{ExitArc, Platform, TrajectorySpec};
pub use tcp::{LossResponse, TcpSettings};

pub use parse::{parse, parse_value, CHART_NAMES};

/// The format identifier every scenario file carries in its `format` field.
pub const FORMAT_ID: &str = "multipath-playground/scenario";
/// The newest scenario format version this solver reads.
pub const FORMAT_VERSION: u32 = 1;

/// A point in the planar frame, in metres.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PointM {
    /// East coordinate, metres.
    pub x_m: f64,
    /// North coordinate, metres.
    pub y_m: f64,
}

/// The coordinate frame of positions. The solver always works in planar metres; a geographic frame
/// only tells a map where the origin of those metres lies.
#[derive(Debug, Clone, PartialEq)]
pub enum Frame {
    /// Planar metres (the papers' frame).
    Planar,
    /// Local metres around a geographic reference point.
    Geographic { origin_lat_deg: f64, origin_lon_deg: f64 },
}

/// One-way delays of a route, in milliseconds: `T_rj` (forward) and `T_jr` (feedback).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DelaysMs {
    /// Source to resource, `T_rj`.
    pub forward_ms: f64,
    /// Resource back to source, `T_jr`.
    pub feedback_ms: f64,
}

/// Delays given in part: a missing field keeps the route's own (station or channel) delay.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct DelayOverride {
    pub forward_ms: Option<f64>,
    pub feedback_ms: Option<f64>,
}

impl DelayOverride {
    /// `base` with the given fields replaced.
    pub fn apply(&self, base: DelaysMs) -> DelaysMs {
        DelaysMs {
            forward_ms: self.forward_ms.unwrap_or(base.forward_ms),
            feedback_ms: self.feedback_ms.unwrap_or(base.feedback_ms),
        }
    }
}

/// How a station's capacity factor `rho(d)` decays with distance `d`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Decay {
    /// Eq (11): `rho(d) = (1 + e^{-alpha d0}) / (1 + e^{alpha (d - d0)})`.
    Logistic { alpha_per_m: f64, d0_m: f64 },
    /// `rho = 1` within `radius_m`, else 0.
    Step { radius_m: f64 },
    /// `rho = max(0, 1 - d / range_m)`.
    Linear { range_m: f64 },
    /// `rho = 1` everywhere.
    Flat,
}

/// A WiFi (radio) base station.
#[derive(Debug, Clone, PartialEq)]
pub struct Station {
    pub id: String,
    pub label: String,
    /// Aggregation group its routes are totalled under ("wifi" unless given: the paper's WiFi
    /// stations; an imported cell site says "cellular").
    pub group: String,
    pub position: PointM,
    /// Nominal capacity `C_j`.
    pub capacity_mbps: f64,
    /// Resource responsiveness `beta_j` of eq (5).
    pub responsiveness: f64,
    pub decay: Decay,
    /// Default delays of every route through this station.
    pub delays: DelaysMs,
    /// One resource shared by every node it serves (off by default, as in the paper).
    pub shared_capacity: bool,
    pub enabled: bool,
    /// Buffer of each of its links in a packet run, packets (`None`: `solver.bufferPackets`, then
    /// one bandwidth-delay product). The fluid model has no buffers and ignores it.
    pub buffer_packets: Option<usize>,
}

/// A capacity that depends on time only.
#[derive(Debug, Clone, PartialEq)]
pub enum CapacityLaw {
    Constant {
        capacity_mbps: f64,
    },
    /// Linear between `(t_s, capacity_mbps)` points (sorted by time), constant outside them; or,
    /// with `period_s`, looping: the law at `t0 + ((t - t0) mod period_s)` (`t0` the first point's
    /// time), linear from the last point back to the first point's value at `t0 + period_s`.
    PiecewiseLinear {
        points: Vec<(f64, f64)>,
        /// The loop's period, s (longer than the points' span), or `None` for no loop.
        period_s: Option<f64>,
    },
}

/// A global channel (the satellite): reachable from anywhere, capacity independent of position.
#[derive(Debug, Clone, PartialEq)]
pub struct Channel {
    pub id: String,
    pub label: String,
    /// Aggregation group, e.g. `satellite`.
    pub group: String,
    pub capacity: CapacityLaw,
    /// Resource responsiveness `beta_j` of eq (5).
    pub responsiveness: f64,
    pub delays: DelaysMs,
    pub enabled: bool,
    /// A loss probability that does not depend on the load (paper 003 §4.1's exogenous `p_i`):
    /// `mu_j = p` whatever arrives.
    pub loss_probability: Option<f64>,
    /// Buffer of its link in a packet run, packets (`None`: `solver.bufferPackets`, then one
    /// bandwidth-delay product). The fluid model has no buffers and ignores it.
    pub buffer_packets: Option<usize>,
    /// The scheduled cell this channel is a UE link of (`cell`), if any.
    pub cell: Option<CellSpec>,
}

/// A point of a platform that can hold radio links.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Node {
    Head,
    Middle,
    Tail,
}

impl Node {
    /// The name used in ids (`head`, `middle`, `tail`).
    pub fn name(self) -> &'static str {
        match self {
            Node::Head => "head",
            Node::Middle => "middle",
            Node::Tail => "tail",
        }
    }
    /// Arc-length offset from the centre for a convoy of length `length_m` (eqs 7-8).
    pub fn offset_m(self, length_m: f64) -> f64 {
        match self {
            Node::Head => length_m / 2.0,
            Node::Middle => 0.0,
            Node::Tail => -length_m / 2.0,
        }
    }
}

/// Which stations or channels one node of a platform reaches.
#[derive(Debug, Clone, PartialEq)]
pub struct Link {
    pub node: Node,
    /// Station or channel ids.
    pub to: Vec<String>,
}

/// An explicit route of a source that has no platform (the paper's competitor).
#[derive(Debug, Clone, PartialEq)]
pub struct RouteSpec {
    /// Resource ids (channels) the route crosses.
    pub via: Vec<String>,
    pub delays: DelayOverride,
}

/// Where a source's routes come from.
#[derive(Debug, Clone, PartialEq)]
pub enum SourceRoutes {
    /// One route per link of the platform.
    Platform(String),
    /// Listed routes over global channels.
    Explicit(Vec<RouteSpec>),
}

/// A source-destination pair with its controller.
#[derive(Debug, Clone, PartialEq)]
pub struct Source {
    pub id: String,
    pub label: String,
    pub routes: SourceRoutes,
    pub controller: ControllerSpec,
    /// An application-limited source never sends more than this in total, Mbps.
    pub sending_rate_mbps: Option<f64>,
    /// A finite transfer: the source sends this many megabytes, then stops.
    pub file_megabytes: Option<f64>,
    /// The source sends nothing before this time, seconds (`startS`, default 0).
    pub start_s: f64,
    /// The source sends no new data from this time on, seconds (`stopS`; `None`: never stops).
    pub stop_s: Option<f64>,
}

/// Integration and output settings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SolverSettings {
    pub dt_s: f64,
    pub duration_s: f64,
    pub sample_every_s: f64,
    /// `x_r(t <= 0)`.
    pub initial_rate_mbps: f64,
    /// Probing floor on `x_r(t - T_r)`.
    pub probe_rate_mbps: f64,
    /// Which engine runs the scenario (`solver.engine`).
    pub engine: Engine,
    /// Seed of the packet engine's random generator (`solver.seed`).
    pub seed: u64,
    /// Buffer of every link of a packet run, packets; `None`: one bandwidth-delay product.
    pub buffer_packets: Option<usize>,
    /// Fraction of a packet-run buffer, at its top, with random drops (0: drop-tail).
    pub random_drop_fraction: f64,
    /// The packet engine's TCP loss recovery and loss response (`solver.tcp`).
    pub tcp: TcpSettings,
}

/// A complete, validated scenario.
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    pub title: String,
    pub frame: Frame,
    pub stations: Vec<Station>,
    pub channels: Vec<Channel>,
    pub platforms: Vec<Platform>,
    pub sources: Vec<Source>,
    /// Per-route delay overrides, by route id.
    pub route_delays: Vec<(String, DelayOverride)>,
    pub solver: SolverSettings,
    /// Controllers to run side by side, if the scenario asks for a comparison.
    pub comparison: Option<Comparison>,
    pub metrics: MetricsSettings,
}

impl Scenario {
    /// The scenario of comparison variant `index`: the compared source runs that variant's
    /// controller, and the title names it. `None` without a comparison or past its end.
    pub fn variant(&self, index: usize) -> Option<Scenario> {
        let comparison = self.comparison.as_ref()?;
        let variant = comparison.variants.get(index)?;
        let mut out = self.clone();
        out.title = format!("{} · {}", self.title, variant.label);
        for s in out.sources.iter_mut().filter(|s| s.id == comparison.source) {
            s.controller = variant.controller.clone();
        }
        if let Some(engine) = variant.engine {
            out.solver.engine = engine;
        }
        Some(out)
    }
}
