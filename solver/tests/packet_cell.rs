//! The scheduled cell of the packet engine (packet/cell.rs, issue 24 item 4): saturated UEs share
//! a cell by the scheduler, a UE never gets more than its own link's capacity, HARQ adds its
//! round trip per failed transmission, and the scenario reader names a wrong cell field.

mod common;

use common::packet::packet_run;
use common::{channel, scenario, source};
use mpsolver::network::Network;
use mpsolver::packet::cell::Cells;
use mpsolver::packet::link::Link;
use mpsolver::packet::rng::Rng;
use mpsolver::packet::PacketOptions;
use serde_json::{json, Value};

/// Two UDP sources of `rate_mbps`, each on its own channel (`caps` Mbps), both UE links of one
/// cell of `cell_mbps` under `scheduler`, run for `duration_s`.
fn two_ues(scheduler: &str, cell_mbps: f64, caps: [f64; 2], rate_mbps: f64, duration_s: f64) -> Value {
    let mut chans = vec![channel("ue1", caps[0], 15.0, 10.0), channel("ue2", caps[1], 15.0, 10.0)];
    for c in &mut chans {
        c["cell"] = json!("enb");
    }
    let udp = json!({ "kind": "udp", "rateMbps": rate_mbps });
    let mut v = scenario(chans, vec![source("a", &[&["ue1"]], udp.clone()), source("b", &[&["ue2"]], udp)], duration_s);
    v["cells"] = json!([{ "id": "enb", "capacityMbps": cell_mbps, "scheduler": scheduler }]);
    v
}

/// Mbps delivered to each route over the run.
fn delivered_mbps(v: &Value, duration_s: f64) -> Vec<f64> {
    let mut sim = packet_run(v, &PacketOptions { buffer_packets: Some(100), ..PacketOptions::default() });
    sim.advance_to(duration_s);
    sim.delivered_megabits().iter().map(|m| m / duration_s).collect()
}

#[test]
fn two_saturated_ues_share_the_cell_equally() {
    for scheduler in ["round-robin", "proportional-fair", "blind-equal-throughput"] {
        // Each UE could take 5 Mbps and is offered 3; the cell has 2 to share.
        let got = delivered_mbps(&two_ues(scheduler, 2.0, [5.0, 5.0], 3.0, 20.0), 20.0);
        eprintln!("{scheduler}: {:?}", got);
        for x in &got {
            assert!((x - 1.0).abs() < 0.03, "{scheduler}: each UE about 1 Mbps of the 2 Mbps cell, got {:?}", got);
        }
    }
}

#[test]
fn a_ue_never_gets_more_than_its_cap_and_the_rest_goes_to_the_other() {
    for scheduler in ["round-robin", "proportional-fair", "blind-equal-throughput"] {
        let got = delivered_mbps(&two_ues(scheduler, 2.0, [0.5, 5.0], 3.0, 20.0), 20.0);
        eprintln!("{scheduler}: {:?}", got);
        assert!(got[0] <= 0.5 + 1e-9 && got[0] > 0.48, "{scheduler}: UE 1 at its 0.5 Mbps cap, got {:?}", got);
        assert!((got[1] - 1.5).abs() < 0.03, "{scheduler}: UE 2 takes the other 1.5 Mbps, got {:?}", got);
    }
}

