//! The fixed point at a moment of a run (`summary::settle_at`): capacities held at one moment,
//! the fluid model run until the rates settle. Checked against eq (15) for Kelly-Voice (paper 000)
//! where the closed form exists; the window controllers are checked in equilibria.rs.

mod common;

use common::*;
use mpsolver::network::Network;
use mpsolver::scenario;
use mpsolver::summary::{fixed_point, settle_at};
use serde_json::json;

/// Eq (15) for the capacities of `net` at `t_s`.
fn eq15_at(net: &Network, t_s: f64) -> Vec<f64> {
    fixed_point(net, &net.capacities_at(t_s)).expect("Kelly-Voice on routes of their own")
}

fn compiled(name: &str) -> (scenario::Scenario, Network) {
    let s = scenario::parse(&preset(name).to_string()).expect("preset is valid");
    let net = Network::compile(&s).expect("preset compiles");
    (s, net)
}

#[test]
fn a_frozen_network_keeps_the_capacities_of_its_moment() {
    let (_, net) = compiled("III-D");
    let frozen = net.frozen_at(200.0);
    let at = |n: &Network, t: f64| n.capacities_at(t);
    let moving = at(&net, 200.0);
    assert_ne!(moving, at(&net, 260.0), "the convoy moves, so its capacities change");
    for t in [0.0, 200.0, 260.0, 500.0] {
        assert_eq!(at(&frozen, t), moving, "frozen capacities at {} s", t);
    }
    // The integrator's own block path (what a run reads) holds them too.
    let s = scenario::parse(&preset("III-D").to_string()).unwrap();
    let mut sim = mpsolver::Simulation::new(frozen, &s);
    sim.advance_to(30.0);
    let held: Vec<f64> = sim.capacities().to_vec();
    for (a, b) in held.iter().zip(&moving) {
        assert!((a - b).abs() <= 1e-12 * b.abs().max(1.0), "{} vs {}", a, b);
    }
}

#[test]
fn kelly_voice_settles_on_eq_15_at_every_cursor() {
    // III-E is static; III-D moves: at each moment the held run must land on eq (15) for that
    // moment's capacities. Tolerance 0.5 % of the total: the run stops once two 2 s windows agree
    // to 0.2 % of the total, and eq (15)'s rates are approached from one side.
    for (name, times) in [("III-E", vec![5.0]), ("III-D", vec![60.0, 200.0, 400.0])] {
        let (s, net) = compiled(name);
        for t in times {
            let expected = eq15_at(&net, t);
            let got = settle_at(&net, &s, t, None).expect("settles");
            let total: f64 = expected.iter().sum();
            eprintln!(
                "{} at {} s: settled {} after {} s, swing {:.2e}",
                name, t, got.settled, got.simulated_s, got.swing
            );
            assert!(got.settled, "{} at {} s did not settle", name, t);
            assert!(got.swing < 0.01, "{} at {} s swings by {}", name, t, got.swing);
            for (r, (a, b)) in got.rates_mbps.iter().zip(&expected).enumerate() {
                assert!(
                    (a - b).abs() < 5e-3 * total,
                    "{} at {} s, route {}: {} vs eq 15 {}",
                    name,
                    t,
                    got.routes[r],
                    a,
                    b
                );
            }
        }
    }
}

#[test]
fn starting_from_the_run_lands_on_the_same_point_sooner() {
    let (s, net) = compiled("III-D");
    let mut sim = build(&preset("III-D"));
    sim.advance_to(200.0);
    let now: Vec<f64> = sim.rates().to_vec();
    let cold = settle_at(&net, &s, 200.0, None).unwrap();
    let warm = settle_at(&net, &s, 200.0, Some(&now)).unwrap();
    let total: f64 = cold.rates_mbps.iter().sum();
    for (a, b) in warm.rates_mbps.iter().zip(&cold.rates_mbps) {
        assert!((a - b).abs() < 5e-3 * total, "{} vs {}", a, b);
    }
    assert!(warm.simulated_s <= cold.simulated_s, "warm {} s, cold {} s", warm.simulated_s, cold.simulated_s);
}

