//! The references' dumbbell written as scenario files (`tests/scenarios/dumbbell-*.json`): each
//! loads, runs in the packet engine, keeps its senders' access links (their own 1000-packet
//! queues) free of drops, starts its flows at the given instants, and shows what a dumbbell
//! should: a flow with a buffer of one BDP fills the bottleneck, and with drop-tail the 40 ms flow
//! gets 2 to 8 times the 80 ms flow's share.

mod common;

use common::packet::{mean_from, packet_run, rows};
use mpsolver::packet::PacketOptions;
use serde_json::Value;

fn dumbbell(name: &str) -> Value {
    let path = format!("{}/tests/scenarios/dumbbell-{}.json", env!("CARGO_MANIFEST_DIR"), name);
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path, e))).unwrap()
}

/// Runs a dumbbell file whole; returns the mean Mbps of every flow from `from_s` on.
fn run(name: &str, from_s: f64) -> Vec<f64> {
    let v = dumbbell(name);
    let mut sim = packet_run(&v, &PacketOptions::default());
    let net = sim.network().clone();
    let (names, rows) = rows(&mut sim);
    // Every access link keeps its own large buffer and never fills; the bottleneck has its own.
    let queues = sim.buffers_and_max_queues();
    let bottleneck = net.resources.iter().position(|r| r.id == "bottleneck").unwrap();
    for (j, r) in net.resources.iter().enumerate() {
        let expected = v["channels"].as_array().unwrap().iter().find(|c| c["id"] == r.id.as_str()).unwrap();
        assert_eq!(queues[j].0 as u64, expected["bufferPackets"].as_u64().unwrap(), "{}: {}", name, r.id);
        if j != bottleneck {
            assert!(queues[j].1 < queues[j].0, "{}: access link {} filled", name, r.id);
        }
    }
    // A flow sends nothing before its startS.
    for (s, src) in v["sources"].as_array().unwrap().iter().enumerate() {
        let start_s = src["startS"].as_f64().unwrap_or(0.0);
        let k = names.iter().position(|n| *n == format!("x:{}", net.routes[net.sources[s].routes.start].id)).unwrap();
        assert!(
            rows.iter().filter(|r| r[0] <= start_s).all(|r| r[k] == 0.0),
            "{}: flow {} before {}",
            name,
            s,
            start_s
        );
        assert!(rows.iter().any(|r| r[0] > start_s && r[k] > 0.0), "{}: flow {} never sent", name, s);
    }
    net.routes.iter().map(|r| mean_from(&names, &rows, &format!("x:{}", r.id), from_s)).collect()
}

#[test]
fn one_flow_with_a_buffer_of_one_bdp_fills_the_bottleneck() {
    let x = run("1flow", 5.0);
    assert!(x[0] > 0.95 * 10.0, "{:?}", x);
}

#[test]
fn the_40_ms_flow_gets_two_to_eight_times_the_80_ms_flows_share() {
    let x = run("2flows-40-80ms", 5.0);
    let ratio = x[0] / x[1];
    assert!((2.0..8.0).contains(&ratio), "{:?}: ratio {}", x, ratio);
    assert!(x[0] + x[1] > 9.0, "{:?}", x);
}

#[test]
fn the_other_dumbbells_run_and_fill_their_bottleneck() {
    for (name, capacity_mbps) in [("2flows-40-40ms", 10.0), ("5flows", 20.0)] {
        let x = run(name, 5.0);
        let total: f64 = x.iter().sum();
        assert!(total > 0.9 * capacity_mbps, "{}: {:?}", name, x);
    }
}

#[test]
fn under_random_loss_the_flow_settles_near_the_square_root_law() {
    // Mathis et al.: MSS / RTT x sqrt(3 / 2p) = 12,000 bits / 0.04 s x 38.7 = 11.6 Mbps at p = 0.001.
    // The first tens of seconds (slow start's overshoot at 100 Mbps) are left out; measured 11.77.
    let mathis_mbps = 12_000.0 / 0.04 * (1.5f64 / 0.001).sqrt() / 1.0e6;
    let x = run("random-loss", 100.0);
    assert!((x[0] / mathis_mbps - 1.0).abs() < 0.25, "{:?} against {}", x, mathis_mbps);
}
