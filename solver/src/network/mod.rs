//! The compiled network of a scenario: sources, routes and resources as flat lists with stable,
//! readable ids (`head-B1`, `tail-B3`, `sat`, `competitor-sat`), and the capacity of every resource
//! at any time.

mod capacities;
mod compile;
mod field;
mod frozen;
pub mod memo;
mod wanted;

use crate::capacity::CapacityFactor;
use crate::mobility::Path;
use crate::scenario::{CapacityLaw, ControllerSpec, DelaysMs, Node, PointM, SolverSettings, TrajectorySpec};
use capacities::FastLogistic;
use std::ops::Range;

/// A point of a platform that moves with it (head, middle or tail).
#[derive(Debug, Clone)]
pub struct NodeInfo {
    /// `head`, or `convoy.head` when the scenario has several platforms.
    pub id: String,
    pub platform: usize,
    pub node: Node,
    /// Arc-length offset from the platform's centre, metres.
    pub offset_m: f64,
    /// True when a station's capacity depends on this node's position.
    pub radio: bool,
}

/// How a resource's capacity is found.
#[derive(Debug, Clone)]
pub enum CapacitySource {
    /// `rho(d) C` with `d` the distance from the nearest of `nodes` to `position`.
    Radio { position: PointM, nominal_mbps: f64, inverse_nominal: f64, factor: CapacityFactor, nodes: Vec<usize> },
    /// A law of time.
    Channel(CapacityLaw),
}

/// A resource `j`: a (node, station) radio channel, a shared station, or a global channel.
#[derive(Debug, Clone)]
pub struct ResourceInfo {
    pub id: String,
    /// The station or channel it belongs to.
    pub target: String,
    /// `wifi` for stations, the channel's group otherwise.
    pub group: String,
    /// `beta_j` of eq (5).
    pub responsiveness: f64,
    pub capacity: CapacitySource,
    /// A load-independent loss probability (`mu_j = p`), for channels that set one.
    pub fixed_loss: Option<f64>,
    /// Its station's or channel's own `bufferPackets` (packet runs only).
    pub buffer_packets: Option<usize>,
    /// The scheduled cell this resource is a UE link of (packet engine only).
    pub cell: Option<crate::scenario::CellSpec>,
}

/// A route `r`: the resources it crosses, its source and its delays.
#[derive(Debug, Clone)]
pub struct RouteInfo {
    pub id: String,
    pub source: usize,
    pub resources: Vec<usize>,
    pub delays: DelaysMs,
    /// Group of its first resource.
    pub group: String,
}

/// A source `s` with its controller and its (contiguous) routes.
#[derive(Debug, Clone)]
pub struct SourceInfo {
    pub id: String,
    pub label: String,
    pub controller: ControllerSpec,
    /// Cap on the source's total rate when it is application-limited, Mbps.
    pub sending_rate_mbps: Option<f64>,
    /// A finite transfer's size, megabytes: the source stops once it has moved it.
    pub file_megabytes: Option<f64>,
    /// It sends nothing before `start_s` and no new data from `stop_s` on, seconds.
    pub start_s: f64,
    pub stop_s: Option<f64>,
    pub routes: Range<usize>,
}

impl SourceInfo {
    /// True when it has a start later than 0 or a stop time.
    pub fn has_window(&self) -> bool {
        self.start_s > 0.0 || self.stop_s.is_some()
    }
}

/// An enabled station as the capacity field sees it (`field.rs`).
#[derive(Debug, Clone)]
pub struct FieldStation {
    pub id: String,
    pub position: PointM,
    /// Nominal capacity `C`, Mbps.
    pub capacity_mbps: f64,
    /// Its decay law `rho(d)`.
    pub rho: CapacityFactor,
}

/// A platform's id and path.
#[derive(Debug, Clone)]
pub struct PlatformInfo {
    pub id: String,
    pub length_m: f64,
    /// What `path` was built from.
    pub trajectory: TrajectorySpec,
    pub path: Path,
}

/// Everything the integrator needs, compiled from a [`Scenario`].
#[derive(Debug, Clone)]
pub struct Network {
    pub title: String,
    pub platforms: Vec<PlatformInfo>,
    pub nodes: Vec<NodeInfo>,
    pub resources: Vec<ResourceInfo>,
    pub routes: Vec<RouteInfo>,
    pub sources: Vec<SourceInfo>,
    pub settings: SolverSettings,
    /// The common case prepared for speed: resources with the logistic law reached from one node.
    fast_logistic: Vec<FastLogistic>,
    /// Constant channels: (resource, `1 / c`).
    fast_constant: Vec<(usize, f64)>,
    /// Resources in neither list.
    general: Vec<usize>,
    /// Every enabled station, reached by a node or not: `(position, C, rho)`, for the capacity
    /// field of the map (`field.rs`).
    pub field_stations: Vec<FieldStation>,
    /// Positions and rows remembered from an earlier run of the same motion (`memo.rs`).
    memo: Option<memo::Attached>,
}
