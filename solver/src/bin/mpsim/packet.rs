//! The packet engine from the command line: `--engine packet` with `--seed`, `--buffer-packets`
//! and `--random-drop` (the scenario schema does not carry them yet), for `run`, `bench` and
//! `check`.

use mpsolver::packet::{build_packet, PacketOptions, PacketSimulation};
use serde_json::Value;
use std::io::Write;

/// Takes the engine options out of `flags`: the packet options when `--engine packet`, and the
/// remaining flags.
pub fn split_engine_flags(flags: &[String]) -> Result<(Option<PacketOptions>, Vec<String>), Vec<String>> {
    let (mut engine, mut options, mut rest) = ("fluid".to_string(), PacketOptions::default(), Vec::new());
    let mut i = 0;
    while i < flags.len() {
        let raw = flags.get(i + 1).map(String::as_str).unwrap_or("");
        match flags[i].as_str() {
            "--engine" => engine = raw.to_string(),
            "--seed" => {
                options.seed =
                    raw.parse().map_err(|_| vec![format!("--seed: must be a whole number, got \"{}\"", raw)])?
            }
            "--buffer-packets" => {
                let n: usize = raw
                    .parse()
                    .map_err(|_| vec![format!("--buffer-packets: must be a whole number, got \"{}\"", raw)])?;
                if n == 0 {
                    return Err(vec!["--buffer-packets: must be at least 1".to_string()]);
                }
                options.buffer_packets = Some(n);
            }
            "--random-drop" => {
                let f: f64 =
                    raw.parse().map_err(|_| vec![format!("--random-drop: must be a number, got \"{}\"", raw)])?;
                if !(0.0..=1.0).contains(&f) {
                    return Err(vec![format!("--random-drop: must be between 0 and 1, got {}", raw)]);
                }
                options.random_drop_fraction = f;
            }
            _ => {
                rest.push(flags[i].clone());
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    match engine.as_str() {
        "fluid" => Ok((None, rest)),
        "packet" => Ok((Some(options), rest)),
        other => Err(vec![format!("--engine: must be fluid or packet, got \"{}\"", other)]),
    }
}

/// Builds the packet run of the scenario (or of its comparison variant).
fn build(value: &Value, variant: Option<usize>, options: &PacketOptions) -> Result<PacketSimulation, Vec<String>> {
    let scenario = mpsolver::scenario::parse_value(value)?;
    match variant {
        Some(i) => {
            let chosen =
                scenario.variant(i).ok_or_else(|| vec![format!("comparison: variant {} does not exist", i)])?;
            build_packet(&chosen, options)
        }
        None => build_packet(&scenario, options),
    }
}

/// `run`, `bench` or `check` with the packet engine.
pub fn run_packet(
    command: &str,
    value: &Value,
    variant: Option<usize>,
    options: &PacketOptions,
) -> Result<(), Vec<String>> {
    match command {
        "check" => build(value, variant, options).map(|_| println!("ok")),
        "run" => {
            let mut sim = build(value, variant, options)?;
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
            let _ = sim.write_csv(&mut out).and_then(|_| out.flush());
            Ok(())
        }
        "bench" => {
            let runs: usize = std::env::var("MPSIM_BENCH_RUNS").ok().and_then(|v| v.parse().ok()).unwrap_or(3).max(1);
            let mut best = f64::INFINITY;
            let mut events = 0;
            for _ in 0..runs {
                let start = std::time::Instant::now();
                let mut sim = build(value, variant, options)?;
                let mut buf = vec![0.0; sim.sample_width() * 4096];
                while !sim.is_done() {
                    sim.write_samples(&mut buf, 4096);
                }
                best = best.min(start.elapsed().as_secs_f64());
                events = sim.events_processed();
            }
            println!(
                "{}",
                serde_json::json!({ "engine": "packet", "runs": runs, "minMs": best * 1000.0, "events": events, "eventsPerSecond": events as f64 / best })
            );
            Ok(())
        }
        other => Err(vec![format!("mpsim {}: not available with --engine packet yet (run, bench, check are)", other)]),
    }
}
