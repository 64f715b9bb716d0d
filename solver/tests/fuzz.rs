//! Fuzzing at scale (issue 10, item 9): generated and mutated scenarios through the reader, the
//! cost estimate, the network compiler and a short solve. Every case must end without a panic or a
//! hang, every refusal must name a field path, and nothing a run or an estimate reports may be NaN
//! or infinite. The estimate's steps, rows, routes and resources must be those of the run.
//!
//! `cargo test --test fuzz` runs `FUZZ_COUNT` cases (default [`DEFAULT_COUNT`], what CI affords)
//! from the seed `FUZZ_SEED` (default fixed); `scripts/fuzz.sh` runs 100,000 in release mode.

#[path = "fuzz/check.rs"]
mod check;
#[path = "fuzz/generate.rs"]
mod generate;
#[path = "fuzz/mutate.rs"]
mod mutate;

use check::{field_named, first_non_finite, summary_non_finite, unnamed_refusal};
use generate::Rng;
use mpsolver::{build_scenario, cost, scenario, summary};
use serde_json::Value;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Cases `cargo test` runs unless `FUZZ_COUNT` says otherwise.
const DEFAULT_COUNT: usize = 100_000;
/// Most steps a case solves: the run is cut to this many steps (the reader still sees the
/// scenario's own duration).
const MAX_STEPS: f64 = 300.0;
/// A case that takes longer than this is a hang.
const HANG: Duration = Duration::from_secs(20);

const PRESETS: [&str; 4] = [
    include_str!("../../public/scenarios/III-E.json"),
    include_str!("../../public/scenarios/001-two-paths-udp.json"),
    include_str!("../../public/scenarios/003-three-paths.json"),
    include_str!("../../public/scenarios/004-roadside.json"),
];

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// What happened to one case.
#[derive(Default, Debug)]
struct Tally {
    refused_by_reader: usize,
    refused_by_compiler: usize,
    solved: usize,
    rows: usize,
    /// Cases also run by the packet engine.
    packet_runs: usize,
    /// Failed runs among those with a round trip shorter than dt (reported with the failures).
    short_round_trip_failures: usize,
}

/// Runs one case; `Err` describes a failure. Runs with a round trip shorter than dt used to be
/// exempt here (their Euler step was unstable); the integrator now runs them as two steps.
fn run_case(text: &str, tally: &mut Tally) -> Result<(), String> {
    let mut short_round_trip = false;
    let outcome = solve_case(text, tally, &mut short_round_trip);
    if outcome.is_err() && short_round_trip {
        tally.short_round_trip_failures += 1;
    }
    outcome
}

