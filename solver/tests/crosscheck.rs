//! Cross-checks of the packet engine against textbook expectations for NewReno with SACK, on
//! dumbbells set up as a researcher would (issue 24, "Done when"): every sender has its own
//! access link, 10 times faster than the one bottleneck, 1500-byte packets, drop-tail, `tcp`
//! controllers, one acknowledgement per packet. Goodput is in-order delivery (each receiver's
//! cumulative acknowledgement), not arrivals.
//!
//! Buffers: `solver.bufferPackets` sets every link's buffer (per-resource buffers are not in the
//! format yet). The access links run at 10 times the bottleneck's rate, so a sender's burst
//! leaves them far faster than the bottleneck takes it; each case asserts that no access link's
//! queue ever reached its buffer (no drop there), so only the bottleneck's buffer matters.
//!
//! Each case runs twice: as the engine ran before SACK (`solver.tcp`: `sack` false, loss response
//! `window`) and as it runs now (the defaults); both figures are printed (docs/packet-engine.md
//! tables them) and the expectations are asserted on the defaults.

mod common;

use common::channel;
use mpsolver::packet::{build_packet, PacketSimulation};
use mpsolver::run::packet_options;
use serde_json::{json, Value};

/// Bits of one packet.
const PACKET_BITS: f64 = 12_000.0;

/// One flow of a dumbbell: its round trip without queueing, ms.
struct Flow {
    rtt_ms: f64,
}

/// A dumbbell: `flows` through their own access links into one bottleneck of `bottleneck_mbps`
/// (`loss` a random loss probability on it), every buffer `buffer_packets`, `tcp` the
/// `solver.tcp` settings.
fn dumbbell(
    flows: &[Flow],
    bottleneck_mbps: f64,
    buffer_packets: usize,
    loss: f64,
    duration_s: f64,
    tcp: Value,
) -> Value {
    // A route's delays are its own (docs/scenario.md: a route takes its first channel's delays
    // unless it sets them): the round trip, half each way, whatever the channels'.
    let mut bottleneck = channel("neck", bottleneck_mbps, 1.0, 1.0);
    if loss > 0.0 {
        bottleneck["lossProbability"] = json!(loss);
    }
    let mut channels = vec![bottleneck];
    let mut sources = Vec::new();
    for (k, f) in flows.iter().enumerate() {
        channels.push(channel(&format!("access{}", k), 10.0 * bottleneck_mbps, 1.0, 1.0));
        let delays = json!({ "forwardMs": f.rtt_ms / 2.0, "feedbackMs": f.rtt_ms / 2.0 });
        sources.push(json!({ "id": format!("f{}", k),
                             "routes": [{ "via": [format!("access{}", k), "neck"], "delays": delays }],
                             "controller": { "kind": "tcp", "packetBytes": 1500 } }));
    }
    json!({
        "format": "multipath-playground/scenario", "version": 1, "title": "dumbbell",
        "channels": channels, "sources": sources,
        "solver": { "engine": "packet", "dtS": 0.001, "durationS": duration_s, "sampleEveryS": 1.0,
                    "bufferPackets": buffer_packets, "seed": 7, "tcp": tcp }
    })
}

/// Each flow's goodput over `[from_s, duration]`, Mbps, and the run (to check its queues).
fn goodputs(v: &Value, from_s: f64) -> (Vec<f64>, PacketSimulation) {
    let s = mpsolver::scenario::parse(&v.to_string()).unwrap_or_else(|e| panic!("rejected: {:?}", e));
    let mut sim = build_packet(&s, &packet_options(&s)).unwrap();
    sim.advance_to(from_s);
    let before = sim.in_order_packets();
    let to_s = s.solver.duration_s;
    sim.advance_to(to_s);
    let rates = sim
        .in_order_packets()
        .iter()
        .zip(&before)
        .map(|(a, b)| (a - b) as f64 * PACKET_BITS / 1.0e6 / (to_s - from_s))
        .collect();
    // No access link ever filled its buffer: only the bottleneck dropped.
    let ids: Vec<String> = sim.network().resources.iter().map(|r| r.id.clone()).collect();
    for (id, (buffer, max_queue)) in ids.iter().zip(sim.buffers_and_max_queues()) {
        assert!(id == "neck" || max_queue < buffer, "{} reached its buffer ({} packets)", id, buffer);
    }
    (rates, sim)
}

