//! The cost of a job: several runs made for one answer (the accuracy check's two resolutions,
//! paper badges' variants and engines, a sweep's points, a comparison's variants). A job's cost
//! is the sum of its runs' times, the largest of its runs' working memory plus the samples it
//! keeps, and every run's own hard limits; background work asks here before its first run, so
//! it never runs what the page itself would refuse.

use super::memory::MemoryCost;
use super::suggest::millis;
use super::{assess, verdict, Excess, RunCost, LIMITS};
use crate::scenario::Scenario;
use serde::Serialize;

/// The time a job may take, ms: the page's limit for one run, since a job runs in the page's
/// background where nobody chose to "run anyway".
pub const JOB_SOLVE_MS: f64 = LIMITS.solve_ms;

/// The estimated cost of a job.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JobCost {
    /// What the job is (`accuracy`, `check-paper`, `sweep`, `compare`).
    pub job: String,
    /// Runs it makes.
    pub runs: usize,
    /// The sum of its runs' integration and path-building times, ms.
    pub total_ms: f64,
    /// Its memory: the largest run's parts and the samples it keeps.
    pub memory: MemoryCost,
    /// The limits it exceeds (empty when it fits).
    pub over: Vec<Excess>,
}

/// Estimates a job of `runs` (each a validated scenario); `keeps_samples` when the job holds
/// every run's samples at once (accuracy, paper badges).
pub fn estimate_job(job: &str, runs: &[Scenario], keeps_samples: bool) -> JobCost {
    let costs: Vec<RunCost> = runs.iter().map(assess).collect();
    let total_ms = costs.iter().map(RunCost::total_ms).sum();
    let held = if keeps_samples { costs.iter().map(|c| c.sample_bytes).sum() } else { 0.0 };
    let memory = MemoryCost::of_job(&costs.iter().map(|c| &c.memory).collect::<Vec<_>>(), held);
    let mut over: Vec<Excess> = Vec::new();
    for e in costs.iter().flat_map(|c| c.over.iter().filter(|e| e.hard)) {
        if !over.iter().any(|o| o.message == e.message) {
            over.push(e.clone());
        }
    }
    if over.is_empty() {
        if let (Some(first), Some(s)) = (costs.first(), runs.first()) {
            let whole = RunCost { memory: memory.clone(), ..first.clone() };
            over.extend(verdict::memory_excess(s, &whole, Some((job, runs.len()))));
        }
    }
    if total_ms > JOB_SOLVE_MS {
        over.push(Excess {
            what: "time",
            field: "solver.durationS",
            estimate: total_ms,
            limit: JOB_SOLVE_MS,
            hard: true,
            message: format!(
                "solver.durationS: {} makes {} runs of about {} in all, over the {} a job may take; shorten solver.durationS or use a longer solver.dtS",
                job,
                runs.len(),
                millis(total_ms),
                millis(JOB_SOLVE_MS)
            ),
        });
    }
    JobCost { job: job.to_string(), runs: runs.len(), total_ms, memory, over }
}

/// The gate of a job: `Err` with the field-named messages of every limit it exceeds.
pub fn admit_job(job: &str, runs: &[Scenario], keeps_samples: bool) -> Result<JobCost, Vec<String>> {
    let cost = estimate_job(job, runs, keeps_samples);
    if cost.over.is_empty() {
        Ok(cost)
    } else {
        Err(super::messages(&cost.over))
    }
}

/// A job's cost from JSON, for the page (`mp_job_cost`): `{"job": "the sweep", "scenarios": [...],
/// "keepsSamples": false}`, each scenario as in a file; the reader's field-named errors (prefixed
/// `scenarios[i].`) otherwise.
pub fn job_cost_json(text: &str) -> Result<JobCost, Vec<String>> {
    let request: serde_json::Value =
        serde_json::from_str(text).map_err(|e| vec![format!("(root): not valid JSON: {}", e)])?;
    let job = request.get("job").and_then(serde_json::Value::as_str).unwrap_or("the job");
    let keeps = request.get("keepsSamples").and_then(serde_json::Value::as_bool).unwrap_or(false);
    let list = request
        .get("scenarios")
        .and_then(serde_json::Value::as_array)
        .ok_or_else(|| vec!["scenarios: must be a list of scenarios".to_string()])?;
    let mut runs = Vec::with_capacity(list.len());
    for (i, v) in list.iter().enumerate() {
        let s = crate::scenario::parse_value(v)
            .map_err(|e| e.into_iter().map(|m| format!("scenarios[{}].{}", i, m)).collect::<Vec<_>>())?;
        runs.push(s);
    }
    Ok(estimate_job(job, &runs, keeps))
}
