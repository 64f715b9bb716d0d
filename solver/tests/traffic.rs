//! Per-resource buffers, source start and stop times and random on/off sources (issue 24 item 3):
//! what the reader accepts and refuses (naming the field), what each engine does with them, and
//! the cost model's bound on an on/off realisation.

mod common;

use common::packet::{packet_run, rows};
use common::{channel, scenario, source};
use mpsolver::network::Network;
use mpsolver::packet::PacketOptions;
use mpsolver::scenario::parse;
use mpsolver::scenario::ControllerSpec;
use serde_json::{json, Value};

fn errors(v: &Value) -> Vec<String> {
    parse(&v.to_string()).err().unwrap_or_default()
}

fn tcp() -> Value {
    json!({ "kind": "tcp", "packetBytes": 1500 })
}

/// One 10 Mbps channel of 20 ms each way and one TCP source over it.
fn one_flow(duration_s: f64) -> Value {
    scenario(vec![channel("link", 10.0, 15.0, 20.0)], vec![source("flow", &[&["link"]], tcp())], duration_s)
}

fn exponential(mean_on_s: f64, mean_off_s: f64, flows: u32, seed: u64) -> Value {
    json!({ "meanOnS": mean_on_s, "meanOffS": mean_off_s, "flows": flows, "seed": seed })
}

fn udp_on_off(random: Value) -> Value {
    json!({ "kind": "udp", "rateMbps": 0.25, "randomOnOff": random })
}

#[test]
fn defaults_start_at_zero_never_stop_and_leave_buffers_to_the_solver() {
    let s = parse(&one_flow(1.0).to_string()).unwrap();
    assert_eq!((s.sources[0].start_s, s.sources[0].stop_s), (0.0, None));
    assert_eq!(s.channels[0].buffer_packets, None);
    let mut v = one_flow(1.0);
    v["sources"][0]["startS"] = json!(2.5);
    v["sources"][0]["stopS"] = json!(7);
    v["channels"][0]["bufferPackets"] = json!(10);
    let s = parse(&v.to_string()).unwrap();
    assert_eq!((s.sources[0].start_s, s.sources[0].stop_s), (2.5, Some(7.0)));
    assert_eq!(s.channels[0].buffer_packets, Some(10));
}

#[test]
fn bad_values_name_their_field() {
    let mut v = one_flow(1.0);
    v["sources"][0]["startS"] = json!(-1);
    v["sources"][0]["stopS"] = json!(-2);
    v["channels"][0]["bufferPackets"] = json!(2.5);
    let e = errors(&v);
    assert!(e.iter().any(|m| m.starts_with("sources[0].startS:")), "{:?}", e);
    assert!(e.iter().any(|m| m.starts_with("sources[0].stopS:")), "{:?}", e);
    assert!(e.iter().any(|m| m.starts_with("channels[0].bufferPackets: must be a whole number")), "{:?}", e);
    let mut v = one_flow(1.0);
    v["sources"][0]["startS"] = json!(5);
    v["sources"][0]["stopS"] = json!(5);
    assert_eq!(errors(&v), vec!["sources[0].stopS: must be later than startS (5), got 5"]);
    let mut v = one_flow(1.0);
    v["sources"][0]["controller"] = udp_on_off(json!({ "meanOnS": 0, "flows": 0.5, "seed": -1 }));
    let e = errors(&v);
    for field in [
        "sources[0].controller.randomOnOff.meanOnS: must be between",
        "sources[0].controller.randomOnOff.meanOffS: is required",
        "sources[0].controller.randomOnOff.flows: must be between 1 and 100000",
        "sources[0].controller.randomOnOff.seed: must be between",
    ] {
        assert!(e.iter().any(|m| m.starts_with(field)), "{} not in {:?}", field, e);
    }
    v["sources"][0]["controller"] = udp_on_off(json!({ "meanOnS": 1, "meanOffS": 1, "kind": "markov" }));
    assert_eq!(errors(&v), vec!["sources[0].controller.randomOnOff.kind: unknown field"]);
}

