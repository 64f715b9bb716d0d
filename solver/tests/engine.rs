//! The engine a scenario asks for (`solver.engine`, `seed`, `bufferPackets`,
//! `randomDropFraction`): read and checked by the scenario reader, and run through one API
//! (`mpsolver::run`) that the wasm exports and the CLI share.

mod common;

use common::preset;
use mpsolver::run::{build_run, packet_options, Run};
use mpsolver::scenario::{self, Engine};
use serde_json::{json, Value};

fn errors(v: &Value) -> Vec<String> {
    match scenario::parse(&v.to_string()) {
        Ok(_) => vec![],
        Err(e) => e,
    }
}

/// Paper 003's three paths, 20 s, with `solver` settings added.
fn three_paths(solver: Value) -> Value {
    let mut v = preset("003-three-paths");
    v["solver"]["durationS"] = 20.0.into();
    for (k, x) in solver.as_object().unwrap() {
        v["solver"][k] = x.clone();
    }
    v
}

fn all_rows(run: &mut Run) -> Vec<f64> {
    let width = run.sample_width();
    let mut buf = vec![0.0; width * 64];
    let mut out = Vec::new();
    while !run.is_done() {
        let n = run.write_samples(&mut buf, 64);
        out.extend_from_slice(&buf[..n * width]);
    }
    out
}

#[test]
fn the_scenario_chooses_the_engine_and_its_packet_options() {
    let v = three_paths(
        serde_json::json!({ "engine": "packet", "seed": 9, "bufferPackets": 40, "randomDropFraction": 0.25 }),
    );
    let s = scenario::parse(&v.to_string()).unwrap();
    assert_eq!(s.solver.engine, Engine::Packet);
    let o = packet_options(&s);
    assert_eq!((o.seed, o.buffer_packets, o.random_drop_fraction), (9, Some(40), 0.25));
    let mut run = build_run(&v.to_string()).unwrap();
    assert_eq!(run.engine(), Engine::Packet);
    assert!(run.column_names().iter().any(|c| c == "w:mtcp-path1"));
    assert_eq!(run.total_samples(), 41);
    let rows = all_rows(&mut run);
    assert_eq!(rows.len(), 41 * run.sample_width());
    // The buffer of 40 packets holds: no queue column ever above it.
    let names = run.column_names();
    for (k, name) in names.iter().enumerate().filter(|(_, n)| n.starts_with("q:")) {
        let most = rows.iter().skip(k).step_by(names.len()).fold(0.0_f64, |a, &b| a.max(b));
        assert!(most <= 40.0, "{} reached {}", name, most);
    }
    // Absent, the engine is the fluid one, with the same columns as ever.
    let fluid = build_run(&three_paths(serde_json::json!({})).to_string()).unwrap();
    assert_eq!(fluid.engine(), Engine::Fluid);
    assert!(!fluid.column_names().iter().any(|c| c.starts_with("w:")));
}

#[test]
fn the_seed_changes_a_run_with_random_drops_and_only_then() {
    let run_with = |seed: u64, drop: f64| {
        let v = three_paths(serde_json::json!({ "engine": "packet", "seed": seed, "randomDropFraction": drop }));
        all_rows(&mut build_run(&v.to_string()).unwrap())
    };
    assert_eq!(run_with(1, 0.3), run_with(1, 0.3));
    assert_ne!(run_with(1, 0.3), run_with(2, 0.3));
    // No randomness in the scenario: the seed makes no difference.
    assert_eq!(run_with(1, 0.0), run_with(2, 0.0));
}

#[test]
fn the_tcp_settings_default_to_sack_and_the_flight_size_and_are_checked() {
    use mpsolver::scenario::{LossResponse, TcpSettings};
    let s = scenario::parse(&three_paths(serde_json::json!({})).to_string()).unwrap();
    assert_eq!(s.solver.tcp, TcpSettings { sack: true, loss_response: LossResponse::FlightSize });
    let v = three_paths(serde_json::json!({ "tcp": { "sack": false, "lossResponse": "window" } }));
    let s = scenario::parse(&v.to_string()).unwrap();
    assert_eq!(packet_options(&s).tcp, TcpSettings { sack: false, loss_response: LossResponse::Window });
    let v = three_paths(serde_json::json!({ "tcp": { "sack": 1, "lossResponse": "half", "dupThresh": 3 } }));
    assert_eq!(
        errors(&v),
        vec![
            "solver.tcp.sack: must be true or false, got 1",
            "solver.tcp.lossResponse: must be one of flightSize, window; got \"half\"",
            "solver.tcp.dupThresh: unknown field",
        ]
    );
}

