//! A seeded generator of small valid scenarios covering every part of the format: stations with
//! each decay law, constant and piecewise-linear channels, clover, polyline and static platforms,
//! platform and explicit-route sources with every controller kind, route delays, comparisons,
//! metrics and both frames. Small on purpose: a case must parse and solve in well under a
//! millisecond.

use serde_json::{json, Value};

/// xorshift64* (seeded, no crates).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    pub fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }
    pub fn log(&mut self, lo: f64, hi: f64) -> f64 {
        self.range(lo.ln(), hi.ln()).exp()
    }
    pub fn int(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.int(items.len())]
    }
}

fn point(rng: &mut Rng, span: f64) -> Value {
    json!({ "xM": rng.range(-span, span), "yM": rng.range(-span, span) })
}

fn delays(rng: &mut Rng) -> Value {
    json!({ "forwardMs": rng.range(0.5, 120.0), "feedbackMs": rng.range(0.5, 120.0) })
}

fn capacity(rng: &mut Rng) -> f64 {
    rng.log(0.01, 1000.0)
}

/// One of the usual whole-number responsiveness values, or any in 0.2-100.
fn responsiveness(rng: &mut Rng, usual: &[f64]) -> f64 {
    if rng.chance(0.6) {
        *rng.pick(usual)
    } else {
        rng.log(0.2, 100.0)
    }
}

fn decay(rng: &mut Rng) -> Option<Value> {
    match rng.int(5) {
        0 => Some(json!({ "law": "logistic", "alphaPerM": rng.log(1e-4, 1.0), "d0M": rng.range(1.0, 2000.0) })),
        1 => Some(json!({ "law": "step", "radiusM": rng.range(1.0, 2000.0) })),
        2 => Some(json!({ "law": "linear", "rangeM": rng.range(1.0, 3000.0) })),
        3 => Some(json!({ "law": "flat" })),
        _ => None,
    }
}

fn trajectory(rng: &mut Rng) -> Value {
    match rng.int(3) {
        0 => {
            let mut t = json!({ "kind": "clover", "radiusM": rng.range(20.0, 200.0), "gammaPerS": rng.log(0.05, 0.5),
                "revolutions": rng.range(0.05, 0.5) });
            if rng.chance(0.4) {
                t["exitArc"] = json!({ "radiusM": rng.range(10.0, 100.0), "angleDeg": rng.range(1.0, 180.0),
                    "speedMps": rng.range(1.0, 30.0), "turn": rng.pick(&["left", "right"]) });
            }
            t
        }
        1 => {
            let n = 2 + rng.int(5);
            let points: Vec<Value> = (0..n).map(|_| point(rng, 1000.0)).collect();
            let mut t = json!({ "kind": "polyline", "points": points });
            if rng.chance(0.5) {
                t["speedMps"] = json!(rng.log(0.5, 50.0));
            } else {
                t["segmentSpeedsMps"] = json!((1..n).map(|_| rng.log(0.5, 50.0)).collect::<Vec<_>>());
            }
            if rng.chance(0.3) {
                t["startS"] = json!(rng.range(-5.0, 5.0));
            }
            t
        }
        _ => json!({ "kind": "static", "centre": point(rng, 1000.0), "headingDeg": rng.range(-360.0, 360.0) }),
    }
}

/// A controller of any kind, with some of its parameters set.
// A guard (`"kelly-voice" if some(rng)`) would fall through to the other arms after drawing.
#[allow(clippy::collapsible_match)]
pub fn controller(rng: &mut Rng) -> Value {
    let kind = *rng.pick(&mpsolver::scenario::controller_kinds());
    let mut c = json!({ "kind": kind });
    let some = |rng: &mut Rng| rng.chance(0.5);
    match kind {
        "kelly-voice" => {
            if some(rng) {
                c["a"] = json!(rng.log(1e-3, 1.0));
                c["b"] = json!(rng.log(0.01, 10.0));
            }
        }
        "udp" => {
            c["rateMbps"] = json!(rng.range(0.0, 20.0));
            if rng.chance(0.3) {
                c["randomOnOff"] = json!({ "meanOnS": rng.log(1e-3, 10.0), "meanOffS": rng.log(1e-3, 10.0),
                    "flows": 1 + rng.int(50), "seed": rng.int(1000) });
            }
            return c;
        }
        "mtcp" if some(rng) => {
            c["increaseCoupling"] = json!(rng.unit());
            c["decreaseCoupling"] = json!(rng.unit());
        }
        "mstcp" if some(rng) => c["b"] = json!(rng.range(0.1, 1.0)),
        "gmcc-coop" if some(rng) => c["increase"] = json!(rng.range(0.1, 5.0)),
        "aimd" => {
            c["increase"] = json!(rng.range(0.1, 5.0));
            if some(rng) {
                c["backoffFactor"] = json!(rng.range(0.0, 0.9));
            }
        }
        _ => {}
    }
    if kind != "kelly-voice" && rng.chance(0.2) {
        c["packetBytes"] = json!(rng.range(40.0, 9000.0));
    }
    c
}

