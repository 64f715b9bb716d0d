//! Comparisons (one source, two to four controllers) and the settings of the run's summary.

use super::controllers::ControllerSpec;

/// One controller of a comparison, with the name it is shown under.
#[derive(Debug, Clone, PartialEq)]
pub struct Variant {
    pub label: String,
    pub controller: ControllerSpec,
    /// The engine of this variant (`None`: the scenario's `solver.engine`).
    pub engine: Option<super::Engine>,
}

/// Fewest and most controllers a comparison runs side by side.
pub const MIN_VARIANTS: usize = 2;
/// See [`MIN_VARIANTS`].
pub const MAX_VARIANTS: usize = 4;

/// The same scenario run once per controller of one source.
#[derive(Debug, Clone, PartialEq)]
pub struct Comparison {
    /// The id of the source whose controller changes.
    pub source: String,
    pub variants: Vec<Variant>,
}

/// Settings of the run's summary.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MetricsSettings {
    /// The file whose transfer time the summary reports, megabytes (10^6 bytes).
    pub file_megabytes: f64,
}

impl Default for MetricsSettings {
    fn default() -> Self {
        MetricsSettings { file_megabytes: 10.0 }
    }
}
