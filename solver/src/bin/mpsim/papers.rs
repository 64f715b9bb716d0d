//! `mpsim check-paper [SCENARIO ...] [--engine fluid|packet] [--json]`: every published number the
//! presets (or the named scenarios) carry in `meta.reproduces`, measured on their own runs with
//! each engine and judged against the paper (mpsolver::papers). A failing number is printed like
//! a passing one; the last line counts both.

use super::args::CheckPaperArgs;
use mpsolver::papers::{check_paper_with, PaperReport};
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
    let (mut passed, mut failed, mut not_run) = (0, 0, 0);
    println!("{:<30} {:<26} {:<44} {:>16}  result", "preset", "paper", "what", "published");
    for (name, report) in &reports {
        for b in &report.badges {
            let published = match b.tolerance {
                Some(t) => format!("{} ± {} {}", b.paper, t, b.unit),
                None => format!("{}-{} {}", b.low, b.high, b.unit),
            };
            let results: Vec<String> = b
                .results
                .iter()
                .map(|r| match (r.measured, &r.problem) {
                    (Some(v), _) => format!("{} {:.3} {}", r.engine, v, if r.pass { "pass" } else { "FAIL" }),
                    (None, Some(why)) => format!("{} not run ({})", r.engine, why),
                    (None, None) => format!("{} no value FAIL", r.engine),
                })
                .collect();
            let paper = format!("{} {}", report.paper.as_deref().unwrap_or(""), b.source);
            let what = match &b.variant {
                Some(v) => format!("{} ({})", b.what, v),
                None => b.what.clone(),
            };
            println!("{:<30} {:<26} {:<44} {:>16}  {}", name, paper.trim(), what, published.trim(), results.join("; "));
        }
        passed += report.passed;
        failed += report.failed;
        not_run += report.not_run;
    }
    println!("{} passed, {} failed, {} not run", passed, failed, not_run);
    Ok(())
}
