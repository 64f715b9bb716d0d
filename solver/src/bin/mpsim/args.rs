//! `mpsim`'s commands and flags (clap, derive). Numbers are taken as text and read by
//! [`apply_engine_flags`] and [`apply_overrides`], so a bad value gets the same field-named
//! message as before (`--dt: must be a number of seconds, got "x"`) and the scenario reader judges
//! the rest.

use clap::{Args, Parser, Subcommand};
use serde_json::Value;

/// The command line: one command and its flags.
#[derive(Parser)]
#[command(
    name = "mpsim",
    about = "Runs, summarises or checks a Multipath Playground scenario from the command line.",
    arg_required_else_help = true,
    after_help = "SCENARIO is a scenario JSON file or a preset name (see `mpsim presets`).\n\
Invalid input exits with code 2 and one field-named message per line on stderr (the first 20, then\n\
one line counting the rest). Warnings go to stderr as `warning: field: message` and the run goes on.\n\
Every command that runs asks the cost estimate first (`mpsim cost`): a scenario over the limits\n\
(time, samples, drawing, page items, the solver's memory, a packet run's packets; for accuracy,\n\
check-paper, sweep and compare the sum of their runs) is refused with one field-named line per\n\
limit and exit code 2; `--no-budget` runs it anyway."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// Runs even what the cost estimate refuses (over the time, memory, drawing, page-item or
    /// packet limits; for a job, the sum of its runs), for those who mean it.
    #[arg(long, global = true)]
    pub no_budget: bool,
}

/// The commands.
#[derive(Subcommand)]
pub enum Command {
    /// Runs a scenario to its end; CSV to stdout (a header, then one line per sample).
    Run(ScenarioArgs),
    /// Runs a scenario and prints its summary as JSON.
    Summary(ScenarioArgs),
    /// Runs every controller of the scenario's comparison and prints them side by side.
    Compare(ScenarioArgs),
    /// Validates a scenario (and builds its run) without running it.
    Check(ScenarioArgs),
    /// What a run would cost (time, memory and geometry), before it runs.
    Cost(ScenarioArgs),
    /// Lists the presets.
    Presets,
    /// The run at dt against the run at dt/2, the largest difference per route.
    Accuracy(ScenarioArgs),
    /// Times full runs (sampled into a buffer, as the worker does); prints JSON.
    Bench(ScenarioArgs),
    /// A grid of runs on every core, one CSV row per run (docs/sweeps.md).
    Sweep(SweepArgs),
    /// Each preset's published numbers (meta.reproduces) against its runs, judged by the engines
    /// each claim's kind names (the other engine's value printed as a comparison).
    CheckPaper(CheckPaperArgs),
    /// Paper 003's link utilization closed forms, against subflows (or flows).
    Theory(TheoryArgs),
    /// Runs a scenario and writes each path's capacity as a Mahimahi trace and CSV, with a README
    /// for mm-link, into a folder (docs/real-data.md, Traces out).
    Traces(TracesArgs),
}

/// `mpsim traces`'s flags.
#[derive(Args)]
pub struct TracesArgs {
    /// The scenario and the flags of a run.
    #[command(flatten)]
    pub run: ScenarioArgs,
    /// The folder to write (made if missing).
    #[arg(long, value_name = "DIR")]
    pub out: std::path::PathBuf,
}

/// The engine flags: each overrides the scenario's `solver` setting of the same meaning.
#[derive(Args)]
pub struct EngineFlags {
    /// `solver.engine`: fluid (the default) or packet.
    #[arg(long, value_name = "fluid|packet", allow_hyphen_values = true)]
    pub engine: Option<String>,
    /// `solver.seed`: the packet engine's random seed.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub seed: Option<String>,
    /// `solver.bufferPackets`: every link's buffer in a packet run.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub buffer_packets: Option<String>,
    /// `solver.randomDropFraction`: the top fraction of a packet-run buffer with random drops.
    #[arg(long, value_name = "FRACTION", allow_hyphen_values = true)]
    pub random_drop: Option<String>,
}

/// A scenario and the flags of the commands that run it.
#[derive(Args)]
pub struct ScenarioArgs {
    /// A scenario JSON file or a preset name.
    #[arg(value_name = "SCENARIO")]
    pub scenario: String,
    /// The engine and its settings.
    #[command(flatten)]
    pub engine: EngineFlags,
    /// `solver.sampleEveryS`: seconds between two sample rows.
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true)]
    pub every: Option<String>,
    /// `solver.dtS`: the fluid step, seconds.
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true)]
    pub dt: Option<String>,
    /// `solver.durationS`: the run's length, seconds.
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true)]
    pub duration: Option<String>,
    /// Runs controller N of the scenario's comparison.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub variant: Option<String>,
    /// `metrics.fileMegabytes`: the file of the transfer time.
    #[arg(long, value_name = "MB", allow_hyphen_values = true)]
    pub file_mb: Option<String>,
    /// JSON output (compare, cost, accuracy).
    #[arg(long)]
    pub json: bool,
    /// Holds every capacity at its value at this time from then on, mobility stopped there
    /// (run, summary, bench, check; the fluid engine; docs/model.md §4.10).
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true)]
    pub freeze_at: Option<String>,
}

/// `--freeze-at`'s time, seconds, if given.
pub fn freeze_at_s(args: &ScenarioArgs) -> Result<Option<f64>, Vec<String>> {
    let Some(raw) = &args.freeze_at else { return Ok(None) };
    match raw.parse::<f64>() {
        Ok(t) if t.is_finite() && t >= 0.0 => Ok(Some(t)),
        _ => Err(vec![format!("--freeze-at: must be a time >= 0 in seconds, got \"{}\"", raw)]),
    }
}

