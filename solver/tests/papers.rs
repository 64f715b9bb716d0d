//! Paper badges (docs/scenario.md, "Published numbers a preset reproduces"): each preset's
//! `meta.reproduces` measured on its own runs, judged against the paper, and failing when the
//! preset's numbers change.

mod common;

use common::preset;
use mpsolver::papers::{check_paper, read_badges, ClaimKind, PaperReport};
use mpsolver::scenario::Engine;
use serde_json::json;
use std::process::Command;

fn report(v: &serde_json::Value, engines: &[Engine]) -> PaperReport {
    check_paper(&v.to_string(), engines).unwrap()
}

#[test]
fn the_convoys_satellite_reproduces_eq_15_and_fails_when_the_gain_changes() {
    let r = report(&preset("III-D"), &[Engine::Fluid]);
    assert_eq!(r.paper.as_deref(), Some("000"));
    assert_eq!(r.badges.len(), 1);
    let b = &r.badges[0];
    assert_eq!((b.paper, b.tolerance, b.unit.as_str()), (13.6, Some(0.05), "Mbps"));
    let fluid = &b.results[0];
    assert_eq!(fluid.engine, Engine::Fluid);
    let x = fluid.measured.unwrap();
    assert!((x - 13.6).abs() < 0.01 && fluid.pass, "{:?}", fluid);
    assert_eq!((r.passed, r.failed, r.not_run), (1, 0, 0));
    // Doubling the controller's gain a moves eq (15)'s level (to about 14.4): the badge fails.
    let mut changed = preset("III-D");
    changed["sources"][0]["controller"]["a"] = json!(0.05);
    let r = report(&changed, &[Engine::Fluid]);
    let x2 = r.badges[0].results[0].measured.unwrap();
    assert!(!r.badges[0].results[0].pass && x2 > 14.0, "{}", x2);
    assert_eq!((r.passed, r.failed), (0, 1));
}

#[test]
fn the_static_convoys_capacities_are_the_papers_to_its_printed_digits() {
    let r = report(&preset("III-E"), &[Engine::Fluid, Engine::Packet]);
    let printed = [16.97, 8.30, 19.59, 20.0, 18.99, 4.77, 18.56];
    for (b, p) in r.badges.iter().zip(printed) {
        assert_eq!(b.paper, p);
        // Capacities are the same laws in both engines, so these badges name the fluid one only.
        assert_eq!(b.results.len(), 1);
        let x = b.results[0].measured.unwrap();
        assert!((x - p).abs() <= 0.005 && b.results[0].pass, "{}: {} vs {}", b.what, x, p);
    }
    // The settling badges run both engines; the fluid one is judged (Fig 12 is the fluid model's),
    // the packet one is a comparison and counted as such, not as a miss.
    let settle = &r.badges[7];
    assert_eq!(settle.results.iter().map(|r| r.engine.name()).collect::<Vec<_>>(), ["fluid", "packet"]);
    assert!(settle.results.iter().all(|r| r.measured.is_some()));
    assert_eq!(settle.results.iter().map(|r| r.judged).collect::<Vec<_>>(), [true, false]);
    assert_eq!((r.passed + r.failed, r.compared), (7 + 2, 2));
}

#[test]
fn a_range_and_a_ratio_are_judged_and_a_miss_is_reported_not_dropped() {
    // Paper 001 §V-D: the friendliness factor 0.95-1.03; the fluid model gives about 1.68.
    let r = report(&preset("001-shared-bottleneck"), &[Engine::Fluid, Engine::Packet]);
    let b = &r.badges[0];
    assert_eq!((b.low, b.high, b.tolerance), (0.95, 1.03, None));
    assert_eq!(b.results.len(), 1, "this preset's badge names the fluid engine only");
    let ff = b.results[0].measured.unwrap();
    assert!(ff > 1.5 && ff < 1.8 && !b.results[0].pass, "{}", ff);
    // An ns-2 result: the fluid value is reported beside it as a comparison, not judged.
    assert_eq!(b.kind, Some(ClaimKind::PacketSimulation));
    assert!(!b.results[0].judged);
    assert_eq!((r.passed, r.failed, r.compared), (0, 0, 1));
}

#[test]
fn a_series_the_run_does_not_have_is_a_problem_on_that_badge() {
    let mut v = preset("III-D");
    v["meta"]["reproduces"][0]["series"] = json!("satellite");
    let r = report(&v, &[Engine::Fluid]);
    let res = &r.badges[0].results[0];
    assert_eq!(res.measured, None);
    assert_eq!(res.problem.as_deref(), Some("no series x:satellite in this run"));
    assert_eq!(r.not_run, 1);
}

