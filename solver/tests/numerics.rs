//! Numerics of the integrator (docs/model.md §4): forward Euler converges at first order in `dt`, and
//! the stepping API gives the same numbers however the samples are read.

use mpsolver::Simulation;
use serde_json::{json, Value};

fn static_preset() -> Value {
    serde_json::from_str(include_str!("../../public/scenarios/III-E.json")).unwrap()
}

fn build(v: &Value) -> Simulation {
    mpsolver::build(&v.to_string()).unwrap_or_else(|e| panic!("scenario rejected: {:?}", e))
}

/// III-E with every one-way delay a multiple of 4 ms (so of every dt below), round trips kept
/// close to Table I (B1 40 ms, B2 and B3 20 ms, satellite 32 ms), run for `duration` s with step `dt`.
fn static_with_step(dt: f64, duration: f64) -> Value {
    let mut v = static_preset();
    let delays = [(16, 24), (8, 12), (12, 8)];
    for (s, (f, b)) in v["stations"].as_array_mut().unwrap().iter_mut().zip(delays) {
        s["delays"] = json!({ "forwardMs": f, "feedbackMs": b });
    }
    v["channels"][0]["delays"] = json!({ "forwardMs": 16, "feedbackMs": 16 });
    v["solver"] = json!({ "dtS": dt, "durationS": duration, "sampleEveryS": 0.5 });
    v
}

fn rates_at(dt: f64, t: f64) -> Vec<f64> {
    let mut sim = build(&static_with_step(dt, 10.0));
    sim.advance_to(t);
    assert!((sim.time_s() - t).abs() < 1e-12, "dt = {}: reached {} instead of {}", dt, sim.time_s(), t);
    assert_eq!(sim.steps().0, (t / dt).round() as usize);
    sim.rates().to_vec()
}

fn max_diff(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max)
}

#[test]
fn forward_euler_is_first_order_in_dt() {
    for t in [3.0, 5.0] {
        let reference = rates_at(0.000125, t);
        let errors: Vec<f64> = [0.004, 0.002, 0.001].iter().map(|&dt| max_diff(&rates_at(dt, t), &reference)).collect();
        eprintln!("t = {} s: max rate error for dt = 4, 2, 1 ms: {:?}", t, errors);
        // The rates are still moving at these times: the errors measure the method, not noise.
        assert!(errors[2] > 1e-4, "t = {}: errors {:?} too small to judge the order", t, errors);
        for k in 0..2 {
            let ratio = errors[k] / errors[k + 1];
            assert!(
                (1.6..=2.5).contains(&ratio),
                "t = {}: error ratio {} for dt {} ms -> {} ms (errors {:?})",
                t,
                ratio,
                4 >> k,
                2 >> k,
                errors
            );
        }
    }
}

#[test]
fn delays_are_whole_steps_so_halving_dt_keeps_the_same_equilibrium() {
    // At rest the Euler map's fixed point is the ODE's fixed point, whatever dt is.
    let finals: Vec<Vec<f64>> = [0.004, 0.001]
        .iter()
        .map(|&dt| {
            let mut sim = build(&static_with_step(dt, 30.0));
            sim.advance_to(30.0);
            sim.rates().to_vec()
        })
        .collect();
    let d = max_diff(&finals[0], &finals[1]);
    assert!(d < 1e-6, "equilibria differ by {} between dt = 4 ms and 1 ms", d);
}

/// All rows of a full run read in chunks of `chunk` rows.
fn rows_in_chunks(v: &Value, chunk: usize) -> (Vec<f64>, usize) {
    let mut sim = build(v);
    let width = sim.sample_width();
    let mut buf = vec![f64::NAN; width * chunk];
    let mut all = Vec::new();
    let mut calls = 0;
    while !sim.is_done() {
        let n = sim.write_samples(&mut buf, chunk);
        assert!(n <= chunk);
        all.extend_from_slice(&buf[..n * width]);
        calls += 1;
        assert!(calls < 1_000_000, "write_samples makes no progress");
    }
    assert_eq!(sim.write_samples(&mut buf, chunk), 0, "a finished run writes nothing more");
    assert_eq!(all.len(), sim.total_samples() * width);
    (all, calls)
}

