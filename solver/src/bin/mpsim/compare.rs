//! `mpsim compare`: every controller of a scenario's comparison, run and summarised side by side.

use mpsolver::run::{build_run_checked, Budget};
use mpsolver::scenario;
use mpsolver::summary::Summary;

/// Runs every variant of the comparison in `text`; prints a table, or JSON with `json`.
pub fn compare(text: &str, json: bool, budget: Budget) -> Result<(), Vec<String>> {
    let parsed = scenario::parse(text)?;
    let comparison = parsed
        .comparison
        .clone()
        .ok_or_else(|| vec!["comparison: the scenario has none (add a \"comparison\" object)".to_string()])?;
    if budget == Budget::Enforce {
        let variants: Vec<_> = (0..comparison.variants.len()).filter_map(|i| parsed.variant(i)).collect();
        mpsolver::cost::admit_job("the comparison", &variants, false)?;
    }
    let mut rows = Vec::new();
    for (i, v) in comparison.variants.iter().enumerate() {
        let variant = parsed.variant(i).ok_or_else(|| vec![format!("comparison.variants[{}]: missing", i)])?;
        let mut run = build_run_checked(&variant, budget)?;
        super::warn(run.engine_run().warnings());
        run.run_to_end();
        rows.push((
            v.label.clone(),
            run.summary().map_err(|e| vec![format!("comparison.variants[{}] ({}): {}", i, v.label, e)])?,
        ));
    }
    if json {
        let list: Vec<_> = rows.iter().map(|(label, s)| serde_json::json!({ "label": label, "summary": s })).collect();
        println!("{}", serde_json::to_string_pretty(&list).unwrap_or_default());
    } else {
        println!("{}", table(&comparison.source, &rows));
    }
    Ok(())
}

/// The comparison as text: one block per controller.
fn table(source: &str, rows: &[(String, Summary)]) -> String {
    let mut out = String::new();
    for (label, s) in rows {
        out.push_str(&format!("== {} ==\n", label));
        for src in &s.sources {
            let mark = if src.id == source { "*" } else { " " };
            let mut line = format!(
                "{} {:<14} {:<16} {:>8.3} Mbps {:>9.2} MB",
                mark, src.id, src.controller, src.total.mean_mbps, src.megabytes
            );
            if let Some(cap) = src.sending_rate_mbps {
                line.push_str(&format!("  {:.1}% of its {} Mbps", 100.0 * src.total.mean_mbps / cap, cap));
            }
            if let Some(ff) = src.friendliness_factor {
                line.push_str(&format!("  FF {:.3}", ff));
            }
            let file = src.file_megabytes.unwrap_or(s.file_megabytes);
            match src.file_transfer_s {
                Some(t) => line.push_str(&format!("  {} MB in {:.1} s", file, t)),
                None => line.push_str(&format!("  {} MB not done", file)),
            }
            out.push_str(&line);
            out.push('\n');
        }
        for r in s.routes.iter().filter(|r| r.source == source) {
            let ff = r.friendliness_factor.map_or(String::new(), |f| format!("  FF {:.3}", f));
            out.push_str(&format!(
                "    path {:<18} {:>8.3} Mbps {:>6.1}% {:>9.2} MB{}\n",
                r.id,
                r.throughput.mean_mbps,
                100.0 * r.share,
                r.megabytes,
                ff
            ));
        }
        for j in &s.resources {
            out.push_str(&format!(
                "    resource {:<14} load {:>8.3} / {:>8.3} Mbps  utilization {:>5.1}%\n",
                j.id,
                j.mean_load_mbps,
                j.mean_capacity_mbps,
                100.0 * j.utilization
            ));
        }
        if let Some(jain) = s.jain_index {
            out.push_str(&format!("    Jain's index {:.3}\n", jain));
        }
    }
    out
}
