//! The packet engine (docs/packet-engine.md), checked by running it: conservation and bounds on
//! the presets it supports, determinism, a single flow filling its link, the square-root law under
//! random loss, fairness among identical flows, and multipath friendliness.

mod common;

use common::packet::{mean_from, packet_run, rows};
use common::{channel, lossy_channel, preset, scenario, source};
use mpsolver::packet::{build_packet, column_names, PacketOptions, PacketSimulation};
use serde_json::{json, Value};

/// A TCP-family controller of 1500-byte packets.
fn controller(kind: &str) -> Value {
    json!({ "kind": kind, "packetBytes": 1500 })
}

fn with_duration(mut v: Value, duration_s: f64, every_s: f64) -> Value {
    v["solver"]["durationS"] = json!(duration_s);
    v["solver"]["sampleEveryS"] = json!(every_s);
    v
}

/// Checks conservation, buffers, capacity and finiteness on every row of a run.
fn check_invariants(label: &str, sim: &mut PacketSimulation) {
    let names = column_names(sim.network());
    let net = sim.network().clone();
    let width = sim.sample_width();
    let every_s = net.settings.sample_every_s;
    let largest_packet_mbit = 1500.0 * 8.0 / 1.0e6;
    let mut buf = vec![0.0; width * 64];
    let mut previous: Option<Vec<f64>> = None;
    // The first capacity column, found by name (a packet row has g: goodput between x: and c:).
    let c0 = names.iter().position(|n| n.starts_with("c:")).expect("capacity columns");
    loop {
        let n = sim.write_samples(&mut buf, 64);
        for row in buf[..n * width].chunks_exact(width) {
            for (v, name) in row.iter().zip(&names) {
                assert!(v.is_finite(), "{}: {} is {} at t = {}", label, name, v, row[0]);
            }
            // Delivered throughput into each resource that ends routes stays below its capacity
            // (the larger of the two ends of the interval), give or take one packet per route.
            if let Some(prev) = &previous {
                for j in 0..net.resources.len() {
                    let ending: Vec<usize> =
                        (0..net.routes.len()).filter(|&r| net.routes[r].resources.last() == Some(&j)).collect();
                    let x: f64 = ending.iter().map(|&r| row[1 + r]).sum();
                    let c = row[c0 + j].max(prev[c0 + j]);
                    let tolerance = (ending.len() as f64 + 1.0) * largest_packet_mbit / every_s;
                    assert!(
                        x <= c + tolerance,
                        "{}: {} Mbps into {} of {} Mbps at t = {}",
                        label,
                        x,
                        net.resources[j].id,
                        c,
                        row[0]
                    );
                }
            }
            previous = Some(row.to_vec());
        }
        let (sent, delivered, dropped) = sim.packet_counts();
        assert_eq!(sent, delivered + dropped + sim.in_flight(), "{}: packets are conserved", label);
        if n < 64 {
            break;
        }
    }
    for (j, (buffer, max_queue)) in sim.buffers_and_max_queues().into_iter().enumerate() {
        assert!(max_queue <= buffer, "{}: queue {} above buffer {} at {}", label, max_queue, buffer, j);
    }
}

#[test]
fn invariants_hold_on_the_presets_the_engine_runs() {
    let mut checked = 0;
    for name in ["001-shared-bottleneck", "003-three-paths", "004-roadside", "002-relays-tcp", "III-D"] {
        let v = preset(name);
        let v = with_duration(v.clone(), v["solver"]["durationS"].as_f64().unwrap().min(120.0), 0.5);
        let s = mpsolver::scenario::parse(&v.to_string()).unwrap();
        let mut variants = vec![s.clone()];
        if let Some(c) = &s.comparison {
            variants.extend((0..c.variants.len()).filter_map(|i| s.variant(i)));
        }
        for (i, scenario) in variants.iter().enumerate() {
            for options in [
                PacketOptions::default(),
                PacketOptions { random_drop_fraction: 0.3, seed: 5, ..PacketOptions::default() },
            ] {
                match build_packet(scenario, &options) {
                    Ok(mut sim) => {
                        check_invariants(&format!("{} variant {}", name, i), &mut sim);
                        checked += 1;
                    }
                    Err(messages) => {
                        // A refusal names a controller or field it cannot run yet.
                        assert!(
                            messages.iter().all(|m| m.contains("packet engine") && m.starts_with("sources.")),
                            "{:?}",
                            messages
                        );
                    }
                }
            }
        }
    }
    assert!(checked >= 10, "only {} runs checked", checked);
}

#[test]
fn the_same_seed_gives_the_same_run_and_another_seed_another() {
    let v =
        scenario(vec![lossy_channel("lossy", 0.01, 25.0)], vec![source("a", &[&["lossy"]], controller("tcp"))], 60.0);
    let csv = |seed: u64| {
        let mut sim = packet_run(&v, &PacketOptions { seed, ..PacketOptions::default() });
        let mut out = Vec::new();
        mpsolver::output::write_csv(&mut sim, &mut out).unwrap();
        out
    };
    let first = csv(11);
    assert_eq!(first, csv(11));
    assert_ne!(first, csv(12));
}

