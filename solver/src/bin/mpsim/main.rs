//! `mpsim`: run, summarise or check a scenario from the command line.
//!
//! ```text
//! mpsim run SCENARIO [--every SECONDS] [--dt SECONDS] [--duration SECONDS]   CSV to stdout
//! mpsim summary SCENARIO [same options]                                      JSON to stdout
//! mpsim compare SCENARIO [--json] [same options]                             every controller of its comparison
//! mpsim check SCENARIO                                                       validate only
//! mpsim cost SCENARIO [--json]                                               what a run would cost
//! mpsim presets                                                              list presets
//! mpsim sweep SCENARIO --set PATH=FROM:TO:STEPS ... [--shard I/N] [--jobs N] CSV, a row per run
//! mpsim check-paper [SCENARIO ...] [--engine fluid|packet] [--json]            published numbers
//! mpsim theory [--b B] [--w0 W0] [--gamma G] [--max N] [--flows-of N] [--json]  paper 003 closed forms
//! mpsim run|bench|check SCENARIO --engine packet [--seed N] [--buffer-packets N] [--random-drop F]
//! ```
//! SCENARIO is a path to a scenario JSON file or the name of a preset in `public/scenarios/`.
//! Invalid input exits with code 2 and one field-named message per line on stderr (the first 20,
//! then one line counting the rest). Warnings (a step too coarse for a delay or a gain) go to
//! stderr as `warning: field: message`, and the run goes on; a run whose numbers stop being finite
//! exits with code 2 and names the route and the time.

mod compare;
mod cost;
mod packet;
mod papers;
mod sweep;
mod theory;

