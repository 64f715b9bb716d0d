//! Robustness: hundreds of random valid scenarios stay finite and non-negative; invalid input is
//! rejected with field-named messages and never panics; the `mpsim` CLI reports the same way.

use serde_json::{json, Value};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::Command;

const III_D: &str = include_str!("../../public/scenarios/III-D.json");

/// xorshift64* (seeded, no crates).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }
    fn log(&mut self, lo: f64, hi: f64) -> f64 {
        self.range(lo.ln(), hi.ln()).exp()
    }
    fn int(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.int(items.len())]
    }
}

fn delays(rng: &mut Rng) -> Value {
    let f = if rng.chance(0.1) { rng.range(0.0, 3.0) } else { rng.int(150) as f64 };
    let b = if f == 0.0 || rng.chance(0.8) { 1.0 + rng.int(150) as f64 } else { 0.0 };
    json!({ "forwardMs": f, "feedbackMs": b })
}

fn point(rng: &mut Rng, span: f64) -> Value {
    json!({ "xM": rng.range(-span, span), "yM": rng.range(-span, span) })
}
fn capacity(rng: &mut Rng) -> f64 {
    if rng.chance(0.05) {
        1.0e9
    } else {
        rng.log(1e-3, 1e4)
    }
}
fn responsiveness(rng: &mut Rng) -> f64 {
    if rng.chance(0.5) {
        *rng.pick(&[1.0, 2.0, 15.0, 16.0, 30.0, 32.0])
    } else {
        rng.log(0.1, 1000.0)
    }
}

fn trajectory(rng: &mut Rng) -> Value {
    match rng.int(3) {
        0 => {
            let mut t = json!({ "kind": "clover", "radiusM": rng.range(50.0, 1000.0), "gammaPerS": rng.log(1e-3, 0.5), "revolutions": rng.range(0.1, 3.0) });
            if rng.chance(0.5) {
                t["exitArc"] = json!({ "radiusM": rng.range(10.0, 800.0), "angleDeg": rng.range(1.0, 720.0), "speedMps": rng.range(0.5, 60.0), "turn": rng.pick(&["left", "right"]) });
            }
            t
        }
        1 => {
            let n = 2 + rng.int(5);
            let mut pts: Vec<Value> = (0..n).map(|_| point(rng, 1500.0)).collect();
            if rng.chance(0.2) {
                pts[1] = pts[0].clone()
            } // a zero-length segment
            let mut t = json!({ "kind": "polyline", "points": pts, "startS": rng.range(-5.0, 5.0) });
            let speeds: Vec<f64> = (0..n - 1).map(|_| rng.log(0.1, 100.0)).collect();
            if rng.chance(0.5) {
                t["speedMps"] = json!(speeds[0])
            } else {
                t["segmentSpeedsMps"] = json!(speeds)
            }
            t
        }
        _ => json!({ "kind": "static", "centre": point(rng, 1500.0), "headingDeg": rng.range(-720.0, 720.0) }),
    }
}

fn controller(rng: &mut Rng) -> Value {
    let a = if rng.chance(0.1) { rng.range(1.0, 10.0) } else { rng.log(1e-3, 1.0) };
    json!({ "kind": "kelly-voice", "a": a, "b": rng.log(0.01, 100.0) })
}

