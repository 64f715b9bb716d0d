//! Parameter sweeps (`mpsim sweep`, docs/sweeps.md): a grid over numeric fields of a scenario,
//! each point run to the end and summarised into one CSV row of parameters and metrics, ready for
//! pandas. The grid is the Cartesian product of the axes, the last axis varying fastest; a shard
//! `I/N` takes the points `k` with `k mod N = I`, so a cluster's job array splits it evenly.

use crate::network::Network;
use crate::run::{build_run_checked, Budget};
use crate::scenario;
use crate::summary::Summary;
use serde_json::Value;

/// One axis of a sweep: a field path and its values.
#[derive(Debug, Clone, PartialEq)]
pub struct Axis {
    /// A path into the scenario: keys and, in arrays, an element's `id` or its index
    /// (`stations.B1.capacityMbps`, `channels.0.delays.forwardMs`, `solver.dtS`).
    pub path: String,
    pub values: Vec<f64>,
}

/// The most points one sweep may have.
pub const MAX_POINTS: usize = 1_000_000;

impl Axis {
    /// Reads `PATH=FROM:TO:STEPS`: `STEPS` evenly spaced values from `FROM` to `TO` (both
    /// included; one step is `FROM`).
    pub fn parse(spec: &str) -> Result<Axis, String> {
        let (path, range) =
            spec.split_once('=').ok_or_else(|| format!("--set {}: must be PATH=FROM:TO:STEPS", spec))?;
        let parts: Vec<&str> = range.split(':').collect();
        let [from, to, steps] = parts[..] else {
            return Err(format!("--set {}: the range must be FROM:TO:STEPS, got \"{}\"", path, range));
        };
        let number = |s: &str, what: &str| {
            s.trim()
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite())
                .ok_or_else(|| format!("--set {}: {} must be a finite number, got \"{}\"", path, what, s))
        };
        let (from, to) = (number(from, "FROM")?, number(to, "TO")?);
        let steps: usize = steps.trim().parse().ok().filter(|&n| (1..=MAX_POINTS).contains(&n)).ok_or_else(|| {
            format!("--set {}: STEPS must be a whole number from 1 to {}, got \"{}\"", path, MAX_POINTS, steps)
        })?;
        if path.is_empty() {
            return Err(format!("--set {}: the path is empty", spec));
        }
        let values = (0..steps)
            .map(|i| if steps == 1 { from } else { from + (to - from) * i as f64 / (steps - 1) as f64 })
            .collect();
        Ok(Axis { path: path.to_string(), values })
    }
}

/// Points in the grid of `axes` (1 without axes), or an error above [`MAX_POINTS`].
pub fn grid_size(axes: &[Axis]) -> Result<usize, String> {
    axes.iter().try_fold(1usize, |n, a| {
        n.checked_mul(a.values.len())
            .filter(|&n| n <= MAX_POINTS)
            .ok_or_else(|| format!("--set: the grid has more than {} points", MAX_POINTS))
    })
}

/// The values of point `k` of the grid, one per axis (the last axis varies fastest).
pub fn point(axes: &[Axis], mut k: usize) -> Vec<f64> {
    let mut out = vec![0.0; axes.len()];
    for (i, a) in axes.iter().enumerate().rev() {
        out[i] = a.values[k % a.values.len()];
        k /= a.values.len();
    }
    out
}

/// Sets the number at `path` in a scenario (every segment but the last must exist; the last may
/// be new, so a default can be swept).
pub fn set_path(scenario: &mut Value, path: &str, x: f64) -> Result<(), String> {
    let segments: Vec<&str> = path.split('.').collect();
    let mut node = scenario;
    for (i, seg) in segments.iter().enumerate() {
        let last = i + 1 == segments.len();
        let here = segments[..i].join(".");
        let at = if here.is_empty() { "the scenario".to_string() } else { here };
        node = match node {
            Value::Array(items) => {
                let index = match seg.parse::<usize>() {
                    Ok(n) if n < items.len() => n,
                    _ => items
                        .iter()
                        .position(|e| e.get("id").and_then(Value::as_str) == Some(seg))
                        .ok_or_else(|| format!("--set {}: {} has no element with id or index \"{}\"", path, at, seg))?,
                };
                &mut items[index]
            }
            Value::Object(map) => {
                if last {
                    let number = serde_json::Number::from_f64(x)
                        .ok_or_else(|| format!("--set {}: {} is not a finite number", path, x))?;
                    map.insert(seg.to_string(), Value::Number(number));
                    return Ok(());
                }
                map.get_mut(*seg).ok_or_else(|| format!("--set {}: {} has no \"{}\"", path, at, seg))?
            }
            _ => return Err(format!("--set {}: {} is not an object or an array", path, at)),
        };
        if last {
            return Err(format!("--set {}: \"{}\" is an array element, not a number field", path, seg));
        }
    }
    Ok(())
}

