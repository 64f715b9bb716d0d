//! What a published claim is (`meta.reproduces[].kind`), and so which engines can make it: a
//! fluid-model result (the paper's ODEs, fixed points or closed forms) is judged by the fluid
//! engine only, a packet-simulation result (ns-2, ns-3) by the packet engine only, and a field
//! measurement by both (each engine is a model of the measured network; neither is the claim's
//! home). The other engine's value is kept as a comparison, never counted as a miss
//! (docs/scenario.md, "Claims judged where they apply").

use crate::scenario::Engine;
use serde::Serialize;

/// What kind of result a paper's claim is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimKind {
    /// Computed from the paper's fluid model (its ODEs, a fixed point, a closed form).
    FluidModel,
    /// Measured in the paper's packet simulator (ns-2, ns-3).
    PacketSimulation,
    /// Measured on a real network (a field trial or testbed).
    Measurement,
}

impl ClaimKind {
    /// The kind a name gives (`fluid-model`, `packet-simulation`, `measurement`), or `None`.
    pub fn parse(name: &str) -> Option<ClaimKind> {
        Some(match name {
            "fluid-model" => ClaimKind::FluidModel,
            "packet-simulation" => ClaimKind::PacketSimulation,
            "measurement" => ClaimKind::Measurement,
            _ => return None,
        })
    }

    /// The kind's name in scenario files and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            ClaimKind::FluidModel => "fluid-model",
            ClaimKind::PacketSimulation => "packet-simulation",
            ClaimKind::Measurement => "measurement",
        }
    }

    /// True when `engine` can make a claim of this kind, so its value is judged against the paper.
    pub fn judged_by(self, engine: Engine) -> bool {
        match self {
            ClaimKind::FluidModel => engine == Engine::Fluid,
            ClaimKind::PacketSimulation => engine == Engine::Packet,
            ClaimKind::Measurement => true,
        }
    }

    /// The kind in a teacher's words: "a fluid-model result".
    pub fn words(self) -> &'static str {
        match self {
            ClaimKind::FluidModel => "a fluid-model result",
            ClaimKind::PacketSimulation => "a packet-simulation result",
            ClaimKind::Measurement => "a field measurement",
        }
    }
}
