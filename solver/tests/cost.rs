//! The cost model (`mpsolver::cost`): the default preset fits, the tab-freezer does not
//! and gets a suggestion that fits, and the estimate's steps, rows, routes and resources are what
//! a real run has.

mod common;

use common::preset;
use mpsolver::cost::{estimate_json, RunCost, LIMITS};
use serde_json::{json, Value};

const PRESETS: [&str; 13] = [
    "000-convoy-controllers",
    "001-shared-bottleneck",
    "001-two-paths-udp",
    "002-relays-aimd",
    "002-relays-tcp",
    "003-three-paths",
    "004-roadside",
    "III-B",
    "III-C",
    "III-D",
    "III-E",
    "III-F",
    "III-G",
];

fn cost(v: &Value) -> RunCost {
    estimate_json(&v.to_string()).unwrap_or_else(|e| panic!("refused: {:?}", e))
}

fn with_solver(mut v: Value, duration_s: f64, dt_s: f64, every_s: f64) -> Value {
    v["solver"]["durationS"] = json!(duration_s);
    v["solver"]["dtS"] = json!(dt_s);
    v["solver"]["sampleEveryS"] = json!(every_s);
    v
}

/// Applies a suggestion (`solver.<key>`) to a scenario.
fn applied(mut v: Value, field: &str, value: f64) -> Value {
    let key = field.strip_prefix("solver.").expect("a solver setting");
    v["solver"][key] = json!(value);
    v
}

#[test]
fn the_default_preset_is_within_limits() {
    let c = cost(&preset("III-D"));
    assert_eq!((c.steps, c.samples, c.routes, c.resources, c.columns), (540_000, 5401, 7, 7, 15));
    assert_eq!(c.route_steps, 540_000.0 * 14.0);
    assert_eq!(c.sample_bytes, 5401.0 * 15.0 * 8.0);
    assert!(c.fits && c.over.is_empty() && c.suggestions.is_empty(), "{:?}", c);
    assert!(c.total_ms() > 50.0 && c.total_ms() < 1000.0, "{} ms", c.total_ms());
    // Two clover revolutions of R = 500 m (about 2.127 pi R each) and the 180-degree exit arc of 430 m.
    let expected_m = 2.0 * 2.127_088_8 * std::f64::consts::PI * 500.0 + std::f64::consts::PI * 430.0;
    assert!((c.geometry.path_length_m - expected_m).abs() < 1.0, "{}", c.geometry.path_length_m);
    assert_eq!(c.geometry.clover_revolutions, 2.0);
    assert_eq!(c.geometry.epoch_marks, 18.0, "one mark every 30 s of 540 s");
}

#[test]
fn every_preset_is_within_limits() {
    for name in PRESETS {
        let c = cost(&preset(name));
        assert!(c.fits, "{}: {:?}", name, c.over);
    }
}

#[test]
fn the_tab_freezer_is_over_the_memory_limit_with_a_suggestion_that_fits() {
    // Issue 10: III-D with durationS 1e7, dtS 0.05, sampleEveryS 0.5 froze the tab at 4.9 GB.
    let freezer = with_solver(preset("III-D"), 1.0e7, 0.05, 0.5);
    let c = cost(&freezer);
    assert_eq!((c.steps, c.samples), (200_000_000, 20_000_001));
    assert_eq!(c.sample_bytes, 20_000_001.0 * 15.0 * 8.0);
    assert!(!c.fits);
    let memory = c.over.iter().find(|e| e.what == "memory").expect("over the memory limit");
    assert_eq!(memory.field, "solver.sampleEveryS");
    assert!(memory.message.starts_with("solver.sampleEveryS: 2.4 GB of samples"), "{}", memory.message);
    assert!(c.over.iter().any(|e| e.what == "time" && e.field == "solver.durationS"), "{:?}", c.over);
    assert!(c.over.iter().all(|e| e.message.starts_with(e.field)), "{:?}", c.over);
    // 200 million steps are too slow whatever the sample interval: the fix is a shorter run.
    assert!(!c.suggestions.is_empty());
    for s in &c.suggestions {
        assert!(s.message.starts_with(s.field), "{:?}", s);
        let fixed = cost(&applied(freezer.clone(), s.field, s.value));
        assert!(fixed.fits, "{:?} does not fit: {:?}", s, fixed.over);
    }
    let shorter = c.suggestions.iter().find(|s| s.field == "solver.durationS").expect("a shorter run");
    assert!(shorter.value > 1.0e5 && shorter.value < 1.0e7, "{}", shorter.value);
    // ... and the longest that fits, to two digits: 10 % more would not.
    assert!(!cost(&applied(freezer.clone(), "solver.durationS", shorter.value * 1.1)).fits);
}