/// A sweep point as the page asks for it: `{"scenario": {...}, "sets": [["path", value], ...]}`
/// becomes the scenario with each value set (errors name the path).
pub fn scenario_with_sets(text: &str) -> Result<Value, Vec<String>> {
    let mut request: Value = serde_json::from_str(text).map_err(|e| vec![format!("(root): not valid JSON: {}", e)])?;
    let sets = request.get("sets").and_then(Value::as_array).cloned().unwrap_or_default();
    let scenario = request.get_mut("scenario").map(Value::take).ok_or_else(|| vec!["scenario: missing".to_string()])?;
    let mut scenario = scenario;
    let mut errors = Vec::new();
    for (i, set) in sets.iter().enumerate() {
        match (set.get(0).and_then(Value::as_str), set.get(1).and_then(Value::as_f64)) {
            (Some(path), Some(x)) => {
                if let Err(e) = set_path(&mut scenario, path, x) {
                    errors.push(e);
                }
            }
            _ => errors.push(format!("sets[{}]: must be [\"path\", number], got {}", i, set)),
        }
    }
    if errors.is_empty() {
        Ok(scenario)
    } else {
        Err(errors)
    }
}

/// The metric columns of a scenario's sweep rows, from its compiled network: Jain's index, then
/// per source its mean, megabytes, transfer time and friendliness factor, per route its mean, per
/// resource its utilization.
pub fn metric_columns(net: &Network) -> Vec<String> {
    let mut cols = vec!["jainIndex".to_string()];
    for s in &net.sources {
        for m in ["meanMbps", "megabytes", "fileTransferS", "friendlinessFactor"] {
            cols.push(format!("source.{}.{}", s.id, m));
        }
    }
    cols.extend(net.routes.iter().map(|r| format!("route.{}.meanMbps", r.id)));
    cols.extend(net.resources.iter().map(|j| format!("resource.{}.utilization", j.id)));
    cols
}

/// The metric values of a summary, in the order of [`metric_columns`].
pub fn metric_values(summary: &Summary) -> Vec<Option<f64>> {
    let mut out = vec![summary.jain_index];
    for s in &summary.sources {
        out.extend([Some(s.total.mean_mbps), Some(s.megabytes), s.file_transfer_s, s.friendliness_factor]);
    }
    out.extend(summary.routes.iter().map(|r| Some(r.throughput.mean_mbps)));
    out.extend(summary.resources.iter().map(|j| Some(j.utilization)));
    out
}

/// The header of a sweep's CSV: `run`, the axes' paths, `error`, then the metric columns.
pub fn header(axes: &[Axis], base: &Value) -> Result<Vec<String>, Vec<String>> {
    let scenario = scenario::parse_value(base)?;
    let net = Network::compile(&scenario).map_err(scenario::reader::cap)?;
    let mut cols = vec!["run".to_string()];
    cols.extend(axes.iter().map(|a| a.path.clone()));
    cols.push("error".to_string());
    cols.extend(metric_columns(&net));
    Ok(cols)
}

/// The gate of a sweep (`cost::admit_job`): every point of `points` as a run, their times summed;
/// a point whose scenario is invalid is left out here (its row says why).
pub fn admit_points(base: &Value, axes: &[Axis], points: &[usize]) -> Result<crate::cost::JobCost, Vec<String>> {
    let runs: Vec<scenario::Scenario> = points
        .iter()
        .filter_map(|&k| {
            let mut v = base.clone();
            for (a, x) in axes.iter().zip(point(axes, k)) {
                set_path(&mut v, &a.path, x).ok()?;
            }
            scenario::parse_value(&v).ok()
        })
        .collect();
    crate::cost::admit_job("the sweep", &runs, false)
}

/// Runs point `k` of the sweep of `base` and returns its CSV row (`metrics` columns wide after the
/// parameters): a refused point has its message in the `error` column and empty metrics.
pub fn run_point(base: &Value, axes: &[Axis], k: usize, metrics: usize) -> String {
    run_point_with(base, axes, k, metrics, Budget::Enforce)
}

/// [`run_point`], with the cost limits lifted by [`Budget::Lift`] (`mpsim --no-budget sweep`).
pub fn run_point_with(base: &Value, axes: &[Axis], k: usize, metrics: usize, budget: Budget) -> String {
    let values = point(axes, k);
    let mut row = vec![k.to_string()];
    row.extend(values.iter().map(|x| format!("{}", x)));
    let outcome = (|| {
        let mut v = base.clone();
        for (a, &x) in axes.iter().zip(&values) {
            set_path(&mut v, &a.path, x).map_err(|e| vec![e])?;
        }
        let scenario = scenario::parse_value(&v)?;
        let mut run = build_run_checked(&scenario, budget)?;
        run.reuse_capacities();
        run.run_to_end();
        run.summary().map_err(|e| vec![e])
    })();
    match outcome {
        Ok(summary) => {
            row.push(String::new());
            row.extend(metric_values(&summary).into_iter().map(|x| x.map_or(String::new(), |x| format!("{}", x))));
        }
        Err(errors) => {
            row.push(csv_quote(&errors.join("; ")));
            row.extend(std::iter::repeat_n(String::new(), metrics));
        }
    }
    row.join(",")
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn csv_quote(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The points of shard `index` of `count` (`k mod count = index`) in a grid of `size`.
pub fn shard_points(size: usize, index: usize, count: usize) -> impl Iterator<Item = usize> {
    (index..size).step_by(count.max(1))
}