/// A random valid scenario and the number of routes it must have.
fn random_scenario(rng: &mut Rng) -> (Value, usize) {
    let decays = |rng: &mut Rng| match rng.int(5) {
        0 => json!({ "law": "logistic", "alphaPerM": rng.log(1e-4, 1.0), "d0M": rng.range(10.0, 2000.0) }),
        1 => json!({ "law": "step", "radiusM": rng.range(1.0, 2000.0) }),
        2 => json!({ "law": "linear", "rangeM": rng.range(1.0, 3000.0) }),
        3 => json!({ "law": "flat" }),
        _ => Value::Null,
    };
    let mut stations = Vec::new();
    for i in 0..rng.int(5) {
        let mut s = json!({ "id": format!("st{}", i), "position": point(rng, 2000.0), "capacityMbps": capacity(rng),
            "responsiveness": responsiveness(rng), "delays": delays(rng), "sharedCapacity": rng.chance(0.3), "enabled": rng.chance(0.85) });
        let d = decays(rng);
        if !d.is_null() {
            s["decay"] = d
        }
        stations.push(s);
    }
    let mut channels = Vec::new();
    for i in 0..rng.int(4) {
        let law = if rng.chance(0.5) {
            json!({ "law": "constant", "capacityMbps": capacity(rng) })
        } else {
            let mut t = rng.range(-5.0, 3.0);
            let pts: Vec<Value> = (0..1 + rng.int(5))
                .map(|_| {
                    t += rng.range(0.01, 4.0);
                    json!({ "tS": t, "capacityMbps": capacity(rng) })
                })
                .collect();
            json!({ "law": "piecewise-linear", "points": pts })
        };
        channels
            .push(json!({ "id": format!("ch{}", i), "group": rng.pick(&["satellite", "cellular"]), "capacity": law,
            "responsiveness": responsiveness(rng), "delays": delays(rng), "enabled": rng.chance(0.85) }));
    }
    let enabled = |v: &Value| v["enabled"].as_bool().unwrap();
    let (mut platforms, mut sources, mut routes, mut route_ids) = (Vec::new(), Vec::new(), 0, Vec::new());
    let n_platforms = rng.int(3);
    for p in 0..n_platforms {
        let prefix = if n_platforms > 1 { format!("p{}.", p) } else { String::new() };
        // Each channel is reached from at most one node of a platform (its route id is the channel's).
        let mut free_channels: Vec<&Value> = channels.iter().collect();
        let mut links = Vec::new();
        let mut live = Vec::new();
        for node in ["head", "middle", "tail"] {
            if rng.chance(0.4) {
                continue;
            }
            let mut to = Vec::new();
            for st in &stations {
                if rng.chance(0.6) {
                    to.push(st["id"].clone());
                    if enabled(st) {
                        live.push(format!("{}{}-{}", prefix, node, st["id"].as_str().unwrap()))
                    }
                }
            }
            free_channels.retain(|ch| {
                let take = rng.chance(0.4);
                if take {
                    to.push(ch["id"].clone());
                    if enabled(ch) {
                        live.push(format!("{}{}", prefix, ch["id"].as_str().unwrap()))
                    }
                }
                !take
            });
            links.push(json!({ "node": node, "to": to }));
        }
        platforms.push(json!({ "id": format!("p{}", p), "lengthM": rng.range(0.0, 500.0), "trajectory": trajectory(rng), "links": links }));
        if rng.chance(0.8) {
            sources
                .push(json!({ "id": format!("s{}", p), "platform": format!("p{}", p), "controller": controller(rng) }));
            routes += live.len();
            route_ids.extend(live);
        }
    }
    if !channels.is_empty() {
        for c in 0..rng.int(3) {
            // Distinct non-empty channel subsets, as bit masks.
            let full = (1usize << channels.len()) - 1;
            let mut masks: Vec<usize> = (0..1 + rng.int(3)).map(|_| 1 + rng.int(full)).collect();
            masks.sort();
            masks.dedup();
            let list: Vec<Value> = masks
                .iter()
                .map(|&m| {
                    let via: Vec<&Value> =
                        (0..channels.len()).filter(|k| m >> k & 1 == 1).map(|k| &channels[k]["id"]).collect();
                    routes += via.iter().all(|id| channels.iter().any(|ch| &ch["id"] == *id && enabled(ch))) as usize;
                    if rng.chance(0.5) {
                        json!({ "via": via, "delays": delays(rng) })
                    } else {
                        json!({ "via": via })
                    }
                })
                .collect();
            sources.push(json!({ "id": format!("c{}", c), "routes": list, "controller": controller(rng) }));
        }
    }
    let dt = 0.001;
    let mut v = json!({ "format": "multipath-playground/scenario", "version": 1, "stations": stations, "channels": channels,
        "platforms": platforms, "sources": sources,
        "solver": { "dtS": dt, "durationS": rng.range(2.0, 10.0), "sampleEveryS": *rng.pick(&[0.001, 0.01, 0.1, 0.37, 1.0]),
                    "initialRateMbps": if rng.chance(0.2) { 0.0 } else { rng.log(1e-3, 10.0) }, "probeRateMbps": rng.range(0.0, 1.0) } });
    if !route_ids.is_empty() && rng.chance(0.3) {
        let id = rng.pick(&route_ids).clone();
        v["routeDelays"] = json!({ id: delays(rng) });
    }
    (v, routes)
}

