//! What the step can resolve and numbers that stop being finite (docs/model.md §4.6-4.7): a round
//! trip far below dt is run at two steps with a field-named warning instead of reporting rates
//! above capacity; a Kelly-Voice gain the Euler step cannot follow is named; a rate that grows
//! without bound stops the run naming its route and time; no summary holds a non-finite number.

mod common;

use common::*;
use mpsolver::integrator::resolution::{euler_gain_bound, MIN_ROUND_TRIP_STEPS};
use mpsolver::integrator::DelaySteps;
use mpsolver::summary::try_summarize;
use serde_json::{json, Value};
use std::process::Command;

/// Every sample row of a run; panics if a value is not finite.
fn rows(v: &Value) -> (Vec<String>, Vec<Vec<f64>>) {
    let mut sim = build(v);
    let names = mpsolver::integrator::columns::column_names(sim.network());
    let width = sim.sample_width();
    let mut buf = vec![0.0; width * 1024];
    let mut out = Vec::new();
    while !sim.is_done() {
        let n = sim.write_samples(&mut buf, 1024);
        out.extend(buf[..n * width].chunks_exact(width).map(<[f64]>::to_vec));
    }
    assert!(sim.failure().is_none(), "{:?}", sim.failure());
    (names, out)
}

/// The largest `x_r - c_r` over every row, for routes whose resource has the route's id.
fn worst_excess_mbps(names: &[String], rows: &[Vec<f64>]) -> f64 {
    let mut worst = f64::NEG_INFINITY;
    for (k, name) in names.iter().enumerate() {
        let Some(id) = name.strip_prefix("x:") else { continue };
        let c = names.iter().position(|n| *n == format!("c:{}", id)).expect("a resource per route");
        for row in rows {
            worst = worst.max(row[k] - row[c]);
        }
    }
    worst
}

/// III-D for `duration_s`, with `edit` applied.
fn iii_d(duration_s: f64, edit: impl Fn(&mut Value)) -> Value {
    let mut v = preset("III-D");
    v["solver"]["durationS"] = json!(duration_s);
    v["solver"]["sampleEveryS"] = json!(0.001);
    edit(&mut v);
    v
}

/// A change to a scenario.
type Edit = Box<dyn Fn(&mut Value)>;

#[test]
fn a_round_trip_far_below_dt_is_run_at_two_steps_and_stays_below_capacity() {
    let cases: [(&str, Edit); 2] = [
        (
            "routeDelays.head-B1",
            Box::new(|v: &mut Value| {
                v["routeDelays"] = json!({ "head-B1": { "forwardMs": 5e-7, "feedbackMs": 5e-7 } })
            }),
        ),
        (
            "stations[0].delays",
            Box::new(|v: &mut Value| v["stations"][0]["delays"] = json!({ "forwardMs": 5e-7, "feedbackMs": 5e-7 })),
        ),
    ];
    for (field, edit) in cases {
        let v = iii_d(60.0, edit);
        let sim = build(&v);
        let head_b1 = sim.network().routes.iter().position(|r| r.id == "head-B1").unwrap();
        assert_eq!(sim.delay_steps(head_b1), DelaySteps::whole(1, 1, MIN_ROUND_TRIP_STEPS));
        let warnings = sim.warnings().to_vec();
        assert!(
            warnings[0]
                .starts_with(&format!("{}: the round trip of route \"head-B1\" (1e-6 ms) is under 2 steps", field)),
            "{:?}",
            warnings
        );

        // Before: a gain of 10^6 per step, 2 500 Mbps peaks and a 1 250 Mbps mean through 20 Mbps.
        let (names, rows) = rows(&v);
        let excess = worst_excess_mbps(&names, &rows);
        assert!(excess <= 1e-9, "{}: a rate exceeds its capacity by {} Mbps", field, excess);
        let summary = try_summarize(build(&v)).expect("a finite run");
        for r in &summary.routes {
            assert!(r.throughput.mean_mbps <= 20.0 && r.throughput.final_mbps <= 20.0, "{}: {:?}", field, r);
        }
        assert_eq!(summary.warnings, warnings);
    }
}

