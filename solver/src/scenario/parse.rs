//! JSON to [`Scenario`], with defaults from the convoy paper and field-named errors.

use super::reader::{rule, show, Errors, Obj};
use super::*;
use serde_json::Value;

mod cell;
mod comparison;
mod controllers;
mod ids;
mod lesson;
mod lesson_rule;
mod resources;
mod sources;
mod trajectory;

use ids::{check_ids, check_route_delays};
pub use lesson::CHART_NAMES;
use resources::{read_channel, read_station};
use sources::{read_platform, read_route_delays, read_source};

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
    let title = match root.opt_str("title") {
        Some(t) if t.chars().count() > 500 => {
            root.error("title", "must be at most 500 characters");
            String::new()
        }
        Some(t) => t.to_string(),
        None => "Untitled scenario".to_string(),
    };
    let _ = root.opt_str("description");
    if let Some(meta) = root.get("meta") {
        if !meta.is_object() {
            root.error("meta", format!("must be an object, got {}", show(meta)));
        }
    }
    let frame = read_frame(root);
    let stations = list(root, "stations", read_station);
    let cells = list(root, "cells", cell::read_cell);
    cell::check_cell_ids(root, &cells);
    let channels = list(root, "channels", |c| read_channel(c, &cells));
    let platforms = list(root, "platforms", read_platform);
    let sources = list(root, "sources", read_source);
    let route_delays = read_route_delays(root);
    let solver = read_solver(root);

    // References into a list that lost an entry to another error are not checked again.
    let complete =
        |key: &'static str, parsed: usize| root.get(key).and_then(Value::as_array).map_or(0, Vec::len) == parsed;
    let targets_complete = complete("stations", stations.len()) && complete("channels", channels.len());
    let platforms_complete = complete("platforms", platforms.len());
    let route_ids = check_ids(root, &stations, &channels, &platforms, &sources, (targets_complete, platforms_complete));
    // Only on an otherwise valid scenario, as the compiler would (no follow-on errors).
    if let Some(ids) = route_ids.filter(|_| root.errors().is_empty()) {
        check_route_delays(root, &ids, &route_delays);
    }
    let comparison = comparison::read_comparison(root, &sources, complete("sources", sources.len()));
    let metrics = comparison::read_metrics(root);
    // The lesson and the annotations are checked but not kept: the solve ignores them.
    let refs = lesson::LessonRefs {
        stations: targets_complete.then_some(&stations[..]),
        sources: complete("sources", sources.len()).then_some(&sources[..]),
    };
    lesson::read_lesson(root, &refs);
    lesson::read_annotations(root);
    let solver = solver?;
    Some(Scenario { title, frame, stations, channels, platforms, sources, route_delays, solver, comparison, metrics })
}

/// Reads an optional array of objects with `read` (missing means empty).
pub(super) fn list<T>(parent: &Obj, key: &'static str, read: impl Fn(&Obj) -> Option<T>) -> Vec<T> {
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
            f.abandon();
            Frame::Planar
        }
        None => {
            f.abandon();
            Frame::Planar
        }
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

pub(super) fn read_label(obj: &Obj, id: &str) -> String {
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

pub(super) fn read_id_list(obj: &Obj, key: &'static str) -> Vec<String> {
    let Some(items) = obj.array(key) else { return Vec::new() };
    items
        .iter()
        .enumerate()
        .filter_map(|(i, v)| match v {
            Value::String(s) => Some(s.clone()),
            other => {
                obj.errors()
                    .push(&format!("{}[{}]", obj.child(key), i), format!("must be an id string, got {}", show(other)));
                None
            }
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
        s.error(
            "durationS",
            format!("durationS / dtS must be at most {:e} steps, got {:.3e}", limits::MAX_STEPS, steps),
        );
    }
    if sample_every_s < dt_s {
        s.error("sampleEveryS", format!("must be at least dtS ({}), got {}", dt_s, sample_every_s));
    }
    if duration_s / sample_every_s > limits::MAX_SAMPLES {
        s.error("sampleEveryS", format!("durationS / sampleEveryS must be at most {:e} samples", limits::MAX_SAMPLES));
    }
    let engine = s.opt_str("engine").map_or(Ok(Engine::Fluid), str::parse).unwrap_or_else(|UnknownEngine(other)| {
        s.error("engine", format!("must be one of fluid, packet; got \"{}\"", other));
        Engine::Fluid
    });
    let seed = whole(&s, "seed", 1.0, 0.0, 1.0e9) as u64;
    let buffer_packets = s.has("bufferPackets").then(|| whole(&s, "bufferPackets", 1.0, 1.0, 1.0e6) as usize);
    let random_drop_fraction = s.f64_or("randomDropFraction", 0.0, rule::within(0.0, 1.0));
    let tcp = s.opt_obj("tcp").map_or_else(TcpSettings::default, read_tcp);
    s.finish();
    Some(SolverSettings {
        dt_s,
        duration_s,
        sample_every_s,
        initial_rate_mbps,
        probe_rate_mbps,
        engine,
        seed,
        buffer_packets,
        random_drop_fraction,
        tcp,
    })
}

/// `solver.tcp`: SACK or NewReno recovery, and the loss response.
fn read_tcp(t: Obj) -> TcpSettings {
    let sack = t.bool_or("sack", true);
    let loss_response = match t.opt_str("lossResponse") {
        None | Some("flightSize") => LossResponse::FlightSize,
        Some("window") => LossResponse::Window,
        Some(other) => {
            t.error("lossResponse", format!("must be one of flightSize, window; got \"{}\"", other));
            LossResponse::FlightSize
        }
    };
    t.finish();
    TcpSettings { sack, loss_response }
}

/// A whole number in `lo..=hi` (default `default` when absent); an error names the field.
fn whole(s: &Obj, key: &'static str, default: f64, lo: f64, hi: f64) -> f64 {
    let x = s.f64_or(key, default, rule::within(lo, hi));
    if x.fract() != 0.0 {
        s.error(key, format!("must be a whole number, got {}", rule::num(x)));
        return default;
    }
    x
}
