//! Helpers shared by the known-answer tests: scenarios written as JSON, built through the public
//! API, and rates read back as windows or as means over a late part of the run.
#![allow(dead_code)]

pub mod packet;

use mpsolver::Simulation;
use serde_json::{json, Value};

/// A preset of `public/scenarios` as JSON.
pub fn preset(name: &str) -> Value {
    let path = format!("{}/../public/scenarios/{}.json", env!("CARGO_MANIFEST_DIR"), name);
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path, e)))
        .expect("preset is JSON")
}

/// Builds a scenario (panics with the validation messages if it is rejected).
pub fn build(v: &Value) -> Simulation {
    mpsolver::build(&v.to_string()).unwrap_or_else(|e| panic!("scenario rejected: {:?}", e))
}

/// Builds comparison variant `i` of a scenario.
pub fn build_variant(v: &Value, i: usize) -> Simulation {
    mpsolver::build_variant(&v.to_string(), i).unwrap_or_else(|e| panic!("variant {} rejected: {:?}", i, e))
}

/// A constant-capacity channel with the power law `mu = (load / c)^beta`, delays `one_way_ms` each way.
pub fn channel(id: &str, capacity_mbps: f64, beta: f64, one_way_ms: f64) -> Value {
    json!({ "id": id, "group": "path", "capacity": { "law": "constant", "capacityMbps": capacity_mbps },
            "responsiveness": beta, "delays": { "forwardMs": one_way_ms, "feedbackMs": one_way_ms } })
}

/// A channel whose loss probability is `p` whatever its load (paper 003 §4.1). Its capacity is
/// large and plays no part in `mu`.
pub fn lossy_channel(id: &str, p: f64, one_way_ms: f64) -> Value {
    let mut c = channel(id, 1.0e6, 15.0, one_way_ms);
    c["lossProbability"] = json!(p);
    c
}

/// A source with one route per entry of `vias` (each a list of channel ids).
pub fn source(id: &str, vias: &[&[&str]], controller: Value) -> Value {
    let routes: Vec<Value> = vias.iter().map(|v| json!({ "via": v })).collect();
    json!({ "id": id, "routes": routes, "controller": controller })
}

/// A scenario of channels and explicit-route sources, run for `duration_s` with `dt = 1 ms`.
pub fn scenario(channels: Vec<Value>, sources: Vec<Value>, duration_s: f64) -> Value {
    json!({
        "format": "multipath-playground/scenario", "version": 1, "title": "test",
        "channels": channels, "sources": sources,
        "solver": { "dtS": 0.001, "durationS": duration_s, "sampleEveryS": 0.1 }
    })
}

/// Megabits per packet of `packet_bytes`.
pub fn megabits_per_packet(packet_bytes: f64) -> f64 {
    8.0 * packet_bytes / 1.0e6
}

/// The window (packets) of a rate `x` (Mbps) over a round trip `rtt_s`.
pub fn window(x_mbps: f64, rtt_s: f64, packet_bytes: f64) -> f64 {
    x_mbps * rtt_s / megabits_per_packet(packet_bytes)
}

/// The rate (Mbps) of a window `w` (packets) over a round trip `rtt_s`.
pub fn rate(w_packets: f64, rtt_s: f64, packet_bytes: f64) -> f64 {
    w_packets * megabits_per_packet(packet_bytes) / rtt_s
}

/// Index of route `id` in the network.
pub fn route_index(sim: &Simulation, id: &str) -> usize {
    sim.network().routes.iter().position(|r| r.id == id).unwrap_or_else(|| panic!("no route {}", id))
}

/// Index of source `id` in the network.
pub fn source_index(sim: &Simulation, id: &str) -> usize {
    sim.network().sources.iter().position(|s| s.id == id).unwrap_or_else(|| panic!("no source {}", id))
}

/// Per-route mean rates (Mbps) over `[from_s, to_s)`, advancing `sim` from wherever it is to
/// `to_s` (it must not be past `from_s`). Uses the run metrics' per-step rate sums, so it is the
/// same mean the summary takes, restricted to the window.
pub fn window_means(sim: &mut Simulation, from_s: f64, to_s: f64) -> Vec<f64> {
    assert!(sim.time_s() <= from_s + 1e-9, "already at {} s, past {} s", sim.time_s(), from_s);
    sim.advance_to(from_s);
    let (sums0, steps0) = (sim.metrics().rate_sums.clone(), sim.metrics().steps);
    sim.advance_to(to_s);
    let m = sim.metrics();
    let steps = (m.steps - steps0) as f64;
    assert!(steps > 0.0, "empty window [{}, {})", from_s, to_s);
    m.rate_sums.iter().zip(&sums0).map(|(s, s0)| (s - s0) / steps).collect()
}

/// The mean total of `source` from per-route means.
pub fn source_total(sim: &Simulation, means: &[f64], source: &str) -> f64 {
    let s = source_index(sim, source);
    means[sim.network().sources[s].routes.clone()].iter().sum()
}

/// Smallest and largest of each route's rate over `[from_s, to_s)`, sampled every step.
pub fn window_ranges(sim: &mut Simulation, from_s: f64, to_s: f64) -> Vec<(f64, f64)> {
    sim.advance_to(from_s);
    let mut out: Vec<(f64, f64)> = sim.rates().iter().map(|&x| (x, x)).collect();
    let end = (to_s / sim.network().settings.dt_s).round() as usize;
    while sim.steps().0 < end.min(sim.steps().1) {
        sim.advance(1);
        for (o, &x) in out.iter_mut().zip(sim.rates()) {
            o.0 = o.0.min(x);
            o.1 = o.1.max(x);
        }
    }
    out
}
