//! "Check accuracy": the fluid run again at half its step, compared sample by sample
//! (docs/model.md §4.8). Forward Euler's error shrinks with the step, and delays between two steps
//! are interpolated (§4.2) so the method stays first order at any `dt`: the difference between the
//! runs at `dt` and `dt / 2` is about the error of the run at `dt / 2` and half that of the run at
//! `dt` (the method's error, not a rounding of delays): where it is small against each series'
//! size, the step is small enough.

use crate::run::{build_run_checked, Budget, Run};
use crate::scenario::{Engine, Scenario};
use serde::Serialize;

/// One series' largest difference between the two runs.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeriesDifference {
    /// The column, `x:<route>`.
    pub column: String,
    /// Largest `|x_dt - x_dt/2|` over the samples, Mbps.
    pub max_abs_mbps: f64,
    /// When it is largest, seconds.
    pub at_s: f64,
    /// The series' largest value in the run at `dt`, Mbps (the size the difference is judged by).
    pub peak_mbps: f64,
    /// `max_abs_mbps / peak_mbps` (0 for a series that stays at 0).
    pub relative: f64,
}

/// The check's result: every route's largest difference, largest relative first.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AccuracyReport {
    pub dt_s: f64,
    pub half_dt_s: f64,
    pub series: Vec<SeriesDifference>,
    /// The largest `relative` over the series.
    pub largest_relative: f64,
}

/// Every sample row of a run to its end.
fn rows(mut run: Run) -> Result<(Vec<String>, Vec<f64>, usize), Vec<String>> {
    let names = run.column_names();
    let width = run.sample_width();
    let mut out = vec![0.0; width * run.total_samples()];
    let mut written = 0;
    while !run.is_done() {
        let n = run.write_samples(&mut out[written * width..], 4096.min(run.total_samples() - written).max(1));
        if n == 0 {
            break;
        }
        written += n;
    }
    if let Some(f) = run.failure() {
        return Err(vec![f.to_string()]);
    }
    out.truncate(written * width);
    Ok((names, out, width))
}

/// Runs the fluid scenario at its `dt` and at `dt / 2` (same samples) and compares every route;
/// refused by field when both runs together are over the cost limits (`cost::admit_job`).
pub fn check(scenario: &Scenario) -> Result<AccuracyReport, Vec<String>> {
    check_with(scenario, Budget::Enforce)
}

/// [`check`], with the cost limits lifted by [`Budget::Lift`] (`mpsim --no-budget accuracy`).
pub fn check_with(scenario: &Scenario, budget: Budget) -> Result<AccuracyReport, Vec<String>> {
    if scenario.solver.engine == Engine::Packet {
        return Err(vec![
            "solver.engine: the accuracy check halves the integration step dt, which the packet engine does not have"
                .into(),
        ]);
    }
    let mut half = scenario.clone();
    half.solver.dt_s = scenario.solver.dt_s / 2.0;
    if budget == Budget::Enforce {
        crate::cost::admit_job("the accuracy check", &[scenario.clone(), half.clone()], true)?;
    }
    let (names, a, width) = rows(build_run_checked(scenario, budget)?)?;
    let (_, b, _) = rows(build_run_checked(&half, budget)?)?;
    let samples = a.len().min(b.len()) / width.max(1);
    let mut series = Vec::new();
    for (k, name) in names.iter().enumerate().filter(|(_, n)| n.starts_with("x:")) {
        let (mut max_abs, mut at_s, mut peak) = (0.0f64, 0.0, 0.0f64);
        for i in 0..samples {
            let (x, y) = (a[i * width + k], b[i * width + k]);
            peak = peak.max(x.abs());
            if (x - y).abs() > max_abs {
                max_abs = (x - y).abs();
                at_s = a[i * width];
            }
        }
        let relative = if peak > 0.0 { max_abs / peak } else { 0.0 };
        series.push(SeriesDifference { column: name.clone(), max_abs_mbps: max_abs, at_s, peak_mbps: peak, relative });
    }
    series.sort_by(|p, q| q.relative.total_cmp(&p.relative));
    let largest_relative = series.first().map_or(0.0, |s| s.relative);
    Ok(AccuracyReport { dt_s: scenario.solver.dt_s, half_dt_s: half.solver.dt_s, series, largest_relative })
}
