//! Text forms of a run: the CSV of `mpsim run` and the layout JSON that names the columns of the
//! sample rows (used by the CLI and the WebAssembly worker alike); the columns themselves are
//! listed in [`columns`].

use crate::integrator::{columns, Simulation};
use crate::scenario::Engine;
use serde_json::{json, Value};
use std::io::{self, Write};

/// The layout of a simulation's output and network, as JSON.
pub fn layout(sim: &Simulation) -> Value {
    layout_parts(
        sim.network(),
        sim.total_samples(),
        sim.sample_width(),
        columns::column_names(sim.network()),
        Engine::Fluid.name(),
    )
}

/// The layout of a run of either engine: as [`layout`], with the run's own columns (a packet run
/// adds windows, queues, drops and round trips) and `"engine"`.
pub fn layout_of_run(run: &crate::run::Run) -> Value {
    let engine = run.engine().name();
    let mut layout = layout_parts(run.network(), run.total_samples(), run.sample_width(), run.column_names(), engine);
    // A packet run's links have buffers (the diagram shows their fill).
    if let (crate::run::Run::Packet(p), Some(resources)) = (run, layout["resources"].as_array_mut()) {
        for (j, resource) in resources.iter_mut().enumerate() {
            resource["bufferPackets"] = p.buffer_packets(j).into();
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

/// Runs `sim` to the end, writing CSV (header, then one line per sample) to `out`.
pub fn write_csv(sim: &mut Simulation, out: &mut impl Write) -> io::Result<()> {
    let header = columns::column_names(sim.network());
    let width = sim.sample_width();
    write_csv_rows(&header, width, |buf, rows| sim.write_samples(buf, rows), out)
}

/// Writes `header`, then the rows `fill` gives (it fills up to `rows` rows of `width` values and
/// returns how many it wrote; fewer than asked means the run ended), as CSV. Shared by the fluid
/// and the packet engine, so both print numbers the same way.
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
