//! JSON to [`Scenario`], with defaults from the convoy paper and field-named errors.

use super::reader::{rule, show, Errors, Obj};
use super::*;
use serde_json::Value;
use std::collections::HashSet;

mod trajectory;

/// Parses and validates scenario JSON text.
pub fn parse(text: &str) -> Result<Scenario, Vec<String>> {
    let value: Value = serde_json::from_str(text).map_err(|e| vec![format!("(root): not valid JSON: {}", e)])?;
    parse_value(&value)
}

/// Validates an already parsed JSON value.
pub fn parse_value(value: &Value) -> Result<Scenario, Vec<String>> {
    let errors = Errors::default();
    let root = Obj::new(value, String::new(), &errors);
    let scenario = read_root(&root);
    root.finish();
    match scenario {
        Some(s) if errors.is_empty() => Ok(s),
        _ => {
            let list = errors.into_vec();
            Err(if list.is_empty() { vec!["(root): invalid scenario".to_string()] } else { list })
        }
    }
}

fn read_root(root: &Obj) -> Option<Scenario> {
    match root.str_req("format") {
        Some(FORMAT_ID) | None => {}
        Some(other) => root.error("format", format!("must be \"{}\", got \"{}\"", FORMAT_ID, other)),
    }
    if let Some(v) = root.f64_req("version", rule::any) {
        if v != FORMAT_VERSION as f64 {
            root.error("version", format!("must be {} (the newest this solver reads), got {}", FORMAT_VERSION, v));
        }
    }
    let title = root.opt_str("title").unwrap_or("Untitled scenario").to_string();
    let _ = root.opt_str("description");
    if let Some(meta) = root.get("meta") {
        if !meta.is_object() {
            root.error("meta", format!("must be an object, got {}", show(meta)));
        }
    }
    let frame = read_frame(root);
    let stations = list(root, "stations", read_station);
    let channels = list(root, "channels", read_channel);
    let platforms = list(root, "platforms", read_platform);
    let sources = list(root, "sources", read_source);
    let route_delays = read_route_delays(root);
    let solver = read_solver(root);

    check_ids(root, &stations, &channels, &platforms, &sources);
    let solver = solver?;
    Some(Scenario { title, frame, stations, channels, platforms, sources, route_delays, solver })
}

/// Reads an optional array of objects with `read` (missing means empty).
fn list<T>(parent: &Obj, key: &'static str, read: impl Fn(&Obj) -> Option<T>) -> Vec<T> {
    let Some(items) = parent.opt_array(key) else { return Vec::new() };
    if items.len() > limits::MAX_ITEMS {
        parent.error(key, format!("must have at most {} entries, got {}", limits::MAX_ITEMS, items.len()));
        return Vec::new();
    }
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let obj = Obj::new(item, format!("{}[{}]", parent.child(key), i), parent.errors());
        if let Some(x) = read(&obj) {
            out.push(x);
        }
        obj.finish();
    }
    out
}

fn read_frame(root: &Obj) -> Frame {
    let Some(f) = root.opt_obj("frame") else { return Frame::Planar };
    let frame = match f.str_req("kind") {
        Some("planar") => Frame::Planar,
        Some("geographic") => Frame::Geographic {
            origin_lat_deg: f.f64_req("originLatDeg", rule::within(-90.0, 90.0)).unwrap_or(0.0),
            origin_lon_deg: f.f64_req("originLonDeg", rule::within(-180.0, 180.0)).unwrap_or(0.0),
        },
        Some(other) => {
            f.error("kind", format!("must be \"planar\" or \"geographic\", got \"{}\"", other));
            Frame::Planar
        }
        None => Frame::Planar,
    };
    f.finish();
    frame
}

/// An id: non-empty, at most 64 characters of letters, digits, `_`, `-` or `.`.
pub(super) fn read_id(obj: &Obj, key: &'static str) -> Option<String> {
    let id = obj.str_req(key)?;
    let ok = !id.is_empty() && id.len() <= 64 && id.chars().all(|c| c.is_ascii_alphanumeric() || "_-.".contains(c));
    if !ok {
        obj.error(key, format!("must be 1-64 letters, digits, '_', '-' or '.', got \"{}\"", id));
        return None;
    }
    Some(id.to_string())
}

fn read_label(obj: &Obj, id: &str) -> String {
    match obj.opt_str("label") {
        Some(l) if l.chars().count() > 200 => {
            obj.error("label", "must be at most 200 characters");
            id.to_string()
        }
        Some(l) => l.to_string(),
        None => id.to_string(),
    }
}

pub(super) fn read_point(obj: &Obj, key: &'static str) -> Option<PointM> {
    let p = obj.obj(key)?;
    let coord = rule::within(-limits::MAX_COORD_M, limits::MAX_COORD_M);
    let x = p.f64_req("xM", &coord);
    let y = p.f64_req("yM", &coord);
    p.finish();
    Some(PointM { x_m: x?, y_m: y? })
}