#[test]
fn one_flow_fills_a_link_with_a_buffer_of_one_bandwidth_delay_product() {
    let v =
        scenario(vec![channel("link", 10.0, 15.0, 25.0)], vec![source("a", &[&["link"]], controller("tcp"))], 120.0);
    let mut sim = packet_run(&v, &PacketOptions::default());
    let (names, rows) = rows(&mut sim);
    let (buffer, _) = sim.buffers_and_max_queues()[0];
    // 10 Mbps x 50 ms in 12 000-bit packets.
    assert_eq!(buffer, (10.0e6 * 0.05 / 12_000.0f64).ceil() as usize);
    let x = mean_from(&names, &rows, "x:a-link", 20.0);
    assert!(x >= 0.95 * 10.0, "one NewReno flow gets {} of 10 Mbps", x);
}

#[test]
fn random_loss_alone_follows_the_square_root_law() {
    // Mathis et al. (1997), one ACK per packet: B = sqrt(3/2) / (RTT sqrt(p)) packets per second.
    let rtt_s = 0.1;
    for (p, duration_s) in [(0.001, 1500.0), (0.01, 600.0), (0.02, 600.0)] {
        let v = scenario(
            vec![lossy_channel("lossy", p, 50.0)],
            vec![source("a", &[&["lossy"]], controller("tcp"))],
            duration_s,
        );
        let mut sim = packet_run(&v, &PacketOptions { seed: 3, ..PacketOptions::default() });
        let (names, rows) = rows(&mut sim);
        let measured = mean_from(&names, &rows, "x:a-lossy", 20.0);
        let mathis = (1.5f64).sqrt() / (rtt_s * p.sqrt()) * 12_000.0 / 1.0e6;
        println!("p = {}: {:.3} Mbps, Mathis {:.3} Mbps, ratio {:.3}", p, measured, mathis, measured / mathis);
        assert!((measured / mathis - 1.0).abs() <= 0.15, "p = {}: {} Mbps against {} Mbps", p, measured, mathis);
    }
}

/// Jain's fairness index of some throughputs.
fn jain(x: &[f64]) -> f64 {
    let (sum, squares) = x.iter().fold((0.0, 0.0), |(s, q), v| (s + v, q + v * v));
    sum * sum / (x.len() as f64 * squares)
}

#[test]
fn identical_flows_share_a_bottleneck_fairly_with_random_drop() {
    let flows = 5;
    let sources: Vec<Value> = (0..flows).map(|k| source(&format!("f{}", k), &[&["b"]], controller("tcp"))).collect();
    let v = scenario(vec![channel("b", 10.0, 15.0, 30.0)], sources, 600.0);
    let mut sim = packet_run(&v, &PacketOptions { random_drop_fraction: 0.5, seed: 9, ..PacketOptions::default() });
    let (names, rows) = rows(&mut sim);
    let x: Vec<f64> = (0..flows).map(|k| mean_from(&names, &rows, &format!("x:f{}-b", k), 30.0)).collect();
    let index = jain(&x);
    println!("throughputs {:?}, Jain {:.4}", x, index);
    assert!(index >= 0.95, "Jain's index {} of {:?}", index, x);
    assert!(x.iter().sum::<f64>() >= 0.9 * 10.0);
}

/// Friendliness factor: the multipath source's total over the TCP flow's, on one bottleneck where
/// every route (the TCP flow's too) comes in over its own 100 Mbps access link.
fn friendliness(kind: &str) -> f64 {
    let mut channels = vec![channel("b", 8.0, 15.0, 30.0)];
    for k in 0..4 {
        channels.push(channel(&format!("a{}", k), 100.0, 15.0, 30.0));
    }
    let v = scenario(
        channels,
        vec![
            source("mp", &[&["a0", "b"], &["a1", "b"], &["a2", "b"]], controller(kind)),
            source("tcp", &[&["a3", "b"]], controller("tcp")),
        ],
        800.0,
    );
    let mut sim = packet_run(&v, &PacketOptions { random_drop_fraction: 0.5, seed: 21, ..PacketOptions::default() });
    let (names, rows) = rows(&mut sim);
    let mp: f64 = (0..3).map(|k| mean_from(&names, &rows, &format!("x:mp-a{}+b", k), 50.0)).sum();
    let tcp = mean_from(&names, &rows, "x:tcp-a3+b", 50.0);
    println!("{}: multipath {:.3} Mbps, TCP {:.3} Mbps, factor {:.3}", kind, mp, tcp, mp / tcp);
    mp / tcp
}

#[test]
fn uncoupled_takes_about_three_tcp_shares_and_lia_about_one() {
    let uncoupled = friendliness("uncoupled");
    assert!((2.4..=3.6).contains(&uncoupled), "uncoupled friendliness factor {}", uncoupled);
    let lia = friendliness("lia");
    assert!((0.8..=1.2).contains(&lia), "LIA friendliness factor {}", lia);
    // OLIA's packet form: its loss intervals counted in acknowledged packets.
    let olia = friendliness("olia");
    assert!((0.8..=1.2).contains(&olia), "OLIA friendliness factor {}", olia);
}

