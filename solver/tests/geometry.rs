//! Geometry of the default preset (III-D), checked against an independent evaluation of the paper:
//! the clover of the Appendix with its arc length (eq 16), the tangent exit circle, eqs (7)-(8)
//! for head and tail, and eq (11) for every capacity.

use mpsolver::Simulation;
use serde_json::Value;
use std::f64::consts::PI;

const R: f64 = 500.0;
const G: f64 = 0.05 / 3.0;
/// The clover ends after two revolutions, at `2 pi / gamma` (Appendix).
const T_CLOVER: f64 = 2.0 * PI / G;
/// Exit circle of III-D: radius 430 m, 180°, 8.5 m/s, turning right from the clover's end point
/// (500, 0), where the clover heads due north, so its centre is (500 + 430, 0).
const ARC_R: f64 = 430.0;
const ARC_C: (f64, f64) = (930.0, 0.0);
const ARC_V: f64 = 8.5;

fn preset() -> Value {
    serde_json::from_str(include_str!("../../public/scenarios/III-D.json")).unwrap()
}

fn clover(u: f64) -> (f64, f64) {
    (R * (3.0 * G * u).cos() * (G * u).cos(), R * (3.0 * G * u).cos() * (G * u).sin())
}

/// Speed along the clover, the integrand of eq (16) times `R gamma`.
fn speed(u: f64) -> f64 {
    R * G * (1.0 + 8.0 * (3.0 * G * u).sin().powi(2)).sqrt()
}

fn simpson(a: f64, b: f64) -> f64 {
    (b - a) / 6.0 * (speed(a) + 4.0 * speed(0.5 * (a + b)) + speed(b))
}

/// Arc length along the clover from parameter 0, by composite Simpson on a 1 ms grid.
struct ArcTable {
    u0: f64,
    h: f64,
    cum: Vec<f64>,
}

impl ArcTable {
    fn new() -> Self {
        let (u0, h) = (-30.0, 0.001);
        let n = ((T_CLOVER - u0) / h).ceil() as usize + 2;
        let mut cum = vec![0.0; n + 1];
        for k in 0..n {
            cum[k + 1] = cum[k] + simpson(u0 + k as f64 * h, u0 + (k + 1) as f64 * h);
        }
        let mut t = ArcTable { u0, h, cum };
        let zero = t.raw(0.0);
        t.cum.iter_mut().for_each(|c| *c -= zero);
        t
    }
    fn raw(&self, u: f64) -> f64 {
        let k = ((u - self.u0) / self.h).floor() as usize;
        self.cum[k] + simpson(self.u0 + k as f64 * self.h, u)
    }
    /// Arc length from the clover's start (parameter 0) to parameter `u`.
    fn at(&self, u: f64) -> f64 {
        self.raw(u)
    }
}