#[test]
fn write_samples_gives_the_same_rows_in_any_chunk_size() {
    let mut v = serde_json::from_str::<Value>(include_str!("../../public/scenarios/III-D.json")).unwrap();
    v["solver"]["durationS"] = json!(60.0);
    v["solver"]["sampleEveryS"] = json!(0.05);
    let (one, calls_one) = rows_in_chunks(&v, 1);
    let (seven, _) = rows_in_chunks(&v, 7);
    let (big, calls_big) = rows_in_chunks(&v, 10_000);
    assert_eq!(one.len(), 1201 * 15, "60 s every 50 ms: 1201 rows of t, 7 rates, 7 capacities");
    assert!(one == seven && one == big, "rows differ between chunk sizes");
    assert!(calls_one >= 1201 && calls_big == 1, "calls: {} and {}", calls_one, calls_big);
    for (k, row) in one.chunks_exact(15).enumerate() {
        assert_eq!(row[0], (k as f64 * 0.05 * 1e9).round() / 1e9, "row {} time", k);
    }
    // A buffer too small for one row gets nothing (and no panic).
    let mut sim = build(&v);
    assert_eq!(sim.write_samples(&mut [0.0; 14], 5), 0);
}

#[test]
fn advance_to_then_rates_equals_the_sampled_rows() {
    let mut v = static_preset();
    v["solver"]["durationS"] = json!(8.0);
    v["solver"]["sampleEveryS"] = json!(0.037); // 37 steps: rows fall between round times
    let (rows, _) = rows_in_chunks(&v, 64);
    let mut sim = build(&v);
    let (routes, width) = (sim.network().routes.len(), sim.sample_width());
    assert_eq!(sim.total_samples(), 8000 / 37 + 1);
    for row in rows.chunks_exact(width) {
        sim.advance_to(row[0]);
        assert_eq!(sim.time_s(), row[0]);
        assert_eq!(&row[1..1 + routes], sim.rates(), "rates at t = {}", row[0]);
        assert_eq!(&row[1 + routes..], sim.capacities(), "capacities at t = {}", row[0]);
    }
    // Stepping one by one reaches the same state as advance_to.
    let mut stepper = build(&v);
    for _ in 0..1234 {
        stepper.step();
    }
    let mut jumper = build(&v);
    jumper.advance_to(1.234);
    assert_eq!(stepper.rates(), jumper.rates());
    // Never past the end of the run.
    jumper.advance_to(1.0e6);
    assert_eq!(jumper.steps(), (8000, 8000));
    assert_eq!(jumper.time_s(), 8.0);
}

#[test]
fn initial_rates_and_probing_floor_follow_model_md() {
    for x0 in [0.3, 0.02] {
        let mut v = static_preset();
        v["solver"]["initialRateMbps"] = json!(x0);
        let mut sim = build(&v);
        assert!(sim.rates().iter().all(|&x| x == x0), "x_r(0) = initialRateMbps: {:?}", sim.rates());
        // One Euler step; before t = 0 every rate was x0, so y = 7 x0 and mu_j = (x0 / c_j)^beta_j:
        // dx/dt = max(x(t - T), 0.1) / T [a (1 - lambda) - b y lambda] (eq 1 with docs/model.md's probing).
        sim.step();
        let caps = sim.capacities().to_vec();
        let rtts = [0.040, 0.020, 0.020, 0.030, 0.040, 0.020, 0.020];
        for (k, (&x, &c)) in sim.rates().iter().zip(&caps).enumerate() {
            let lambda = (x0 / c).powi(if k == 3 { 16 } else { 15 });
            let expected = x0 + 0.001 * x0.max(0.1) / rtts[k] * (0.025 * (1.0 - lambda) - 0.875 * 7.0 * x0 * lambda);
            assert!((x - expected).abs() < 1e-14, "x0 = {}, route {}: {} vs {}", x0, k, x, expected);
        }
    }
}