#[test]
fn a_random_on_off_defaults_to_one_flow_and_seed_one_and_multiplies_with_a_periodic_one() {
    let mut v = one_flow(20.0);
    v["sources"][0]["controller"] =
        json!({ "kind": "udp", "rateMbps": 1, "randomOnOff": { "meanOnS": 1, "meanOffS": 1 } });
    let s = parse(&v.to_string()).unwrap();
    let ControllerSpec::ConstantRate(schedule) = &s.sources[0].controller else { panic!() };
    let random = schedule.random_on_off.as_ref().unwrap();
    assert_eq!((random.flows, random.seed, schedule.on_off), (1, 1, None));
    v["sources"][0]["controller"]["onOff"] = json!({ "onS": 1, "offS": 1 });
    v["sources"][0]["controller"]["randomOnOff"]["flows"] = json!(5);
    let sw = switches(&v, 0);
    let net = Network::compile(&parse(&v.to_string()).unwrap()).unwrap();
    let ControllerSpec::ConstantRate(schedule) = &net.sources[0].controller else { panic!() };
    for t in [0.5, 1.5, 2.25, 3.75, 10.1, 13.9] {
        let on = sw[sw.partition_point(|s| s.0 <= t) - 1].1 as f64;
        let periodic = if t % 2.0 < 1.0 { 1.0 } else { 0.0 };
        assert_eq!(schedule.rate_at(t), on * periodic, "t = {}", t);
    }
}

/// Distinct packets route 0 has sent by `t_s`.
fn sent_by(sim: &mut mpsolver::packet::PacketSimulation, t_s: f64) -> u64 {
    sim.advance_to(t_s);
    sim.packets_ever_sent()[0]
}

#[test]
fn a_flow_sends_nothing_before_its_start_and_no_new_data_after_its_stop() {
    let mut v = one_flow(12.0);
    v["sources"][0]["startS"] = json!(5);
    v["sources"][0]["stopS"] = json!(9);
    let mut sim = packet_run(&v, &PacketOptions::default());
    assert_eq!(sent_by(&mut sim, 4.999), 0);
    let at_start = sent_by(&mut sim, 5.2);
    assert!(at_start > 0, "nothing sent by 5.2 s");
    let at_stop = sent_by(&mut sim, 9.0);
    // 4 s at up to 10 Mbps of 1500-byte packets: a few thousand.
    assert!(at_stop > 1000, "only {} packets by 9 s", at_stop);
    assert_eq!(sent_by(&mut sim, 12.0), at_stop, "new data after stopS");
    let (_, _, dropped) = sim.packet_counts();
    let (names, rows) = rows(&mut packet_run(&v, &PacketOptions::default()));
    let x = names.iter().position(|n| n == "x:flow-link").unwrap();
    let sum = |a: f64, b: f64| rows.iter().filter(|r| r[0] > a && r[0] <= b).map(|r| r[x]).sum::<f64>();
    assert_eq!(sum(0.0, 5.0), 0.0);
    assert!(sum(6.0, 9.0) > 0.0);
    assert_eq!(sum(9.5, 12.0), 0.0, "still delivering after stopS (dropped {})", dropped);
}

#[test]
fn a_udp_source_sends_only_within_its_start_and_stop() {
    let mut v = one_flow(6.0);
    v["sources"][0]["controller"] = json!({ "kind": "udp", "rateMbps": 1.2 });
    v["sources"][0]["startS"] = json!(2);
    v["sources"][0]["stopS"] = json!(4);
    let mut sim = packet_run(&v, &PacketOptions::default());
    sim.advance_to(1.99);
    assert_eq!(sim.packet_counts().0, 0);
    sim.advance_to(6.0);
    // 2 s at 1.2 Mbps of 1500-byte packets: 200, give or take one.
    let sent = sim.packet_counts().0;
    assert!((199..=201).contains(&sent), "{} packets", sent);
    // The fluid engine: zero outside [2, 4), the rate inside.
    let mut fluid = common::build(&v);
    let (names, rows) = fluid_rows(&mut fluid);
    let x = names.iter().position(|n| n == "x:flow-link").unwrap();
    for r in &rows {
        let expected = if r[0] > 2.05 && r[0] < 3.95 {
            1.2
        } else if r[0] < 1.95 || r[0] > 4.05 {
            0.0
        } else {
            r[x]
        };
        assert!((r[x] - expected).abs() < 1e-9, "t = {}: {}", r[0], r[x]);
    }
}

fn fluid_rows(sim: &mut mpsolver::Simulation) -> (Vec<String>, Vec<Vec<f64>>) {
    let names = mpsolver::integrator::columns::column_names(sim.network());
    let width = sim.sample_width();
    let mut buf = vec![0.0; width * sim.total_samples()];
    let n = sim.write_samples(&mut buf, sim.total_samples());
    (names, buf[..n * width].chunks_exact(width).map(|r| r.to_vec()).collect())
}