#[test]
fn delays_of_5e_324_ms_give_a_warning_and_finite_summaries() {
    let v = iii_d(540.0, |v| {
        for s in v["stations"].as_array_mut().unwrap() {
            s["delays"] = json!({ "forwardMs": 5e-324, "feedbackMs": 5e-324 });
        }
    });
    let summary = try_summarize(build(&v)).expect("a finite run");
    let fields: Vec<&str> = summary.warnings.iter().map(|w| w.split(": ").next().unwrap()).collect();
    assert_eq!(
        fields,
        [
            "stations[0].delays",
            "stations[1].delays",
            "stations[2].delays",
            "stations[0].delays",
            "stations[1].delays",
            "stations[2].delays"
        ]
    );
    // Before: every station route's mean, megabytes and share were NaN, written as null.
    let text = serde_json::to_string(&summary).unwrap();
    let value: Value = serde_json::from_str(&text).unwrap();
    for r in value["routes"].as_array().unwrap() {
        for key in ["meanMbps", "finalMbps", "megabytes", "share"] {
            assert!(r[key].as_f64().is_some_and(|x| x.is_finite() && x <= 8.0 * 20.0 * 540.0), "{}: {}", key, r);
        }
        assert!(r["meanMbps"].as_f64().unwrap() <= 20.0, "{}", r);
    }
    for j in value["resources"].as_array().unwrap() {
        assert!(j["utilization"].as_f64().is_some_and(f64::is_finite), "{}", j);
    }
}

#[test]
fn no_preset_or_variant_is_changed_or_warned() {
    let dir = format!("{}/../public/scenarios", env!("CARGO_MANIFEST_DIR"));
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        if path.extension().is_none_or(|x| x != "json") || name == "index" {
            continue;
        }
        let v = preset(&name);
        let variants = v["comparison"]["variants"].as_array().map_or(0, Vec::len);
        let sims = std::iter::once(build(&v)).chain((0..variants).map(|i| build_variant(&v, i)));
        for sim in sims {
            assert!(sim.warnings().is_empty(), "{}: {:?}", name, sim.warnings());
            for r in 0..sim.network().routes.len() {
                assert!(sim.delay_steps(r).round_trip >= MIN_ROUND_TRIP_STEPS, "{}", name);
            }
        }
        seen += 1;
    }
    assert!(seen >= 13, "{} presets", seen);
}

#[test]
fn the_euler_bound_falls_from_2_and_tends_to_eq_6() {
    assert!((euler_gain_bound(0) - 2.0).abs() < 1e-12);
    assert!((euler_gain_bound(1) - 1.0).abs() < 1e-12);
    assert!((euler_gain_bound(2) - 0.618_034).abs() < 1e-6);
    for d in [1, 2, 5, 20, 200] {
        assert!(euler_gain_bound(d + 1) < euler_gain_bound(d));
        // q D < pi / 2 for every D, and q D -> pi / 2 as dt -> 0.
        assert!(euler_gain_bound(d) * (d as f64) < std::f64::consts::FRAC_PI_2);
    }
    assert!((euler_gain_bound(100_000) * 100_000.0 - std::f64::consts::FRAC_PI_2).abs() < 1e-4);
}

/// One Kelly-Voice route (a, b = 0.875) over a 20 Mbps channel of responsiveness 10 and a 2 ms
/// round trip, at step `dt_s`: the warnings and the late range of its rate.
fn kelly_on_one_channel(a: f64, dt_s: f64) -> (Vec<String>, f64) {
    let mut v = scenario(
        vec![channel("c", 20.0, 10.0, 1.0)],
        vec![source("flow", &[&["c"]], json!({ "kind": "kelly-voice", "a": a, "b": 0.875 }))],
        20.0,
    );
    v["solver"]["dtS"] = json!(dt_s);
    v["solver"]["sampleEveryS"] = json!(0.001);
    let warnings = build(&v).warnings().to_vec();
    let (_, rows) = rows(&v);
    let late: Vec<f64> = rows.iter().filter(|r| r[0] >= 15.0).map(|r| r[1]).collect();
    let range =
        late.iter().cloned().fold(f64::NEG_INFINITY, f64::max) - late.iter().cloned().fold(f64::INFINITY, f64::min);
    (warnings, range)
}

#[test]
fn a_kelly_voice_gain_the_step_cannot_follow_is_named_and_is_real() {
    // a (1 + beta) = 1.32 < pi / 2: the model is stable. At dt = 1 ms the round trip is 2 steps,
    // q = 0.66 > 2 cos(2 pi / 5) = 0.618: the step oscillates for good.
    let (warnings, range) = kelly_on_one_channel(0.12, 0.001);
    assert_eq!(warnings.len(), 1, "{:?}", warnings);
    assert!(
        warnings[0].starts_with("solver.dtS: the Euler step of source \"flow\" is unstable on route \"flow-c\""),
        "{:?}",
        warnings
    );
    assert!(range > 1.0, "the warned step still oscillates by {} Mbps after 15 s", range);
    // At dt = 0.5 ms (4 steps, q = 0.33 < 0.347) it settles, and nothing is said.
    let (warnings, range) = kelly_on_one_channel(0.12, 0.0005);
    assert!(warnings.is_empty(), "{:?}", warnings);
    assert!(range < 1e-6, "settled run still moves by {} Mbps", range);
    // Past pi / 2 the model itself is unstable: the summary's stability quantity says so, no warning.
    let (warnings, _) = kelly_on_one_channel(0.15, 0.0005);
    assert!(warnings.is_empty(), "{:?}", warnings);
}