#[test]
fn random_valid_scenarios_stay_finite_and_non_negative() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut total_rows, mut total_routes) = (0usize, 0usize);
    for case in 0..300 {
        let (v, routes) = random_scenario(&mut rng);
        let mut sim = mpsolver::build(&v.to_string())
            .unwrap_or_else(|e| panic!("case {}: valid scenario rejected: {:?}\n{}", case, e, v));
        assert_eq!(sim.network().routes.len(), routes, "case {}: route count\n{}", case, v);
        let width = sim.sample_width();
        let mut buf = vec![0.0; width * 512];
        let mut rows = 0;
        while !sim.is_done() {
            let n = sim.write_samples(&mut buf, 512);
            for (k, &x) in buf[..n * width].iter().enumerate() {
                assert!(
                    x.is_finite() && x >= 0.0,
                    "case {}: column {} of row {} is {}\n{}",
                    case,
                    k % width,
                    rows + k / width,
                    x,
                    v
                );
            }
            rows += n;
        }
        assert_eq!(rows, sim.total_samples(), "case {}", case);
        total_rows += rows;
        total_routes += routes;
    }
    eprintln!("{} random scenarios: {} routes, {} sample rows", 300, total_routes, total_rows);
    assert!(
        total_routes > 600 && total_rows > 10_000,
        "the generator must exercise real networks: {} routes, {} rows",
        total_routes,
        total_rows
    );
}

/// `path: message`, with a path from the root: `(root)` or `key`, `key[3]`, `a.b[0].c`, ...
fn field_named(m: &str) -> bool {
    let Some((path, text)) = m.split_once(": ") else { return false };
    !text.is_empty()
        && (path == "(root)"
            || path.starts_with(|c: char| c.is_ascii_alphabetic())
                && path.chars().all(|c| c.is_ascii_alphanumeric() || "_-.[]".contains(c)))
}

fn build_quietly(text: &str) -> Result<Result<(), Vec<String>>, String> {
    catch_unwind(AssertUnwindSafe(|| mpsolver::build(text).map(|_| ())))
        .map_err(|_| format!("build panicked on {:?}", text.chars().take(200).collect::<String>()))
}

