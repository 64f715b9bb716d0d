//! `mpsim sweep SCENARIO --set PATH=FROM:TO:STEPS ... [--shard I/N] [--jobs N]`: a grid of runs
//! over every local core, one CSV row per run (docs/sweeps.md; the grid and the rows are
//! `mpsolver::sweep`).

use super::args::SweepArgs;
use mpsolver::run::Budget;
use mpsolver::sweep::{admit_points, grid_size, header, run_point, run_point_with, shard_points, Axis};
use serde_json::Value;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Runs the sweep the flags describe over `base` (engine flags already applied) and writes CSV.
pub fn sweep(base: &Value, args: &SweepArgs, budget: Budget) -> Result<(), Vec<String>> {
    let axes = args.sets.iter().map(|raw| Axis::parse(raw)).collect::<Result<Vec<_>, _>>().map_err(|e| vec![e])?;
    let shard = match &args.shard {
        None => (0usize, 1usize),
        Some(raw) => {
            let parsed = raw.split_once('/').and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)));
            parsed
                .filter(|&(i, n): &(usize, usize)| n >= 1 && i < n)
                .ok_or_else(|| vec![format!("--shard: must be I/N with 0 <= I < N, got \"{}\"", raw)])?
        }
    };
    let jobs = match &args.jobs {
        None => None,
        Some(raw) => Some(
            raw.parse::<usize>()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| vec![format!("--jobs: must be a whole number >= 1, got \"{}\"", raw)])?,
        ),
    };
    if axes.is_empty() {
        return Err(vec!["mpsim sweep: give at least one --set PATH=FROM:TO:STEPS".to_string()]);
    }
    let size = grid_size(&axes).map_err(|e| vec![e])?;
    let points: Vec<usize> = shard_points(size, shard.0, shard.1).collect();
    if budget == Budget::Enforce {
        mpsolver::cost::admit(&mpsolver::scenario::parse_value(base)?)?;
        admit_points(base, &axes, &points)?;
    }
    let columns = header(&axes, base)?;
    let metrics = columns.len() - axes.len() - 2;
    let jobs =
        jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).min(points.len().max(1));
    let rows: Vec<Mutex<Option<String>>> = points.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let _ = writeln!(out, "{}", columns.join(","));
    // Workers take points in order; rows are written in order as soon as each is there.
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                let n = next.fetch_add(1, Ordering::Relaxed);
                let Some(&k) = points.get(n) else { return };
                let row = match budget {
                    Budget::Enforce => run_point(base, &axes, k, metrics),
                    Budget::Lift => run_point_with(base, &axes, k, metrics, Budget::Lift),
                };
                *rows[n].lock().unwrap_or_else(|e| e.into_inner()) = Some(row);
            });
        }
        let mut written = 0;
        while written < points.len() {
            let ready = rows[written].lock().unwrap_or_else(|e| e.into_inner()).take();
            match ready {
                Some(row) => {
                    let _ = writeln!(out, "{}", row);
                    written += 1;
                }
                None => std::thread::sleep(std::time::Duration::from_millis(2)),
            }
        }
    });
    let _ = out.flush();
    Ok(())
}
