//! Paper 001's mHIP reordering options (docs/packet-engine.md, "mHIP"): `dupThresh` delays the
//! fast retransmit until that many duplicate acknowledgements (with SACK: SACKed packets above
//! the hole), and ADDR undoes a reduction when the packet taken for lost is acknowledged within
//! `addrMs` of it. Without them the sender is today's: three duplicates, no undo.

use mpsolver::packet::receiver::Receiver;
use mpsolver::packet::sender::{Reaction, Sender};
use mpsolver::packet::{LossResponse, TcpSettings};
use mpsolver::scenario::{parse, ControllerSpec, WindowLaw};
use serde_json::json;

const MS: u64 = 1_000_000;

/// A sender with a window of twenty packets, all sent (0..20), with `dup_thresh` and ADDR.
fn window_of_twenty(sack: bool, dup_thresh: Option<u32>, addr_ms: Option<u64>) -> Sender {
    let mut sender = Sender::new(40 * MS, TcpSettings { sack, loss_response: LossResponse::FlightSize });
    if let Some(d) = dup_thresh {
        sender.set_reorder(d, addr_ms.map(|ms| ms * MS));
    }
    sender.cwnd = 20.0;
    sender.ssthresh = 20.0;
    sender.snd_nxt = 20;
    sender.snd_max = 20;
    sender
}

/// Delivers `seqs` at `now_ns`, each acknowledgement to the sender; returns the 1-based index
/// of the arrival whose acknowledgement asked for a retransmission, if any.
fn deliver(sender: &mut Sender, rx: &mut Receiver, seqs: &[u64], now_ns: u64) -> Option<usize> {
    let mut first = None;
    for (i, &seq) in seqs.iter().enumerate() {
        let ack = rx.arrive(seq);
        let w = sender.controller_window();
        let reaction = sender.on_ack(now_ns, ack, &rx.sack_blocks(), now_ns - 40 * MS, 1.0 / w, w / 2.0);
        if reaction != Reaction::Nothing && first.is_none() {
            first = Some(i + 1);
        }
    }
    first
}

#[test]
fn dup_thresh_six_waits_for_the_sixth_duplicate_and_three_is_today() {
    let later: Vec<u64> = (1..12).collect();
    for sack in [true, false] {
        // Packet 0 is late: 1, 2, ... each give a duplicate acknowledgement of 0.
        let fire = |sender: &mut Sender| deliver(sender, &mut Receiver::default(), &later, 40 * MS);
        assert_eq!(fire(&mut window_of_twenty(sack, None, None)), Some(3), "sack {sack}: today");
        assert_eq!(fire(&mut window_of_twenty(sack, Some(3), None)), Some(3), "sack {sack}: 3");
        assert_eq!(fire(&mut window_of_twenty(sack, Some(6), None)), Some(6), "sack {sack}: 6");
        assert_eq!(fire(&mut window_of_twenty(sack, Some(10), None)), Some(10), "sack {sack}: 10");
    }
}

/// Packet 0 arrives `late_ms` after 1, 2 and 3 made the sender retransmit it; the sender after.
fn reordered(sack: bool, addr_ms: Option<u64>, late_ms: u64) -> Sender {
    let mut sender = window_of_twenty(sack, Some(3), addr_ms);
    let mut rx = Receiver::default();
    assert_eq!(deliver(&mut sender, &mut rx, &[1, 2, 3], 40 * MS), Some(3));
    assert!(sender.in_recovery);
    assert!((sender.ssthresh - 10.0).abs() < 1e-9, "halved: {}", sender.ssthresh);
    deliver(&mut sender, &mut rx, &[0], (40 + late_ms) * MS);
    sender
}

#[test]
fn addr_undoes_the_reduction_when_the_missing_packet_is_acknowledged_within_addr() {
    for sack in [true, false] {
        let undone = reordered(sack, Some(20), 10);
        assert_eq!(undone.undone_reductions(), 1, "sack {sack}");
        assert!(!undone.in_recovery, "sack {sack}");
        assert_eq!(undone.ssthresh, 20.0, "sack {sack}");
        assert!(undone.cwnd >= 20.0, "sack {sack}: cwnd {}", undone.cwnd);
        // The same packet 30 ms late, past ADDR's 20 ms: a loss, the reduction stays.
        let kept = reordered(sack, Some(20), 30);
        assert_eq!(kept.undone_reductions(), 0, "sack {sack}");
        assert!((kept.ssthresh - 10.0).abs() < 1e-9, "sack {sack}: {}", kept.ssthresh);
        // Without ADDR (today) even 10 ms late keeps the reduction.
        let today = reordered(sack, None, 10);
        assert_eq!(today.undone_reductions(), 0, "sack {sack}");
        assert!((today.ssthresh - 10.0).abs() < 1e-9, "sack {sack}: {}", today.ssthresh);
    }
}

#[test]
fn the_mhip_controller_reads_dup_thresh_and_addr_ms_with_defaults_of_today() {
    let law = |controller: serde_json::Value| {
        let mut v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string("../public/scenarios/001-two-paths-packet.json").unwrap())
                .unwrap();
        v["sources"][0]["controller"] = controller;
        match parse(&v.to_string()).map(|s| s.sources[0].controller.clone()) {
            Ok(ControllerSpec::Window { law, .. }) => Ok(law),
            Ok(other) => panic!("{:?}", other),
            Err(e) => Err(e),
        }
    };
    let plain = law(json!({ "kind": "mhip" })).unwrap();
    assert_eq!(plain, WindowLaw::Mhip { receive_buffer_packets: None, dup_thresh: 3, addr_ms: None });
    let set = law(json!({ "kind": "mhip", "dupThresh": 6, "addrMs": 60, "receiveBufferPackets": 453 })).unwrap();
    assert_eq!(set, WindowLaw::Mhip { receive_buffer_packets: Some(453), dup_thresh: 6, addr_ms: Some(60.0) });
    let bad = format!("{:?}", law(json!({ "kind": "mhip", "dupThresh": 2.5, "addrMs": 0 })).unwrap_err());
    assert!(bad.contains("dupThresh: must be a whole number"), "{bad}");
    assert!(bad.contains("addrMs"), "{bad}");
}
