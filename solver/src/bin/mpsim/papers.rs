//! `mpsim check-paper [SCENARIO ...] [--engine fluid|packet] [--json]`: every published number the
//! presets (or the named scenarios) carry in `meta.reproduces`, measured on their own runs with
//! each engine and judged against the paper (mpsolver::papers). A failing number is printed like
//! a passing one; the last line counts both.

use mpsolver::papers::{check_paper, PaperReport};
use mpsolver::scenario::Engine;

/// Runs the check and prints a table (or JSON: a list of `{name, report}`).
pub fn check_paper_command(
    args: &[String],
    load: impl Fn(&str) -> Result<serde_json::Value, Vec<String>>,
    presets: Vec<String>,
) -> Result<(), Vec<String>> {
    let mut engines = Engine::ALL.to_vec();
    let mut json = false;
    let mut names = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--json" => json = true,
            "--engine" => {
                let name = args.get(i + 1).map_or("", String::as_str);
                engines = match name.parse::<Engine>() {
                    Ok(engine) => vec![engine],
                    Err(_) => return Err(vec![format!("--engine: must be fluid or packet, got {:?}", name)]),
                };
                i += 1;
            }
            flag if flag.starts_with("--") => return Err(vec![format!("check-paper: unknown option \"{}\"", flag)]),
            name => names.push(name.to_string()),
        }
        i += 1;
    }
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
        let report = check_paper(&value.to_string(), &engines)
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