/// A small valid scenario.
pub fn scenario(rng: &mut Rng) -> Value {
    let stations: Vec<Value> = (0..rng.int(4))
        .map(|i| {
            let mut s = json!({ "id": format!("B{}", i + 1), "position": point(rng, 1000.0), "capacityMbps": capacity(rng),
                "responsiveness": responsiveness(rng, &[1.0, 2.0, 15.0, 30.0]), "delays": delays(rng) });
            if let Some(d) = decay(rng) {
                s["decay"] = d;
            }
            if rng.chance(0.2) {
                s["sharedCapacity"] = json!(true);
            }
            if rng.chance(0.1) {
                s["enabled"] = json!(false);
            }
            if rng.chance(0.3) {
                s["label"] = json!(format!("Station {}", i + 1));
            }
            s
        })
        .collect();
    let channels: Vec<Value> = (0..rng.int(3))
        .map(|i| {
            let law = if rng.chance(0.6) {
                json!({ "law": "constant", "capacityMbps": capacity(rng) })
            } else {
                let mut t = rng.range(-2.0, 1.0);
                let pts: Vec<Value> = (0..1 + rng.int(4))
                    .map(|_| {
                        t += rng.range(0.05, 2.0);
                        json!({ "tS": t, "capacityMbps": capacity(rng) })
                    })
                    .collect();
                json!({ "law": "piecewise-linear", "points": pts })
            };
            let mut c = json!({ "id": format!("ch{}", i), "group": rng.pick(&["satellite", "cellular"]), "capacity": law,
                "responsiveness": responsiveness(rng, &[15.0, 30.0]), "delays": delays(rng) });
            if rng.chance(0.2) {
                c["lossProbability"] = json!(rng.range(0.0, 0.2));
            }
            if rng.chance(0.2) {
                c["bufferPackets"] = json!(1 + rng.int(1000));
            }
            c
        })
        .collect();
    let n_platforms = rng.int(3);
    let mut platforms = Vec::new();
    let mut sources = Vec::new();
    // Ids of the routes of platform sources (as the network names them), for `routeDelays`.
    let mut route_ids: Vec<String> = Vec::new();
    for p in 0..n_platforms {
        // A channel is reached from at most one node of a platform (its route id is the channel's).
        let mut free: Vec<Value> = channels.iter().map(|c| c["id"].clone()).collect();
        let mut links = Vec::new();
        let mut live = Vec::new();
        let prefix = if n_platforms > 1 { format!("p{}.", p) } else { String::new() };
        for node in ["head", "middle", "tail"] {
            if rng.chance(0.4) {
                continue;
            }
            let mut to = Vec::new();
            for st in &stations {
                if rng.chance(0.6) {
                    to.push(st["id"].clone());
                    if st.get("enabled").is_none() {
                        live.push(format!("{}{}-{}", prefix, node, st["id"].as_str().unwrap_or("")));
                    }
                }
            }
            free.retain(|id| {
                let take = rng.chance(0.4);
                if take {
                    to.push(id.clone());
                    live.push(format!("{}{}", prefix, id.as_str().unwrap_or("")));
                }
                !take
            });
            links.push(json!({ "node": node, "to": to }));
        }
        platforms.push(json!({ "id": format!("p{}", p), "lengthM": rng.range(0.0, 300.0), "trajectory": trajectory(rng), "links": links }));
        if rng.chance(0.8) {
            sources
                .push(json!({ "id": format!("s{}", p), "platform": format!("p{}", p), "controller": controller(rng) }));
            route_ids.extend(live);
        }
    }
    if !channels.is_empty() {
        for c in 0..rng.int(3) {
            let full = (1usize << channels.len()) - 1;
            let mut masks: Vec<usize> = (0..1 + rng.int(2)).map(|_| 1 + rng.int(full)).collect();
            masks.sort();
            masks.dedup();
            let routes: Vec<Value> = masks
                .iter()
                .map(|&m| {
                    let via: Vec<Value> =
                        (0..channels.len()).filter(|k| m >> k & 1 == 1).map(|k| channels[k]["id"].clone()).collect();
                    json!({ "via": via })
                })
                .collect();
            let mut s = json!({ "id": format!("c{}", c), "routes": routes, "controller": controller(rng) });
            if rng.chance(0.2) {
                s["sendingRateMbps"] = json!(rng.range(0.1, 50.0));
            }
            sources.push(s);
        }
    }
    let dt = *rng.pick(&[0.0005, 0.001, 0.002, 0.005]);
    let mut v = json!({ "format": "multipath-playground/scenario", "version": 1, "title": "fuzz",
        "stations": stations, "channels": channels, "platforms": platforms, "sources": sources,
        "solver": { "dtS": dt, "durationS": rng.range(0.05, 2.0), "sampleEveryS": dt * (1 + rng.int(50)) as f64 } });
    if rng.chance(0.2) {
        v["frame"] = json!({ "kind": "geographic", "originLatDeg": rng.range(-80.0, 80.0), "originLonDeg": rng.range(-180.0, 180.0) });
    }
    if rng.chance(0.2) {
        v["metrics"] = json!({ "fileMegabytes": rng.log(0.1, 1000.0) });
    }
    if !route_ids.is_empty() && rng.chance(0.2) {
        let id = rng.pick(&route_ids).clone();
        v["routeDelays"] = json!({ id: { "forwardMs": rng.range(0.5, 50.0) } });
    }
    if rng.chance(0.2) && !sources.is_empty() {
        let id = v["sources"][0]["id"].clone();
        let variants: Vec<Value> =
            (0..2 + rng.int(3)).map(|i| json!({ "label": format!("v{}", i), "controller": controller(rng) })).collect();
        v["comparison"] = json!({ "source": id, "variants": variants });
    }
    v
}