#[test]
fn too_many_rows_alone_gets_a_longer_sample_interval() {
    // 5 million steps solve in time, but a row every step is 600 MB.
    let v = with_solver(preset("III-D"), 5000.0, 0.001, 0.001);
    let c = cost(&v);
    assert_eq!(c.over.iter().map(|e| e.what).collect::<Vec<_>>(), ["memory"]);
    let every = c.suggestions.iter().find(|s| s.field == "solver.sampleEveryS").expect("a sample interval");
    assert!(every.value >= 0.003 && every.value <= 0.01, "{}", every.value);
    let fixed = cost(&applied(v.clone(), every.field, every.value));
    assert!(fixed.fits && fixed.steps == c.steps, "{:?}", fixed.over);
}

#[test]
fn a_path_too_long_to_draw_is_named_and_no_setting_fixes_it() {
    let points: Vec<Value> = (0..60_000).map(|i| json!({ "xM": i as f64, "yM": (i % 2) as f64 })).collect();
    let mut v = preset("004-roadside");
    v["platforms"][0]["trajectory"] = json!({ "kind": "polyline", "points": points, "speedMps": 10.0 });
    let c = cost(&v);
    assert_eq!(c.geometry.polyline_vertices, 60_000);
    let drawing = c.over.iter().find(|e| e.what == "drawing").expect("over the drawing limit");
    assert_eq!(drawing.field, "platforms");
    assert!(c.suggestions.is_empty(), "{:?}", c.suggestions);
}

#[test]
fn steps_rows_routes_and_resources_are_those_of_a_real_run() {
    let settings = [(2.0, 0.001, 0.1), (1.0, 0.001, 0.37), (0.5, 0.0007, 0.0015), (3.0, 0.01, 0.01), (0.3, 0.002, 1.0)];
    for name in PRESETS {
        for &(duration, dt, every) in &settings {
            let v = with_solver(preset(name), duration, dt, every);
            let c = cost(&v);
            let mut sim = mpsolver::build(&v.to_string()).unwrap();
            assert_eq!(c.routes, sim.network().routes.len(), "{} routes", name);
            assert_eq!(c.resources, sim.network().resources.len(), "{} resources", name);
            assert_eq!(c.columns, sim.sample_width(), "{} columns", name);
            let mut buf = vec![0.0; sim.sample_width() * 1000];
            let mut rows = 0;
            while !sim.is_done() {
                rows += sim.write_samples(&mut buf, 1000);
            }
            assert_eq!(c.steps, sim.steps().1 as u64, "{} {:?}", name, (duration, dt, every));
            assert_eq!(c.samples, rows as u64, "{} {:?}", name, (duration, dt, every));
        }
    }
}

#[test]
fn the_limits_are_a_few_seconds_and_about_200_mb() {
    assert_eq!(LIMITS.solve_ms, 5000.0);
    assert_eq!(LIMITS.sample_bytes, 200.0e6);
}

#[test]
fn cli_cost_prints_the_estimate() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_mpsim"))
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("mpsim runs")
    };
    let out = run(&["cost", "III-D", "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(printed, serde_json::to_value(cost(&preset("III-D"))).unwrap());
    assert_eq!(printed["fits"], json!(true));

    let out = run(&["cost", "III-D", "--duration", "1e7", "--dt", "0.05", "--every", "0.5"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("verdict: over the limits"), "{}", text);
    assert!(text.contains("over: solver.sampleEveryS: 2.4 GB of samples"), "{}", text);
    assert!(text.contains("suggestion: solver.durationS: run "), "{}", text);

    let out = run(&["cost", "III-D", "--dt", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("solver.dtS: must be between"));
}

/// III-D with `extra` more stations (unlinked, on a grid), to count the map's objects.
fn with_stations(extra: usize) -> Value {
    let mut v = preset("III-D");
    let model = v["stations"][0].clone();
    let list = v["stations"].as_array_mut().expect("stations");
    for i in 0..extra {
        let mut st = model.clone();
        st["id"] = json!(format!("S{}", i));
        st["label"] = json!(format!("S{}", i));
        st["position"] = json!({ "xM": (i % 100) as f64 * 50.0, "yM": (i / 100) as f64 * 50.0 });
        list.push(st);
    }
    v
}

#[test]
fn the_map_places_at_most_its_limit_of_objects_and_the_excess_names_stations() {
    // III-D: 3 stations, the satellite channel, the convoy: 5 map objects.
    let base = cost(&with_stations(0)).page_items.map_objects;
    let room = (LIMITS.map_objects - base) as usize;
    let at_limit = cost(&with_stations(room));
    assert_eq!(at_limit.page_items.map_objects, LIMITS.map_objects);
    assert!(at_limit.over.iter().all(|e| e.what != "page"), "{:?}", at_limit.over);
    let over = cost(&with_stations(room + 1));
    let page: Vec<_> = over.over.iter().filter(|e| e.what == "page").collect();
    assert_eq!(page.len(), 1, "{:?}", over.over);
    assert_eq!(page[0].field, "stations");
    assert_eq!(
        page[0].message,
        format!(
            "stations: the map would place {} stations, channels and platforms, more than the {} the page draws",
            LIMITS.map_objects + 1.0,
            LIMITS.map_objects
        )
    );
}
