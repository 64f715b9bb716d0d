//! Stations and channels: capacities, decay laws, responsiveness and delays.

use super::super::reader::{rule, Obj};
use super::super::*;
use super::{read_id, read_label, read_point};

fn read_delays(obj: &Obj, key: &'static str, default: DelaysMs) -> DelaysMs {
    let Some(d) = obj.opt_obj(key) else { return default };
    let delays = read_delays_obj(&d, default);
    d.finish();
    delays
}

pub(super) fn read_delays_obj(d: &Obj, default: DelaysMs) -> DelaysMs {
    let range = rule::within(0.0, limits::MAX_DELAY_MS);
    let forward_ms = d.f64_or("forwardMs", default.forward_ms, &range);
    let feedback_ms = d.f64_or("feedbackMs", default.feedback_ms, &range);
    if forward_ms + feedback_ms <= 0.0 {
        d.errors().push(&d.path, "forwardMs + feedbackMs (the round-trip time) must be > 0");
    }
    DelaysMs { forward_ms, feedback_ms }
}

/// A resource's own `bufferPackets` (packet runs only): a whole number of packets, 1 to 10^6.
fn read_buffer(obj: &Obj) -> Option<usize> {
    obj.has("bufferPackets").then(|| super::whole(obj, "bufferPackets", 1.0, 1.0, 1.0e6) as usize)
}

fn read_capacity(obj: &Obj) -> f64 {
    obj.f64_or("capacityMbps", 20.0, rule::positive_at_most(limits::MAX_CAPACITY_MBPS))
}

fn read_responsiveness(obj: &Obj, default: f64) -> f64 {
    obj.f64_or("responsiveness", default, rule::positive_at_most(1000.0))
}

pub(super) fn read_station(s: &Obj) -> Option<Station> {
    let id = read_id(s, "id");
    let label = read_label(s, id.as_deref().unwrap_or(""));
    let position = read_point(s, "position");
    let capacity_mbps = read_capacity(s);
    let responsiveness = read_responsiveness(s, 15.0);
    let decay = match s.opt_obj("decay") {
        None => Decay::Logistic { alpha_per_m: 0.007, d0_m: 500.0 },
        Some(d) => {
            let decay = read_decay(&d);
            d.finish();
            decay
        }
    };
    let delays = read_delays(s, "delays", DelaysMs { forward_ms: 10.0, feedback_ms: 10.0 });
    let shared_capacity = s.bool_or("sharedCapacity", false);
    let enabled = s.bool_or("enabled", true);
    let buffer_packets = read_buffer(s);
    let group = read_group(s, "wifi");
    Some(Station {
        id: id?,
        label,
        group,
        position: position?,
        capacity_mbps,
        responsiveness,
        decay,
        delays,
        shared_capacity,
        enabled,
        buffer_packets,
    })
}

/// The aggregation group a resource's routes are totalled under (1-64 characters), or `default`.
fn read_group(o: &Obj, default: &str) -> String {
    match o.opt_str("group") {
        Some(g) if g.is_empty() || g.chars().count() > 64 => {
            o.error("group", "must be 1-64 characters");
            default.to_string()
        }
        Some(g) => g.to_string(),
        None => default.to_string(),
    }
}

fn read_decay(d: &Obj) -> Decay {
    let distance = rule::positive_at_most(limits::MAX_COORD_M);
    match d.str_req("law") {
        Some("logistic") => Decay::Logistic {
            alpha_per_m: d.f64_or("alphaPerM", 0.007, rule::positive_at_most(100.0)),
            d0_m: d.f64_or("d0M", 500.0, &distance),
        },
        Some("step") => Decay::Step { radius_m: d.f64_req("radiusM", &distance).unwrap_or(1.0) },
        Some("linear") => Decay::Linear { range_m: d.f64_req("rangeM", &distance).unwrap_or(1.0) },
        Some("flat") => Decay::Flat,
        Some(other) => {
            d.error("law", format!("must be one of \"logistic\", \"step\", \"linear\", \"flat\", got \"{}\"", other));
            d.abandon();
            Decay::Flat
        }
        None => {
            d.abandon();
            Decay::Flat
        }
    }
}

pub(super) fn read_channel(c: &Obj, cells: &[CellSpec]) -> Option<Channel> {
    let id = read_id(c, "id");
    let label = read_label(c, id.as_deref().unwrap_or(""));
    let group = read_group(c, "satellite");
    let capacity = match c.obj("capacity") {
        None => None,
        Some(law) => {
            let parsed = read_capacity_law(&law);
            if parsed.is_none() {
                law.abandon();
            }
            law.finish();
            parsed
        }
    };
    let responsiveness = read_responsiveness(c, 16.0);
    let delays = read_delays(c, "delays", DelaysMs { forward_ms: 15.0, feedback_ms: 15.0 });
    let enabled = c.bool_or("enabled", true);
    let loss_probability = c.opt_f64("lossProbability").filter(|&p| match rule::within(0.0, 1.0)(p) {
        Some(m) => {
            c.error("lossProbability", m);
            false
        }
        None => true,
    });
    let buffer_packets = read_buffer(c);
    let cell = super::cell::read_cell_ref(c, cells);
    Some(Channel {
        id: id?,
        label,
        group,
        capacity: capacity?,
        responsiveness,
        delays,
        enabled,
        loss_probability,
        buffer_packets,
        cell,
    })
}

/// A piecewise-linear law's optional `periodS`: longer than the points' span, at most 1e7 s.
fn read_period(law: &Obj, points: &[(f64, f64)]) -> Option<f64> {
    let period_s = law.opt_f64("periodS")?;
    let span_s = match (points.first(), points.last()) {
        (Some(a), Some(b)) => b.0 - a.0,
        _ => 0.0,
    };
    if !(period_s > span_s && period_s <= 1.0e7) {
        law.error(
            "periodS",
            format!(
                "must be longer than the points' span ({} s) and at most 1e7, got {}",
                rule::num(span_s),
                rule::num(period_s)
            ),
        );
        return None;
    }
    Some(period_s)
}

fn read_capacity_law(law: &Obj) -> Option<CapacityLaw> {
    match law.str_req("law")? {
        "constant" => Some(CapacityLaw::Constant { capacity_mbps: read_capacity(law) }),
        "piecewise-linear" => {
            let pts = law.array("points")?;
            if pts.is_empty() || pts.len() > limits::MAX_VERTICES {
                law.error("points", format!("must have 1 to {} points, got {}", limits::MAX_VERTICES, pts.len()));
                return None;
            }
            let mut points = Vec::with_capacity(pts.len());
            for (i, p) in pts.iter().enumerate() {
                let o = Obj::new(p, format!("{}[{}]", law.child("points"), i), law.errors());
                let t = o.f64_req("tS", rule::within(-1.0e7, 1.0e7));
                let c = o.f64_req("capacityMbps", rule::positive_at_most(limits::MAX_CAPACITY_MBPS));
                o.finish();
                if let (Some(t), Some(c)) = (t, c) {
                    if points.last().is_some_and(|&(prev, _)| t <= prev) {
                        law.errors().push(
                            &format!("{}[{}].tS", law.child("points"), i),
                            "must be later than the previous point's tS",
                        );
                    }
                    points.push((t, c));
                }
            }
            let period_s = read_period(law, &points);
            Some(CapacityLaw::PiecewiseLinear { points, period_s })
        }
        other => {
            law.error("law", format!("must be \"constant\" or \"piecewise-linear\", got \"{}\"", other));
            None
        }
    }
}