/// Reads, estimates, compiles and solves one case; notes whether a route's round trip is
/// shorter than dt.
fn solve_case(text: &str, tally: &mut Tally, short_round_trip: &mut bool) -> Result<(), String> {
    let parsed = match scenario::parse(text) {
        Ok(s) => s,
        Err(errors) => {
            if let Some(bad) = unnamed_refusal(&errors) {
                return Err(format!("a refusal without a field path: {:?}", bad));
            }
            tally.refused_by_reader += 1;
            return Ok(());
        }
    };
    let estimate = cost::estimate(&parsed);
    let value = serde_json::to_value(&estimate).map_err(|e| e.to_string())?;
    if let Some(p) = first_non_finite(&value, &[], "cost") {
        return Err(format!("the cost estimate has a non-finite number at {}", p));
    }
    if let Some(bad) = estimate.over.iter().map(|e| &e.message).find(|m| !field_named(m)) {
        return Err(format!("a cost excess without a field path: {:?}", bad));
    }

    // A short solve: the same scenario cut to a few hundred steps (or one of its variants).
    let mut short = match &parsed.comparison {
        Some(c) if !c.variants.is_empty() => parsed.variant(text.len() % c.variants.len()).unwrap_or(parsed.clone()),
        _ => parsed.clone(),
    };
    short.solver.duration_s = short.solver.duration_s.min(MAX_STEPS * short.solver.dt_s);
    let short_cost = cost::estimate(&short);
    let mut sim = match build_scenario(&short) {
        Ok(sim) => sim,
        Err(errors) => {
            if let Some(bad) = unnamed_refusal(&errors) {
                return Err(format!("a compiler refusal without a field path: {:?}", bad));
            }
            tally.refused_by_compiler += 1;
            return Ok(());
        }
    };
    let net = sim.network();
    let dt_ms = short.solver.dt_s * 1000.0;
    *short_round_trip = net.routes.iter().any(|r| r.delays.forward_ms + r.delays.feedback_ms < dt_ms);
    if (short_cost.routes, short_cost.resources) != (net.routes.len(), net.resources.len()) {
        return Err(format!(
            "the estimate counts {} routes and {} resources, the network has {} and {}",
            short_cost.routes,
            short_cost.resources,
            net.routes.len(),
            net.resources.len()
        ));
    }
    let width = sim.sample_width();
    let mut buf = vec![0.0; width * 64];
    let mut rows = 0;
    while !sim.is_done() {
        let n = sim.write_samples(&mut buf, 64);
        if let Some(k) = buf[..n * width].iter().position(|x| !x.is_finite() || *x < 0.0) {
            let kind = if buf[k].is_finite() { "negative" } else { "non-finite" };
            return Err(format!("row {} column {} is {} ({})", rows + k / width, k % width, buf[k], kind));
        }
        rows += n;
    }
    if (short_cost.steps, short_cost.samples) != (sim.steps().1 as u64, rows as u64) {
        return Err(format!(
            "the estimate says {} steps and {} rows, the run took {} and wrote {}",
            short_cost.steps,
            short_cost.samples,
            sim.steps().1,
            rows
        ));
    }
    if let Some(p) = summary_non_finite(&summary::summary_of(&mut sim)) {
        return Err(format!("the summary has a non-finite number at {}", p));
    }
    if text.len().is_multiple_of(4) {
        packet_case(&short, tally)?;
    }
    tally.solved += 1;
    tally.rows += rows;
    Ok(())
}

/// The same short scenario packet by packet (a quarter of the cases, when it is small enough to
/// run at fuzzing speed): no panic, no non-finite value, conservation of packets.
fn packet_case(short: &scenario::Scenario, tally: &mut Tally) -> Result<(), String> {
    let options = mpsolver::run::packet_options(short);
    let mut sim = match mpsolver::packet::build_packet(short, &options) {
        Ok(sim) => sim,
        Err(errors) => {
            return unnamed_refusal(&errors)
                .map_or(Ok(()), |bad| Err(format!("a packet refusal without a field path: {:?}", bad)))
        }
    };
    if sim.estimated_packets() > PACKET_BUDGET {
        return Ok(());
    }
    let width = sim.sample_width();
    let mut buf = vec![0.0; width * 64];
    loop {
        let n = sim.write_samples(&mut buf, 64);
        if let Some(k) = buf[..n * width].iter().position(|x| !x.is_finite() || *x < 0.0) {
            return Err(format!("packet run: column {} is {}", k % width, buf[k]));
        }
        if n < 64 {
            break;
        }
    }
    let (sent, delivered, dropped) = sim.packet_counts();
    if sent != delivered + dropped + sim.in_flight() {
        return Err(format!(
            "packet run: {} sent, {} delivered, {} dropped, {} in flight",
            sent,
            delivered,
            dropped,
            sim.in_flight()
        ));
    }
    tally.packet_runs += 1;
    Ok(())
}

/// Most packets a fuzzed packet run is estimated to move (larger ones are skipped: speed, not safety).
const PACKET_BUDGET: f64 = 20_000.0;

/// The text of case `i`: a generated or preset scenario, mutated a few times (or not at all).
fn case_text(rng: &mut Rng) -> String {
    let mut v: Value = if rng.chance(0.05) {
        serde_json::from_str(PRESETS[rng.int(PRESETS.len())]).expect("preset")
    } else {
        generate::scenario(rng)
    };
    let tree_mutations = match rng.int(10) {
        0..=2 => 0,
        3..=6 => 1,
        7 | 8 => 2,
        _ => 3 + rng.int(4),
    };
    for _ in 0..tree_mutations {
        mutate::mutate_tree(&mut v, rng);
    }
    let mut text = v.to_string();
    if rng.chance(0.1) {
        text = mutate::mutate_text(&text, rng);
    }
    text
}

