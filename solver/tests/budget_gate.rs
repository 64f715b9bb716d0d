//! Issue 23: one cost estimate asked by every entry that starts work, before anything is built.
//! Many clover platforms, a UDP burst between the old budget's sample instants and a 1e7 s run
//! are refused fast and in little memory by the CLI and by the library functions the worker
//! calls; `mpsim` exits quietly when its reader has gone.

mod common;

use mpsolver::scenario::{parse, Engine};
use serde_json::{json, Value};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// The binary under test: the built `mpsim`, or `MPSIM_UNDER_TEST` (to see these tests fail on
/// an older build).
fn mpsim() -> String {
    std::env::var("MPSIM_UNDER_TEST").unwrap_or_else(|_| env!("CARGO_BIN_EXE_mpsim").to_string())
}

/// III-D with `n` more platforms, 100-revolution clovers of radius 1000 m linked to `sat`.
fn clover_platforms(n: usize) -> Value {
    let mut v = common::preset("III-D");
    let platforms = v["platforms"].as_array_mut().unwrap();
    for i in 0..n {
        platforms.push(json!({
            "id": format!("p{}", i), "label": format!("P{}", i), "lengthM": 200,
            "trajectory": { "kind": "clover", "radiusM": 1000, "revolutions": 100 },
            "links": [{ "node": "middle", "to": ["sat"] }]
        }));
    }
    v
}

/// `001-two-paths-packet` for 640 s with its UDP source at 1e9 Mbps over [1, 9] s: between two
/// of the old budget's 65 instants (every 10 s).
fn burst() -> Value {
    let mut v = common::preset("001-two-paths-packet");
    v["solver"]["durationS"] = json!(640);
    let udp = v["sources"].as_array_mut().unwrap().iter_mut().find(|s| s["id"] == "udp").unwrap();
    udp["controller"]["rateMbps"] = json!(1e9);
    udp["controller"]["activeS"] = json!([[1, 9]]);
    v
}

/// III-D for 1e7 s at dt 0.05 s, sampled every 0.5 s.
fn long_run() -> Value {
    let mut v = common::preset("III-D");
    v["solver"]["durationS"] = json!(1e7);
    v["solver"]["dtS"] = json!(0.05);
    v["solver"]["sampleEveryS"] = json!(0.5);
    v
}

fn file(name: &str, v: &Value) -> String {
    let path = std::env::temp_dir().join(format!("mpsim-budget-{}-{}.json", std::process::id(), name));
    std::fs::write(&path, v.to_string()).unwrap();
    path.to_string_lossy().into_owned()
}

/// `mpsim ARGS` under a 2 GB address-space limit; its output and how long it took.
fn limited(args: &str) -> (Output, Duration) {
    let start = Instant::now();
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v 2000000; exec timeout 60 {} {}", mpsim(), args))
        .output()
        .unwrap();
    (out, start.elapsed())
}

fn assert_refused(args: &str, expected: &str) {
    let (out, took) = limited(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "mpsim {}: {}", args, stderr);
    assert!(stderr.contains(expected), "mpsim {}: {}", args, stderr);
    assert!(stderr.contains("over the limits: mpsim --no-budget runs it anyway"), "{}", stderr);
    assert!(!stderr.contains("memory allocation") && !stderr.contains("panicked"), "{}", stderr);
    assert!(took < Duration::from_secs(1), "mpsim {} took {:?}", args, took);
}

#[test]
fn a_thousand_clover_platforms_are_refused_by_check_in_under_a_second_under_2_gb() {
    let path = file("clover", &clover_platforms(1000));
    assert_refused(
        &format!("check {}", path),
        "platforms: 1001 clover paths need about 11.7 GB of path tables, more than the 0.8 GB the solver may use; use fewer platforms or fewer revolutions",
    );
}

#[test]
fn the_burst_between_sample_instants_is_refused_by_check_run_and_summary() {
    let path = file("burst", &burst());
    for command in ["check", "run", "summary"] {
        assert_refused(
            &format!("{} {}", command, path),
            "sources[2].controller.rateMbps: the constant-rate source \"udp\" would send up to 6.7e11 packets (1000000000 Mbps over 8 s of its active intervals)",
        );
    }
}

#[test]
fn a_1e7_s_run_is_refused_by_accuracy_and_check_paper_in_under_a_second() {
    let path = file("long", &long_run());
    assert_refused(
        &format!("accuracy {}", path),
        "solver.sampleEveryS: the accuracy check keeps the samples of its 2 runs",
    );
    assert_refused(&format!("check-paper {}", path), "solver.durationS: the paper check makes 2 runs of about 140.0 s");
}

