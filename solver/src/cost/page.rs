//! What the page draws of a run on its main thread, counted before it is drawn: chart series,
//! legend entries and map objects. Each costs the main thread work on every redraw (colours are
//! chosen against each other, labels laid out), so a scenario with more of them than the page
//! affords is refused before it is drawn.

use serde::Serialize;

/// Chart series and legend entries the page draws at most. The charts draw the first 50 series
/// and the diagram at most 150 routes; the rest is linear work spread over the run's chunks
/// (about 1 ms per source on the loaded 2-core machine, issue 23), so 2,000 keeps the page
/// answering.
pub const MAX_PAGE_ITEMS: f64 = 2_000.0;

/// Map objects (stations, channels, platforms: a marker and a label each) the page places at
/// most. They are created in one task, about 1.2 ms each on the loaded 2-core machine (5,000
/// took 5 to 7 s, issue 23), so 500 keep the longest task near half a second.
pub const MAX_MAP_OBJECTS: f64 = 500.0;

/// The items the page would draw for a run.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageItems {
    /// Chart series: one per route, resource and source.
    pub series: f64,
    /// Legend entries: one per source and route.
    pub legend_entries: f64,
    /// Map objects with a marker and a label: stations, channels and platforms.
    pub map_objects: f64,
    /// Epoch marks (one per platform every 30 s of the run): small dots, not counted in
    /// `map_objects`; the `drawnPoints` limit (50,000 with the outlines) bounds them.
    pub epoch_marks: f64,
}

/// The page items of a run with these counts.
pub fn page_items(
    routes: usize,
    resources: usize,
    sources: usize,
    stations_and_channels: usize,
    platforms: usize,
    epoch_marks: f64,
) -> PageItems {
    PageItems {
        series: (routes + resources + sources) as f64,
        legend_entries: (routes + sources) as f64,
        map_objects: (stations_and_channels + platforms) as f64,
        epoch_marks,
    }
}
