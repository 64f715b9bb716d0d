//! Platforms (trajectory and links), sources (controller and routes) and per-route delays.

use super::super::reader::{rule, show, Obj};
use super::super::*;
use super::controllers::{default_controller, read_controller};
use super::{list, read_id, read_id_list, read_label, trajectory};
use serde_json::Value;

pub(super) fn read_platform(p: &Obj) -> Option<Platform> {
    let id = read_id(p, "id");
    let label = read_label(p, id.as_deref().unwrap_or(""));
    let length_m = p.f64_or("lengthM", 200.0, rule::within(0.0, 1.0e5));
    let trajectory = p.obj("trajectory").and_then(|t| {
        let spec = trajectory::read(&t);
        if spec.is_none() {
            t.abandon();
        }
        t.finish();
        spec
    });
    let links = list(p, "links", |l| {
        let node = match l.str_req("node") {
            Some("head") => Some(Node::Head),
            Some("middle") => Some(Node::Middle),
            Some("tail") => Some(Node::Tail),
            Some(other) => {
                l.error("node", format!("must be \"head\", \"middle\" or \"tail\", got \"{}\"", other));
                None
            }
            None => None,
        };
        let to = read_id_list(l, "to");
        Some(Link { node: node?, to })
    });
    Some(Platform { id: id?, label, length_m, trajectory: trajectory?, links })
}

pub(super) fn read_source(s: &Obj) -> Option<Source> {
    let id = read_id(s, "id");
    let label = read_label(s, id.as_deref().unwrap_or(""));
    let routes = match (s.opt_str("platform"), s.has("routes")) {
        (Some(p), false) => Some(SourceRoutes::Platform(p.to_string())),
        (None, true) => Some(SourceRoutes::Explicit(list(s, "routes", |r| {
            let via = read_id_list(r, "via");
            if via.is_empty() && r.has("via") {
                r.error("via", "must name at least one channel");
            }
            let delays = r.opt_obj("delays").map_or(DelayOverride::default(), |d| {
                let v = read_delay_override(&d);
                d.finish();
                v
            });
            Some(RouteSpec { via, delays })
        }))),
        (Some(_), true) => {
            s.error("routes", "give either \"platform\" or \"routes\", not both");
            None
        }
        (None, false) => {
            s.error("platform", "is required (or give \"routes\")");
            None
        }
    };
    let sending_rate_mbps =
        s.opt_f64("sendingRateMbps").filter(|&x| match rule::positive_at_most(limits::MAX_CAPACITY_MBPS)(x) {
            Some(m) => {
                s.error("sendingRateMbps", m);
                false
            }
            None => true,
        });
    let file_megabytes = s.opt_f64("fileMegabytes").filter(|&x| match rule::positive_at_most(1.0e9)(x) {
        Some(m) => {
            s.error("fileMegabytes", m);
            false
        }
        None => true,
    });
    let controller = match s.opt_obj("controller") {
        None => default_controller(),
        Some(c) => {
            let spec = read_controller(&c);
            if spec.is_none() {
                c.abandon();
            }
            c.finish();
            spec?
        }
    };
    let (start_s, stop_s) = read_start_stop(s);
    Some(Source { id: id?, label, routes: routes?, controller, sending_rate_mbps, file_megabytes, start_s, stop_s })
}

/// `startS` (default 0) and `stopS` (default none): seconds, `stopS` later than `startS`.
fn read_start_stop(s: &Obj) -> (f64, Option<f64>) {
    let range = rule::within(0.0, 1.0e7);
    let start_s = s.f64_or("startS", 0.0, &range);
    let stop_s = s.opt_f64("stopS").filter(|&x| match range(x) {
        Some(m) => {
            s.error("stopS", m);
            false
        }
        None if x <= start_s => {
            s.error("stopS", format!("must be later than startS ({}), got {}", rule::num(start_s), rule::num(x)));
            false
        }
        None => true,
    });
    (start_s, stop_s)
}

/// Delays given in part (checked for a positive round trip once merged with the route's own).
fn read_delay_override(d: &Obj) -> DelayOverride {
    let range = rule::within(0.0, limits::MAX_DELAY_MS);
    let forward_ms = d.opt_f64("forwardMs").filter(|&x| range(x).map(|m| d.error("forwardMs", m)).is_none());
    let feedback_ms = d.opt_f64("feedbackMs").filter(|&x| range(x).map(|m| d.error("feedbackMs", m)).is_none());
    DelayOverride { forward_ms, feedback_ms }
}

pub(super) fn read_route_delays(root: &Obj) -> Vec<(String, DelayOverride)> {
    let Some(Value::Object(map)) = root.get("routeDelays") else {
        if let Some(other) = root.get("routeDelays") {
            root.error("routeDelays", format!("must be an object keyed by route id, got {}", show(other)));
        }
        return Vec::new();
    };
    map.iter()
        .filter(|(route, _)| {
            // A route id is made of id characters; any other key could not name a route, and its
            // path is written quoted so the message stays `path: text`.
            let id_like = !route.is_empty() && route.chars().all(|c| c.is_ascii_alphanumeric() || "_-.+".contains(c));
            if !id_like {
                root.errors().push(
                    &format!("{}[{}]", root.child("routeDelays"), Value::String(route.to_string())),
                    "not a route id (route ids are letters, digits, '_', '-', '.' and '+')",
                );
            }
            id_like
        })
        .map(|(route, v)| {
            let d = Obj::new(v, format!("{}.{}", root.child("routeDelays"), route), root.errors());
            let delays = read_delay_override(&d);
            d.finish();
            (route.clone(), delays)
        })
        .collect()
}
