//! Scheduled cells (issue 24, item 4): the UE links of a cell are FIFO queues (packet/link.rs)
//! that do not serve themselves; every TTI the cell's scheduler shares the cell's capacity among
//! the UEs with data, each UE at most at its own link's capacity, and a UE sends the packets its
//! credit covers (RLC segments a packet over TTIs). Each packet's transmission fails with the
//! block error rate and is sent again one HARQ round trip later (3GPP TS 36.321 §5.3.2), at most
//! `maxRetransmissions` times, then is lost to TCP; packets are released in order per UE (RLC AM
//! in-sequence delivery). Model and sources: docs/packet-engine.md, "Scheduled cell".

use super::events::{ns_of_s, TimeNs, NS_PER_S};
use super::link::Link;
use super::rng::Rng;
use crate::network::Network;
use crate::scenario::{CellScheduler, CellSpec};
use std::collections::VecDeque;

/// TTIs of the past-throughput average of the proportional-fair and blind-equal-throughput
/// schedulers (ns-3's `PfFfMacScheduler` averages over a window of about 100 TTIs).
pub const THROUGHPUT_WINDOW_TTIS: f64 = 100.0;

/// One UE of a cell: its link and its scheduler state.
#[derive(Debug)]
struct Ue {
    link: usize,
    /// Bits granted but not yet used by a whole packet.
    credit_bits: f64,
    /// Past throughput (exponential average over [`THROUGHPUT_WINDOW_TTIS`]), bits per TTI.
    average_bits: f64,
    /// Packets sent, waiting for their HARQ success and in-order release: (packet, release time).
    reorder: VecDeque<(u32, TimeNs)>,
}

/// One cell at run time.
#[derive(Debug)]
pub struct Cell {
    spec: CellSpec,
    ues: Vec<Ue>,
    tti_ns: TimeNs,
    harq_ns: TimeNs,
    /// True while a TTI event is pending.
    running: bool,
}

/// What one TTI did: packets to forward past their link, packets lost after the last HARQ try.
#[derive(Debug, Default)]
pub struct TtiOutcome {
    pub released: Vec<(u32, usize)>,
    pub lost: Vec<(u32, usize)>,
}

/// Every cell of a run, and the cell of each link.
#[derive(Debug, Default)]
pub struct Cells {
    cells: Vec<Cell>,
    /// The cell of each link; empty when the run has no cell.
    of_link: Vec<Option<u32>>,
}

impl Cells {
    /// The cells of `net`'s resources, grouped by cell id (none: an empty list, nothing changes).
    pub fn new(net: &Network) -> Cells {
        let mut out = Cells::default();
        for (j, res) in net.resources.iter().enumerate() {
            let Some(spec) = &res.cell else { continue };
            if out.of_link.is_empty() {
                out.of_link = vec![None; net.resources.len()];
            }
            let c = match out.cells.iter().position(|c| c.spec.id == spec.id) {
                Some(c) => c,
                None => {
                    out.cells.push(Cell::new(spec.clone()));
                    out.cells.len() - 1
                }
            };
            out.cells[c].ues.push(Ue { link: j, credit_bits: 0.0, average_bits: 0.0, reorder: VecDeque::new() });
            out.of_link[j] = Some(c as u32);
        }
        out
    }

    /// The cell that serves link `j`, if any.
    #[inline]
    pub fn cell_of(&self, j: usize) -> Option<usize> {
        self.of_link.get(j).copied().flatten().map(|c| c as usize)
    }

    /// A packet was queued at a UE of cell `c`: returns the next TTI boundary to schedule if the
    /// cell was idle.
    pub fn wake(&mut self, c: usize, now_ns: TimeNs) -> Option<TimeNs> {
        let cell = &mut self.cells[c];
        if cell.running {
            return None;
        }
        cell.running = true;
        Some((now_ns / cell.tti_ns + 1) * cell.tti_ns)
    }

    /// Serves one TTI of cell `c` at `now_ns`; returns what it did and the next TTI, if any.
    pub fn tti(&mut self, c: usize, now_ns: TimeNs, links: &mut [Link], rng: &mut Rng) -> (TtiOutcome, Option<TimeNs>) {
        let cell = &mut self.cells[c];
        let out = cell.serve(now_ns, links, rng);
        let busy = cell.ues.iter().any(|u| !links[u.link].is_empty() || !u.reorder.is_empty());
        cell.running = busy;
        (out, busy.then(|| now_ns + cell.tti_ns))
    }
}

impl Cell {
    fn new(spec: CellSpec) -> Cell {
        let tti_ns = ns_of_s(spec.tti_ms / 1000.0).max(1);
        let harq_ns = ns_of_s(spec.harq.retransmission_delay_ms / 1000.0);
        Cell { spec, ues: Vec::new(), tti_ns, harq_ns, running: false }
    }

