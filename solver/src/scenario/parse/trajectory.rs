//! The `trajectory` object of a platform.

use super::super::reader::{rule, Obj};
use super::super::{limits, ExitArc, PointM, TrajectorySpec};
use super::read_point;
use serde_json::Value;

/// The clover's `gamma` in the paper (eq 17): 25 m/s over 3 R with R = 500 m.
pub const PAPER_GAMMA_PER_S: f64 = 0.05 / 3.0;

/// Reads a `clover`, `polyline` or `static` trajectory.
pub fn read(t: &Obj) -> Option<TrajectorySpec> {
    match t.str_req("kind")? {
        "clover" => read_clover(t),
        "polyline" => read_polyline(t),
        "static" => {
            let centre = read_point(t, "centre");
            let heading_deg = t.f64_or("headingDeg", 0.0, rule::within(-3600.0, 3600.0));
            Some(TrajectorySpec::Static { centre: centre?, heading_deg })
        }
        other => {
            t.error("kind", format!("must be \"clover\", \"polyline\" or \"static\", got \"{}\"", other));
            None
        }
    }
}

fn read_clover(t: &Obj) -> Option<TrajectorySpec> {
    let radius_m = t.f64_or("radiusM", 500.0, rule::within(1.0, 1.0e6));
    let gamma_per_s = t.f64_or("gammaPerS", PAPER_GAMMA_PER_S, rule::within(1.0e-6, 10.0));
    let revolutions = t.f64_or("revolutions", 2.0, rule::positive_at_most(1000.0));
    let exit_arc = t.opt_obj("exitArc").map(|a| {
        let arc = ExitArc {
            radius_m: a.f64_or("radiusM", 430.0, rule::within(1.0, 1.0e6)),
            angle_deg: a.f64_or("angleDeg", 180.0, rule::positive_at_most(36000.0)),
            speed_mps: a.f64_or("speedMps", 8.5, rule::positive_at_most(1.0e4)),
            turn_right: match a.opt_str("turn") {
                None | Some("right") => true,
                Some("left") => false,
                Some(other) => {
                    a.error("turn", format!("must be \"right\" or \"left\", got \"{}\"", other));
                    true
                }
            },
        };
        a.finish();
        arc
    });
    // The path is tabulated finely; keep its length within what a table can hold. A revolution
    // lasts pi / gamma at a mean speed of about 2.1 R gamma (eq 16), so it is about 2.1 pi R long.
    let approx_length_m = 2.1 * std::f64::consts::PI * radius_m * revolutions
        + exit_arc.map_or(0.0, |a| a.radius_m * a.angle_deg.to_radians());
    if approx_length_m > 2.0e6 {
        t.error(
            "revolutions",
            format!("the path would be about {:.0} km long; at most 2000 km", approx_length_m / 1000.0),
        );
        return None;
    }
    Some(TrajectorySpec::Clover { radius_m, gamma_per_s, revolutions, exit_arc })
}

fn read_polyline(t: &Obj) -> Option<TrajectorySpec> {
    let raw = t.array("points")?;
    if raw.len() < 2 || raw.len() > limits::MAX_VERTICES {
        t.error("points", format!("must have 2 to {} points, got {}", limits::MAX_VERTICES, raw.len()));
        return None;
    }
    let mut points = Vec::with_capacity(raw.len());
    for (i, v) in raw.iter().enumerate() {
        points.push(read_vertex(t, format!("{}[{}]", t.child("points"), i), v)?);
    }
    let segments = points.len() - 1;
    let speed = rule::positive_at_most(1.0e4);
    let segment_speeds_mps = match (t.opt_f64("speedMps"), t.opt_array("segmentSpeedsMps")) {
        (Some(v), None) => match speed(v) {
            None => vec![v; segments],
            Some(msg) => {
                t.error("speedMps", msg);
                return None;
            }
        },
        (None, Some(list)) => {
            if list.len() != segments {
                t.error(
                    "segmentSpeedsMps",
                    format!("must have one speed per segment ({}), got {}", segments, list.len()),
                );
                return None;
            }
            let mut out = Vec::with_capacity(segments);
            for (i, v) in list.iter().enumerate() {
                let path = format!("{}[{}]", t.child("segmentSpeedsMps"), i);
                match v.as_f64() {
                    Some(x) if speed(x).is_none() => out.push(x),
                    Some(x) => t.errors().push(&path, speed(x).unwrap_or_default()),
                    None => t.errors().push(&path, format!("must be a number, got {}", v)),
                }
            }
            out
        }
        (Some(_), Some(_)) => {
            t.error("segmentSpeedsMps", "give either speedMps or segmentSpeedsMps, not both");
            return None;
        }
        (None, None) => {
            t.error("speedMps", "is required (or give segmentSpeedsMps)");
            return None;
        }
    };
    let start_s = t.f64_or("startS", 0.0, rule::within(-1.0e7, 1.0e7));
    Some(TrajectorySpec::Polyline { points, segment_speeds_mps, start_s })
}

fn read_vertex(t: &Obj, path: String, v: &Value) -> Option<PointM> {
    let coord = rule::within(-limits::MAX_COORD_M, limits::MAX_COORD_M);
    let p = Obj::new(v, path, t.errors());
    let x = p.f64_req("xM", &coord);
    let y = p.f64_req("yM", &coord);
    p.finish();
    Some(PointM { x_m: x?, y_m: y? })
}
