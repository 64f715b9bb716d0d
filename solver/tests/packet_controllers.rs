//! The packet forms of the controllers that need more than a window and a round trip
//! (docs/packet-engine.md, "Controllers"): Kelly-Voice's per-packet decrease, OLIA's loss
//! intervals (its friendliness is in packet.rs) and paper 002's `rho_r` signalled by the sinks.

mod common;

use common::packet::{mean_from, packet_run, rows};
use common::{lossy_channel, preset, scenario, source};
use mpsolver::packet::PacketOptions;
use serde_json::json;

#[test]
fn kelly_voice_under_random_loss_settles_where_its_equation_does() {
    // Eq (1) with lambda = p on one route: a (1 - p) = b y p, so y = a (1 - p) / (b p) Mbps,
    // whatever the round trip and the packet size. The packet form adds `a` per acknowledgement
    // and takes `b y` away per lost packet.
    let (a, b) = (0.025, 0.875);
    for (p, duration_s) in [(0.001, 600.0), (0.004, 400.0)] {
        let v = scenario(
            vec![lossy_channel("lossy", p, 50.0)],
            vec![source("kv", &[&["lossy"]], json!({ "kind": "kelly-voice", "a": a, "b": b }))],
            duration_s,
        );
        let mut sim = packet_run(&v, &PacketOptions { seed: 5, ..PacketOptions::default() });
        let (names, rows) = rows(&mut sim);
        let measured = mean_from(&names, &rows, "x:kv-lossy", 100.0);
        let equation = a * (1.0 - p) / (b * p);
        let (sent, delivered, dropped) = sim.packet_counts();
        println!(
            "sent {} delivered {} dropped {} loss events {:?} timeouts {:?}",
            sent,
            delivered,
            dropped,
            sim.loss_events(),
            sim.timeouts()
        );
        println!("p = {}: {:.3} Mbps, eq (1) {:.3} Mbps, ratio {:.3}", p, measured, equation, measured / equation);
        assert!((measured / equation - 1.0).abs() <= 0.15, "p = {}: {} Mbps against {} Mbps", p, measured, equation);
    }
}

#[test]
fn the_sinks_signal_rho_as_paper_002_eq_2_gives_it() {
    // 002-relays-tcp: 1.2 Mbps LTE links with local flows of 1.0 and 0.9 Mbps. Eq (2): the even
    // share 0.6 over the unused 0.2 and 0.3 Mbps, so rho = 3 and 2.
    let mut v = preset("002-relays-tcp");
    v["sources"][0]["controller"] = json!({ "kind": "mcc-coop" });
    v["solver"]["durationS"] = json!(5.0);
    let mut sim = packet_run(&v, &PacketOptions::default());
    sim.advance_to(5.0);
    let rho = sim.relay_ratios();
    assert!((rho[0] - 3.0).abs() < 1e-9 && (rho[1] - 2.0).abs() < 1e-9, "rho {:?}", rho);
    // The local flows' own routes read no rho.
    assert_eq!(&rho[2..], &[1.0, 1.0]);
}

#[test]
fn mcc_coop_takes_less_where_rho_is_larger() {
    // The same relay path with a local flow of 0.7 Mbps (rho = 0.6 / 0.5 = 1.2) and of 1.1 Mbps
    // (rho = 0.6 / 0.1 = 6): MCC-Coop's increase there is min(1/w_r, 1/(rho w_r)), so its
    // subflow on that path takes less beside the heavier local flow.
    let run = |local_mbps: f64| {
        let mut v = preset("002-relays-tcp");
        v["sources"][0]["controller"] = json!({ "kind": "mcc-coop" });
        v["sources"][1]["sendingRateMbps"] = json!(local_mbps);
        v["solver"]["durationS"] = json!(200.0);
        let mut sim = packet_run(&v, &PacketOptions { seed: 2, random_drop_fraction: 0.5, ..PacketOptions::default() });
        let (names, rows) = rows(&mut sim);
        mean_from(&names, &rows, "x:root-lte1+wifi1", 20.0)
    };
    let (light, heavy) = (run(0.7), run(1.1));
    println!("MCC-Coop on relay 1: {:.3} Mbps beside 0.7 Mbps, {:.3} beside 1.1 Mbps", light, heavy);
    assert!(heavy < light, "{} beside the heavier local flow, {} beside the lighter", heavy, light);
}

/// mHIP alone on a short (20 ms) and a long (300 ms) path of 10 Mbps each, with an optional
/// receive buffer; the whole run's rows.
fn mhip_run(receive_buffer_packets: Option<u64>, kind: &str) -> (Vec<String>, Vec<Vec<f64>>) {
    let mut controller = json!({ "kind": kind });
    if let Some(b) = receive_buffer_packets {
        controller["receiveBufferPackets"] = json!(b);
    }
    let v = scenario(
        vec![common::channel("short", 10.0, 15.0, 10.0), common::channel("long", 10.0, 15.0, 150.0)],
        vec![source("m", &[&["short"], &["long"]], controller)],
        120.0,
    );
    let mut sim = packet_run(&v, &PacketOptions { seed: 4, random_drop_fraction: 0.3, ..PacketOptions::default() });
    rows(&mut sim)
}

#[test]
fn mhip_without_a_receive_buffer_is_coupled_increase_packet_for_packet() {
    // The two-level scheme's law is coupled increase (docs/controllers.md); without a receive
    // buffer nothing else differs, so the runs are equal row for row.
    assert_eq!(mhip_run(None, "mhip"), mhip_run(None, "coupled-increase"));
}

#[test]
fn a_small_receive_buffer_holds_the_fast_path_back() {
    let total = |(names, rows): (Vec<String>, Vec<Vec<f64>>)| {
        mean_from(&names, &rows, "x:m-short", 20.0) + mean_from(&names, &rows, "x:m-long", 20.0)
    };
    let unlimited = total(mhip_run(None, "mhip"));
    let small = total(mhip_run(Some(20), "mhip"));
    println!("mHIP: unlimited {:.3} Mbps, receive buffer of 20 packets {:.3}", unlimited, small);
    // 20 packets of 1500 bytes per 300 ms round trip: at most 0.8 Mbps of data ahead of the long path.
    assert!(small < 0.25 * unlimited, "{} against {}", small, unlimited);
}
