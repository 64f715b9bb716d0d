//! Text forms of a run: the CSV of `mpsim run` and the layout JSON that names the columns of the
//! sample rows (used by the CLI and the WebAssembly worker alike); the columns themselves are
//! listed in each engine's table of [`crate::columns`].

use crate::integrator::Simulation;
use crate::run::{EngineRun, Run};
use serde_json::{json, Value};
use std::io::{self, Write};

/// The layout of a fluid simulation's output and network, as JSON.
pub fn layout(sim: &Simulation) -> Value {
    layout_of(sim)
}

/// The layout of a run of either engine: as [`layout`], with the run's own columns (a packet run
/// adds windows, queues, drops and round trips) and `"engine"`.
pub fn layout_of_run(run: &Run) -> Value {
    layout_of(run.engine_run())
}

/// The layout of a run of any engine: its columns, its engine's name and, where the engine has
/// them, each resource's buffer (the diagram shows their fill).
pub fn layout_of(run: &dyn EngineRun) -> Value {
    let names = run.column_names();
    let mut layout = layout_parts(run.network(), run.total_samples(), run.sample_width(), names, run.engine().name());
    if let (Some(buffers), Some(resources)) = (run.buffer_packets(), layout["resources"].as_array_mut()) {
        for (resource, buffer) in resources.iter_mut().zip(buffers) {
            resource["bufferPackets"] = buffer.into();
        }
    }
    layout
}

fn layout_parts(net: &crate::network::Network, total: usize, width: usize, names: Vec<String>, engine: &str) -> Value {
    let s = net.settings;
    let stability = crate::summary::stability_quantities(net);
    json!({
        "title": net.title,
        "engine": engine,
        "dtS": s.dt_s,
        "durationS": s.duration_s,
        "sampleEveryS": s.sample_every_s,
        "totalSamples": total,
        "sampleWidth": width,
        "columns": names,
        "routes": net.routes.iter().map(|r| json!({
            "id": r.id,
            "source": net.sources[r.source].id,
            "group": r.group,
            "resources": r.resources.iter().map(|&j| net.resources[j].id.clone()).collect::<Vec<_>>(),
            "forwardMs": r.delays.forward_ms,
            "feedbackMs": r.delays.feedback_ms,
        })).collect::<Vec<_>>(),
        "resources": net.resources.iter().map(|j| json!({
            "id": j.id, "target": j.target, "group": j.group, "responsiveness": j.responsiveness,
        })).collect::<Vec<_>>(),
        "stabilityLimit": crate::summary::STABILITY_LIMIT,
        "fieldStations": net.field_stations.iter().map(|s| s.id.clone()).collect::<Vec<_>>(),
        "sources": net.sources.iter().zip(&stability).map(|(src, q)| json!({
            "id": src.id, "label": src.label,
            "stabilityQuantity": q,
            "controller": crate::scenario::controller_name(&src.controller),
            "sendingRateMbps": src.sending_rate_mbps,
            "routes": net.routes[src.routes.clone()].iter().map(|r| r.id.clone()).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "nodes": net.nodes.iter().map(|n| json!({ "id": n.id, "platform": net.platforms[n.platform].id })).collect::<Vec<_>>(),
        "platforms": net.platforms.iter().map(|p| json!({
            "id": p.id, "lengthM": p.length_m, "endTimeS": p.path.end_time_s(),
        })).collect::<Vec<_>>(),
    })
}

/// Runs `run` (of either engine) to the end, writing CSV (header, then one line per sample) to
/// `out`; both engines print numbers the same way.
pub fn write_csv(run: &mut dyn EngineRun, out: &mut impl Write) -> io::Result<()> {
    let header = run.column_names();
    let width = run.sample_width();
    write_csv_rows(&header, width, |buf, rows| run.write_samples(buf, rows), out)
}

/// Writes `header`, then the rows `fill` gives (it fills up to `rows` rows of `width` values and
/// returns how many it wrote; fewer than asked means the run ended), as CSV.
pub fn write_csv_rows(
    header: &[String],
    width: usize,
    mut fill: impl FnMut(&mut [f64], usize) -> usize,
    out: &mut impl Write,
) -> io::Result<()> {
    writeln!(out, "{}", header.join(","))?;
    let chunk_rows = 1024;
    let mut buf = vec![0.0; width * chunk_rows];
    let mut line = String::new();
    loop {
        let rows = fill(&mut buf, chunk_rows);
        for row in buf[..rows * width].chunks_exact(width) {
            line.clear();
            for (i, v) in row.iter().enumerate() {
                if i > 0 {
                    line.push(',');
                }
                // Shortest text that reads back to the same f64.
                line.push_str(&v.to_string());
            }
            line.push('\n');
            out.write_all(line.as_bytes())?;
        }
        if rows < chunk_rows {
            return Ok(());
        }
    }
}
