//! Finite transfers (`sources[].fileMegabytes`): both engines send the file, stop, and report
//! when it arrived.

mod common;

use common::packet::{packet_run, rows};
use common::{build, channel, scenario, source};
use mpsolver::packet::PacketOptions;
use serde_json::{json, Value};

/// One TCP source with a 5 MB file, alone on a 10 Mbps link with a 50 ms round trip, 30 s.
fn five_megabytes() -> Value {
    let mut tcp = source("file", &[&["link"]], json!({ "kind": "tcp", "packetBytes": 1500 }));
    tcp["fileMegabytes"] = json!(5.0);
    scenario(vec![channel("link", 10.0, 15.0, 25.0)], vec![tcp], 30.0)
}

#[test]
fn a_packet_run_sends_the_file_once_and_stops_when_it_has_arrived() {
    let mut sim = packet_run(&five_megabytes(), &PacketOptions::default());
    let (names, rows) = rows(&mut sim);
    let totals = sim.totals();
    let summary = mpsolver::summary::summary_from(totals);
    let done_s = summary.sources[0].file_transfer_s.expect("the file arrived");
    // 5 MB at 10 Mbps is 4 s, plus slow start and the round trips.
    assert!((4.0..8.0).contains(&done_s), "transfer time {} s", done_s);
    assert_eq!(summary.sources[0].file_megabytes, Some(5.0));
    // 5e6 bytes in 1500-byte packets: 3334 new packets, then nothing new.
    assert_eq!(sim.packets_ever_sent(), vec![3334]);
    let k = names.iter().position(|n| n == "x:file-link").unwrap();
    let after: f64 = rows.iter().filter(|r| r[0] > done_s + 1.0).map(|r| r[k]).sum();
    assert_eq!(after, 0.0, "still sending after the file arrived");
    // What arrived is the file, plus any retransmitted duplicate.
    let delivered_mb = sim.delivered_megabits()[0] / 8.0;
    assert!((5.0..5.2).contains(&(delivered_mb + 1e-9)), "{} MB delivered", delivered_mb);
}

#[test]
fn a_fluid_run_stops_the_source_once_it_has_moved_its_file() {
    let summary = mpsolver::summary::summarize(build(&five_megabytes()));
    let done_s = summary.sources[0].file_transfer_s.expect("the file was moved");
    assert!((4.0..8.0).contains(&done_s), "transfer time {} s", done_s);
    // It moved the file (to within one step at 10 Mbps) and nothing after.
    assert!((summary.sources[0].megabytes - 5.0).abs() < 10.0 * 0.001 / 8.0 + 1e-9, "{}", summary.sources[0].megabytes);
    // A source without a file of its own keeps the summary's (10 MB) and never stops.
    let mut v = five_megabytes();
    v["sources"][0].as_object_mut().unwrap().remove("fileMegabytes");
    let s = mpsolver::summary::summarize(build(&v));
    assert_eq!(s.sources[0].file_megabytes, None);
    assert!(s.sources[0].megabytes > 20.0);
}
