//! The fluid integrator's side of the engine seam: [`Simulation`] as an [`EngineRun`].

use super::EngineRun;
use crate::integrator::Simulation;
use crate::network::Network;
use crate::scenario::{Engine, PointM};
use crate::summary::{self, Summary};
use serde_json::{json, Value};

impl EngineRun for Simulation {
    fn engine(&self) -> Engine {
        Engine::Fluid
    }
    fn network(&self) -> &Network {
        Simulation::network(self)
    }
    fn column_names(&self) -> Vec<String> {
        crate::integrator::columns::column_names(Simulation::network(self))
    }
    fn sample_width(&self) -> usize {
        Simulation::sample_width(self)
    }
    fn total_samples(&self) -> usize {
        Simulation::total_samples(self)
    }
    fn write_samples(&mut self, buf: &mut [f64], max_rows: usize) -> usize {
        Simulation::write_samples(self, buf, max_rows)
    }
    fn is_done(&self) -> bool {
        Simulation::is_done(self)
    }
    fn time_s(&self) -> f64 {
        Simulation::time_s(self)
    }
    fn positions(&mut self) -> Vec<PointM> {
        Simulation::positions(self).to_vec()
    }
    fn run_to_end(&mut self) {
        let (step, total) = self.steps();
        self.advance(total - step);
    }
    fn summary(&mut self) -> Result<Summary, String> {
        summary::try_summary_of(self)
    }
    fn reuse_capacities(&mut self) -> bool {
        Simulation::reuse_capacities(self)
    }
    fn failure(&self) -> Option<&str> {
        Simulation::failure(self)
    }
    fn warnings(&self) -> &[String] {
        Simulation::warnings(self)
    }
    fn bench_counts(&self, _min_s: f64) -> Value {
        json!({ "steps": self.steps().1, "routes": Simulation::network(self).routes.len() })
    }
}
