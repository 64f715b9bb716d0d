//! Limits that keep any input from freezing or exhausting the machine.

/// Integration steps in one run.
pub const MAX_STEPS: f64 = 2.0e8;
/// Output samples (rows) in one run.
pub const MAX_SAMPLES: f64 = 2.0e7;
/// Routes in one scenario.
pub const MAX_ROUTES: usize = 5000;
/// Stations, channels, platforms or sources in one scenario.
pub const MAX_ITEMS: usize = 5000;
/// Delay history cells (delay steps times routes and resources).
pub const MAX_HISTORY_CELLS: f64 = 2.0e7;
/// Any one delay, in milliseconds.
pub const MAX_DELAY_MS: f64 = 60_000.0;
/// Any position coordinate or distance, in metres.
pub const MAX_COORD_M: f64 = 1.0e8;
/// Polyline vertices.
pub const MAX_VERTICES: usize = 100_000;
/// Any capacity, in Mbps.
pub const MAX_CAPACITY_MBPS: f64 = 1.0e9;
/// Independent flows of one random on/off source (`onOff.flows`).
pub const MAX_ON_OFF_FLOWS: usize = 100_000;