    /// One TTI: releases the packets whose HARQ has succeeded (in order), grants the TTI's
    /// capacity, sends what each UE's credit covers.
    fn serve(&mut self, now_ns: TimeNs, links: &mut [Link], rng: &mut Rng) -> TtiOutcome {
        let mut out = TtiOutcome::default();
        for ue in &mut self.ues {
            while ue.reorder.front().is_some_and(|&(_, t)| t <= now_ns) {
                let (id, _) = ue.reorder.pop_front().expect("checked");
                out.released.push((id, ue.link));
            }
        }
        let tti_s = self.tti_ns as f64 / NS_PER_S;
        let demand: Vec<f64> = self
            .ues
            .iter()
            .map(|u| (links[u.link].queued_bits() - u.credit_bits).max(0.0).min(links[u.link].capacity_bps * tti_s))
            .collect();
        let averages: Vec<f64> = self.ues.iter().map(|u| u.average_bits).collect();
        let grants = grant(self.spec.scheduler, self.spec.capacity_mbps * 1.0e6 * tti_s, &demand, &averages);
        let harq = self.spec.harq;
        for (ue, g) in self.ues.iter_mut().zip(grants) {
            ue.average_bits += (g - ue.average_bits) / THROUGHPUT_WINDOW_TTIS;
            ue.credit_bits += g;
            let link = &mut links[ue.link];
            while let Some(bits) = link.head_bits().filter(|&b| b <= ue.credit_bits * (1.0 + 1e-12)) {
                ue.credit_bits -= bits;
                let id = link.pop_head(now_ns).expect("a head");
                let mut failures = 0u32;
                while failures <= harq.max_retransmissions && rng.chance(harq.block_error_rate) {
                    failures += 1;
                }
                if failures > harq.max_retransmissions {
                    link.count_drop();
                    out.lost.push((id, ue.link));
                } else {
                    ue.reorder.push_back((id, now_ns + self.tti_ns + failures as TimeNs * self.harq_ns));
                }
            }
            if link.is_empty() {
                ue.credit_bits = 0.0;
            }
        }
        out
    }
}

/// Bits of one TTI's `budget` for each UE, none above its `demand`. Round robin: equal shares,
/// what a UE cannot use shared again among the others. Proportional fair and blind equal
/// throughput: the whole TTI to the UE of lowest past throughput (PF's achievable rate over past
/// throughput, with the same achievable rate for every UE in a flat channel; in ns-3 every resource
/// block of the TTI then goes to that UE), what it cannot use to the next.
pub fn grant(scheduler: CellScheduler, budget: f64, demand: &[f64], averages: &[f64]) -> Vec<f64> {
    let mut grants = vec![0.0; demand.len()];
    let mut left = budget;
    match scheduler {
        CellScheduler::RoundRobin => {
            let mut active: Vec<usize> = (0..demand.len()).filter(|&i| demand[i] > 0.0).collect();
            while !active.is_empty() && left > 0.0 {
                let share = left / active.len() as f64;
                let mut still = Vec::with_capacity(active.len());
                for &i in &active {
                    let give = share.min(demand[i] - grants[i]);
                    grants[i] += give;
                    left -= give;
                    if demand[i] - grants[i] > 1e-9 {
                        still.push(i);
                    }
                }
                if still.len() == active.len() {
                    break; // everyone took a full share: the budget is spent
                }
                active = still;
            }
        }
        CellScheduler::ProportionalFair | CellScheduler::BlindEqualThroughput => {
            // The achievable rate of every UE is the same in a flat channel (no fading model):
            // both metrics rank by past throughput alone.
            let metric = |i: usize| 1.0 / averages[i].max(1e-9);
            let mut order: Vec<usize> = (0..demand.len()).filter(|&i| demand[i] > 0.0).collect();
            order.sort_by(|&a, &b| metric(b).total_cmp(&metric(a)).then(a.cmp(&b)));
            for i in order {
                let give = left.min(demand[i]);
                grants[i] = give;
                left -= give;
            }
        }
    }
    grants
}

impl super::sim::PacketSimulation {
    /// Cell `c`'s TTI event: forwards the packets it released, counts those it lost, schedules
    /// its next TTI while it has work.
    pub(super) fn cell_tti(&mut self, c: usize) {
        let now = self.clock.now();
        let (out, next) = self.cells.tti(c, now, &mut self.links, &mut self.rng);
        if let Some(t) = next {
            self.events.schedule(t, super::events::Target::CellTti(c as u32));
        }
        for (id, _) in out.lost {
            self.traffic.dropped();
            self.pool.release(id);
        }
        for (id, _) in out.released {
            self.pool.get_mut(id).hop += 1;
            self.forward_packet(id);
        }
    }

    /// Queues packet `id` at link `j` of cell `c`, waking the cell if it was idle.
    pub(super) fn cell_arrive(&mut self, c: usize, j: usize, id: u32, bits: f64) {
        let now = self.clock.now();
        if !self.links[j].enqueue(now, id, bits, &mut self.rng) {
            self.traffic.dropped();
            self.pool.release(id);
        } else if let Some(t) = self.cells.wake(c, now) {
            self.events.schedule(t, super::events::Target::CellTti(c as u32));
        }
    }
}