fn dist(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// The parameter in `[lo, hi]` of the clover point nearest `p`: a 20 ms scan, then golden section.
fn nearest_parameter(p: (f64, f64), lo: f64, hi: f64) -> f64 {
    let n = ((hi - lo) / 0.02).ceil() as usize;
    let best = (0..=n)
        .map(|i| lo + (hi - lo) * i as f64 / n as f64)
        .min_by(|&a, &b| dist(clover(a), p).total_cmp(&dist(clover(b), p)))
        .unwrap();
    let (mut a, mut b) = ((best - 0.02).max(lo), (best + 0.02).min(hi));
    let phi = (5.0f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let (c, d) = (b - phi * (b - a), a + phi * (b - a));
        if dist(clover(c), p) < dist(clover(d), p) {
            b = d
        } else {
            a = c
        }
    }
    0.5 * (a + b)
}

/// Arc coordinate of a point of the path (0 at the clover's start), and how far `p` lies from the
/// path; `t` is the time, which bounds where on the clover a node of a 200 m convoy can be.
fn arc_coordinate(table: &ArcTable, p: (f64, f64), t: f64) -> (f64, f64) {
    let mut found = (f64::NAN, f64::INFINITY);
    if t - 13.0 < T_CLOVER {
        let u = nearest_parameter(p, t - 13.0, (t + 13.0).min(T_CLOVER));
        found = (table.at(u), dist(clover(u), p));
    }
    let theta = p.1.atan2(ARC_C.0 - p.0);
    if theta >= -1e-9 {
        let off = (dist(p, ARC_C) - ARC_R).abs();
        if off < found.1 {
            found = (table.at(T_CLOVER) + ARC_R * theta.max(0.0), off);
        }
    }
    found
}

#[test]
fn head_and_tail_are_200_m_apart_along_the_path_at_every_sample() {
    let table = ArcTable::new();
    let path_end = table.at(T_CLOVER) + ARC_R * PI;
    let mut sim = mpsolver::build(&preset().to_string()).unwrap();
    let node = |sim: &Simulation, id: &str| sim.network().nodes.iter().position(|n| n.id == id).unwrap();
    let (head, middle, tail) = (node(&sim, "head"), node(&sim, "middle"), node(&sim, "tail"));
    let (mut full_length, mut clamped, mut worst) = (0, 0, 0.0f64);
    for k in 0..=5400 {
        let t = k as f64 * 0.1;
        sim.advance_to(t);
        assert!((sim.time_s() - t).abs() < 1e-9);
        let pos: Vec<(f64, f64)> = sim.positions().iter().map(|p| (p.x_m, p.y_m)).collect();
        let (h, m, tl) = (
            arc_coordinate(&table, pos[head], t),
            arc_coordinate(&table, pos[middle], t),
            arc_coordinate(&table, pos[tail], t),
        );
        for (name, (_, off)) in [("head", h), ("middle", m), ("tail", tl)] {
            assert!(off < 1e-3, "t = {}: {} is {} m off the path", t, name, off);
        }
        // The centre follows S(t): eq (16) on the clover, then 8.5 m/s on the circle, then rests.
        let centre =
            if t <= T_CLOVER { table.at(t) } else { (table.at(T_CLOVER) + ARC_V * (t - T_CLOVER)).min(path_end) };
        assert!((m.0 - centre).abs() < 1e-3, "t = {}: middle at arc {}, S(t) at {}", t, m.0, centre);
        assert!((tl.0 - (centre - 100.0)).abs() < 1e-3, "t = {}: tail at arc {}, centre at {}", t, tl.0, centre);
        if centre + 100.0 <= path_end {
            // Eqs (7)-(8): head and tail are L/2 = 100 m ahead of and behind S(t), L = 200 m apart.
            assert!((h.0 - centre - 100.0).abs() < 1e-3, "t = {}: head at arc {}, centre at {}", t, h.0, centre);
            assert!((h.0 - tl.0 - 200.0).abs() < 1e-3, "t = {}: head - tail = {} m along the path", t, h.0 - tl.0);
            worst = worst.max((h.0 - tl.0 - 200.0).abs()).max(h.1).max(tl.1);
            full_length += 1;
        } else {
            // docs/model.md §2: past the end of the path a node stays at its end point.
            assert!((h.0 - path_end).abs() < 1e-3, "t = {}: head at arc {}, path ends at {}", t, h.0, path_end);
            assert!(
                dist(pos[head], (ARC_C.0 + ARC_R, 0.0)) < 1e-3,
                "t = {}: head {:?} is not at the end point",
                t,
                pos[head]
            );
            clamped += 1;
        }
    }
    // The path ends at T_CLOVER + pi 430 / 8.5 = 535.9 s; the head gets there 100 / 8.5 s earlier.
    let head_arrives = T_CLOVER + (ARC_R * PI - 100.0) / ARC_V;
    assert_eq!(clamped, 5400 - (head_arrives / 0.1).floor() as usize, "samples with the head at the end");
    assert!(full_length > 5200);
    eprintln!("eqs (7)-(8): worst length or off-path error {:.2e} m", worst);
}

/// Eq (11) in the paper's own form, `[1 - (1 + e^{-a(d-d0)})^-1] / [1 - (1 + e^{a d0})^-1]`,
/// with `1 - 1/(1 + E) = E / (1 + E)` so that it stays accurate far from the station.
fn rho(d: f64, alpha: f64, d0: f64) -> f64 {
    let (e1, e2) = ((-alpha * (d - d0)).exp(), (alpha * d0).exp());
    (e1 / (1.0 + e1)) / (e2 / (1.0 + e2))
}

#[test]
fn capacities_follow_eq_11_from_the_node_and_station_positions() {
    let v = preset();
    // (id, position, nominal capacity, alpha, d0) of every station, read from the JSON.
    type StationRow = (String, (f64, f64), f64, f64, f64);
    let stations: Vec<StationRow> = v["stations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let p = (s["position"]["xM"].as_f64().unwrap(), s["position"]["yM"].as_f64().unwrap());
            let d = &s["decay"];
            (
                s["id"].as_str().unwrap().to_string(),
                p,
                s["capacityMbps"].as_f64().unwrap(),
                d["alphaPerM"].as_f64().unwrap(),
                d["d0M"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(stations.len(), 3);
    let mut sim = mpsolver::build(&v.to_string()).unwrap();
    let ids: Vec<String> = sim.network().resources.iter().map(|r| r.id.clone()).collect();
    let nodes: Vec<String> = sim.network().nodes.iter().map(|n| n.id.clone()).collect();
    let (mut worst, mut checked, mut smallest) = (0.0f64, 0, f64::INFINITY);
    for k in 0..=1080 {
        sim.advance_to(k as f64 * 0.5);
        let pos: Vec<(f64, f64)> = sim.positions().iter().map(|p| (p.x_m, p.y_m)).collect();
        let caps = sim.capacities().to_vec();
        for (id, &c) in ids.iter().zip(&caps) {
            if id == "sat" {
                assert_eq!(c, 20.0);
                continue;
            }
            // Resource ids are `<node>-<station>`: head-B1 .. tail-B3.
            let (node, station) = id.split_once('-').unwrap();
            let p = pos[nodes.iter().position(|n| n == node).unwrap()];
            let (_, at, nominal, alpha, d0) = stations.iter().find(|s| s.0 == station).unwrap();
            let expected = rho(dist(p, *at), *alpha, *d0) * nominal;
            let rel = (c - expected).abs() / expected;
            assert!(rel < 1e-9, "t = {}: {} capacity {} vs eq (11) {}", sim.time_s(), id, c, expected);
            worst = worst.max(rel);
            smallest = smallest.min(c);
            checked += 1;
        }
    }
    assert_eq!(checked, 6 * 1081);
    // The run covers both ends of eq (11): next to a station and far from all of them.
    assert!(smallest < 0.05, "smallest capacity seen {}", smallest);
    eprintln!("eq (11): worst relative difference {:e}", worst);
}

#[test]
fn sampled_capacity_columns_equal_capacities_at_the_same_time() {
    let mut sampled = mpsolver::build(&preset().to_string()).unwrap();
    let mut probe = mpsolver::build(&preset().to_string()).unwrap();
    let (routes, width) = (sampled.network().routes.len(), sampled.sample_width());
    let mut buf = vec![0.0; width * 600];
    let mut rows = 0;
    while !sampled.is_done() {
        let n = sampled.write_samples(&mut buf, 600);
        for row in buf[..n * width].chunks_exact(width).step_by(37) {
            probe.advance_to(row[0]);
            assert_eq!(probe.time_s(), row[0]);
            assert_eq!(&row[1 + routes..], probe.capacities(), "t = {}", row[0]);
        }
        rows += n;
    }
    assert_eq!(rows, sampled.total_samples());
}