#[test]
fn bad_engine_settings_are_named_by_field() {
    let v = three_paths(serde_json::json!({
        "engine": "quantum", "seed": -1, "bufferPackets": 0, "randomDropFraction": 2
    }));
    assert_eq!(
        errors(&v),
        vec![
            "solver.engine: must be one of fluid, packet; got \"quantum\"",
            "solver.seed: must be between 0 and 1000000000, got -1",
            "solver.bufferPackets: must be between 1 and 1000000, got 0",
            "solver.randomDropFraction: must be between 0 and 1, got 2",
        ]
    );
    let v = three_paths(serde_json::json!({ "bufferPackets": 2.5 }));
    assert_eq!(errors(&v), vec!["solver.bufferPackets: must be a whole number, got 2.5"]);
}

#[test]
fn a_packet_run_is_summarised_by_the_fluid_runs_code_from_its_own_totals() {
    let v = three_paths(serde_json::json!({ "engine": "packet", "bufferPackets": 20 }));
    let mut run = build_run(&v.to_string()).unwrap();
    run.run_to_end();
    let summary = run.summary().unwrap();
    assert_eq!(summary.engine, Engine::Packet);
    let Run::Packet(p) = &run else { panic!("not a packet run") };
    // A route's mean is what it delivered over the run, give or take one packet: a packet
    // delivered at the very last instant after the last capacity step (an event at the same
    // nanosecond, later in the list) is delivered but falls in no step of the mean.
    let delivered = p.delivered_megabits();
    for (r, route) in summary.routes.iter().enumerate() {
        let expected = delivered[r] / 20.0;
        let one_packet_mbps = 1500.0 * 8.0 / 1.0e6 / 20.0;
        let off = route.throughput.mean_mbps - expected;
        assert!(
            off <= 1e-9 * (1.0 + expected) && off >= -one_packet_mbps - 1e-9,
            "{} {} {}",
            route.id,
            route.throughput.mean_mbps,
            expected
        );
        let off_megabytes = route.megabytes - delivered[r] / 8.0;
        assert!(off_megabytes <= 1e-9 * (1.0 + delivered[r]) && off_megabytes >= -0.0015 - 1e-9, "{}", route.id);
    }
    // Shares of the multipath source add up to one; every link has a loss rate and a mean queue.
    let shares: f64 = summary.routes.iter().filter(|r| r.source == "mtcp").map(|r| r.share).sum();
    assert!((shares - 1.0).abs() < 1e-12);
    for res in &summary.resources {
        let (loss, queue) = (res.loss_rate.unwrap(), res.mean_queue_packets.unwrap());
        assert!((0.0..1.0).contains(&loss), "{} loss {}", res.id, loss);
        assert!((0.0..=20.0).contains(&queue), "{} queue {}", res.id, queue);
        assert!(res.drops.unwrap() > 0, "{}: a drop-tail link at 50 % UDP load drops", res.id);
        assert!(res.utilization > 0.5 && res.utilization <= 1.0, "{} {}", res.id, res.utilization);
    }
    // The fluid summary of the same scenario has none of the packet fields (its JSON is unchanged).
    let mut fluid = build_run(&three_paths(serde_json::json!({})).to_string()).unwrap();
    fluid.run_to_end();
    let fs = fluid.summary().unwrap();
    assert_eq!(fs.engine, Engine::Fluid);
    assert!(fs.resources.iter().all(|r| r.loss_rate.is_none() && r.mean_queue_packets.is_none()));
    let text = serde_json::to_string(&fs).unwrap();
    assert!(!text.contains("lossRate") && !text.contains("\"engine\""));
}

#[test]
fn the_friendliness_factor_of_a_packet_run_comes_from_the_same_code() {
    // Paper 001's shared bottleneck with LIA (mHIP has no packet form yet): FF needs the TCP peer.
    let mut v = preset("001-shared-bottleneck");
    v.as_object_mut().unwrap().remove("comparison");
    v["sources"][0]["controller"] = serde_json::json!({ "kind": "lia" });
    v["solver"]["engine"] = "packet".into();
    v["solver"]["durationS"] = 60.0.into();
    let mut run = build_run(&v.to_string()).unwrap();
    run.run_to_end();
    let s = run.summary().unwrap();
    let multipath = &s.sources[0];
    let ff = multipath.friendliness_factor.expect("a TCP peer shares the bottleneck");
    let tcp = s.sources.iter().find(|x| x.controller == "tcp").unwrap();
    assert!((ff - multipath.total.mean_mbps / tcp.total.mean_mbps).abs() < 1e-12);
    assert!(ff > 0.0);
}