/// A Kelly-Voice source (a = 1) on a channel that never signals congestion (`lossProbability` 0):
/// its rate grows as e^{t / T}, past the largest f64 after about 25 s.
fn unbounded(duration_s: f64) -> Value {
    let mut ch = channel("free", 20.0, 15.0, 10.0);
    ch["lossProbability"] = json!(0);
    let mut v = scenario(
        vec![ch],
        vec![source("flow", &[&["free"]], json!({ "kind": "kelly-voice", "a": 1, "b": 1 }))],
        duration_s,
    );
    v["solver"]["sampleEveryS"] = json!(0.5);
    v
}

#[test]
fn a_rate_that_grows_without_bound_stops_the_run_naming_route_and_time() {
    let v = unbounded(40.0);
    let mut sim = build(&v);
    let width = sim.sample_width();
    let mut buf = vec![0.0; width * 7];
    let mut written = 0;
    while !sim.is_done() {
        let n = sim.write_samples(&mut buf, 7);
        assert!(buf[..n * width].iter().all(|x| x.is_finite()), "a row holds a non-finite value");
        written += n;
    }
    let failure = sim.failure().expect("the run stops").to_string();
    assert!(failure.starts_with("route \"flow-free\": its rate"), "{}", failure);
    assert!(failure.contains("t = 25."), "{}", failure);
    assert!(written > 40 && written < 60, "{} rows before the stop (of 81)", written);
    assert!(sim.time_s() < 26.0, "stopped at {} s", sim.time_s());
    assert_eq!(try_summarize(build(&v)).unwrap_err(), failure);

    // A shorter run stays finite (1e118 Mbps: the model, unbounded, with nothing non-finite).
    let summary = try_summarize(build(&unbounded(10.0))).expect("finite");
    assert!(summary.routes[0].throughput.mean_mbps > 1e100);
}

fn mpsim(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_mpsim"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("mpsim runs")
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("mpsim-{}-{}.json", name, std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn the_cli_prints_warnings_and_stops_a_run_that_overflows() {
    let path =
        temp_file("tiny-delay", &iii_d(1.0, |v| v["stations"][0]["delays"]["forwardMs"] = json!(1e-9)).to_string());
    let path_text = path.to_str().unwrap();
    // B1's round trip is 25 ms here (1e-9 + 25): no warning. Then 1e-9 + 0 ms.
    let out = mpsim(&["check", path_text]);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    std::fs::write(
        &path,
        iii_d(1.0, |v| v["stations"][0]["delays"] = json!({ "forwardMs": 1e-9, "feedbackMs": 0 })).to_string(),
    )
    .unwrap();
    for command in ["check", "run", "summary"] {
        let out = mpsim(&[command, path_text]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{}: {}", command, stderr);
        assert!(stderr.starts_with("warning: stations[0].delays: the round trip of route \"head-B1\""), "{}", stderr);
        assert_eq!(stderr.lines().count(), 2, "head-B1 and tail-B1: {}", stderr);
    }
    let summary: Value = serde_json::from_slice(&mpsim(&["summary", path_text]).stdout).unwrap();
    assert_eq!(summary["warnings"].as_array().unwrap().len(), 2);

    std::fs::write(&path, unbounded(40.0).to_string()).unwrap();
    for command in ["run", "summary"] {
        let out = mpsim(&[command, path_text]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{}: {}", command, stderr);
        assert!(stderr.starts_with("route \"flow-free\": its rate"), "{}: {}", command, stderr);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(!stdout.contains("inf") && !stdout.contains("NaN") && !stdout.contains("null"), "{}", command);
    }
    std::fs::remove_file(&path).ok();
}

#[test]
fn thousands_of_short_round_trips_give_20_warnings_and_a_count() {
    let channels: Vec<Value> = (0..5000)
        .map(|i| {
            let mut c = channel(&format!("c{}", i), 20.0, 15.0, 0.0);
            c["delays"] = json!({ "forwardMs": 1e-9, "feedbackMs": 0 });
            c
        })
        .collect();
    let routes: Vec<Value> =
        (0..5000).map(|i| json!({ "via": [format!("c{}", i)], "delays": { "feedbackMs": 1e-9 } })).collect();
    let v = scenario(channels, vec![json!({ "id": "s", "routes": routes })], 1.0);
    let sim = build(&v);
    let warnings = sim.warnings();
    assert_eq!(warnings.len(), 21);
    assert!(warnings[0].starts_with("sources[0].routes[0].delays: the round trip of route \"s-c0\" (2e-9 ms)"));
    assert_eq!(warnings[20], "(root): and 4980 more warnings");
}
