//! Parameter sweeps (`mpsim sweep`, docs/sweeps.md): the grid, the field paths, rows equal to
//! single runs, shards that split the grid exactly, and the CLI on several cores.

mod common;

use common::preset;
use mpsolver::sweep::{grid_size, header, point, run_point, set_path, shard_points, Axis};
use serde_json::{json, Value};
use std::process::Command;

/// III-E cut to 5 s: a small, quick scenario with stations and a convoy.
fn base() -> Value {
    let mut v = preset("III-E");
    v["solver"]["durationS"] = json!(5.0);
    v
}

#[test]
fn axes_read_from_to_steps_and_the_grid_runs_the_last_axis_fastest() {
    let a = Axis::parse("stations.B1.capacityMbps=10:30:3").unwrap();
    assert_eq!(a.values, vec![10.0, 20.0, 30.0]);
    assert_eq!(Axis::parse("solver.dtS=0.001:0.002:1").unwrap().values, vec![0.001]);
    for bad in ["x=1:2", "x=1:2:0", "x=a:2:3", "=1:2:3", "x=1:inf:2", "nothing"] {
        let e = Axis::parse(bad).unwrap_err();
        assert!(e.starts_with("--set "), "{}: {}", bad, e);
    }
    let axes = vec![a, Axis::parse("solver.durationS=1:2:2").unwrap()];
    assert_eq!(grid_size(&axes).unwrap(), 6);
    assert_eq!(point(&axes, 0), vec![10.0, 1.0]);
    assert_eq!(point(&axes, 1), vec![10.0, 2.0]);
    assert_eq!(point(&axes, 5), vec![30.0, 2.0]);
    let huge =
        vec![Axis::parse("a=0:1:1000").unwrap(), Axis::parse("b=0:1:1000").unwrap(), Axis::parse("c=0:1:2").unwrap()];
    assert!(grid_size(&huge).is_err());
}

#[test]
fn paths_find_elements_by_id_or_index_and_name_what_is_missing() {
    let mut v = base();
    set_path(&mut v, "stations.B2.capacityMbps", 7.5).unwrap();
    let b2 = v["stations"].as_array().unwrap().iter().find(|s| s["id"] == "B2").unwrap();
    assert_eq!(b2["capacityMbps"], json!(7.5));
    set_path(&mut v, "stations.0.capacityMbps", 3.0).unwrap();
    assert_eq!(v["stations"][0]["capacityMbps"], json!(3.0));
    // A field the scenario leaves at its default can be swept.
    set_path(&mut v, "solver.probeRateMbps", 0.5).unwrap();
    assert_eq!(v["solver"]["probeRateMbps"], json!(0.5));
    let e = set_path(&mut v, "stations.B9.capacityMbps", 1.0).unwrap_err();
    assert!(e.contains("stations") && e.contains("B9"), "{}", e);
    let e = set_path(&mut v, "nowhere.x", 1.0).unwrap_err();
    assert!(e.contains("\"nowhere\""), "{}", e);
}

/// The metric cells of a CSV row (after `run`, the parameters and `error`).
fn metrics_of(row: &str, axes: usize) -> Vec<String> {
    row.split(',').skip(axes + 2).map(str::to_string).collect()
}

#[test]
fn each_row_is_the_summary_of_a_single_run_with_those_values() {
    let v = base();
    let axes =
        vec![Axis::parse("stations.B1.capacityMbps=10:30:2").unwrap(), Axis::parse("solver.durationS=3:5:2").unwrap()];
    let columns = header(&axes, &v).unwrap();
    let metrics = columns.len() - axes.len() - 2;
    for k in 0..grid_size(&axes).unwrap() {
        let row = run_point(&v, &axes, k, metrics);
        // The same scenario edited by hand and summarised.
        let mut single = v.clone();
        let values = point(&axes, k);
        single["stations"].as_array_mut().unwrap().iter_mut().find(|s| s["id"] == "B1").unwrap()["capacityMbps"] =
            json!(values[0]);
        single["solver"]["durationS"] = json!(values[1]);
        let summary = mpsolver::summary::summarize(common::build(&single));
        let cells = metrics_of(&row, axes.len());
        assert_eq!(cells.len(), metrics);
        let mean = columns.iter().position(|c| c == "source.fleet.meanMbps").unwrap() - axes.len() - 2;
        assert_eq!(cells[mean], format!("{}", summary.sources[0].total.mean_mbps), "row {}", k);
        let sat = columns.iter().position(|c| c == "route.sat.meanMbps").unwrap() - axes.len() - 2;
        let sat_mean = summary.routes.iter().find(|r| r.id == "sat").unwrap().throughput.mean_mbps;
        assert_eq!(cells[sat], format!("{}", sat_mean), "row {}", k);
        assert!(row.starts_with(&format!("{},", k)));
    }
}

#[test]
fn a_refused_point_names_the_field_in_its_error_column() {
    let v = base();
    let axes = vec![Axis::parse("stations.B1.capacityMbps=-5:10:2").unwrap()];
    let metrics = header(&axes, &v).unwrap().len() - 3;
    let refused = run_point(&v, &axes, 0, metrics);
    let cells: Vec<&str> = refused.splitn(4, ',').collect();
    assert!(cells[2].contains("capacityMbps"), "{}", refused);
    assert!(refused.ends_with(&",".repeat(metrics)), "{}", refused);
    let fine = run_point(&v, &axes, 1, metrics);
    assert_eq!(fine.split(',').nth(2), Some(""));
}

#[test]
fn shards_split_the_grid_exactly() {
    for (size, n) in [(10, 3), (7, 7), (5, 8), (1, 1)] {
        let mut all: Vec<usize> = (0..n).flat_map(|i| shard_points(size, i, n)).collect();
        all.sort();
        assert_eq!(all, (0..size).collect::<Vec<_>>(), "{} points in {} shards", size, n);
    }
}

/// `mpsim sweep` on the preset, CSV lines.
fn cli(args: &[&str]) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_mpsim")).arg("sweep").args(args).output().expect("mpsim runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_string).collect()
}

#[test]
fn the_cli_runs_the_grid_on_several_cores_in_order_and_by_shard() {
    let dir = std::env::temp_dir().join(format!("mpsim-sweep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("iii-e.json");
    std::fs::write(&file, base().to_string()).unwrap();
    let path = file.to_str().unwrap();
    let set = ["--set", "stations.B1.capacityMbps=10:30:3", "--set", "solver.durationS=2:3:2"];
    let all = cli(&[&[path], &set[..], &["--jobs", "3"]].concat());
    assert_eq!(all.len(), 1 + 6);
    assert!(all[0].starts_with("run,stations.B1.capacityMbps,solver.durationS,error,jainIndex,"));
    // One core gives the same rows, in the same order.
    assert_eq!(cli(&[&[path], &set[..], &["--jobs", "1"]].concat()), all);
    // Shards 0/2 and 1/2 each repeat the header and together hold every row once.
    let mut merged: Vec<String> = Vec::new();
    for shard in ["0/2", "1/2"] {
        let part = cli(&[&[path], &set[..], &["--shard", shard]].concat());
        assert_eq!(part[0], all[0]);
        merged.extend(part[1..].iter().cloned());
    }
    merged.sort_by_key(|r| r.split(',').next().unwrap().parse::<usize>().unwrap());
    assert_eq!(merged, all[1..].to_vec());
    // Bad flags are refused with a message naming them.
    let out = Command::new(env!("CARGO_BIN_EXE_mpsim")).args(["sweep", path, "--shard", "2/2"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--shard"));
}