use mpsolver::scenario::reader::cap;
use mpsolver::{build_scenario, output, summary, Simulation};
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage:
  mpsim run SCENARIO [--every SECONDS] [--dt SECONDS] [--duration SECONDS]
  mpsim summary SCENARIO [--every SECONDS] [--dt SECONDS] [--duration SECONDS]
  mpsim compare SCENARIO [--json] [same options]
  mpsim check SCENARIO
  mpsim cost SCENARIO [--json] [same options]   (time, memory and geometry of a run, before it runs)
  mpsim presets
  mpsim accuracy SCENARIO [--json]  (the run at dt against the run at dt/2, per route)
  mpsim sweep SCENARIO --set PATH=FROM:TO:STEPS [--set ...] [--shard I/N] [--jobs N]
                                  (a grid of runs on every core, one CSV row per run)
  mpsim check-paper [SCENARIO ...] [--engine fluid|packet] [--json]
                                  (each preset's published numbers, meta.reproduces, against its runs)
  mpsim theory [--b B] [--w0 W0] [--gamma G] [--max N] [--flows-of N] [--json]
                                  (paper 003's link utilization against subflows, or flows)
Options: --variant N runs controller N of the scenario's comparison; --file-mb MB sets the
file of the transfer time.
  mpsim bench SCENARIO            (times full runs; prints JSON)
Packet engine: --engine packet [--seed N] [--buffer-packets N] [--random-drop FRACTION] with
run, bench and check (--engine fluid is the default); a packet run estimated above the page's
budget (5e7 packets) is refused by name unless --no-budget is given.
SCENARIO is a scenario JSON file or a preset name (see `mpsim presets`).";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(messages) => {
            let stderr = std::io::stderr();
            let mut err = std::io::BufWriter::new(stderr.lock());
            for m in cap(messages) {
                let _ = writeln!(err, "{}", m);
            }
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), Vec<String>> {
    let command = args.first().map(String::as_str).ok_or_else(|| vec![USAGE.to_string()])?;
    if command == "presets" {
        for (name, title) in list_presets() {
            println!("{:<8} {}", name, title);
        }
        return Ok(());
    }
    if command == "theory" {
        return theory::theory(&args[1..]);
    }
    if command == "check-paper" {
        let presets = list_presets().into_iter().map(|(n, _)| n).collect();
        return papers::check_paper_command(&args[1..], load, presets);
    }
    if matches!(command, "-h" | "--help" | "help") {
        println!("{}", USAGE);
        return Ok(());
    }
    let target = args.get(1).ok_or_else(|| vec![format!("mpsim {}: SCENARIO is missing\n{}", command, USAGE)])?;
    let mut value = load(target)?;
    let json = args[2..].iter().any(|a| a == "--json");
    let flags = packet::apply_engine_flags(&mut value, &args[2..])?;
    if command == "sweep" {
        return sweep::sweep(&value, &flags);
    }
    // The packet budget the page enforces holds here too, unless a researcher lifts it.
    let enforce_budget = !flags.iter().any(|a| a == "--no-budget");
    let flags: Vec<String> = flags.into_iter().filter(|a| a != "--json" && a != "--no-budget").collect();
    let variant = apply_overrides(&mut value, &flags)?;
    // The scenario is read from the parsed value once (a 14 MB file is not written out and parsed
    // again); `bench` and `compare` take the text.
    let build = |value: &Value| {
        let scenario = mpsolver::scenario::parse_value(value)?;
        let sim = match variant {
            Some(i) => {
                let count = scenario.comparison.as_ref().map_or(0, |c| c.variants.len());
                let chosen = scenario.variant(i).ok_or_else(|| {
                    vec![format!("comparison: variant {} does not exist (the scenario has {})", i, count)]
                })?;
                build_scenario(&chosen)
            }
            None => build_scenario(&scenario),
        }?;
        warn(&sim);
        Ok::<Simulation, Vec<String>>(sim)
    };
    if packet::wants_packet(&value) {
        return packet::run_packet(command, &value, variant, json, enforce_budget);
    }
    match command {
        "check" => {
            build(&value)?;
            println!("ok: {}", target);
            Ok(())
        }
        "run" => {
            let mut sim = build(&value)?;
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
            // A closed pipe (`mpsim run ... | head`) is not an error worth a message.
            let _ = output::write_csv(&mut sim, &mut out).and_then(|_| out.flush());
            sim.failure().map_or(Ok(()), |f| Err(vec![f.to_string()]))
        }
        "bench" => bench(&value.to_string()),
        "compare" => compare::compare(&value.to_string(), json),
        "cost" => cost::cost(&value.to_string(), target, json),
        "accuracy" => accuracy(&value, json),
        "summary" => {
            let report = summary::try_summarize(build(&value)?).map_err(|e| vec![e])?;
            println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
            Ok(())
        }
        other => Err(vec![format!("unknown command \"{}\"\n{}", other, USAGE)]),
    }
}

/// `mpsim accuracy SCENARIO [--json]`: the run at `dt` against the run at `dt / 2`, the largest
/// difference of every route (docs/model.md §4.8).
fn accuracy(value: &Value, json: bool) -> Result<(), Vec<String>> {
    let scenario = mpsolver::scenario::parse_value(value)?;
    let report = mpsolver::accuracy::check(&scenario)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
        return Ok(());
    }
    println!("dt = {} s against dt / 2 = {} s: largest difference per route", report.dt_s, report.half_dt_s);
    for s in &report.series {
        println!(
            "  {:<24} {:>10.6} Mbps at {:>8.2} s  ({:.4} % of its peak {:.3} Mbps)",
            s.column.trim_start_matches("x:"),
            s.max_abs_mbps,
            s.at_s,
            100.0 * s.relative,
            s.peak_mbps
        );
    }
    Ok(())
}

/// Prints the simulation's warnings to stderr, one `warning: field: message` a line.
pub(crate) fn warn(sim: &Simulation) {
    for w in sim.warnings() {
        eprintln!("warning: {}", w);
    }
}

/// Times full runs (sampled into a buffer, as the worker does) and prints JSON:
/// `{"runs": N, "minMs": .., "medianMs": .., "steps": .., "routes": ..}`. Repeats come from
/// `MPSIM_BENCH_RUNS` (default 7).
fn bench(text: &str) -> Result<(), Vec<String>> {
    let runs: usize = std::env::var("MPSIM_BENCH_RUNS").ok().and_then(|v| v.parse().ok()).unwrap_or(7).max(1);
    let mut times = Vec::with_capacity(runs);
    let (mut steps, mut routes, mut checksum) = (0, 0, 0.0);
    for _ in 0..runs {
        let start = std::time::Instant::now();
        let mut sim = mpsolver::build(text)?;
        let width = sim.sample_width();
        let mut buf = vec![0.0; width * 4096];
        while !sim.is_done() {
            let rows = sim.write_samples(&mut buf, 4096);
            checksum += buf[..rows * width].iter().sum::<f64>();
        }
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        if let Some(failure) = sim.failure() {
            return Err(vec![failure.to_string()]);
        }
        steps = sim.steps().1;
        routes = sim.network().routes.len();
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{}",
        serde_json::json!({ "runs": runs, "minMs": times[0], "medianMs": times[runs / 2], "steps": steps, "routes": routes, "checksum": checksum })
    );
    Ok(())
}

