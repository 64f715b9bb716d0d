//! Bounded errors: every error list holds the first 20 messages and one line counting the rest,
//! from the library and from `mpsim check`, however many problems the input has; inputs built to
//! have hundreds of thousands of them are refused after a hash lookup each (no timing asserted).

mod common;

use common::*;
use mpsolver::scenario::reader::{cap, MAX_LISTED_ERRORS};
use serde_json::{json, Value};
use std::process::Command;

fn errors_of(v: &Value) -> Vec<String> {
    match mpsolver::build(&v.to_string()) {
        Ok(_) => panic!("accepted"),
        Err(e) => e,
    }
}

/// III-D whose head links to B1 `n` times: `n - 1` duplicate route ids.
fn duplicate_links(n: usize) -> Value {
    let mut v = preset("III-D");
    v["platforms"][0]["links"][0]["to"] = json!(vec!["B1"; n]);
    v
}

#[test]
fn cap_keeps_the_first_20_and_counts_the_rest() {
    let list = |n: usize| (0..n).map(|i| format!("a[{}]: bad", i)).collect::<Vec<_>>();
    assert_eq!(cap(list(3)), list(3));
    assert_eq!(cap(list(21)), list(21), "one more line would only say 'and 1 more'");
    let capped = cap(list(22));
    assert_eq!(capped.len(), MAX_LISTED_ERRORS + 1);
    assert_eq!(capped[..20], list(20)[..]);
    assert_eq!(capped[20], "(root): and 2 more errors");
    assert_eq!(cap(capped.clone()), capped);
}

#[test]
fn a_140k_duplicate_route_ids_give_21_lines() {
    let errors = errors_of(&duplicate_links(140_000));
    assert_eq!(errors.len(), 21, "{:?}", &errors[..3]);
    assert_eq!(
        errors[0],
        "platforms[0].links[0].to[1]: route id \"head-B1\" is already used by platforms[0].links[0].to[0]"
    );
    assert_eq!(
        errors[19],
        "platforms[0].links[0].to[20]: route id \"head-B1\" is already used by platforms[0].links[0].to[0]"
    );
    assert_eq!(errors[20], "(root): and 139979 more errors");
}

#[test]
fn every_kind_of_long_error_list_is_capped() {
    // 50 000 unknown fields in one station.
    let mut v = preset("III-D");
    for i in 0..50_000 {
        v["stations"][0][format!("x{}", i)] = json!(1);
    }
    let errors = errors_of(&v);
    assert_eq!(errors.len(), 21);
    assert!(errors[0].ends_with(": unknown field"), "{}", errors[0]);
    assert_eq!(errors[20], "(root): and 49980 more errors");

    // 30 000 links to stations that do not exist.
    let mut v = preset("III-D");
    v["platforms"][0]["links"][0]["to"] = json!((0..30_000).map(|i| format!("Z{}", i)).collect::<Vec<_>>());
    let errors = errors_of(&v);
    assert_eq!(errors.len(), 21);
    assert_eq!(errors[0], "platforms[0].links[0].to[0]: no station or channel has id \"Z0\"");
    assert_eq!(errors[20], "(root): and 29980 more errors");

    // The same explicit route 10 000 times (the compiler's own message, found before compiling).
    let mut v = preset("III-F");
    let competitor = v["sources"].as_array().unwrap().iter().position(|s| s["routes"].is_array()).unwrap();
    v["sources"][competitor]["routes"] = json!(vec![json!({ "via": ["sat"] }); 5000]);
    let errors = errors_of(&v);
    assert_eq!(errors.len(), 21);
    assert!(
        errors[0].starts_with(&format!(
            "sources[{0}].routes[1]: route id \"competitor-sat\" is already used by sources[{0}].routes[0]",
            competitor
        )),
        "{}",
        errors[0]
    );
    assert_eq!(errors[20], "(root): and 4979 more errors");
}

/// A platform whose head links to `stations` stations, one source.
fn many_stations(stations: usize, nodes: &[&str]) -> Value {
    let list: Vec<Value> =
        (0..stations).map(|i| json!({ "id": format!("s{}", i), "position": { "xM": i, "yM": 0 } })).collect();
    let ids: Vec<String> = (0..stations).map(|i| format!("s{}", i)).collect();
    let links: Vec<Value> = nodes.iter().map(|n| json!({ "node": n, "to": ids })).collect();
    json!({
        "format": "multipath-playground/scenario", "version": 1, "stations": list,
        "platforms": [{ "id": "p", "trajectory": { "kind": "static", "centre": { "xM": 0, "yM": 0 } }, "links": links }],
        "sources": [{ "id": "s", "platform": "p" }],
        "solver": { "dtS": 0.001, "durationS": 1 }
    })
}

#[test]
fn thousands_of_wrong_route_delay_keys_list_20_of_the_routes() {
    let mut v = many_stations(5000, &["head"]);
    let keys: serde_json::Map<String, Value> =
        (0..40_000).map(|i| (format!("k{}", i), json!({ "forwardMs": 1 }))).collect();
    v["routeDelays"] = Value::Object(keys);
    let errors = errors_of(&v);
    assert_eq!(errors.len(), 21);
    // Keys are read in sorted order (k0, k1, k10, ...).
    let listed: Vec<String> = (0..20).map(|i| format!("head-s{}", i)).collect();
    assert_eq!(
        errors[0],
        format!("routeDelays.k0: no route has this id (routes: {} and 4980 more)", listed.join(", "))
    );
    assert_eq!(errors[20], "(root): and 39980 more errors");
    // Without the wrong keys the 5000 routes are valid.
    v.as_object_mut().unwrap().remove("routeDelays");
    assert_eq!(build(&v).network().routes.len(), 5000);
}

#[test]
fn more_routes_than_the_limit_are_refused_before_compiling() {
    let errors = errors_of(&many_stations(2000, &["head", "middle", "tail"]));
    assert_eq!(errors, ["sources: at most 5000 routes in all, got 6000"]);
}

#[test]
fn mpsim_check_prints_21_lines_for_140k_duplicates() {
    let path = std::env::temp_dir().join(format!("mpsim-duplicates-{}.json", std::process::id()));
    std::fs::write(&path, duplicate_links(140_000).to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mpsim"))
        .args(["check", path.to_str().unwrap()])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("mpsim runs");
    std::fs::remove_file(&path).ok();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr.lines().count(), 21, "{}", stderr);
    assert_eq!(stderr.lines().last(), Some("(root): and 139979 more errors"));
    assert!(out.stdout.is_empty());
}
