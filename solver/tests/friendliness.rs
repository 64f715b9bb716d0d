//! The friendliness factor of a subflow where a TCP flow meets only some paths (paper 001's
//! two-path network, preset 001-two-paths-udp), and none where it meets them all (Fig 9).

use mpsolver::summary::summarize;
use mpsolver::{build_scenario, scenario};

fn preset(name: &str) -> scenario::Scenario {
    let path = format!("{}/../public/scenarios/{}.json", env!("CARGO_MANIFEST_DIR"), name);
    scenario::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn subflow_friendliness_where_tcp_meets_one_path() {
    let s = preset("001-two-paths-udp");
    for (variant, expected_near) in [(0, Some(1.0)), (1, None)] {
        let summary = summarize(build_scenario(&s.variant(variant).unwrap()).unwrap());
        let route = |id: &str| summary.routes.iter().find(|r| r.id == id).unwrap();
        let tcp = summary.sources.iter().find(|x| x.id == "tcp").unwrap().total.mean_mbps;
        let path1 = route("mhip-path1");
        // FF of the subflow on the shared path is its mean over the TCP flow's mean.
        assert_eq!(path1.friendliness_peers, ["tcp"]);
        assert!((path1.friendliness_factor.unwrap() - path1.throughput.mean_mbps / tcp).abs() < 1e-12);
        // Uncoupled Reno beside Reno with the same round trip on the same link: the same share.
        if let Some(one) = expected_near {
            assert!(
                (path1.friendliness_factor.unwrap() - one).abs() < 1e-6,
                "uncoupled subflow FF {:?}",
                path1.friendliness_factor
            );
        } else {
            // mHIP's coupled increase keeps the subflow below the TCP flow (fluid: 0.85; paper 1.02).
            let ff = path1.friendliness_factor.unwrap();
            assert!(ff > 0.7 && ff < 0.95, "mHIP subflow FF {}", ff);
        }
        // The path the TCP flow does not use has no factor.
        assert_eq!(route("mhip-path2").friendliness_factor, None);
    }
}

#[test]
fn no_subflow_factor_when_tcp_meets_every_path() {
    let s = preset("001-shared-bottleneck");
    let summary = summarize(build_scenario(&s.variant(1).unwrap()).unwrap());
    assert!(summary.routes.iter().all(|r| r.friendliness_factor.is_none()));
    assert!(summary.sources[0].friendliness_factor.is_some());
}
