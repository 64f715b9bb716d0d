//! `mpsim check-paper [SCENARIO ...] [--engine fluid|packet] [--json]`: every published number the
//! presets (or the named scenarios) carry in `meta.reproduces`, measured on their own runs with
//! each engine and judged against the paper (mpsolver::papers) by the engines its kind names; the
//! other engine's value is printed beside it as a comparison, never as a miss. A failing number is
//! printed like a passing one; the last line counts both, and the comparisons.

use super::args::CheckPaperArgs;
use mpsolver::papers::{check_paper_with, BadgeReport, EngineResult, PaperReport};
use mpsolver::run::Budget;
use mpsolver::scenario::Engine;

/// Runs the check and prints a table (or JSON: a list of `{name, report}`).
pub fn check_paper_command(
    args: &CheckPaperArgs,
    load: impl Fn(&str) -> Result<serde_json::Value, Vec<String>>,
    presets: Vec<String>,
    budget: Budget,
) -> Result<(), Vec<String>> {
    let engines = match &args.engine {
        None => Engine::ALL.to_vec(),
        Some(name) => match name.parse::<Engine>() {
            Ok(engine) => vec![engine],
            Err(_) => return Err(vec![format!("--engine: must be fluid or packet, got {:?}", name)]),
        },
    };
    let (json, mut names) = (args.json, args.scenarios.clone());
    let all = names.is_empty();
    if all {
        names = presets;
    }
    let mut reports: Vec<(String, PaperReport)> = Vec::new();
    for name in &names {
        let value = load(name)?;
        let has_badges = value.get("meta").and_then(|m| m.get("reproduces")).is_some();
        if all && !has_badges {
            continue;
        }
        let report = check_paper_with(&value.to_string(), &engines, budget)
            .map_err(|e| e.into_iter().map(|m| format!("{}: {}", name, m)).collect::<Vec<_>>())?;
        reports.push((name.clone(), report));
    }
    if json {
        let list: Vec<_> = reports.iter().map(|(n, r)| serde_json::json!({ "name": n, "report": r })).collect();
        println!("{}", serde_json::to_string_pretty(&list).unwrap_or_default());
        return Ok(());
    }
    let (mut passed, mut failed, mut not_run, mut compared) = (0, 0, 0, 0);
    println!("{:<30} {:<26} {:<44} {:<18} {:>16}  result", "preset", "paper", "what", "kind", "published");
    for (name, report) in &reports {
        for b in &report.badges {
            let published = match b.tolerance {
                Some(t) => format!("{} ± {} {}", b.paper, t, b.unit),
                None => format!("{}-{} {}", b.low, b.high, b.unit),
            };
            let results: Vec<String> = b.results.iter().map(|r| result_words(b, r)).collect();
            let paper = format!("{} {}", report.paper.as_deref().unwrap_or(""), b.source);
            let what = match &b.variant {
                Some(v) => format!("{} ({})", b.what, v),
                None => b.what.clone(),
            };
            let kind = b.kind.map_or("(none: all judge)", |k| k.name());
            println!(
                "{:<30} {:<26} {:<44} {:<18} {:>16}  {}",
                name,
                paper.trim(),
                what,
                kind,
                published.trim(),
                results.join("; ")
            );
        }
        passed += report.passed;
        failed += report.failed;
        not_run += report.not_run;
        compared += report.compared;
    }
    println!(
        "{} passed, {} failed, {} not run; {} shown as comparisons, not judged",
        passed, failed, not_run, compared
    );
    Ok(())
}

/// One engine's outcome in words: `fluid 13.600 pass`, or for an engine the claim's kind does not
/// name, `packet 20.040 Mbps (comparison; the paper's claim is a fluid-model result)`.
fn result_words(b: &BadgeReport, r: &EngineResult) -> String {
    match (r.measured, &r.problem, r.judged) {
        (Some(v), _, true) => format!("{} {:.3} {}", r.engine, v, if r.pass { "pass" } else { "FAIL" }),
        (Some(v), _, false) => format!(
            "{} {:.3}{} (comparison; the paper's claim is {})",
            r.engine,
            v,
            if b.unit.is_empty() { String::new() } else { format!(" {}", b.unit) },
            b.kind.map_or("of another kind", |k| k.words())
        ),
        (None, Some(why), judged) => {
            format!("{} not run ({}){}", r.engine, why, if judged { "" } else { " (comparison)" })
        }
        (None, None, true) => format!("{} no value FAIL", r.engine),
        (None, None, false) => format!("{} no value (comparison)", r.engine),
    }
}
