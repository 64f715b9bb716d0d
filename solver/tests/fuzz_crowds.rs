//! Fuzzing the cost gate with crowds (issue 23): many clover platforms, many sources, UDP bursts
//! up to 1e9 Mbps, fluid and packet, generated (`generate::crowd`) or grown from a preset
//! (`mutate::crowd`). The invariant: whatever the gate (`cost::admit`, what the run constructor
//! asks) accepts is built and starts within bounded time and memory, and a packet run never
//! sends more than the estimate's bound; whatever it refuses is refused fast, by field.
//!
//! `CROWD_COUNT` cases (default 60, what CI affords; 150 took 61 s on the shared 2-core machine) from `FUZZ_SEED`.

#[path = "fuzz/check.rs"]
#[allow(dead_code)]
mod check;
#[path = "fuzz/generate.rs"]
#[allow(dead_code)]
mod generate;
#[path = "fuzz/mutate.rs"]
#[allow(dead_code)]
mod mutate;

use generate::Rng;
use mpsolver::cost;
use mpsolver::run::{build_run_scenario, Run};
use mpsolver::scenario::{self, Engine};
use serde_json::Value;
use std::time::{Duration, Instant};

const PRESETS: [&str; 3] = [
    include_str!("../../public/scenarios/III-D.json"),
    include_str!("../../public/scenarios/001-two-paths-packet.json"),
    include_str!("../../public/scenarios/001-two-paths-udp.json"),
];

/// The process's peak resident memory so far, bytes (Linux; 0 elsewhere).
fn peak_rss_bytes() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb = status.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| l.split_whitespace().nth(1));
    kb.and_then(|k| k.parse::<f64>().ok()).map_or(0.0, |k| k * 1024.0)
}

/// What happened to the crowds.
#[derive(Default, Debug)]
struct Tally {
    invalid: usize,
    refused: usize,
    admitted: usize,
    packet_runs: usize,
}

/// A short stretch of an admitted run: a few hundred fluid steps, or a packet run up to 2 s when
/// its bound is small; `Err` when the packet run sends more than the bound.
fn start(mut run: Run, s: &scenario::Scenario, bound: Option<f64>, tally: &mut Tally) -> Result<(), String> {
    match (&mut run, bound) {
        (Run::Packet(sim), Some(bound)) if bound < 2.0e5 => {
            sim.advance_to(s.solver.duration_s.min(2.0));
            let (sent, _, _) = sim.packet_counts();
            tally.packet_runs += 1;
            if sent as f64 > bound {
                return Err(format!("a packet run sent {} packets, above the bound {}", sent, bound));
            }
        }
        (Run::Fluid(_), _) => {
            let width = run.sample_width();
            let mut buf = vec![0.0; width * 8];
            let _ = run.write_samples(&mut buf, 3);
        }
        _ => {}
    }
    Ok(())
}

fn crowd_case(text: &str, tally: &mut Tally) -> Result<(), String> {
    let s = match scenario::parse(text) {
        Ok(s) => s,
        Err(errors) => {
            if std::env::var("CROWD_WHY").is_ok() {
                eprintln!("invalid: {:?}", errors.first());
            }
            tally.invalid += 1;
            return Ok(());
        }
    };
    let t0 = Instant::now();
    let estimate = cost::estimate(&s);
    match cost::admit(&s) {
        Err(errors) => {
            tally.refused += 1;
            if let Some(bad) = errors.iter().find(|m| !check::field_named(m)) {
                return Err(format!("a refusal without a field path: {}", bad));
            }
            if t0.elapsed() > Duration::from_millis(500) {
                return Err(format!("the refusal took {:?}", t0.elapsed()));
            }
            Ok(())
        }
        Ok(_) => {
            tally.admitted += 1;
            let run = match build_run_scenario(&s) {
                Ok(run) => run,
                Err(_) => return Ok(()),
            };
            let built = t0.elapsed();
            if built > Duration::from_secs(10) {
                return Err(format!("an admitted run took {:?} to build ({:?})", built, estimate.memory));
            }
            let bound =
                (s.solver.engine == Engine::Packet).then(|| estimate.packets.as_ref().map_or(0.0, |p| p.packets));
            start(run, &s, bound, tally)
        }
    }
}

#[test]
fn crowds_the_gate_admits_run_in_bounded_memory_and_the_rest_are_refused_by_field() {
    let count = std::env::var("CROWD_COUNT").ok().and_then(|v| v.parse().ok()).unwrap_or(60usize);
    let seed = std::env::var("FUZZ_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0x0c40_0d23u64);
    let mut rng = Rng(seed | 1);
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    for i in 0..count {
        let v: Value = if rng.chance(0.7) {
            generate::crowd(&mut rng)
        } else {
            let mut v: Value = serde_json::from_str(PRESETS[rng.int(PRESETS.len())]).unwrap();
            mutate::crowd(&mut v, &mut rng);
            v
        };
        if let Err(why) = crowd_case(&v.to_string(), &mut tally) {
            failures.push(format!("crowd {}: {}", i, why));
        }
    }
    let peak = peak_rss_bytes();
    eprintln!("crowds: {} cases (seed {:#x}): {:?}, peak RSS {:.0} MB", count, seed, tally, peak / 1e6);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every admitted run fits the solver's limit, with room for the test harness.
    assert!(peak < cost::SOLVER_BYTES + 300.0e6, "peak RSS {:.0} MB", peak / 1e6);
    // The mix exercises both sides of the gate.
    assert!(tally.refused * 10 > count && tally.admitted * 10 > count, "{:?}", tally);
}
