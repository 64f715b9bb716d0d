//! SACK (docs/packet-engine.md, "Loss recovery"): the receiver's RFC 2018 blocks, RFC 6675's
//! scoreboard (holes, `IsLost`, the pipe), and a sender that repairs several losses of one
//! window in about one round trip where NewReno takes one round trip per loss.

use mpsolver::packet::receiver::Receiver;
use mpsolver::packet::sack::{SackBlock, Scoreboard};
use mpsolver::packet::sender::{Reaction, Sender};
use mpsolver::packet::{LossResponse, TcpSettings};

fn block(start: u64, end: u64) -> SackBlock {
    SackBlock { start, end }
}

#[test]
fn the_receiver_reports_the_latest_block_first_then_the_most_recent_others() {
    let mut rx = Receiver::default();
    for seq in [0, 1, 3, 4, 8, 6] {
        rx.arrive(seq);
    }
    assert_eq!(rx.expected, 2);
    // 6 arrived last, then 8, then the block 3..5.
    assert_eq!(rx.sack_blocks(), [block(6, 7), block(8, 9), block(3, 5)]);
    // 7 joins 6 and 8 into one block, reported first; 3..5 follows.
    rx.arrive(7);
    assert_eq!(rx.sack_blocks(), [block(6, 9), block(3, 5), SackBlock::default()]);
    // Filling the hole at 2 delivers 2..5 in order; 6..9 is left.
    assert_eq!(rx.arrive(2), 5);
    assert_eq!(rx.sack_blocks(), [block(6, 9), SackBlock::default(), SackBlock::default()]);
    assert_eq!(rx.arrive(5), 9);
    assert_eq!(rx.blocks(), 0);
}

#[test]
fn the_scoreboard_finds_holes_lost_packets_and_the_pipe() {
    let mut board = Scoreboard::default();
    // Sent 0..20 from 0; 2, 5 and 9 lost, everything else above 2 SACKed.
    let newly = board.update(2, &[block(10, 20), block(6, 9), block(3, 5)]);
    assert_eq!(newly, 15);
    assert_eq!(board.blocks(), 3);
    assert!(board.is_sacked(3) && !board.is_sacked(5) && board.is_sacked(19));
    assert_eq!(board.sacked_in(2, 20), 15);
    // IsLost(s): three SACKed packets above s; the third highest is 17, so 2, 5 and 9 are lost.
    assert_eq!(board.lost_below(2), 17);
    assert_eq!(board.next_unsacked(3), 5);
    assert_eq!(board.next_unsacked(5), 5);
    // The same blocks again add nothing; a block below the cumulative acknowledgement is cut.
    assert_eq!(board.update(2, &[block(10, 20), block(0, 2)]), 0);
    // Only two SACKed packets above a hole: not lost yet.
    let mut few = Scoreboard::default();
    few.update(0, &[block(1, 3)]);
    assert_eq!(few.lost_below(0), 0);
    few.update(0, &[block(4, 5)]);
    assert_eq!(few.lost_below(0), 1);
    board.prune(6);
    assert_eq!(board.sacked_in(0, 20), 13);
}

/// One round trip of a window: every packet in `flight` except those in `lost` reaches the
/// receiver; each acknowledgement goes to the sender, which sends what it may. Returns what the
/// sender sent in this round, in order.
fn round(sender: &mut Sender, rx: &mut Receiver, flight: &[u64], lost: &[u64], now_ns: u64) -> Vec<u64> {
    let mut sent = Vec::new();
    for &seq in flight.iter().filter(|s| !lost.contains(s)) {
        let ack = rx.arrive(seq);
        let w = sender.controller_window();
        let reaction = sender.on_ack(now_ns, ack, &rx.sack_blocks(), now_ns - 40_000_000, 1.0 / w, w / 2.0);
        // What the engine does after an acknowledgement: a fast retransmit, then what the window
        // (SACK: the pipe) allows, lost holes first.
        if let Reaction::Retransmit(seq) = reaction {
            sent.push(seq);
        }
        while sender.can_send() {
            if let Some(seq) = sender.take_retransmission() {
                sent.push(seq);
                continue;
            }
            sent.push(sender.snd_nxt);
            sender.snd_nxt += 1;
            sender.snd_max = sender.snd_nxt;
        }
    }
    sent
}

fn window_of_twenty(sack: bool) -> Sender {
    let mut sender = Sender::new(40_000_000, TcpSettings { sack, loss_response: LossResponse::FlightSize });
    sender.cwnd = 20.0;
    sender.ssthresh = 20.0;
    sender.snd_nxt = 20;
    sender.snd_max = 20;
    sender
}

#[test]
fn sack_repairs_three_losses_of_one_window_in_one_round_trip() {
    let flight: Vec<u64> = (0..20).collect();
    let lost = [2, 5, 9];
    let mut sender = window_of_twenty(true);
    let mut rx = Receiver::default();
    let first = round(&mut sender, &mut rx, &flight, &lost, 40_000_000);
    assert!(sender.in_recovery);
    // Every hole goes in the round trip that found it; ssthresh = FlightSize / 2.
    let retransmitted: Vec<u64> = first.iter().copied().filter(|&s| s < 20).collect();
    assert_eq!(retransmitted, [2, 5, 9], "sent {:?}", first);
    assert!((sender.ssthresh - 10.0).abs() < 0.1, "ssthresh {}", sender.ssthresh);
    // The pipe holds the window: 10 packets in flight after the round.
    assert_eq!(sender.pipe(), 10);
    let second = round(&mut sender, &mut rx, &first, &[], 80_000_000);
    assert!(!second.is_empty());
    // One round trip later every hole is repaired and recovery is over.
    assert!(rx.expected >= 20, "in order up to {}", rx.expected);
    assert!(!sender.in_recovery);
    assert_eq!(sender.loss_events, 1);
}

#[test]
fn newreno_repairs_one_loss_per_round_trip() {
    let flight: Vec<u64> = (0..20).collect();
    let mut sender = window_of_twenty(false);
    let mut rx = Receiver::default();
    let mut flight = flight;
    let mut lost = vec![2, 5, 9];
    let mut rounds = 0;
    while rx.expected < 20 {
        let sent = round(&mut sender, &mut rx, &flight, &lost, 40_000_000 * (rounds + 1));
        flight = sent;
        lost.clear();
        rounds += 1;
        assert!(rounds < 10);
    }
    // The first round finds the first hole; each of the three holes then takes a round trip
    // (SACK: two rounds in all).
    assert_eq!(rounds, 4);
}
