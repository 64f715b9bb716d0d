//! The packet engine under changing capacities (docs/packet-engine.md, "The event loop" and
//! "Subflows that come and go"): the packet on the wire follows its link's capacity, and a subflow
//! whose path comes into reach starts afresh instead of sitting out a backed-off timeout.

mod common;

use common::preset;
use mpsolver::packet::link::{Admission, Link};
use mpsolver::packet::rng::Rng;
use mpsolver::papers::measure::{Measure, SampledRun, Stat};
use serde_json::json;

#[test]
fn a_packet_on_the_wire_is_sent_at_the_capacity_of_each_moment() {
    let mut link = Link::new(8, 0, 0.0);
    let mut rng = Rng::new(1);
    // 12,000 bits at 1 bit/s would take 12,000 s.
    assert_eq!(link.set_capacity(0, 1e-6), None, "an empty link has no departure to move");
    let Admission::StartService(first) = link.arrive(0, 0, 12_000.0, &mut rng) else { panic!("an idle link serves") };
    assert_eq!(first, 12_000_000_000_000);
    // After 1 s (1 bit sent) the capacity becomes 12 Mbps: the 11,999 bits left take 1 ms.
    let moved = link.set_capacity(1_000_000_000, 12.0).expect("the departure moves");
    assert_eq!(moved, 1_000_000_000 + 999_917);
    assert!(!link.departure_due(first), "the old event is stale");
    assert!(link.departure_due(moved));
    // The same capacity again moves nothing; zero stalls it; its return schedules it anew.
    assert_eq!(link.set_capacity(1_000_500_000, 12.0), None);
    assert_eq!(link.set_capacity(1_000_500_000, 0.0), None);
    assert!(!link.departure_due(moved));
    let resumed = link.set_capacity(2_000_000_000, 12.0).expect("service resumes");
    // 500 us at 12 Mbps sent 6,000 of the 11,999 bits: 5,999 left, 500 us at 12 Mbps.
    assert_eq!(resumed, 2_000_000_000 + 499_917);
    let (id, next) = link.depart(resumed);
    assert_eq!((id, next), (0, None));
}

fn sampled(v: &serde_json::Value) -> SampledRun {
    let mut run = mpsolver::run::build_run(&v.to_string()).expect("the scenario runs");
    let columns = run.column_names();
    let width = run.sample_width();
    let mut values = vec![0.0; width * run.total_samples()];
    let written = run.write_samples(&mut values, run.total_samples());
    values.truncate(written * width);
    SampledRun { columns, values }
}

#[test]
fn a_roadside_unit_passed_in_20_s_carries_data_in_packet_mode() {
    // Paper 004's drive-by under LIA: the unit is out of reach for 25 s, in reach for about 20 s.
    let mut v = preset("004-roadside");
    v["solver"]["engine"] = json!("packet");
    v["sources"][0]["controller"] = json!({"kind": "lia"});
    v.as_object_mut().unwrap().remove("comparison");
    let run = sampled(&v);
    let mb = |from_s: f64, to_s: f64| {
        run.measure(&Measure { series: vec!["middle-RSU".into()], from_s, to_s, stat: Stat::Megabytes }).unwrap()
    };
    let contact = mb(0.0, 95.0);
    println!("roadside unit carries {:.3} MB in packet mode", contact);
    // Before the subflow could come and go it carried 0 MB; the link carries at most its capacity.
    assert!(contact > 3.0, "{} MB", contact);
    let capacity_mb = run
        .measure(&Measure { series: vec!["c:middle-RSU".into()], from_s: 0.0, to_s: 95.0, stat: Stat::Megabytes })
        .unwrap();
    assert!(contact <= capacity_mb + 0.01, "{} MB over a link that offered {} MB", contact, capacity_mb);
    assert!(mb(0.0, 25.0) < 0.01, "nothing before the contact");
    // The 3G subflow, always in reach, keeps most of its 3.7 Mbps over the run (NewReno's
    // one-hole-per-round-trip recoveries cost it some seconds after bursts of losses).
    let g3 = run.measure(&Measure { series: vec!["3g".into()], from_s: 0.0, to_s: 95.0, stat: Stat::Mean }).unwrap();
    println!("3G at {:.3} Mbps", g3);
    assert!(g3 > 2.5 && g3 <= 3.7, "3G at {} Mbps", g3);
}