#[test]
fn an_unstable_setting_is_reported_as_swinging() {
    // 000-unstable breaks eq (6) on purpose: the held run never comes to rest.
    let (s, net) = compiled("000-unstable");
    let got = settle_at(&net, &s, 10.0, None).unwrap();
    eprintln!("{:?}", got);
    assert!(got.swing > 0.1, "swing {}", got.swing);
}

#[test]
fn bad_start_rates_are_refused_by_name() {
    let (s, net) = compiled("III-E");
    let n = net.routes.len();
    let e = settle_at(&net, &s, 5.0, Some(&vec![1.0; n - 1])).unwrap_err();
    assert!(e.contains("start rates"), "{}", e);
    let mut bad = vec![1.0; n];
    bad[1] = f64::NAN;
    let e = settle_at(&net, &s, 5.0, Some(&bad)).unwrap_err();
    assert!(e.contains(&net.routes[1].id), "{}", e);
    assert!(settle_at(&net, &s, f64::NAN, None).unwrap_err().contains("tS"));
}

#[test]
fn udp_schedules_are_held_at_the_moment() {
    // A UDP source that is on only from 10 s to 20 s: held at 15 s it sends, held at 25 s it does not.
    let mut v = scenario(
        vec![channel("a", 10.0, 2.0, 20.0)],
        vec![
            source("tcp", &[&["a"]], json!({ "kind": "tcp" })),
            source("udp", &[&["a"]], json!({ "kind": "udp", "rateMbps": 4.0, "activeS": [[10.0, 20.0]] })),
        ],
        30.0,
    );
    v["solver"]["dtS"] = json!(0.001);
    let s = scenario::parse(&v.to_string()).unwrap_or_else(|e| panic!("{:?}", e));
    let net = Network::compile(&s).unwrap();
    let on = settle_at(&net, &s, 15.0, None).unwrap();
    let off = settle_at(&net, &s, 25.0, None).unwrap();
    assert!((on.rates_mbps[1] - 4.0).abs() < 1e-9, "{:?}", on.rates_mbps);
    assert_eq!(off.rates_mbps[1], 0.0);
    assert!(
        off.rates_mbps[0] > on.rates_mbps[0] + 1.0,
        "tcp takes the room: {:?} vs {:?}",
        off.rates_mbps,
        on.rates_mbps
    );
}

#[test]
fn a_large_network_with_a_fine_step_stays_within_the_settling_budget() {
    // 200 routes at dt = 10 us: 2 s windows would be 4e7 route-steps each; the run must shorten
    // its windows so that all of it fits SETTLE_MAX_ROUTE_STEPS.
    use mpsolver::summary::settle::SETTLE_MAX_ROUTE_STEPS;
    let ids: Vec<String> = (0..200).map(|i| format!("c{}", i)).collect();
    let channels = ids.iter().map(|id| channel(id, 10.0, 2.0, 10.0)).collect();
    let vias: Vec<Vec<&str>> = ids.iter().map(|id| vec![id.as_str()]).collect();
    let via_refs: Vec<&[&str]> = vias.iter().map(|v| v.as_slice()).collect();
    let mut v = scenario(channels, vec![source("many", &via_refs, json!({ "kind": "kelly-voice" }))], 1.0);
    v["solver"]["dtS"] = json!(1e-5);
    let s = scenario::parse(&v.to_string()).unwrap_or_else(|e| panic!("{:?}", e));
    let net = Network::compile(&s).unwrap();
    let got = settle_at(&net, &s, 0.5, None).unwrap();
    let route_steps = got.simulated_s / 1e-5 * 200.0;
    eprintln!("{} s simulated, {:.3e} route-steps, settled {}", got.simulated_s, route_steps, got.settled);
    assert!(route_steps <= SETTLE_MAX_ROUTE_STEPS * (1.0 + 1e-9), "{:.3e} route-steps", route_steps);
    assert!(got.rates_mbps.iter().all(|x| x.is_finite()));
}