/// Overrides solver settings from `--every`, `--dt`, `--duration` and the file size from
/// `--file-mb` before validation, so the scenario's own rules judge them; returns `--variant`.
fn apply_overrides(value: &mut Value, flags: &[String]) -> Result<Option<usize>, Vec<String>> {
    let mut i = 0;
    let mut variant = None;
    while i < flags.len() {
        if flags[i] == "--variant" {
            let raw = flags.get(i + 1).map(String::as_str).unwrap_or("");
            variant =
                Some(raw.parse().map_err(|_| vec![format!("--variant: must be a whole number, got \"{}\"", raw)])?);
            i += 2;
            continue;
        }
        if flags[i] == "--file-mb" {
            let raw = flags.get(i + 1).map(String::as_str).unwrap_or("");
            let mb: f64 =
                raw.parse().map_err(|_| vec![format!("--file-mb: must be a number of megabytes, got \"{}\"", raw)])?;
            let number = serde_json::Number::from_f64(mb)
                .ok_or_else(|| vec![format!("--file-mb: must be finite, got {}", raw)])?;
            if let Some(root) = value.as_object_mut() {
                root.insert("metrics".into(), serde_json::json!({ "fileMegabytes": number }));
            }
            i += 2;
            continue;
        }
        let key = match flags[i].as_str() {
            "--every" => "sampleEveryS",
            "--dt" => "dtS",
            "--duration" => "durationS",
            other => return Err(vec![format!("unknown option \"{}\"\n{}", other, USAGE)]),
        };
        let raw = flags.get(i + 1).ok_or_else(|| vec![format!("{} needs a number of seconds", flags[i])])?;
        let seconds: f64 =
            raw.parse().map_err(|_| vec![format!("{}: must be a number of seconds, got \"{}\"", flags[i], raw)])?;
        let number = serde_json::Number::from_f64(seconds)
            .ok_or_else(|| vec![format!("{}: must be finite, got {}", flags[i], raw)])?;
        if let Some(solver) = value.get_mut("solver").and_then(Value::as_object_mut) {
            solver.insert(key.to_string(), Value::Number(number));
        }
        i += 2;
    }
    Ok(variant)
}

/// Directories searched for presets, first match wins.
fn preset_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Ok(d) = std::env::var("MPSIM_SCENARIOS") {
        dirs.push(PathBuf::from(d));
    }
    dirs.push(PathBuf::from("public/scenarios"));
    dirs.push(PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../public/scenarios")));
    dirs
}

fn list_presets() -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = Vec::new();
    for dir in preset_dirs() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for e in entries.flatten() {
            let path = e.path();
            let Some(name) = path.file_stem().and_then(|s| s.to_str()).map(str::to_string) else { continue };
            if path.extension().is_some_and(|x| x == "json")
                && name != "index"
                && !found.iter().any(|(n, _)| *n == name)
            {
                let title = std::fs::read_to_string(&path)
                    .ok()
                    .and_then(|t| serde_json::from_str::<Value>(&t).ok())
                    .and_then(|v| v.get("title").and_then(Value::as_str).map(str::to_string))
                    .unwrap_or_default();
                found.push((name, title));
            }
        }
    }
    found.sort();
    found
}

/// Reads SCENARIO as a file path, or else as a preset name (case-insensitive).
fn load(target: &str) -> Result<Value, Vec<String>> {
    let path = if Path::new(target).is_file() {
        PathBuf::from(target)
    } else {
        preset_dirs()
            .into_iter()
            .filter_map(|dir| std::fs::read_dir(dir).ok())
            .flat_map(|entries| entries.flatten().map(|e| e.path()))
            .find(|p| {
                p.extension().is_some_and(|x| x == "json")
                    && p.file_stem().and_then(|s| s.to_str()).is_some_and(|s| s.eq_ignore_ascii_case(target))
            })
            .ok_or_else(|| {
                let names: Vec<String> = list_presets().into_iter().map(|(n, _)| n).collect();
                vec![format!("{}: no such file or preset (presets: {})", target, names.join(", "))]
            })?
    };
    let text = std::fs::read_to_string(&path).map_err(|e| vec![format!("{}: cannot read: {}", path.display(), e)])?;
    serde_json::from_str(&text).map_err(|e| vec![format!("(root): not valid JSON: {} (in {})", e, path.display())])
}