#[test]
fn a_late_window_source_is_held_at_zero_in_the_fluid_engine_and_restarts_from_the_initial_rate() {
    let mut v = one_flow(4.0);
    v["sources"][0]["startS"] = json!(1);
    v["sources"][0]["stopS"] = json!(3);
    v["solver"]["initialRateMbps"] = json!(0.7);
    v["solver"]["sampleEveryS"] = json!(0.001);
    let (names, rows) = fluid_rows(&mut common::build(&v));
    let x = names.iter().position(|n| n == "x:flow-link").unwrap();
    let at = |t: f64| rows.iter().find(|r| (r[0] - t).abs() < 1e-9).unwrap()[x];
    assert_eq!((at(0.0), at(0.5), at(0.999)), (0.0, 0.0, 0.0));
    assert!((at(1.0) - 0.7).abs() < 0.01, "at 1 s: {}", at(1.0));
    assert!(at(2.5) > 1.0, "at 2.5 s: {}", at(2.5));
    assert_eq!((at(3.0), at(3.5)), (0.0, 0.0));
}

#[test]
fn a_link_with_its_own_buffer_of_10_drops_at_10_queued_and_the_other_keeps_the_solver_buffer() {
    let mut small = channel("small", 10.0, 15.0, 20.0);
    small["bufferPackets"] = json!(10);
    let v = scenario(
        vec![small, channel("big", 10.0, 15.0, 20.0)],
        vec![source("a", &[&["small"]], tcp()), source("b", &[&["big"]], tcp())],
        20.0,
    );
    let options = PacketOptions { buffer_packets: Some(40), ..PacketOptions::default() };
    let mut sim = packet_run(&v, &options);
    sim.advance_to(20.0);
    let queues = sim.buffers_and_max_queues();
    assert_eq!(queues[0], (10, 10), "the small link's buffer and longest queue");
    assert_eq!(queues[1].0, 40);
    assert!(queues[1].1 > 10, "the big link never queued more than 10: {:?}", queues[1]);
    assert!(sim.loss_events()[0] > 0, "no loss at the small link");
    // Without a solver-wide value, the other link gets one bandwidth-delay product (34 packets).
    let mut sim = packet_run(&v, &PacketOptions::default());
    sim.advance_to(1.0);
    assert_eq!((sim.buffer_packets(0), sim.buffer_packets(1)), (10, 34));
}

/// The realisation a compiled scenario carries for source `s`.
fn switches(v: &Value, s: usize) -> Vec<(f64, u32)> {
    let net = Network::compile(&parse(&v.to_string()).unwrap()).unwrap();
    match &net.sources[s].controller {
        ControllerSpec::ConstantRate(schedule) => schedule.random_on_off.as_ref().unwrap().switches.as_ref().clone(),
        other => panic!("{:?}", other),
    }
}

/// Time-average of the flows on over `[0, duration_s)`.
fn mean_on(sw: &[(f64, u32)], duration_s: f64) -> f64 {
    let mut total = 0.0;
    for (k, &(t, n)) in sw.iter().enumerate() {
        let end = sw.get(k + 1).map_or(duration_s, |s| s.0);
        total += (end - t) * n as f64;
    }
    total / duration_s
}

#[test]
fn the_mean_fraction_on_over_a_long_run_is_mean_on_over_the_cycle() {
    // The time-average of one two-state flow over T has a variance of about
    // 2 p (1 - p) tau / T, tau = 1 / (1/on + 1/off): for 40 flows over 2000 s at on = off = 0.1 s,
    // a standard deviation of 0.0006 on the fraction; 0.005 is eight of them.
    for (on_s, off_s, seed) in [(0.1, 0.1, 1), (0.3, 0.1, 2), (0.1, 0.4, 3)] {
        let mut v = one_flow(2000.0);
        v["sources"][0]["controller"] = udp_on_off(exponential(on_s, off_s, 40, seed));
        let sw = switches(&v, 0);
        let fraction = mean_on(&sw, 2000.0) / 40.0;
        let expected = on_s / (on_s + off_s);
        assert!((fraction - expected).abs() < 0.005, "on {} off {}: {} vs {}", on_s, off_s, fraction, expected);
        // About 2 x 40 x 2000 / (on + off) switching instants (a Poisson-like count).
        let n = sw.len() as f64;
        let expected_n = 2.0 * 40.0 * 2000.0 / (on_s + off_s);
        assert!((n - expected_n).abs() < 0.02 * expected_n, "{} switches vs {}", n, expected_n);
        assert!(sw.iter().all(|&(_, k)| k <= 40));
    }
}