fn read_delays(obj: &Obj, key: &'static str, default: DelaysMs) -> DelaysMs {
    let Some(d) = obj.opt_obj(key) else { return default };
    let delays = read_delays_obj(&d, default);
    d.finish();
    delays
}

fn read_delays_obj(d: &Obj, default: DelaysMs) -> DelaysMs {
    let range = rule::within(0.0, limits::MAX_DELAY_MS);
    let forward_ms = d.f64_or("forwardMs", default.forward_ms, &range);
    let feedback_ms = d.f64_or("feedbackMs", default.feedback_ms, &range);
    if forward_ms + feedback_ms <= 0.0 {
        d.errors().push(&d.path, "forwardMs + feedbackMs (the round-trip time) must be > 0");
    }
    DelaysMs { forward_ms, feedback_ms }
}

fn read_capacity(obj: &Obj) -> f64 {
    obj.f64_or("capacityMbps", 20.0, rule::positive_at_most(limits::MAX_CAPACITY_MBPS))
}

fn read_responsiveness(obj: &Obj, default: f64) -> f64 {
    obj.f64_or("responsiveness", default, rule::positive_at_most(1000.0))
}

fn read_station(s: &Obj) -> Option<Station> {
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
    Some(Station { id: id?, label, position: position?, capacity_mbps, responsiveness, decay, delays, shared_capacity, enabled })
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
            Decay::Flat
        }
        None => Decay::Flat,
    }
}

fn read_channel(c: &Obj) -> Option<Channel> {
    let id = read_id(c, "id");
    let label = read_label(c, id.as_deref().unwrap_or(""));
    let group = match c.opt_str("group") {
        Some(g) if g.is_empty() || g.len() > 64 => {
            c.error("group", "must be 1-64 characters");
            "satellite".to_string()
        }
        Some(g) => g.to_string(),
        None => "satellite".to_string(),
    };
    let capacity = match c.obj("capacity") {
        None => None,
        Some(law) => {
            let parsed = read_capacity_law(&law);
            law.finish();
            parsed
        }
    };
    let responsiveness = read_responsiveness(c, 16.0);
    let delays = read_delays(c, "delays", DelaysMs { forward_ms: 15.0, feedback_ms: 15.0 });
    let enabled = c.bool_or("enabled", true);
    Some(Channel { id: id?, label, group, capacity: capacity?, responsiveness, delays, enabled })
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
                        law.errors().push(&format!("{}[{}].tS", law.child("points"), i), "must be later than the previous point's tS");
                    }
                    points.push((t, c));
                }
            }
            Some(CapacityLaw::PiecewiseLinear { points })
        }
        other => {
            law.error("law", format!("must be \"constant\" or \"piecewise-linear\", got \"{}\"", other));
            None
        }
    }
}

