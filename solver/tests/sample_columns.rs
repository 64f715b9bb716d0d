//! The sampled columns (`integrator::columns`): the layout JSON, the CSV header and the rows all
//! follow the one list, and every column holds the quantity its name says.

mod common;

use common::*;
use mpsolver::output;

/// Column names of the layout JSON.
fn layout_columns(sim: &mpsolver::Simulation) -> Vec<String> {
    serde_json::from_value(output::layout(sim)["columns"].clone()).expect("columns are strings")
}

#[test]
fn layout_and_csv_name_the_same_columns_in_row_order() {
    // Routes and resources differ in number (7 routes on 3 paths).
    let mut v = preset("003-three-paths");
    v["solver"]["durationS"] = serde_json::json!(1.0);
    let mut sim = build(&v);
    let net = sim.network();
    let expected: Vec<String> = std::iter::once("t_s".to_string())
        .chain(net.routes.iter().map(|r| format!("x:{}", r.id)))
        .chain(net.resources.iter().map(|j| format!("c:{}", j.id)))
        .collect();
    assert_ne!(net.routes.len(), net.resources.len());
    let columns = layout_columns(&sim);
    assert_eq!(columns, expected);
    assert_eq!(output::layout(&sim)["sampleWidth"], serde_json::json!(expected.len()));
    assert_eq!(sim.sample_width(), expected.len());

    let mut csv = Vec::new();
    output::write_csv(&mut sim, &mut csv).unwrap();
    let csv = String::from_utf8(csv).unwrap();
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some(expected.join(",").as_str()));
    assert!(lines.all(|line| line.split(',').count() == expected.len()));
}

#[test]
fn every_column_holds_the_quantity_it_names() {
    // The competitor on the satellite: 8 routes, 7 resources, capacities that move with the convoy.
    let mut sim = build(&preset("III-F"));
    let columns = layout_columns(&sim);
    let width = sim.sample_width();
    let mut buf = vec![0.0; width * 100];
    assert_eq!(sim.write_samples(&mut buf, 100), 100);
    // The run now stands at the step of the next row: read the state there, then that row.
    let (t_s, rates, capacities) = (sim.time_s(), sim.rates().to_vec(), sim.capacities().to_vec());
    assert!(t_s > 0.0);
    assert_eq!(sim.write_samples(&mut buf, 1), 1);
    for (name, &value) in columns.iter().zip(&buf[..width]) {
        let want = match name.split_once(':') {
            None if name == "t_s" => t_s,
            Some(("x", id)) => rates[route_index(&sim, id)],
            Some(("c", id)) => capacities[sim.network().resources.iter().position(|j| j.id == id).unwrap()],
            _ => panic!("unknown column {}", name),
        };
        assert_eq!(value, want, "column {}", name);
    }
}