#[test]
fn the_library_refuses_the_jobs_the_worker_asks_for_before_running() {
    // What mp_check_paper, mp_accuracy and mp_create call.
    let start = Instant::now();
    let long = long_run();
    let errors = mpsolver::papers::check_paper(&long.to_string(), &Engine::ALL).unwrap_err();
    assert!(errors.iter().any(|e| e.starts_with("solver.durationS: the paper check makes 2 runs")), "{:?}", errors);
    let errors = mpsolver::accuracy::check(&parse(&long.to_string()).unwrap()).unwrap_err();
    assert!(errors.iter().any(|e| e.starts_with("solver.sampleEveryS: the accuracy check keeps")), "{:?}", errors);
    let errors = mpsolver::run::build_run(&clover_platforms(200).to_string()).err().unwrap();
    assert_eq!(
        errors,
        ["platforms: 201 clover paths need about 2.3 GB of path tables, more than the 0.8 GB the solver may use; use fewer platforms or fewer revolutions"]
    );
    let errors = mpsolver::run::build_run(&burst().to_string()).err().unwrap();
    assert!(errors.iter().any(|e| e.starts_with("sources[2].controller.rateMbps: ")), "{:?}", errors);
    assert!(start.elapsed() < Duration::from_secs(1), "{:?}", start.elapsed());
}

#[test]
fn every_preset_is_admitted_by_both_engines_and_its_paper_check() {
    for entry in std::fs::read_dir(format!("{}/../public/scenarios", env!("CARGO_MANIFEST_DIR"))).unwrap() {
        let path = entry.unwrap().path();
        let mut v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let s = parse(&v.to_string()).unwrap();
        assert!(mpsolver::cost::admit_all(&s).is_ok(), "{:?}: {:?}", path, mpsolver::cost::estimate(&s).over);
        v.as_object_mut().unwrap().remove("comparison");
        v["solver"]["engine"] = json!("packet");
        let packet = parse(&v.to_string()).unwrap();
        assert!(mpsolver::cost::admit(&packet).is_ok(), "{:?} packet", path);
    }
}

#[test]
fn the_packet_bound_is_above_what_a_burst_run_sends() {
    // A burst the run can afford: the bound counts its whole active interval.
    let mut v = burst();
    v["solver"]["durationS"] = json!(20);
    let udp = v["sources"].as_array_mut().unwrap().iter_mut().find(|s| s["id"] == "udp").unwrap();
    udp["controller"]["rateMbps"] = json!(400);
    udp["controller"]["activeS"] = json!([[1.5, 2.5]]);
    let s = parse(&v.to_string()).unwrap();
    let bound = mpsolver::cost::estimate(&s).packets.unwrap().packets;
    let mut sim = mpsolver::packet::build_packet(&s, &mpsolver::run::packet_options(&s)).unwrap();
    sim.advance_to(20.0);
    let (sent, _, _) = sim.packet_counts();
    assert!(bound >= sent as f64, "bound {} below the {} packets sent", bound, sent);
    assert!(bound < 10.0 * sent as f64, "bound {} far above the {} packets sent", bound, sent);
}

#[test]
fn a_closed_stdout_ends_mpsim_quietly() {
    for reader in ["true", "head -1"] {
        for command in ["summary III-D", "run 001-two-paths-udp", "cost III-D --json"] {
            let out = Command::new("sh")
                .arg("-c")
                .arg(format!("{} {} | {}; exit 0", mpsim(), command, reader))
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(
                !stderr.contains("panicked") && !stderr.contains("Broken pipe"),
                "{} | {}: {}",
                command,
                reader,
                stderr
            );
        }
    }
    // The status is mpsim's own: 0 or killed by SIGPIPE (141 in the shell), never a panic's 101.
    let status = Command::new("bash")
        .arg("-c")
        .arg(format!("{} summary III-D | true; echo ${{PIPESTATUS[0]}}", mpsim()))
        .output()
        .unwrap();
    let code = String::from_utf8_lossy(&status.stdout).trim().to_string();
    assert!(code == "0" || code == "141", "exit status {}", code);
}

#[test]
fn a_job_is_costed_from_json_as_the_page_asks_it() {
    // What mp_job_cost answers: a sweep of the 1e7 s III-D and a preset, their times summed.
    let request = json!({ "job": "the sweep", "scenarios": [long_run(), common::preset("III-D")] });
    let cost = mpsolver::cost::job_cost_json(&request.to_string()).unwrap();
    assert_eq!(cost.runs, 2);
    assert!(cost.total_ms > 70_000.0, "{}", cost.total_ms);
    assert!(
        cost.over.iter().any(|e| e.message.starts_with("solver.durationS: the sweep makes 2 runs")),
        "{:?}",
        cost.over
    );
    let fits = json!({ "job": "the badges", "scenarios": [common::preset("III-D")], "keepsSamples": true });
    let cost = mpsolver::cost::job_cost_json(&fits.to_string()).unwrap();
    assert!(cost.over.is_empty(), "{:?}", cost.over);
    assert_eq!(cost.memory.held_sample_bytes, 5401.0 * 15.0 * 8.0);
    let bad = json!({ "scenarios": [{ "solver": {} }] });
    let errors = mpsolver::cost::job_cost_json(&bad.to_string()).unwrap_err();
    assert!(errors.iter().all(|e| e.starts_with("scenarios[0].")), "{:?}", errors);
}