/// One UE link of a cell with HARQ at `bler`, 8 ms, at most `max` retransmissions, fed one packet
/// every 50 ms (no queueing, no head-of-line wait): each packet's delay from arrival to release,
/// and the packets lost after the last retransmission.
fn harq_delays_ms(bler: f64, max: u32, packets: usize) -> (Vec<f64>, usize) {
    let mut v = two_ues("round-robin", 100.0, [100.0, 100.0], 1.0, 10.0);
    v["cells"][0]["harq"] = json!({ "blockErrorRate": bler, "retransmissionDelayMs": 8, "maxRetransmissions": max });
    let net = Network::compile(&mpsolver::scenario::parse(&v.to_string()).expect("valid")).expect("compiles");
    let mut cells = Cells::new(&net);
    let mut links: Vec<Link> = (0..2).map(|_| Link::new(1000, 0, 0.0)).collect();
    links.iter_mut().for_each(|l| {
        l.set_capacity(0, 100.0);
    });
    let (mut rng, mut feed) = (Rng::new(11), Rng::new(5));
    let (mut delays, mut lost) = (Vec::new(), 0);
    for n in 0..packets {
        let arrival_ns = n as u64 * 50_000_000 + 500_000;
        assert!(links[0].enqueue(arrival_ns, n as u32, 12_000.0, &mut feed));
        let mut next = cells.wake(0, arrival_ns);
        while let Some(t) = next {
            let (out, after) = cells.tti(0, t, &mut links, &mut rng);
            delays.extend(out.released.iter().map(|_| (t - arrival_ns) as f64 / 1.0e6));
            lost += out.lost.len();
            next = after;
        }
    }
    (delays, lost)
}

#[test]
fn harq_adds_its_round_trip_per_failed_transmission() {
    // Without errors: wait for the TTI boundary (0.5 ms) and the TTI itself (1 ms).
    let (clean, lost) = harq_delays_ms(0.0, 3, 1000);
    assert_eq!(lost, 0);
    assert!(clean.iter().all(|&d| (d - 1.5).abs() < 1e-9), "1.5 ms each, got {:?}", &clean[..5]);
    // At a block error rate p with at most 3 retransmissions, a delivered packet failed k times
    // with probability p^k (1 - p) / (1 - p^4), and waits 8 ms for each.
    let (p, n) = (0.3f64, 20_000);
    let (delays, lost) = harq_delays_ms(p, 3, n);
    let norm = 1.0 - p.powi(4);
    let mean_k: f64 = (0..=3).map(|k| k as f64 * p.powi(k) * (1.0 - p) / norm).sum();
    let var_k: f64 = (0..=3).map(|k| (k as f64 - mean_k).powi(2) * p.powi(k) * (1.0 - p) / norm).sum();
    let expected_ms = 1.5 + 8.0 * mean_k;
    let mean_ms = delays.iter().sum::<f64>() / delays.len() as f64;
    let bound_ms = 4.0 * 8.0 * (var_k / delays.len() as f64).sqrt();
    eprintln!("HARQ p {p}: mean delay {mean_ms:.3} ms, expected {expected_ms:.3} +- {bound_ms:.3}; lost {lost} of {n}");
    assert!((mean_ms - expected_ms).abs() < bound_ms, "mean {mean_ms} ms, expected {expected_ms} +- {bound_ms}");
    // Lost after 4 failed transmissions: p^4 of the packets, within 4 standard deviations.
    let lost_expected = n as f64 * p.powi(4);
    assert!((lost as f64 - lost_expected).abs() < 4.0 * lost_expected.sqrt(), "lost {lost}, expected {lost_expected}");
}

#[test]
fn the_reader_names_a_wrong_cell_field() {
    let mut v = two_ues("round-robin", 2.0, [5.0, 5.0], 1.0, 1.0);
    v["channels"][1]["cell"] = json!("nope");
    v["cells"][0]["scheduler"] = json!("fair-share");
    let errors = mpsolver::scenario::parse(&v.to_string()).expect_err("two wrong fields");
    eprintln!("{:?}", errors);
    assert!(errors.iter().any(|e| e.starts_with("cells[0].scheduler: unknown scheduler 'fair-share'")), "{:?}", errors);
    let mut v = two_ues("round-robin", 2.0, [5.0, 5.0], 1.0, 1.0);
    v["channels"][1]["cell"] = json!("nope");
    v["cells"][0]["harq"] = json!({ "blockErrorRate": 1.5, "maxRetransmissions": 2.5, "delayMs": 8 });
    let errors = mpsolver::scenario::parse(&v.to_string()).expect_err("wrong fields");
    eprintln!("{:?}", errors);
    for start in [
        "channels[1].cell: no cell with id 'nope' (cells: enb)",
        "cells[0].harq.blockErrorRate",
        "cells[0].harq.maxRetransmissions",
        "cells[0].harq.delayMs",
    ] {
        assert!(errors.iter().any(|e| e.starts_with(start)), "no error starting {start}: {:?}", errors);
    }
    let mut v = two_ues("round-robin", 2.0, [5.0, 5.0], 1.0, 1.0);
    v["cells"] = json!([v["cells"][0].clone(), v["cells"][0].clone()]);
    let errors = mpsolver::scenario::parse(&v.to_string()).expect_err("a repeated id");
    assert!(errors.iter().any(|e| e.starts_with("cells[1].id: duplicate cell id 'enb'")), "{:?}", errors);
    // A valid cell parses with its defaults.
    let s =
        mpsolver::scenario::parse(&two_ues("proportional-fair", 2.0, [5.0, 5.0], 1.0, 1.0).to_string()).expect("valid");
    let cell = s.channels[0].cell.as_ref().expect("the channel's cell");
    assert_eq!(
        (cell.tti_ms, cell.harq.retransmission_delay_ms, cell.harq.max_retransmissions, cell.harq.block_error_rate),
        (1.0, 8.0, 3, 0.0)
    );
}