#[test]
fn the_same_seed_gives_the_same_realisation_and_another_seed_another() {
    let mut v = one_flow(100.0);
    v["sources"][0]["controller"] = udp_on_off(exponential(0.1, 0.1, 40, 7));
    let a = switches(&v, 0);
    assert_eq!(a, switches(&v, 0));
    v["sources"][0]["controller"] = udp_on_off(exponential(0.1, 0.1, 40, 8));
    assert_ne!(a, switches(&v, 0));
}

#[test]
fn fluid_and_packet_runs_see_the_same_on_off_background() {
    // A 1000 Mbps link carries the background unqueued: what each engine puts on it every 0.1 s
    // follows the one realisation (rateMbps x flows on, averaged over the sample).
    let mut v = scenario(vec![channel("link", 1000.0, 15.0, 5.0)], vec![], 60.0);
    v["sources"] = json!([source("bg", &[&["link"]], udp_on_off(exponential(0.5, 0.5, 10, 3)))]);
    let sw = switches(&v, 0);
    let (fluid_names, fluid) = fluid_rows(&mut common::build(&v));
    let mut sim = packet_run(&v, &PacketOptions::default());
    let (packet_names, packet) = rows(&mut sim);
    // The built run's estimate counts the background at its peak (10 flows of 0.25 Mbps, 60 s, 1500
    // bytes: 12,500 packets), which bounds what it sent.
    assert!((sim.estimated_packets() - 12_500.0).abs() < 1e-6, "{}", sim.estimated_packets());
    assert!(sim.packet_counts().0 as f64 <= sim.estimated_packets(), "{:?}", sim.packet_counts());
    let xf = fluid_names.iter().position(|n| n == "x:bg-link").unwrap();
    let xp = packet_names.iter().position(|n| n == "x:bg-link").unwrap();
    // The realisation's mean over each sample interval (the packet column counts arrivals over the
    // interval, 5 ms behind the sender).
    let mean_between = |a: f64, b: f64| {
        let mut total = 0.0;
        for (k, &(t, n)) in sw.iter().enumerate() {
            let end = sw.get(k + 1).map_or(f64::INFINITY, |s| s.0);
            total += (end.min(b) - t.max(a)).max(0.0) * n as f64;
        }
        0.25 * total / (b - a)
    };
    let (mut err_packet, mut err_fluid, mut spread) = (0.0, 0.0, 0.0);
    for (rf, rp) in fluid.iter().zip(&packet).skip(1) {
        let t = rp[0];
        let realised = mean_between(t - 0.1 - 0.005, t - 0.005);
        err_packet += (rp[xp] - realised).abs();
        err_fluid += (rf[xf] - 0.25 * sw[sw.partition_point(|s| s.0 <= t) - 1].1 as f64).abs();
        spread += (realised - 1.25).abs();
    }
    let n = (packet.len() - 1) as f64;
    // One 1500-byte packet per 0.1 s is 0.12 Mbps: the packet column is within a packet or so.
    eprintln!("mean error: packet {} fluid {} spread {}", err_packet / n, err_fluid / n, spread / n);
    assert!(err_packet / n < 0.15, "packet vs realisation: {} Mbps mean error", err_packet / n);
    assert!(err_fluid / n < 1e-9, "fluid vs realisation: {}", err_fluid / n);
    assert!(spread / n > 0.2, "the background hardly varies: {}", spread / n);
}

#[test]
fn a_huge_on_off_realisation_is_refused_naming_the_field() {
    let mut v = one_flow(10_000.0);
    v["sources"][0]["controller"] = udp_on_off(exponential(0.001, 0.001, 100_000, 1));
    let s = parse(&v.to_string()).unwrap();
    let refused = mpsolver::cost::admit(&s).unwrap_err();
    assert!(refused.iter().any(|m| m.starts_with("sources[0].controller.randomOnOff:")), "{:?}", refused);
    // Paper 003's background (40 flows of 0.1 s on and off over 1200 s) fits.
    v["sources"][0]["controller"] = udp_on_off(exponential(0.1, 0.1, 40, 1));
    v["solver"]["durationS"] = json!(1200);
    let cost = mpsolver::cost::estimate(&parse(&v.to_string()).unwrap());
    assert!(cost.memory.on_off_bytes > 1.0e7 && cost.memory.on_off_bytes < 2.0e7, "{}", cost.memory.on_off_bytes);
}
