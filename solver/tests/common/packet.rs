//! Helpers for the packet engine's tests: a packet run of scenario JSON, its rows, and means.

use mpsolver::packet::{build_packet, column_names, PacketOptions, PacketSimulation};
use serde_json::Value;

/// A packet run of scenario JSON.
pub fn packet_run(v: &Value, options: &PacketOptions) -> PacketSimulation {
    let s = mpsolver::scenario::parse(&v.to_string()).unwrap_or_else(|e| panic!("scenario rejected: {:?}", e));
    build_packet(&s, options).unwrap_or_else(|e| panic!("packet engine refused: {:?}", e))
}

/// Every sample row of a whole run, with the column names.
pub fn rows(sim: &mut PacketSimulation) -> (Vec<String>, Vec<Vec<f64>>) {
    let names = column_names(sim.network());
    let width = sim.sample_width();
    let mut buf = vec![0.0; width * 256];
    let mut out = Vec::new();
    loop {
        let n = sim.write_samples(&mut buf, 256);
        out.extend(buf[..n * width].chunks_exact(width).map(|r| r.to_vec()));
        if n < 256 {
            return (names, out);
        }
    }
}

/// Mean of column `name` over rows with `t_s >= from_s`.
pub fn mean_from(names: &[String], rows: &[Vec<f64>], name: &str, from_s: f64) -> f64 {
    let k = names.iter().position(|n| n == name).unwrap_or_else(|| panic!("no column {}", name));
    let late: Vec<f64> = rows.iter().filter(|r| r[0] >= from_s).map(|r| r[k]).collect();
    late.iter().sum::<f64>() / late.len() as f64
}
