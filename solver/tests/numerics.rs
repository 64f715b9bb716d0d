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