/// Mean local-flow throughputs (relay 1, relay 2) over 100-200 s of comparison variant `variant`
/// of scenario file `path`, packet engine, seed `seed`.
fn local_flows_mbps(path: &str, variant: usize, seed: u64) -> (f64, f64) {
    let text = std::fs::read_to_string(path).expect("scenario file");
    let s = mpsolver::scenario::parse(&text).expect("valid").variant(variant).expect("variant");
    let options = PacketOptions { seed, ..PacketOptions::default() };
    let mut sim = mpsolver::packet::build_packet(&s, &options).expect("packet run");
    let (names, rows) = common::packet::rows(&mut sim);
    let mean = |n| common::packet::mean_from(&names, &rows, n, 100.0);
    (mean("x:local1-lte1"), mean("x:local2-lte2"))
}

#[test]
fn paper_002_local_flows_get_more_of_a_scheduled_cell_than_of_fifo_links() {
    // docs/controllers.md, "Paper 002 with a scheduled cell": the measured effect, not the paper's
    // claim (which neither model reproduces).
    for variant in [0, 1] {
        let fifo = local_flows_mbps("../public/scenarios/002-relays-tcp-packet.json", variant, 1);
        let cell = local_flows_mbps("tests/scenarios/002-relays-tcp-cell.json", variant, 1);
        eprintln!("variant {variant}: FIFO {:?}, cell {:?}", fifo, cell);
        assert!(fifo.0 < 0.5 && cell.0 > 0.6, "relay 1's local flow: FIFO {:?}, cell {:?}", fifo, cell);
        assert!(cell.1 > 0.55 && cell.1 < 0.9, "relay 2's local flow below its 0.9 Mbps: {:?}", cell);
    }
}

#[test]
fn packets_are_conserved_through_a_cell_with_harq_losses() {
    let mut v = two_ues("blind-equal-throughput", 2.0, [1.5, 1.5], 1.2, 30.0);
    v["cells"][0]["harq"] = json!({ "blockErrorRate": 0.4, "maxRetransmissions": 1 });
    let mut sim = packet_run(&v, &PacketOptions { buffer_packets: Some(20), ..PacketOptions::default() });
    for step in 1..=30 {
        sim.advance_to(step as f64);
        let (sent, delivered, dropped) = sim.packet_counts();
        assert_eq!(sent, delivered + dropped + sim.in_flight(), "at {step} s");
    }
    // Offered 2.4 Mbps into 2 Mbps: queue drops, and HARQ loses about 0.4^2 of what is sent.
    let (sent, delivered, dropped) = sim.packet_counts();
    eprintln!("sent {sent}, delivered {delivered}, dropped {dropped}");
    let served = delivered as f64 / (1.0 - 0.16);
    assert!((served * 8.0 * 1500.0 / 1.0e6 / 30.0 - 2.0).abs() < 0.05, "the cell serves 2 Mbps: {served} packets");
}