/// A preset of `public/scenarios` as JSON.
fn preset_named(name: &str) -> Value {
    let path = format!("{}/../public/scenarios/{}.json", env!("CARGO_MANIFEST_DIR"), name);
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Every sample row and the run's totals, taken block by block or step by step.
fn whole_run(v: &Value, blocks: bool) -> (Vec<u64>, Vec<u64>, bool) {
    let mut sim = build(v);
    let took_blocks = sim.takes_blocks();
    if !blocks {
        sim.step_by_step();
    }
    let width = sim.sample_width();
    let mut rows = vec![0.0; width * 512];
    let mut all = Vec::new();
    loop {
        let n = sim.write_samples(&mut rows, 512);
        all.extend(rows[..n * width].iter().map(|x| x.to_bits()));
        if n == 0 || sim.is_done() {
            break;
        }
    }
    let m = sim.metrics();
    let totals = m.rate_sums.iter().chain(&m.load_sums).chain(&m.capacity_sums).map(|x| x.to_bits()).collect();
    (all, totals, took_blocks)
}

#[test]
fn the_block_path_gives_the_numbers_of_single_steps_bit_for_bit() {
    // The convoy presets (blocks of up to 16 steps), and variants that change the block's length
    // (a shorter forward delay; a step that makes delays of one to four steps).
    let mut cases: Vec<(String, Value, bool)> = ["III-B", "III-C", "III-D", "III-E", "III-F", "III-G", "000-unstable"]
        .iter()
        // (III-F's competitor shares the satellite with the fleet: a load of two routes.)
        .map(|n| (n.to_string(), preset_named(n), true))
        .collect();
    let mut short = preset_named("III-D");
    for st in short["stations"].as_array_mut().unwrap() {
        st["delays"] = serde_json::json!({ "forwardMs": 3, "feedbackMs": 41 });
    }
    short["solver"]["durationS"] = serde_json::json!(120);
    cases.push(("III-D, 3 ms forward".into(), short, true));
    let mut coarse = preset_named("III-D");
    // 5 ms: III-D's 15 and 25 ms hops stay whole steps. (At 10 ms they fall between two steps,
    // are interpolated, and the block path is not taken: docs/model.md §4.2.)
    coarse["solver"]["dtS"] = serde_json::json!(0.005);
    cases.push(("III-D, dt 5 ms".into(), coarse.clone(), true));
    coarse["solver"]["dtS"] = serde_json::json!(0.01);
    coarse["solver"]["durationS"] = serde_json::json!(60);
    cases.push(("III-D, dt 10 ms (interpolated)".into(), coarse, false));
    // Two Kelly-Voice sources of their own gains on channels of their own, one channel's
    // capacity a law of time.
    let channel = |id: &str, capacity: Value, fwd: u32, fb: u32| {
        json!({ "id": id, "group": "path", "capacity": capacity, "responsiveness": 3,
                "delays": { "forwardMs": fwd, "feedbackMs": fb } })
    };
    let two = json!({
        "format": "multipath-playground/scenario", "version": 1, "title": "two sources",
        "channels": [
            channel("a", json!({ "law": "constant", "capacityMbps": 8 }), 12, 20),
            channel("b", json!({ "law": "piecewise-linear", "points": [{ "tS": 0, "capacityMbps": 2 }, { "tS": 30, "capacityMbps": 9 }, { "tS": 60, "capacityMbps": 1 }] }), 7, 9),
            channel("c", json!({ "law": "constant", "capacityMbps": 5 }), 30, 5),
        ],
        "sources": [
            { "id": "one", "routes": [{ "via": ["a"] }, { "via": ["b"] }], "controller": { "kind": "kelly-voice", "a": 0.05, "b": 0.5 } },
            { "id": "two", "routes": [{ "via": ["c"] }], "controller": { "kind": "kelly-voice", "a": 0.02, "b": 1.5 } }
        ],
        "solver": { "dtS": 0.001, "durationS": 60, "sampleEveryS": 0.1 }
    });
    cases.push(("two Kelly-Voice sources".into(), two, true));
    for (name, v, expect_blocks) in cases {
        let (block_rows, block_totals, took) = whole_run(&v, true);
        let (step_rows, step_totals, _) = whole_run(&v, false);
        assert_eq!(took, expect_blocks, "{}: block path taken?", name);
        assert_eq!(block_rows.len(), step_rows.len(), "{}", name);
        let first = block_rows.iter().zip(&step_rows).position(|(a, b)| a != b);
        assert_eq!(first, None, "{}: sample values differ from number {:?} on", name, first);
        assert_eq!(block_totals, step_totals, "{}: totals differ", name);
    }
}