fn mutated(f: impl Fn(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(III_D).unwrap();
    f(&mut v);
    v.to_string()
}

#[test]
fn invalid_scenarios_are_rejected_with_field_named_messages() {
    let set = |ptr: &'static str, x: Value| mutated(move |v| *v.pointer_mut(ptr).unwrap() = x.clone());
    let cases: Vec<(String, &str)> = vec![
        (set("/stations/0/capacityMbps", json!(-5)), "stations[0].capacityMbps: must be > 0"),
        (set("/stations/1/decay/alphaPerM", json!(0)), "stations[1].decay.alphaPerM: must be > 0"),
        (set("/stations/2/decay/alphaPerM", json!(-0.5)), "stations[2].decay.alphaPerM: must be > 0"),
        (set("/stations/0/capacityMbps", json!("NaN")), "stations[0].capacityMbps: must be a number"),
        (
            set("/channels/0/capacity/capacityMbps", json!("Infinity")),
            "channels[0].capacity.capacityMbps: must be a number",
        ),
        (
            mutated(|v| {
                v["stations"][1]["colour"] = json!("red");
            }),
            "stations[1].colour: unknown field",
        ),
        (
            mutated(|v| {
                v["solver"]["dt"] = json!(0.001);
            }),
            "solver.dt: unknown field",
        ),
        (set("/version", json!(2)), "version: must be 1"),
        (set("/format", json!("something-else")), "format: must be"),
        (
            set("/platforms/0/links/0/to/1", json!("B9")),
            "platforms[0].links[0].to[1]: no station or channel has id \"B9\"",
        ),
        (set("/stations/1/id", json!("B1")), "stations[1].id: duplicate id"),
        (set("/channels/0/id", json!("B3")), "channels[0].id: duplicate id"),
        (set("/solver/sampleEveryS", json!(0.0005)), "solver.sampleEveryS: must be at least dtS"),
        (set("/solver/durationS", json!(1e12)), "solver.durationS: must be at most"),
        (set("/solver/durationS", json!(1e6)), "solver.durationS: durationS / dtS must be at most"),
        (set("/solver/dtS", json!(0)), "solver.dtS: must be between"),
        (set("/sources/0/controller/a", json!(0)), "sources[0].controller.a: must be > 0"),
        (set("/sources/0/controller/b", json!(1000)), "sources[0].controller.b: must be at most"),
        (set("/stations/0/delays/forwardMs", json!(-1)), "stations[0].delays.forwardMs: must be between"),
        (
            mutated(|v| {
                v["channels"][0]["delays"] = json!({ "forwardMs": 0, "feedbackMs": 0 });
            }),
            "channels[0].delays: forwardMs + feedbackMs",
        ),
        (set("/platforms/0/trajectory/kind", json!("spiral")), "platforms[0].trajectory.kind: must be"),
        (set("/platforms/0/links/1/node", json!("roof")), "platforms[0].links[1].node: must be"),
        (set("/sources/0/platform", json!("nowhere")), "sources[0].platform: no platform has id"),
        (set("/stations", json!({})), "stations: must be an array"),
        (set("/stations/0/position/xM", json!(1e9)), "stations[0].position.xM: must be between"),
        (set("/stations/0/id", json!("B 1")), "stations[0].id: must be 1-64"),
        (set("/stations/0/decay/law", json!("cubic")), "stations[0].decay.law: must be one of"),
        (set("/channels/0/responsiveness", json!(0)), "channels[0].responsiveness: must be > 0"),
        (
            set(
                "/channels/0/capacity",
                json!({ "law": "piecewise-linear", "points": [{ "tS": 5, "capacityMbps": 1 }, { "tS": 5, "capacityMbps": 2 }] }),
            ),
            "channels[0].capacity.points[1].tS: must be later",
        ),
        (
            mutated(|v| {
                v["routeDelays"] = json!({ "head-B9": { "forwardMs": 5 } });
            }),
            "routeDelays.head-B9: no route has this id",
        ),
        (
            mutated(|v| {
                v.as_object_mut().unwrap().remove("solver");
            }),
            "solver: is required",
        ),
        (String::new(), "(root): not valid JSON"),
        ("[]".into(), "(root): must be an object, got an array of 0"),
        ("null".into(), "(root): must be an object"),
        ("{}".into(), "version: is required"),
        ("[".repeat(100_000), "(root): not valid JSON"),
        (III_D.replace("\"capacityMbps\": 20", "\"capacityMbps\": 1e400"), "(root): not valid JSON"),
    ];
    for (text, expected) in &cases {
        let errors = build_quietly(text).unwrap().expect_err(expected);
        assert!(errors.iter().any(|m| m.starts_with(expected)), "expected {:?}, got {:?}", expected, errors);
        assert!(errors.iter().all(|m| field_named(m)), "not field-named: {:?}", errors);
    }
    // The unmodified preset is valid: the mutations above are what the parser rejects.
    assert!(mpsolver::build(III_D).is_ok());
}

#[test]
fn truncated_or_corrupted_text_never_panics() {
    let text = III_D.trim_end();
    for cut in (0..text.len()).filter(|&c| text.is_char_boundary(c)) {
        let errors = build_quietly(&text[..cut]).unwrap().expect_err("a truncated object is not JSON");
        assert!(errors[0].starts_with("(root): not valid JSON"), "cut at {}: {:?}", cut, errors);
    }
    let mut rng = Rng(42);
    let (mut rejected, mut accepted) = (0, 0);
    for _ in 0..3000 {
        let mut bytes = text.as_bytes().to_vec();
        for _ in 0..1 + rng.int(3) {
            let at = rng.int(bytes.len());
            if bytes[at].is_ascii() {
                bytes[at] = 0x20 + rng.int(95) as u8; // ASCII for ASCII keeps the text UTF-8
            }
        }
        let flipped = String::from_utf8(bytes).unwrap();
        match build_quietly(&flipped).unwrap() {
            Err(errors) => {
                rejected += 1;
                // A flip may rename a key, so the path can hold any character; it is still `path: text`.
                assert!(
                    errors.iter().all(|m| m.split_once(": ").is_some_and(|(p, t)| !p.is_empty() && !t.is_empty())),
                    "{:?}",
                    errors
                );
            }
            Ok(()) => {
                accepted += 1; // e.g. a changed digit or label; it must still run
                let mut sim = mpsolver::build(&flipped).unwrap();
                sim.advance_to(1.0);
                assert!(sim.rates().iter().all(|x| x.is_finite() && *x >= 0.0));
            }
        }
    }
    eprintln!("byte flips: {} rejected, {} accepted", rejected, accepted);
    assert!(rejected > 1000 && accepted > 100, "rejected {}, accepted {}", rejected, accepted);
}

fn mpsim(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_mpsim"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("mpsim runs")
}

#[test]
fn cli_check_and_run() {
    let path = std::env::temp_dir().join(format!("mpsim-invalid-{}.json", std::process::id()));
    std::fs::write(&path, mutated(|v| v["stations"][0]["capacityMbps"] = json!(-5))).unwrap();
    let out = mpsim(&["check", path.to_str().unwrap()]);
    std::fs::remove_file(&path).ok();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr: {}", stderr);
    assert!(
        stderr.lines().any(|l| l.starts_with("stations[0].capacityMbps: must be > 0, got -5")),
        "stderr: {}",
        stderr
    );
    assert!(out.stdout.is_empty());

    let out = mpsim(&["check", "III-D"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "ok: III-D");

    let out = mpsim(&["run", "III-E", "--duration", "1e12"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).lines().any(|l| l.starts_with("solver.durationS: must be at most")));

    let out = mpsim(&["run", "III-E", "--duration", "1"]);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let csv = String::from_utf8(out.stdout).unwrap();
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("t_s,x:head-B1,x:head-B2,x:head-B3,x:sat,x:tail-B1,x:tail-B2,x:tail-B3,c:head-B1,c:head-B2,c:head-B3,c:sat,c:tail-B1,c:tail-B2,c:tail-B3"));
    let rows: Vec<Vec<f64>> = lines.map(|l| l.split(',').map(|x| x.parse().unwrap()).collect()).collect();
    // The same run through the library, row for row and bit for bit (the CSV round-trips f64).
    let mut v: Value = serde_json::from_str(include_str!("../../public/scenarios/III-E.json")).unwrap();
    v["solver"]["durationS"] = json!(1.0);
    let mut sim = mpsolver::build(&v.to_string()).unwrap();
    let mut buf = vec![0.0; 15 * 200];
    let n = sim.write_samples(&mut buf, 200);
    assert_eq!(rows.len(), 101, "1 s every 10 ms");
    assert_eq!(n, rows.len());
    for (row, lib) in rows.iter().zip(buf.chunks_exact(15)) {
        assert_eq!(&row[..], lib);
    }
    assert_eq!(rows.last().unwrap()[0], 1.0);
}