#[test]
fn generated_and_mutated_scenarios_never_panic_hang_or_give_nan() {
    let count = env_number("FUZZ_COUNT", DEFAULT_COUNT as u64) as usize;
    let seed = env_number("FUZZ_SEED", 0x005e_ed0f_f022);
    let mut rng = Rng(seed | 1);
    // FUZZ_DUMP=N writes case N to /tmp/fuzz-case.json before it runs (to replay a hang).
    let dump = std::env::var("FUZZ_DUMP").ok().and_then(|v| v.parse::<u64>().ok());

    // A watchdog: a case that runs past HANG ends the test with its number.
    let current = Arc::new(AtomicU64::new(0));
    let started = Arc::new(AtomicU64::new(0));
    let finished = Arc::new(AtomicBool::new(false));
    let clock = Instant::now();
    {
        let (current, started, finished) = (current.clone(), started.clone(), finished.clone());
        std::thread::spawn(move || loop {
            std::thread::sleep(Duration::from_millis(500));
            if finished.load(Ordering::Relaxed) {
                return;
            }
            let since = clock.elapsed().as_millis() as u64 - started.load(Ordering::Relaxed);
            if since > HANG.as_millis() as u64 {
                eprintln!(
                    "fuzz case {} (seed {:#x}) hangs: more than {:?}",
                    current.load(Ordering::Relaxed),
                    seed,
                    HANG
                );
                std::process::exit(3);
            }
        });
    }

    let mut tally = Tally::default();
    let mut slowest = (Duration::ZERO, 0);
    let mut failures = Vec::new();
    for i in 0..count {
        let text = case_text(&mut rng);
        if dump == Some(i as u64) {
            std::fs::write("/tmp/fuzz-case.json", &text).expect("FUZZ_DUMP writes /tmp/fuzz-case.json");
        }
        current.store(i as u64, Ordering::Relaxed);
        started.store(clock.elapsed().as_millis() as u64, Ordering::Relaxed);
        let t0 = Instant::now();
        let outcome = catch_unwind(AssertUnwindSafe(|| run_case(&text, &mut tally)))
            .unwrap_or_else(|_| Err("panicked".to_string()));
        slowest = slowest.max((t0.elapsed(), i));
        if let Err(why) = outcome {
            failures.push(format!("case {}: {}\n  {}", i, why, text.chars().take(3000).collect::<String>()));
            if failures.len() >= 10 {
                break;
            }
        }
    }
    finished.store(true, Ordering::Relaxed);
    eprintln!(
        "fuzz: {} cases (seed {:#x}) in {:.1} s: {} refused by the reader, {} by the compiler, {} solved ({} rows, {} also as packets), \
         {} failures with a round trip shorter than dt; slowest case {} took {:?}",
        count,
        seed,
        clock.elapsed().as_secs_f64(),
        tally.refused_by_reader,
        tally.refused_by_compiler,
        tally.solved,
        tally.rows,
        tally.packet_runs,
        tally.short_round_trip_failures,
        slowest.1,
        slowest.0
    );
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    // The mix exercises both sides: many accepted and solved, many refused.
    assert!(tally.solved * 5 > count && tally.refused_by_reader * 5 > count, "{:?}", tally);
    // And the packet engine a good part of them.
    assert!(tally.packet_runs * 20 > count, "{:?}", tally);
}

#[test]
fn the_generator_makes_valid_scenarios() {
    let mut rng = Rng(7);
    for i in 0..2000 {
        let v = generate::scenario(&mut rng);
        let text = v.to_string();
        let s = scenario::parse(&text).unwrap_or_else(|e| panic!("generated case {} refused: {:?}\n{}", i, e, text));
        build_scenario(&s).unwrap_or_else(|e| panic!("generated case {} does not compile: {:?}\n{}", i, e, text));
    }
}
