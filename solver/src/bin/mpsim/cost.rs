//! `mpsim cost SCENARIO [--json]`: what a run would cost before it runs (see `mpsolver::cost`).

use mpsolver::cost::{estimate_json, RunCost};

/// Prints the cost estimate of scenario JSON `text` (JSON with `json`, else a few lines of text).
pub fn cost(text: &str, name: &str, json: bool) -> Result<(), Vec<String>> {
    let cost = estimate_json(text)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&cost).unwrap_or_default());
    } else {
        print!("{}", describe(name, &cost));
    }
    Ok(())
}

/// The estimate as lines of text.
fn describe(name: &str, c: &RunCost) -> String {
    let g = &c.geometry;
    let mut out = format!(
        "{}: {} steps x ({} routes + {} resources): about {:.0} ms to solve, {:.0} ms to build paths (limit {:.0} ms)\n",
        name,
        c.steps,
        c.routes,
        c.resources,
        c.solve_ms,
        c.geometry_ms,
        c.limits.solve_ms
    );
    out += &format!(
        "samples: {} rows x {} columns x 8 bytes = {:.1} MB (limit {:.0} MB)\n",
        c.samples,
        c.columns,
        c.sample_bytes / 1e6,
        c.limits.sample_bytes / 1e6
    );
    out += &format!(
        "geometry: {} platforms, {} clover revolutions, {} polyline vertices, paths {:.1} km, {:.0} table entries; \
         the map draws {:.0} outline vertices + {:.0} epoch marks (limit {:.0})\n",
        g.platforms,
        g.clover_revolutions,
        g.polyline_vertices,
        g.path_length_m / 1000.0,
        g.table_entries,
        g.outline_vertices,
        g.epoch_marks,
        c.limits.drawn_points
    );
    if c.fits {
        out += "verdict: within limits\n";
    } else {
        out += "verdict: over the limits\n";
        for e in &c.over {
            out += &format!("  over: {}\n", e.message);
        }
        for s in &c.suggestions {
            out += &format!("  suggestion: {}\n", s.message);
        }
    }
    out
}
