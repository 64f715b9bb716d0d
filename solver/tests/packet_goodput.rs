//! Goodput beside arrivals in a packet run (docs/packet-engine.md, "Goodput and arrivals"): the
//! `g:<route>` column is the receiver's in-order advance, `x:<route>` every data packet that
//! arrived. Checked on real runs: under random loss goodput lags arrivals (packets above a hole
//! wait) and integrates to what the receiver holds in order; with nothing lost the two are equal.

mod common;

use common::packet::{packet_run, rows};
use common::{channel, scenario, source};
use mpsolver::packet::PacketOptions;
use serde_json::{json, Value};

/// NewReno of 1500-byte packets.
fn tcp() -> Value {
    json!({ "kind": "tcp", "packetBytes": 1500 })
}

/// Column `name`'s index.
fn col(names: &[String], name: &str) -> usize {
    names.iter().position(|n| n == name).unwrap_or_else(|| panic!("no column {}", name))
}

/// Running integral of column `k` (Mbps over each interval) in megabits, row by row.
fn cumulative_megabits(rows: &[Vec<f64>], k: usize, every_s: f64) -> Vec<f64> {
    rows.iter()
        .scan(0.0, |sum, r| {
            *sum += r[k] * every_s;
            Some(*sum)
        })
        .collect()
}

#[test]
fn under_random_loss_goodput_lags_arrivals_and_integrates_to_the_in_order_bits() {
    // One flow on 100 Mbps, 40 ms round trip, 0.1 % random loss (the case).
    let mut link = channel("link", 100.0, 15.0, 20.0);
    link["lossProbability"] = json!(0.001);
    let v = scenario(vec![link], vec![source("a", &[&["link"]], tcp())], 30.0);
    let mut sim = packet_run(&v, &PacketOptions { seed: 5, ..PacketOptions::default() });
    let (names, rows) = rows(&mut sim);
    let every_s = 0.1;
    let arrived = cumulative_megabits(&rows, col(&names, "x:a-link"), every_s);
    let in_order = cumulative_megabits(&rows, col(&names, "g:a-link"), every_s);

    // What the receiver holds in order, read from the receiver itself.
    let held_megabits = sim.in_order_packets()[0] as f64 * sim.packet_bits()[0] / 1.0e6;
    let total_g = *in_order.last().unwrap();
    println!("g integrates to {:.3} Mbit; the receiver holds {:.3} Mbit in order", total_g, held_megabits);
    assert!((total_g - held_megabits).abs() <= 1.0e-6 * held_megabits, "{} against {}", total_g, held_megabits);

    // Goodput never runs ahead of arrivals, and lags them while holes wait to be repaired.
    assert!(arrived.iter().zip(&in_order).all(|(a, g)| *g <= a + 1.0e-9), "goodput ran ahead of arrivals");
    let early_lag =
        (0..rows.len()).filter(|&i| rows[i][0] <= 10.0).map(|i| arrived[i] - in_order[i]).fold(0.0, f64::max);
    let packet_mbit = sim.packet_bits()[0] / 1.0e6;
    println!("largest lag over the first 10 s: {:.2} Mbit ({:.0} packets)", early_lag, early_lag / packet_mbit);
    let lagging_rows = (0..rows.len()).filter(|&i| rows[i][0] <= 10.0 && arrived[i] - in_order[i] > 1.0e-9).count();
    println!("rows of the first 10 s with goodput behind arrivals: {}", lagging_rows);
    // A hole holds at least a few packets back (a window here is tens of packets).
    assert!(early_lag >= 5.0 * packet_mbit, "goodput lags arrivals by only {} Mbit in 10 s", early_lag);
    // No timeout here (so no go-back-N duplicates) and no hole open at the last sample: the two
    // totals meet again at the end.
    println!("totals: arrivals {:.3} Mbit, goodput {:.3} Mbit", arrived.last().unwrap(), total_g);
}

#[test]
fn with_every_packet_in_order_goodput_equals_arrivals() {
    // An application-limited flow at 2 Mbps on a 10 Mbps link: no queue, no loss, no reordering.
    let mut limited = source("app", &[&["link"]], tcp());
    limited["sendingRateMbps"] = json!(2.0);
    let udp = source("udp", &[&["link"]], json!({ "kind": "udp", "rateMbps": 1.0 }));
    let v = scenario(vec![channel("link", 10.0, 15.0, 25.0)], vec![limited, udp], 30.0);
    let mut sim = packet_run(&v, &PacketOptions::default());
    let (names, rows) = rows(&mut sim);
    assert_eq!(sim.buffers_and_max_queues().len(), 1);
    let k_loss = col(&names, "loss:link");
    assert!(rows.iter().all(|r| r[k_loss] == 0.0), "the link dropped packets");
    for route in ["app-link", "udp-link"] {
        let (x, g) = (col(&names, &format!("x:{}", route)), col(&names, &format!("g:{}", route)));
        assert!(rows.iter().all(|r| r[x] == r[g]), "{}: goodput differs from arrivals in some row", route);
        let total: f64 = rows.iter().map(|r| r[g] * 0.1).sum();
        assert!(total > 0.9 * 30.0 * if route == "udp-link" { 1.0 } else { 2.0 }, "{} carried {}", route, total);
    }
    let held = sim.in_order_packets()[0] as f64 * sim.packet_bits()[0] / 1.0e6;
    let total_g: f64 = rows.iter().map(|r| r[col(&names, "g:app-link")] * 0.1).sum();
    assert!((total_g - held).abs() <= 1.0e-6 * held);
}

#[test]
fn a_packet_row_names_goodput_right_after_arrivals() {
    let v = scenario(
        vec![channel("p1", 10.0, 15.0, 20.0), channel("p2", 5.0, 15.0, 30.0)],
        vec![source("m", &[&["p1"], &["p2"]], tcp())],
        1.0,
    );
    let sim = packet_run(&v, &PacketOptions::default());
    let names = mpsolver::packet::column_names(sim.network());
    assert_eq!(names[..7], ["t_s", "x:m-p1", "x:m-p2", "g:m-p1", "g:m-p2", "c:p1", "c:p2"]);
    assert_eq!(names.len(), sim.sample_width());
}