/// A crowd (issue 23): III-D's network with many clover platforms (up to 400, up to 200
/// revolutions each) linked to its satellite, and many sources (up to 2,500, some of them
/// constant-rate bursts up to 1e9 Mbps over random intervals), fluid or packet: the sizes the
/// cost estimate must refuse before anything is built, and accept only when they run.
#[allow(dead_code)] // used by tests/fuzz_crowds.rs, not tests/fuzz.rs
pub fn crowd(rng: &mut Rng) -> Value {
    let mut v = json!({ "format": "multipath-playground/scenario", "version": 1, "title": "crowd",
        "channels": [{ "id": "sat", "group": "satellite", "capacity": { "law": "constant", "capacityMbps": rng.log(1.0, 1e6) },
            "responsiveness": 16, "delays": { "forwardMs": rng.range(1.0, 200.0), "feedbackMs": rng.range(1.0, 200.0) } }],
        "stations": [], "platforms": [], "sources": [],
        "solver": { "dtS": 0.001, "durationS": rng.log(0.05, 1e5), "sampleEveryS": 0.1 } });
    let platforms = rng.log(1.0, 400.0) as usize;
    for p in 0..platforms {
        let trajectory =
            json!({ "kind": "clover", "radiusM": rng.log(10.0, 1500.0), "revolutions": rng.log(0.1, 200.0) });
        v["platforms"].as_array_mut().unwrap().push(json!({ "id": format!("p{}", p), "lengthM": rng.range(0.0, 300.0),
            "trajectory": trajectory, "links": [{ "node": "middle", "to": ["sat"] }] }));
        if rng.chance(0.3) {
            v["sources"].as_array_mut().unwrap().push(json!({ "id": format!("ps{}", p), "platform": format!("p{}", p),
                "controller": controller(rng) }));
        }
    }
    for s in 0..rng.log(1.0, 2500.0) as usize {
        let mut c = controller(rng);
        if c["kind"] == "udp" {
            let from = rng.range(0.0, 100.0);
            c["rateMbps"] = json!(rng.log(1e-3, 1e9));
            c["activeS"] = json!([[from, from + rng.log(1e-3, 100.0)]]);
        }
        let mut src = json!({ "id": format!("s{}", s), "routes": [{ "via": ["sat"] }], "controller": c });
        if rng.chance(0.2) {
            let start_s = rng.range(0.0, 10.0);
            src["startS"] = json!(start_s);
            src["stopS"] = json!(start_s + rng.log(1e-3, 100.0));
        }
        v["sources"].as_array_mut().unwrap().push(src);
    }
    if rng.chance(0.5) {
        v["solver"]["engine"] = json!("packet");
    }
    v
}