/// Goodputs before SACK (old) and now, printed under `label`; returns now's.
fn both(label: &str, flows: &[Flow], mbps: f64, buffer: usize, loss: f64, duration_s: f64, from_s: f64) -> Vec<f64> {
    let before_sack = json!({ "sack": false, "lossResponse": "window" });
    let (old, _) = goodputs(&dumbbell(flows, mbps, buffer, loss, duration_s, before_sack), from_s);
    let (now, _) = goodputs(&dumbbell(flows, mbps, buffer, loss, duration_s, json!({})), from_s);
    println!("{}: before SACK {:?} Mbps, now {:?} Mbps", label, rounded(&old), rounded(&now));
    now
}

fn rounded(x: &[f64]) -> Vec<f64> {
    x.iter().map(|v| (v * 1000.0).round() / 1000.0).collect()
}

/// Jain's fairness index.
fn jain(x: &[f64]) -> f64 {
    let (sum, squares) = x.iter().fold((0.0, 0.0), |(s, q), v| (s + v, q + v * v));
    sum * sum / (x.len() as f64 * squares)
}

#[test]
fn one_flow_fills_the_bottleneck_with_a_buffer_of_one_bdp_or_more() {
    // 10 Mbps, 40 ms: one bandwidth-delay product is 33.3 packets.
    for buffer in [10, 33, 50] {
        let g = both(&format!("1 flow, buffer {}", buffer), &[Flow { rtt_ms: 40.0 }], 10.0, buffer, 0.0, 65.0, 5.0);
        println!("  utilisation {:.4}", g[0] / 10.0);
        if buffer >= 33 {
            assert!(g[0] >= 0.98 * 10.0, "buffer {}: {} Mbps of 10", buffer, g[0]);
        }
    }
}

#[test]
fn two_flows_share_fairly_and_the_shorter_round_trip_gets_more() {
    let g = both("2 flows 40/40 ms", &[Flow { rtt_ms: 40.0 }, Flow { rtt_ms: 40.0 }], 10.0, 33, 0.0, 125.0, 5.0);
    println!("  Jain {:.4}", jain(&g));
    assert!(jain(&g) > 0.99, "Jain {} for {:?}", jain(&g), g);
    let g = both("2 flows 40/80 ms", &[Flow { rtt_ms: 40.0 }, Flow { rtt_ms: 80.0 }], 10.0, 67, 0.0, 125.0, 5.0);
    let ratio = g[0] / g[1];
    println!("  ratio {:.3}", ratio);
    assert!((2.0..=8.0).contains(&ratio), "40 ms over 80 ms: {}", ratio);
}

#[test]
fn five_flows_share_a_20_mbps_bottleneck_fairly_from_5_s() {
    let flows: Vec<Flow> = (0..5).map(|_| Flow { rtt_ms: 40.0 }).collect();
    // One bandwidth-delay product at 20 Mbps and 40 ms: 66.7 packets.
    let g = both("5 flows 20 Mbps", &flows, 20.0, 67, 0.0, 65.0, 5.0);
    println!("  Jain {:.4}, total {:.3} Mbps", jain(&g), g.iter().sum::<f64>());
    assert!(jain(&g) > 0.99, "Jain {} for {:?}", jain(&g), g);
}

/// Padhye, Firoiu, Towsley and Kurose (1998) eq (30), packets per second: round trip `rtt_s`,
/// loss probability `p`, `b` packets per acknowledgement, timeout `t0_s`.
fn pftk(rtt_s: f64, p: f64, b: f64, t0_s: f64) -> f64 {
    1.0 / (rtt_s * (2.0 * b * p / 3.0).sqrt()
        + t0_s * (3.0 * (3.0 * b * p / 8.0).sqrt()).min(1.0) * p * (1.0 + 32.0 * p * p))
}

#[test]
fn goodput_under_random_loss_follows_padhye_firoiu_towsley_kurose() {
    // 100 Mbps, 40 ms, a bottleneck losing each packet with probability p; the windows stay far
    // below the 333-packet product, so the queue plays no part. T0: the engine's 200 ms floor
    // (the smoothed round trip plus four deviations stays below it at 40 ms).
    for (p, duration_s) in [(0.001, 400.0), (0.01, 300.0), (0.02, 300.0)] {
        let g = both(&format!("random loss {}", p), &[Flow { rtt_ms: 40.0 }], 100.0, 400, p, duration_s, 20.0);
        let model = pftk(0.04, p, 1.0, 0.2) * PACKET_BITS / 1.0e6;
        println!("  PFTK {:.3} Mbps, ratio {:.3}", model, g[0] / model);
        assert!((g[0] / model - 1.0).abs() <= 0.15, "p = {}: {} Mbps against {} Mbps", p, g[0], model);
    }
}
