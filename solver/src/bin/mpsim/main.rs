//! `mpsim`: run, summarise or check a scenario from the command line (`mpsim --help` lists the
//! commands and flags, [`args`] declares them).
//!
//! SCENARIO is a path to a scenario JSON file or the name of a preset in `public/scenarios/`.
//! Every run is built by `mpsolver::run`, the same seam the wasm exports use, whatever its engine.
//! Invalid input exits with code 2 and one field-named message per line on stderr (the first 20,
//! then one line counting the rest). Warnings (a step too coarse for a delay or a gain) go to
//! stderr as `warning: field: message`, and the run goes on; a run whose numbers stop being finite
//! exits with code 2 and names the route and the time.

mod args;
mod compare;
mod cost;
mod papers;
mod presets;
mod sweep;
mod theory;
mod traces;

use args::{apply_engine_flags, apply_overrides, Cli, Command, ScenarioArgs};
use clap::Parser;
use mpsolver::output;
use mpsolver::run::{build_run_checked, chosen_variant, Budget, Run};
use mpsolver::scenario::reader::cap;
use mpsolver::scenario::Engine;
use presets::{list_presets, load};
use serde_json::Value;
use std::io::Write;
use std::process::ExitCode;

/// Lets a closed stdout (`mpsim summary x.json | head -1`) end the process quietly, as Unix tools
/// do, instead of a panic in `println!`: SIGPIPE gets its default action back (Rust ignores it).
#[cfg(unix)]
fn quiet_broken_pipe() {
    extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    // SAFETY: restoring a signal's default action before any thread starts.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

#[cfg(not(unix))]
fn quiet_broken_pipe() {}

fn main() -> ExitCode {
    quiet_broken_pipe();
    let cli = Cli::parse();
    let budget = if cli.no_budget { Budget::Lift } else { Budget::Enforce };
    match dispatch(cli.command, budget) {
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

fn dispatch(command: Command, budget: Budget) -> Result<(), Vec<String>> {
    match command {
        Command::Presets => {
            for (name, title) in list_presets() {
                println!("{:<8} {}", name, title);
            }
            Ok(())
        }
        Command::Theory(a) => theory::theory(&a),
        Command::CheckPaper(a) => {
            let presets = list_presets().into_iter().map(|(n, _)| n).collect();
            papers::check_paper_command(&a, load, presets, budget).map_err(over_the_limits)
        }
        Command::Sweep(a) => {
            let mut value = load(&a.scenario)?;
            apply_engine_flags(&mut value, &a.engine)?;
            sweep::sweep(&value, &a, budget).map_err(over_the_limits)
        }
        Command::Run(a) => scenario_command("run", &a, budget),
        Command::Summary(a) => scenario_command("summary", &a, budget),
        Command::Compare(a) => scenario_command("compare", &a, budget),
        Command::Check(a) => scenario_command("check", &a, budget),
        Command::Cost(a) => scenario_command("cost", &a, budget),
        Command::Accuracy(a) => scenario_command("accuracy", &a, budget),
        Command::Bench(a) => scenario_command("bench", &a, budget),
        Command::Traces(a) => traces_command(&a, budget),
    }
    .map_err(over_the_limits)
}

/// `mpsim traces SCENARIO --out DIR`: the run to its end, then its paths' traces in DIR.
fn traces_command(args: &args::TracesArgs, budget: Budget) -> Result<(), Vec<String>> {
    let mut value = load(&args.run.scenario)?;
    apply_engine_flags(&mut value, &args.run.engine)?;
    let variant = apply_overrides(&mut value, &args.run)?;
    let mut run = build_cli_run(&value, variant, budget)?;
    traces::write_traces(&mut run, &args.out)?;
    run.failure().map_or(Ok(()), |f| Err(vec![f.to_string()]))
}

/// The last line of a refusal by the cost estimate: how to run it anyway.
const NO_BUDGET_LINE: &str = "over the limits: mpsim --no-budget runs it anyway";

/// A refusal's messages with [`NO_BUDGET_LINE`] added once when a limit refused it.
fn over_the_limits(mut messages: Vec<String>) -> Vec<String> {
    let by_limit = messages.iter().any(|m| {
        m.contains("the solver may use")
            || m.contains("a packet run may move")
            || m.contains(" limit")
            || m.contains("the page draws")
            || m.contains("a job may take")
    });
    if by_limit && !messages.iter().any(|m| m == NO_BUDGET_LINE) {
        messages.push(NO_BUDGET_LINE.to_string());
    }
    messages
}

/// A command on one scenario: the flags written into its JSON, then the command.
fn scenario_command(command: &str, args: &ScenarioArgs, budget: Budget) -> Result<(), Vec<String>> {
    let target = &args.scenario;
    let mut value = load(target)?;
    apply_engine_flags(&mut value, &args.engine)?;
    let variant = apply_overrides(&mut value, args)?;
    let engine = value.pointer("/solver/engine").and_then(Value::as_str).and_then(|n| n.parse::<Engine>().ok());
    // The scenario is read from the parsed value once (a 14 MB file is not written out and parsed
    // again); `compare` and `cost` take the text.
    let freeze_s = args::freeze_at_s(args)?;
    let build = || {
        let mut run = build_cli_run(&value, variant, budget)?;
        if let Some(t) = freeze_s {
            run.freeze_capacities_at(t)?;
        }
        Ok::<Run, Vec<String>>(run)
    };
    match command {
        "compare" => compare::compare(&value.to_string(), args.json, budget),
        "cost" | "accuracy" if engine == Some(Engine::Packet) => Err(vec![format!(
            "mpsim {}: not available for the packet engine yet (solver.engine is \"packet\"; run, summary, compare, bench and check are)",
            command
        )]),
        "cost" => cost::cost(&value.to_string(), target, args.json),
        "accuracy" => accuracy(&value, args.json, budget),
        "check" => build().map(|_| println!("ok: {}", target)),
        "run" => {
            let mut run = build()?;
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
            // A closed pipe (`mpsim run ... | head`) is not an error worth a message.
            let _ = output::write_csv(run.engine_run_mut(), &mut out).and_then(|_| out.flush());
            run.failure().map_or(Ok(()), |f| Err(vec![f.to_string()]))
        }
        "summary" => {
            let mut run = build()?;
            run.run_to_end();
            let report = run.summary().map_err(|e| vec![e])?;
            println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
            Ok(())
        }
        _ => bench(build),
    }
}

/// The run of the scenario (or of its comparison variant) by its engine, as `mpsolver::run`
/// builds it for the page; its warnings go to stderr. With [`Budget::Enforce`] a scenario over
/// any cost limit (`cost::admit_all`, as the page's gate) is refused by field before anything
/// is built.
fn build_cli_run(value: &Value, variant: Option<usize>, budget: Budget) -> Result<Run, Vec<String>> {
    let scenario = mpsolver::scenario::parse_value(value)?;
    let chosen = match variant {
        Some(i) => chosen_variant(&scenario, i)?,
        None => scenario,
    };
    if budget == Budget::Enforce {
        mpsolver::cost::admit_all(&chosen)?;
    }
    let run = build_run_checked(&chosen, Budget::Lift)?;
    warn(run.engine_run().warnings());
    Ok(run)
}

/// `mpsim accuracy SCENARIO [--json]`: the run at `dt` against the run at `dt / 2`, the largest
/// difference of every route (docs/model.md §4.8).
fn accuracy(value: &Value, json: bool, budget: Budget) -> Result<(), Vec<String>> {
    let scenario = mpsolver::scenario::parse_value(value)?;
    let report = mpsolver::accuracy::check_with(&scenario, budget)?;
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

/// Prints a run's warnings to stderr, one `warning: field: message` a line.
pub(crate) fn warn(warnings: &[String]) {
    for w in warnings {
        eprintln!("warning: {}", w);
    }
}

/// Times full runs of either engine (built and sampled into a buffer, as the worker does) and
/// prints JSON: `{"engine", "runs", "minMs", "medianMs", "checksum"}` and the engine's counts
/// (fluid: `steps`, `routes`; packet: `events`, `eventsPerSecond`). Repeats come from
/// `MPSIM_BENCH_RUNS` (default 7 fluid, 3 packet).
fn bench(build: impl Fn() -> Result<Run, Vec<String>>) -> Result<(), Vec<String>> {
    let requested: Option<usize> = std::env::var("MPSIM_BENCH_RUNS").ok().and_then(|v| v.parse().ok());
    let (mut times, mut checksum, mut runs, mut last) = (Vec::new(), 0.0, 1, None);
    while times.len() < runs {
        let start = std::time::Instant::now();
        let mut run = build()?;
        runs = requested.unwrap_or_else(|| run.engine_run().bench_runs()).max(1);
        let width = run.sample_width();
        let mut buf = vec![0.0; width * 4096];
        while !run.is_done() {
            let rows = run.write_samples(&mut buf, 4096);
            checksum += buf[..rows * width].iter().sum::<f64>();
        }
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        if let Some(failure) = run.failure() {
            return Err(vec![failure.to_string()]);
        }
        last = Some(run);
    }
    times.sort_by(f64::total_cmp);
    let Some(run) = last else { return Ok(()) };
    let mut report = serde_json::json!({
        "engine": run.engine().name(), "runs": runs, "minMs": times[0], "medianMs": times[runs / 2], "checksum": checksum
    });
    if let (Some(report), Value::Object(counts)) =
        (report.as_object_mut(), run.engine_run().bench_counts(times[0] / 1000.0))
    {
        report.extend(counts);
    }
    println!("{}", report);
    Ok(())
}