#[test]
fn every_controller_kind_of_the_schema_runs_in_the_packet_engine() {
    let schema: Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{}/../docs/scenario.schema.json", env!("CARGO_MANIFEST_DIR"))).unwrap(),
    )
    .unwrap();
    let kinds = schema["$defs"]["controller"]["properties"]["kind"]["enum"].as_array().expect("controller kinds");
    assert!(kinds.len() >= 15, "{:?}", kinds);
    for kind in kinds.iter().map(|k| k.as_str().unwrap()).filter(|&k| k != "udp") {
        let v = with_duration(
            scenario(
                vec![channel("p1", 10.0, 15.0, 20.0), channel("p2", 10.0, 15.0, 40.0)],
                vec![source("m", &[&["p1"], &["p2"]], json!({ "kind": kind }))],
                20.0,
            ),
            20.0,
            0.5,
        );
        let mut sim = packet_run(&v, &PacketOptions::default());
        let (names, rows) = rows(&mut sim);
        let total = mean_from(&names, &rows, "x:m-p1", 10.0) + mean_from(&names, &rows, "x:m-p2", 10.0);
        assert!(total > 10.0, "{}: {} Mbps over two 10 Mbps paths", kind, total);
    }
}

#[test]
fn the_pool_stays_flat_and_events_are_counted() {
    let v = scenario(vec![channel("b", 20.0, 15.0, 20.0)], vec![source("a", &[&["b"]], controller("tcp"))], 200.0);
    let mut sim = packet_run(&v, &PacketOptions::default());
    sim.advance_to(50.0);
    let pool_early = sim.pool_size();
    let start = std::time::Instant::now();
    let events_early = sim.events_processed();
    sim.advance_to(200.0);
    let seconds = start.elapsed().as_secs_f64();
    let events = sim.events_processed() - events_early;
    println!(
        "{} events in {:.3} s: {:.1} million events per second (native)",
        events,
        seconds,
        events as f64 / seconds / 1.0e6
    );
    assert!(events > 500_000);
    // A 20 Mbps link with a 40 ms round trip holds at most two bandwidth-delay products of data
    // plus its acknowledgements: the pool does not grow past what the network can hold.
    assert!(sim.pool_size() <= pool_early.max(4 * 67 + 16), "pool grew from {} to {}", pool_early, sim.pool_size());
}

#[test]
fn an_application_limited_source_sends_at_its_rate_and_no_faster() {
    let mut limited = source("app", &[&["link"]], controller("tcp"));
    limited["sendingRateMbps"] = json!(2.0);
    let v = scenario(vec![channel("link", 10.0, 15.0, 25.0)], vec![limited], 60.0);
    let mut sim = packet_run(&v, &PacketOptions::default());
    let (names, rows) = rows(&mut sim);
    let x = mean_from(&names, &rows, "x:app-link", 5.0);
    // At most one packet (0.012 Mbit) more than the rate over the 55 s measured.
    assert!((0.95 * 2.0..=2.0 + 0.012 / 55.0).contains(&x), "application-limited at 2 Mbps sends {}", x);
    let k = names.iter().position(|n| n == "x:app-link").unwrap();
    // One packet of tokens at most: no interval carries more than its rate and one packet.
    assert!(rows.iter().all(|r| r[k] <= 2.0 + 0.012 / 0.1 + 1e-9));
}

#[test]
fn the_shared_increase_and_decrease_are_renos_and_lias() {
    use mpsolver::controller::{SourceView, WindowController};
    use mpsolver::scenario::WindowLaw;
    // Three routes with windows of 10 packets of 1500 bytes over a 100 ms round trip.
    let k = 8.0 * 1500.0 / 1.0e6;
    let rates = [10.0 * k / 0.1; 3];
    let (inverse_rtt, zeros, ones) = ([10.0; 3], [0.0; 3], [1.0; 3]);
    let view = SourceView {
        rates_mbps: &rates,
        probed_delayed_mbps: &rates,
        lambda: &zeros,
        inverse_rtt: &inverse_rtt,
        total_delayed_mbps: 0.0,
        relay_ratio: &ones,
    };
    let (inc, dec) = WindowController::new(WindowLaw::Tcp, 1500.0).route_increase_decrease(&view, 1);
    assert!((inc - 0.1).abs() < 1e-12 && (dec - 5.0).abs() < 1e-12, "Reno: {} {}", inc, dec);
    // LIA (RFC 6356): max(w/T^2) / (sum w/T)^2 = (10 / 0.01) / (300)^2 = 1/90 per ACK.
    let (inc, dec) = WindowController::new(WindowLaw::Lia, 1500.0).route_increase_decrease(&view, 0);
    assert!((inc - 1.0 / 90.0).abs() < 1e-12 && (dec - 5.0).abs() < 1e-12, "LIA: {} {}", inc, dec);
}
