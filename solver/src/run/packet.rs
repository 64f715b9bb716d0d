//! The packet engine's side of the engine seam: [`PacketSimulation`] as an [`EngineRun`].

use super::EngineRun;
use crate::network::Network;
use crate::packet::PacketSimulation;
use crate::scenario::{Engine, PointM};
use crate::summary::{self, Summary};
use serde_json::{json, Value};

impl EngineRun for PacketSimulation {
    fn engine(&self) -> Engine {
        Engine::Packet
    }
    fn network(&self) -> &Network {
        PacketSimulation::network(self)
    }
    fn column_names(&self) -> Vec<String> {
        crate::packet::column_names(PacketSimulation::network(self))
    }
    fn sample_width(&self) -> usize {
        PacketSimulation::sample_width(self)
    }
    fn total_samples(&self) -> usize {
        PacketSimulation::total_samples(self)
    }
    fn write_samples(&mut self, buf: &mut [f64], max_rows: usize) -> usize {
        PacketSimulation::write_samples(self, buf, max_rows)
    }
    fn is_done(&self) -> bool {
        PacketSimulation::is_done(self)
    }
    fn time_s(&self) -> f64 {
        PacketSimulation::time_s(self)
    }
    fn positions(&mut self) -> Vec<PointM> {
        let net = PacketSimulation::network(self);
        let mut out = vec![PointM { x_m: 0.0, y_m: 0.0 }; net.nodes.len()];
        net.node_positions(PacketSimulation::time_s(self), &mut out, true);
        out
    }
    fn run_to_end(&mut self) {
        let end = PacketSimulation::network(self).settings.duration_s;
        self.advance_to(end);
    }
    fn summary(&mut self) -> Result<Summary, String> {
        summary::try_summary_from(self.totals())
    }
    fn buffer_packets(&self) -> Option<Vec<usize>> {
        Some(
            (0..PacketSimulation::network(self).resources.len())
                .map(|j| PacketSimulation::buffer_packets(self, j))
                .collect(),
        )
    }
    fn bench_runs(&self) -> usize {
        3
    }
    fn bench_counts(&self, min_s: f64) -> Value {
        let events = self.events_processed();
        let (_, delivered, dropped) = self.packet_counts();
        json!({
            "events": events, "eventsPerSecond": events as f64 / min_s,
            "delivered": delivered, "deliveredPerSecond": delivered as f64 / min_s, "dropped": dropped
        })
    }
}