/// `mpsim sweep`'s flags.
#[derive(Args)]
pub struct SweepArgs {
    /// A scenario JSON file or a preset name.
    #[arg(value_name = "SCENARIO")]
    pub scenario: String,
    /// The engine and its settings.
    #[command(flatten)]
    pub engine: EngineFlags,
    /// An axis: a field's path and FROM:TO:STEPS (repeat for a grid).
    #[arg(long = "set", value_name = "PATH=FROM:TO:STEPS", allow_hyphen_values = true)]
    pub sets: Vec<String>,
    /// Runs only shard I of N (0 <= I < N).
    #[arg(long, value_name = "I/N", allow_hyphen_values = true)]
    pub shard: Option<String>,
    /// Threads (default: every core).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub jobs: Option<String>,
}

/// `mpsim check-paper`'s flags.
#[derive(Args)]
pub struct CheckPaperArgs {
    /// Scenario files or preset names (default: every preset with `meta.reproduces`).
    #[arg(value_name = "SCENARIO")]
    pub scenarios: Vec<String>,
    /// Runs one engine only (default: both); a claim of the other engine's kind then shows only a comparison.
    #[arg(long, value_name = "fluid|packet", allow_hyphen_values = true)]
    pub engine: Option<String>,
    /// JSON output: a list of `{name, report}`.
    #[arg(long)]
    pub json: bool,
}

/// `mpsim theory`'s flags.
#[derive(Args)]
pub struct TheoryArgs {
    /// The decrease factor b (default 0.5).
    #[arg(long, value_name = "B", allow_hyphen_values = true)]
    pub b: Option<String>,
    /// The initial window W0 (default 42).
    #[arg(long, value_name = "W0", allow_hyphen_values = true)]
    pub w0: Option<String>,
    /// The coupling gamma (default 0).
    #[arg(long, value_name = "G", allow_hyphen_values = true)]
    pub gamma: Option<String>,
    /// Subflows (or flows) up to N (default 10).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub max: Option<String>,
    /// Against flows of N subflows each (Fig 6 / Table 1) instead of subflows.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub flows_of: Option<String>,
    /// JSON output.
    #[arg(long)]
    pub json: bool,
}

/// Writes the engine flags into the scenario's `solver` settings (`--engine` -> `solver.engine`,
/// `--seed` -> `solver.seed`, `--buffer-packets` -> `solver.bufferPackets`, `--random-drop` ->
/// `solver.randomDropFraction`), so the scenario reader checks them as it checks a file.
pub fn apply_engine_flags(value: &mut Value, flags: &EngineFlags) -> Result<(), Vec<String>> {
    let whole = |flag: &str, raw: &str| {
        raw.parse::<u64>()
            .map(Value::from)
            .map_err(|_| vec![format!("{}: must be a whole number, got \"{}\"", flag, raw)])
    };
    let mut settings = Vec::new();
    if let Some(raw) = &flags.engine {
        settings.push(("engine", Value::from(raw.as_str())));
    }
    if let Some(raw) = &flags.seed {
        settings.push(("seed", whole("--seed", raw)?));
    }
    if let Some(raw) = &flags.buffer_packets {
        settings.push(("bufferPackets", whole("--buffer-packets", raw)?));
    }
    if let Some(raw) = &flags.random_drop {
        let fraction =
            raw.parse::<f64>().map_err(|_| vec![format!("--random-drop: must be a number, got \"{}\"", raw)])?;
        settings.push(("randomDropFraction", Value::from(fraction)));
    }
    for (key, setting) in settings {
        let solver = value.get_mut("solver").and_then(Value::as_object_mut);
        solver.ok_or_else(|| vec!["solver: is required".to_string()])?.insert(key.to_string(), setting);
    }
    Ok(())
}

/// Overrides solver settings from `--every`, `--dt`, `--duration` and the file size from
/// `--file-mb` before validation, so the scenario's own rules judge them; returns `--variant`.
pub fn apply_overrides(value: &mut Value, args: &ScenarioArgs) -> Result<Option<usize>, Vec<String>> {
    let variant = match &args.variant {
        Some(raw) => {
            Some(raw.parse().map_err(|_| vec![format!("--variant: must be a whole number, got \"{}\"", raw)])?)
        }
        None => None,
    };
    if let Some(raw) = &args.file_mb {
        let mb: f64 =
            raw.parse().map_err(|_| vec![format!("--file-mb: must be a number of megabytes, got \"{}\"", raw)])?;
        let number =
            serde_json::Number::from_f64(mb).ok_or_else(|| vec![format!("--file-mb: must be finite, got {}", raw)])?;
        if let Some(root) = value.as_object_mut() {
            root.insert("metrics".into(), serde_json::json!({ "fileMegabytes": number }));
        }
    }
    for (flag, key, raw) in [
        ("--every", "sampleEveryS", &args.every),
        ("--dt", "dtS", &args.dt),
        ("--duration", "durationS", &args.duration),
    ] {
        let Some(raw) = raw else { continue };
        let seconds: f64 =
            raw.parse().map_err(|_| vec![format!("{}: must be a number of seconds, got \"{}\"", flag, raw)])?;
        let number = serde_json::Number::from_f64(seconds)
            .ok_or_else(|| vec![format!("{}: must be finite, got {}", flag, raw)])?;
        if let Some(solver) = value.get_mut("solver").and_then(Value::as_object_mut) {
            solver.insert(key.to_string(), Value::Number(number));
        }
    }
    Ok(variant)
}