#[test]
fn a_comparison_variant_may_set_its_engine_so_fluid_and_packet_run_side_by_side() {
    let mut v = three_paths(serde_json::json!({ "bufferPackets": 20 }));
    let lia = serde_json::json!({ "kind": "lia" });
    v["comparison"] = serde_json::json!({ "source": "mtcp", "variants": [
        { "label": "LIA, fluid", "controller": lia, "engine": "fluid" },
        { "label": "LIA, packet", "controller": lia, "engine": "packet" }
    ]});
    let s = scenario::parse(&v.to_string()).unwrap();
    assert_eq!(s.variant(0).unwrap().solver.engine, Engine::Fluid);
    assert_eq!(s.variant(1).unwrap().solver.engine, Engine::Packet);
    let run = mpsolver::run::build_run_variant(&v.to_string(), 1).unwrap();
    assert_eq!(run.engine(), Engine::Packet);
    v["comparison"]["variants"][1]["engine"] = "quantum".into();
    assert_eq!(errors(&v), vec!["comparison.variants[1].engine: must be one of fluid, packet; got \"quantum\""]);
}

#[test]
fn a_packet_run_too_big_to_finish_is_refused_by_field_and_the_presets_are_not() {
    use mpsolver::packet::MAX_ESTIMATED_PACKETS;
    let index: Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{}/../public/presets.json", env!("CARGO_MANIFEST_DIR"))).unwrap(),
    )
    .unwrap();
    for p in index["presets"].as_array().unwrap() {
        let name = p["name"].as_str().unwrap();
        let mut v = common::preset(name);
        v.as_object_mut().unwrap().remove("comparison");
        v["solver"]["engine"] = json!("packet");
        let s = mpsolver::scenario::parse(&v.to_string()).unwrap();
        let mut sim = mpsolver::packet::build_packet(&s, &packet_options(&s)).unwrap();
        let estimate = sim.estimated_packets();
        assert!(estimate < MAX_ESTIMATED_PACKETS, "{}: {:.3e} packets estimated", name, estimate);
        // An upper estimate: above what the run moves.
        sim.advance_to(s.solver.duration_s);
        let (sent, _, _) = sim.packet_counts();
        println!("{}: estimate {:.3e}, sent {:.3e}", name, estimate, sent as f64);
        assert!(estimate >= sent as f64, "{}: estimate {} below the {} packets sent", name, estimate, sent);
    }
    // A 10^6 Mbps link for an hour: about 3e11 packets.
    let mut v = common::scenario(
        vec![common::channel("huge", 1.0e6, 15.0, 10.0)],
        vec![common::source("a", &[&["huge"]], json!({ "kind": "tcp" }))],
        3600.0,
    );
    v["solver"]["engine"] = json!("packet");
    let errors = mpsolver::run::build_run(&v.to_string()).err().expect("refused");
    assert!(
        errors[0].starts_with("solver.durationS: a packet run of this scenario would move up to 3.0e11 packets"),
        "{:?}",
        errors
    );
    // The CLI refuses it the same way (before running anything), unless told --no-budget.
    let dir = std::env::temp_dir().join(format!("mp-budget-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("huge.json");
    std::fs::write(&file, v.to_string()).unwrap();
    let cli = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_mpsim")).args(args).output().expect("mpsim runs")
    };
    let path = file.to_str().unwrap();
    for command in ["check", "run"] {
        let out = cli(&[command, path]);
        let said = String::from_utf8_lossy(&out.stderr);
        assert_ne!(out.status.code(), Some(0), "{} ran", command);
        assert!(
            said.contains("solver.durationS: a packet run") && said.contains("--no-budget"),
            "{}: {}",
            command,
            said
        );
    }
    let out = cli(&["check", path, "--no-budget"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    // The fluid engine runs it.
    v["solver"]["engine"] = json!("fluid");
    assert!(mpsolver::run::build_run(&v.to_string()).is_ok());
}