fn read_platform(p: &Obj) -> Option<Platform> {
    let id = read_id(p, "id");
    let label = read_label(p, id.as_deref().unwrap_or(""));
    let length_m = p.f64_or("lengthM", 200.0, rule::within(0.0, 1.0e5));
    let trajectory = p.obj("trajectory").and_then(|t| {
        let spec = trajectory::read(&t);
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

fn read_id_list(obj: &Obj, key: &'static str) -> Vec<String> {
    let Some(items) = obj.array(key) else { return Vec::new() };
    items
        .iter()
        .enumerate()
        .filter_map(|(i, v)| match v {
            Value::String(s) => Some(s.clone()),
            other => {
                obj.errors().push(&format!("{}[{}]", obj.child(key), i), format!("must be an id string, got {}", show(other)));
                None
            }
        })
        .collect()
}

fn read_source(s: &Obj) -> Option<Source> {
    let id = read_id(s, "id");
    let label = read_label(s, id.as_deref().unwrap_or(""));
    let routes = match (s.opt_str("platform"), s.has("routes")) {
        (Some(p), false) => Some(SourceRoutes::Platform(p.to_string())),
        (None, true) => Some(SourceRoutes::Explicit(list(s, "routes", |r| {
            let via = read_id_list(r, "via");
            if via.is_empty() && r.has("via") {
                r.error("via", "must name at least one channel");
            }
            let delays = r.opt_obj("delays").map(|d| {
                let v = read_delays_obj(&d, DelaysMs { forward_ms: 15.0, feedback_ms: 15.0 });
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
    let controller = match s.opt_obj("controller") {
        None => ControllerSpec::KellyVoice { a: 0.025, b: 0.875 },
        Some(c) => {
            let spec = match c.str_req("kind") {
                Some("kelly-voice") => Some(ControllerSpec::KellyVoice {
                    a: c.f64_or("a", 0.025, rule::positive_at_most(10.0)),
                    b: c.f64_or("b", 0.875, rule::positive_at_most(100.0)),
                }),
                Some(other) => {
                    c.error("kind", format!("must be \"kelly-voice\", got \"{}\"", other));
                    None
                }
                None => None,
            };
            c.finish();
            spec?
        }
    };
    Some(Source { id: id?, label, routes: routes?, controller })
}

fn read_route_delays(root: &Obj) -> Vec<(String, DelaysMs)> {
    let Some(Value::Object(map)) = root.get("routeDelays") else {
        if let Some(other) = root.get("routeDelays") {
            root.error("routeDelays", format!("must be an object keyed by route id, got {}", show(other)));
        }
        return Vec::new();
    };
    map.iter()
        .map(|(route, v)| {
            let d = Obj::new(v, format!("{}.{}", root.child("routeDelays"), route), root.errors());
            let delays = read_delays_obj(&d, DelaysMs { forward_ms: 10.0, feedback_ms: 10.0 });
            d.finish();
            (route.clone(), delays)
        })
        .collect()
}

fn read_solver(root: &Obj) -> Option<SolverSettings> {
    let s = root.obj("solver")?;
    let dt_s = s.f64_or("dtS", 0.001, rule::within(1.0e-6, 1.0));
    let duration_s = s.f64_req("durationS", rule::positive_at_most(1.0e7));
    let sample_every_s = s.f64_or("sampleEveryS", 0.1, rule::positive_at_most(1.0e6));
    let initial_rate_mbps = s.f64_or("initialRateMbps", 0.1, rule::within(0.0, limits::MAX_CAPACITY_MBPS));
    let probe_rate_mbps = s.f64_or("probeRateMbps", 0.1, rule::within(0.0, limits::MAX_CAPACITY_MBPS));
    let duration_s = duration_s?;
    let steps = duration_s / dt_s;
    if steps > limits::MAX_STEPS {
        s.error("durationS", format!("durationS / dtS must be at most {:e} steps, got {:.3e}", limits::MAX_STEPS, steps));
    }
    if sample_every_s < dt_s {
        s.error("sampleEveryS", format!("must be at least dtS ({}), got {}", dt_s, sample_every_s));
    }
    if duration_s / sample_every_s > limits::MAX_SAMPLES {
        s.error("sampleEveryS", format!("durationS / sampleEveryS must be at most {:e} samples", limits::MAX_SAMPLES));
    }
    s.finish();
    Some(SolverSettings { dt_s, duration_s, sample_every_s, initial_rate_mbps, probe_rate_mbps })
}

/// Ids must be unique within stations and channels together (both are link targets), and within
/// platforms and sources; references must exist.
fn check_ids(root: &Obj, stations: &[Station], channels: &[Channel], platforms: &[Platform], sources: &[Source]) {
    let mut targets = HashSet::new();
    for (i, id) in stations.iter().map(|s| &s.id).enumerate() {
        if !targets.insert(id.as_str()) {
            root.errors().push(&format!("stations[{}].id", i), format!("duplicate id \"{}\"", id));
        }
    }
    for (i, id) in channels.iter().map(|c| &c.id).enumerate() {
        if !targets.insert(id.as_str()) {
            root.errors().push(&format!("channels[{}].id", i), format!("duplicate id \"{}\" (station and channel ids share one namespace)", id));
        }
    }
    let mut seen = HashSet::new();
    for (i, p) in platforms.iter().enumerate() {
        if !seen.insert(p.id.as_str()) {
            root.errors().push(&format!("platforms[{}].id", i), format!("duplicate id \"{}\"", p.id));
        }
        for (k, link) in p.links.iter().enumerate() {
            for (m, to) in link.to.iter().enumerate() {
                if !targets.contains(to.as_str()) {
                    root.errors().push(&format!("platforms[{}].links[{}].to[{}]", i, k, m), format!("no station or channel has id \"{}\"", to));
                }
            }
        }
    }
    let mut source_ids = HashSet::new();
    let mut used_platforms = HashSet::new();
    let channel_ids: HashSet<&str> = channels.iter().map(|c| c.id.as_str()).collect();
    for (i, s) in sources.iter().enumerate() {
        if !source_ids.insert(s.id.as_str()) {
            root.errors().push(&format!("sources[{}].id", i), format!("duplicate id \"{}\"", s.id));
        }
        match &s.routes {
            SourceRoutes::Platform(p) => {
                if !seen.contains(p.as_str()) {
                    root.errors().push(&format!("sources[{}].platform", i), format!("no platform has id \"{}\"", p));
                } else if !used_platforms.insert(p.as_str()) {
                    root.errors().push(&format!("sources[{}].platform", i), format!("platform \"{}\" already belongs to another source", p));
                }
            }
            SourceRoutes::Explicit(routes) => {
                for (k, r) in routes.iter().enumerate() {
                    for (m, via) in r.via.iter().enumerate() {
                        if !channel_ids.contains(via.as_str()) {
                            root.errors().push(&format!("sources[{}].routes[{}].via[{}]", i, k, m), format!("no channel has id \"{}\"", via));
                        }
                    }
                }
            }
        }
    }
}
