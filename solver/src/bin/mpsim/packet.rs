//! The packet engine from the command line: the scenario's `solver.engine: "packet"` (or
//! `--engine packet`, with `--seed`, `--buffer-packets` and `--random-drop` overriding the
//! scenario's `solver` settings), for `run`, `bench` and `check`.

use mpsolver::packet::{build_packet, PacketSimulation};
use mpsolver::run::packet_options;
use serde_json::Value;
use std::io::Write;

/// Takes the engine flags out of `flags` and writes them into the scenario's `solver` settings
/// (`--engine` -> `solver.engine`, `--seed` -> `solver.seed`, `--buffer-packets` ->
/// `solver.bufferPackets`, `--random-drop` -> `solver.randomDropFraction`), so the scenario reader
/// checks them as it checks a file; returns the remaining flags.
pub fn apply_engine_flags(value: &mut Value, flags: &[String]) -> Result<Vec<String>, Vec<String>> {
    let mut rest = Vec::new();
    let mut i = 0;
    while i < flags.len() {
        let raw = flags.get(i + 1).map(String::as_str).unwrap_or("");
        let (key, parsed): (&str, Value) = match flags[i].as_str() {
            "--engine" => ("engine", Value::from(raw)),
            "--seed" => (
                "seed",
                Value::from(
                    raw.parse::<u64>().map_err(|_| vec![format!("--seed: must be a whole number, got \"{}\"", raw)])?,
                ),
            ),
            "--buffer-packets" => (
                "bufferPackets",
                Value::from(
                    raw.parse::<u64>()
                        .map_err(|_| vec![format!("--buffer-packets: must be a whole number, got \"{}\"", raw)])?,
                ),
            ),
            "--random-drop" => (
                "randomDropFraction",
                Value::from(
                    raw.parse::<f64>()
                        .map_err(|_| vec![format!("--random-drop: must be a number, got \"{}\"", raw)])?,
                ),
            ),
            _ => {
                rest.push(flags[i].clone());
                i += 1;
                continue;
            }
        };
        match value.get_mut("solver").and_then(Value::as_object_mut) {
            Some(solver) => {
                solver.insert(key.to_string(), parsed);
            }
            None => return Err(vec!["solver: is required".to_string()]),
        }
        i += 2;
    }
    Ok(rest)
}

/// True when the scenario asks for the packet engine (`solver.engine`).
pub fn wants_packet(value: &Value) -> bool {
    value.pointer("/solver/engine").and_then(Value::as_str) == Some("packet")
}

/// Builds the packet run of the scenario (or of its comparison variant), with the packet options
/// its `solver` settings give; refused by name above the packet budget when `enforce_budget`.
fn build(value: &Value, variant: Option<usize>, enforce_budget: bool) -> Result<PacketSimulation, Vec<String>> {
    let scenario = mpsolver::scenario::parse_value(value)?;
    let chosen = match variant {
        Some(i) => scenario.variant(i).ok_or_else(|| vec![format!("comparison: variant {} does not exist", i)])?,
        None => scenario,
    };
    let sim = build_packet(&chosen, &packet_options(&chosen))?;
    if enforce_budget {
        sim.check_budget().map_err(|mut e| {
            e.push("(mpsim: --no-budget runs it anyway)".to_string());
            e
        })?;
    }
    Ok(sim)
}

/// `run`, `bench` or `check` with the packet engine.
pub fn run_packet(
    command: &str,
    value: &Value,
    variant: Option<usize>,
    json: bool,
    enforce_budget: bool,
) -> Result<(), Vec<String>> {
    match command {
        "check" => build(value, variant, enforce_budget).map(|_| println!("ok")),
        "run" => {
            let mut sim = build(value, variant, enforce_budget)?;
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
                let mut sim = build(value, variant, enforce_budget)?;
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
        "summary" => {
            let mut run = mpsolver::run::Run::Packet(build(value, variant, enforce_budget)?);
            run.run_to_end();
            let report = run.summary().map_err(|e| vec![e])?;
            println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
            Ok(())
        }
        "compare" => super::compare::compare(&value.to_string(), json),
        other => Err(vec![format!(
            "mpsim {}: not available for the packet engine yet (solver.engine is \"packet\"; run, summary, compare, bench and check are)",
            other
        )]),
    }
}