#[test]
fn malformed_badges_are_refused_with_the_field_named() {
    let bad = json!({"meta": {"reproduces": [
        {"what": "x", "source": "s", "paper": 1, "series": "a", "fromS": 0, "toS": 1, "stat": "mean"},
        {"what": "x", "source": "s", "paper": [2, 1], "series": "a", "fromS": 5, "toS": 1, "stat": "median", "colour": 1},
        {"what": "", "source": "s", "paper": 1, "tolerance": -1, "series": [], "fromS": 0, "toS": 1, "stat": "max", "engines": ["ns-3"]},
        "13.6",
        {"what": "x", "source": "s", "paper": 1, "tolerance": 0, "series": "a", "fromS": 0, "toS": 1, "stat": "mean", "kind": "ns-2"}
    ]}});
    let errors = read_badges(&bad).unwrap_err();
    for expected in [
        "meta.reproduces[0].tolerance: must be a finite number, got nothing",
        "meta.reproduces[1].colour: unknown field",
        "meta.reproduces[1].paper: the range [2, 1] runs backwards",
        "meta.reproduces[1].toS: must be >= fromS (5), got 1",
        "meta.reproduces[1].stat: must be one of min, max, mean, megabytes, settleS, got \"median\"",
        "meta.reproduces[2].what: must be a non-empty string",
        "meta.reproduces[2].tolerance: must be >= 0, got -1",
        "meta.reproduces[2].series: must be a series name or a non-empty list of them, got []",
        "meta.reproduces[2].engines: each must be \"fluid\" or \"packet\", got \"ns-3\"",
        "meta.reproduces[3]: must be an object, got \"13.6\"",
        "meta.reproduces[4].kind: must be one of fluid-model, packet-simulation, measurement, got \"ns-2\"",
    ] {
        assert!(errors.iter().any(|e| e.starts_with(expected)), "missing {:?} in {:#?}", expected, errors);
    }
    assert!(read_badges(&json!({"meta": {}})).unwrap().is_empty());
}

#[test]
fn every_presets_badges_read_and_the_cli_prints_the_same_numbers() {
    let out = Command::new(env!("CARGO_BIN_EXE_mpsim"))
        .args(["check-paper", "III-D", "001-shared-bottleneck", "--engine", "fluid"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let ours = report(&preset("III-D"), &[Engine::Fluid]).badges[0].results[0].measured.unwrap();
    assert!(text.contains(&format!("fluid {:.3} pass", ours)), "{}", text);
    // Paper 001 §V-D is an ns-2 result: the fluid preset's value is printed as a comparison.
    let ff = report(&preset("001-shared-bottleneck"), &[Engine::Fluid]).badges[0].results[0].measured.unwrap();
    let words = format!("fluid {:.3} (comparison; the paper's claim is a packet-simulation result)", ff);
    assert!(text.contains(&words), "{}", text);
    assert!(text.trim_end().ends_with("1 passed, 0 failed, 0 not run; 1 shown as comparisons, not judged"), "{}", text);
    // Every preset's badges are well formed (the page reads them through the same reader).
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../public/scenarios");
    let mut with_badges = 0;
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(entry.path()).unwrap()).unwrap();
        let badges = read_badges(&v).unwrap_or_else(|e| panic!("{:?}: {:?}", entry.path(), e));
        with_badges += usize::from(!badges.is_empty());
        for b in &badges {
            assert!(b.kind.is_some(), "{:?}: {} says not what kind of claim it is", entry.path(), b.what);
        }
    }
    assert!(with_badges >= 13, "{} presets carry badges", with_badges);
}

#[test]
fn each_claim_is_judged_only_by_the_engines_its_kind_names_and_the_rest_are_comparisons() {
    let both = [Engine::Fluid, Engine::Packet];
    // Eq (15) is a fluid-model fixed point: the packet engine fills the link (about 20 Mbps) and
    // that value is shown beside the claim, not counted as a miss.
    let r = report(&preset("III-D"), &both);
    let b = &r.badges[0];
    assert_eq!(b.kind, Some(ClaimKind::FluidModel));
    let packet = b.results.iter().find(|x| x.engine == Engine::Packet).unwrap();
    assert!(!packet.judged && !packet.pass && packet.measured.unwrap() > 19.0, "{:?}", packet);
    assert_eq!((r.passed, r.failed, r.not_run, r.compared), (1, 0, 0, 1));
    // The same claim without a kind (a scenario written before kinds) is judged by both, as before.
    let mut old = preset("III-D");
    old["meta"]["reproduces"][0].as_object_mut().unwrap().remove("kind");
    let r = report(&old, &both);
    assert!(r.badges[0].results.iter().all(|x| x.judged));
    assert_eq!((r.passed, r.failed, r.compared), (1, 1, 0));
    // Paper 004's Table V is a field measurement: judged by both engines with the paper's 10 %.
    let r = report(&preset("004-roadside"), &both);
    assert_eq!(r.badges[0].kind, Some(ClaimKind::Measurement));
    assert!(r.badges[0].results.iter().all(|x| x.judged) && r.badges[0].results.len() == 2);
    assert_eq!((r.passed + r.failed, r.compared), (2, 0));
    // Every outcome of these presets: judged exactly when its kind names the engine, and the
    // counts add up to the outcomes.
    for name in ["III-D", "III-E", "III-G", "004-roadside", "001-two-paths-udp", "002-relays-tcp"] {
        let r = report(&preset(name), &both);
        let mut outcomes = 0;
        for b in &r.badges {
            for x in &b.results {
                assert_eq!(x.judged, b.kind.unwrap().judged_by(x.engine), "{}: {} {}", name, b.what, x.engine.name());
                outcomes += 1;
            }
        }
        assert_eq!(r.passed + r.failed + r.not_run + r.compared, outcomes, "{}", name);
    }
}
