//! [`Engine`]: which engine runs a scenario (`solver.engine`), with its name read and written in
//! this one place (the scenario reader, the comparison's variants, `meta.reproduces`, the summary,
//! the layout JSON and the CLI all go through [`Engine::name`] and [`str::parse`]).

use std::fmt;
use std::str::FromStr;

/// The engine of a run: the fluid integrator (docs/model.md) or the packet engine
/// (docs/packet-engine.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Engine {
    /// The fluid integrator.
    #[default]
    Fluid,
    /// The packet-level engine.
    Packet,
}

impl Engine {
    /// Every engine, in the order the CLI and the paper checks run them.
    pub const ALL: [Engine; 2] = [Engine::Fluid, Engine::Packet];

    /// The engine's name in scenario files, layouts, summaries and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Fluid => "fluid",
            Engine::Packet => "packet",
        }
    }
}

/// The text of an engine name that is neither `fluid` nor `packet`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownEngine(pub String);

impl FromStr for Engine {
    type Err = UnknownEngine;

    fn from_str(name: &str) -> Result<Engine, UnknownEngine> {
        Engine::ALL.into_iter().find(|e| e.name() == name).ok_or_else(|| UnknownEngine(name.to_string()))
    }
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl serde::Serialize for Engine {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}
