//! Parser and compiler rules that are easy to get subtly wrong.

use serde_json::{json, Value};

fn preset() -> Value {
    serde_json::from_str(include_str!("../../public/scenarios/III-D.json")).unwrap()
}

fn errors(v: &Value) -> Vec<String> {
    match mpsolver::build(&v.to_string()) {
        Ok(_) => vec![],
        Err(e) => e,
    }
}

#[test]
fn a_partial_route_delay_keeps_the_other_delay_of_the_route() {
    let mut v = preset();
    v["routeDelays"] = json!({ "sat": { "forwardMs": 300 }, "tail-B1": { "feedbackMs": 5 } });
    let sim = mpsolver::build(&v.to_string()).unwrap();
    let routes = &sim.network().routes;
    let sat = routes.iter().find(|r| r.id == "sat").unwrap();
    assert_eq!((sat.delays.forward_ms, sat.delays.feedback_ms), (300.0, 15.0));
    let tail_b1 = routes.iter().find(|r| r.id == "tail-B1").unwrap();
    assert_eq!((tail_b1.delays.forward_ms, tail_b1.delays.feedback_ms), (15.0, 5.0));
}

#[test]
fn an_override_that_leaves_no_round_trip_is_refused() {
    let mut v = preset();
    v["routeDelays"] = json!({ "head-B2": { "forwardMs": 0, "feedbackMs": 0 } });
    assert_eq!(
        errors(&v),
        vec!["platforms[0].links[0].to[1]: route \"head-B2\" needs forwardMs + feedbackMs (its round-trip time) > 0"]
    );
}

#[test]
fn a_resource_id_that_would_stand_for_two_things_is_refused() {
    let mut v = preset();
    v["channels"]
        .as_array_mut()
        .unwrap()
        .push(json!({ "id": "head-B1", "capacity": { "law": "constant", "capacityMbps": 1000 } }));
    v["sources"].as_array_mut().unwrap().push(json!({ "id": "comp", "routes": [{ "via": ["head-B1"] }] }));
    assert_eq!(
        errors(&v),
        vec!["sources[1].routes[0]: resource id \"head-B1\" would stand for both B1 and head-B1; rename one of them"]
    );
}

#[test]
fn a_wrong_kind_gives_one_error_and_no_follow_on_errors() {
    let mut v = preset();
    v["platforms"][0]["trajectory"] = json!({ "kind": "spiral", "radiusM": 3 });
    assert_eq!(
        errors(&v),
        vec!["platforms[0].trajectory.kind: must be \"clover\", \"polyline\" or \"static\", got \"spiral\""]
    );
    let mut v = preset();
    v["channels"][0]["capacity"] = json!({ "capacityMbps": 20 });
    assert_eq!(errors(&v), vec!["channels[0].capacity.law: is required"]);
}

#[test]
fn a_typo_is_named_as_an_unknown_field() {
    let mut v = preset();
    v["stations"][1]["capacityMpbs"] = json!(20);
    assert_eq!(errors(&v), vec!["stations[1].capacityMpbs: unknown field"]);
}

#[test]
fn a_shared_station_is_one_resource_for_head_and_tail_at_the_nearer_distance() {
    let mut v = preset();
    v["stations"][0]["sharedCapacity"] = json!(true);
    let mut sim = mpsolver::build(&v.to_string()).unwrap();
    let net = sim.network();
    let ids: Vec<&str> = net.resources.iter().map(|j| j.id.as_str()).collect();
    assert_eq!(ids, ["B1", "head-B2", "head-B3", "sat", "tail-B2", "tail-B3"]);
    let routes: Vec<&str> = net.routes.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(routes, ["head-B1", "head-B2", "head-B3", "sat", "tail-B1", "tail-B2", "tail-B3"]);
    sim.advance_to(100.0);
    let p = sim.positions().to_vec();
    let d = |k: usize| ((p[k].x_m + 200.0).powi(2) + (p[k].y_m + 400.0).powi(2)).sqrt();
    let nearest = d(0).min(d(2));
    let rho = (1.0 + (-0.007f64 * 500.0).exp()) / (1.0 + (0.007 * (nearest - 500.0)).exp());
    assert!((sim.capacities()[0] - 20.0 * rho).abs() < 1e-9);
}

#[test]
fn an_odd_unknown_key_is_quoted_so_the_message_keeps_its_shape() {
    let mut v = preset();
    v["stations"][0]["capacityMM:}"] = json!(1);
    assert_eq!(errors(&v), vec!["stations[0][\"capacityMM:}\"]: unknown field"]);
}

#[test]
fn absurd_clovers_are_refused_or_stay_small_and_fast() {
    let mut v = preset();
    v["platforms"][0]["trajectory"]["radiusM"] = json!(5e-324);
    assert_eq!(errors(&v), vec!["platforms[0].trajectory.radiusM: must be between 1 and 1000000, got 5e-324"]);
    let mut v = preset();
    v["platforms"][0]["trajectory"]["gammaPerS"] = json!(1e-300);
    assert_eq!(errors(&v), vec!["platforms[0].trajectory.gammaPerS: must be between 1e-6 and 10, got 1e-300"]);
    // The slowest valid clover with a long convoy builds in well under a second.
    let mut v = preset();
    v["platforms"][0]["trajectory"]["radiusM"] = json!(1);
    v["platforms"][0]["trajectory"]["gammaPerS"] = json!(1e-6);
    v["platforms"][0]["lengthM"] = json!(1e5);
    v["solver"]["durationS"] = json!(1);
    let started = std::time::Instant::now();
    let mut sim = mpsolver::build(&v.to_string()).unwrap();
    sim.advance(1000);
    assert!(sim.rates().iter().all(|x| x.is_finite() && *x >= 0.0));
    assert!(started.elapsed().as_secs_f64() < 5.0, "took {:?}", started.elapsed());
}

#[test]
fn a_station_group_totals_its_routes_apart_and_defaults_to_wifi() {
    let mut v = preset();
    v["stations"][1]["group"] = json!("cellular");
    let sim = mpsolver::build(&v.to_string()).unwrap();
    let groups: Vec<(&str, &str)> = sim.network().resources.iter().map(|j| (j.id.as_str(), j.group.as_str())).collect();
    assert!(groups.contains(&("head-B1", "wifi")), "{:?}", groups);
    assert!(groups.contains(&("head-B2", "cellular")), "{:?}", groups);
    assert!(groups.contains(&("tail-B2", "cellular")), "{:?}", groups);
    v["stations"][1]["group"] = json!("");
    assert_eq!(errors(&v), vec!["stations[1].group: must be 1-64 characters".to_string()]);
}
