//! [`PacketSimulation`]: the stepping API of the packet engine. It takes the same compiled
//! [`Network`] as the fluid integrator (routes, resources, delays, mobility and capacity laws),
//! runs it packet by packet through [`EventList`], and is sampled into rows of the columns of
//! [`super::columns`].

use super::app::AppLimit;
use super::cell::Cells;
use super::clock::Clock;
use super::connection::Connections;
use super::control::Control;
use super::endpoints::Endpoints;
use super::events::{ns_of_s, EventList, Target, TimeNs};
use super::link::{Admission, Link};
use super::pipe::Pipes;
use super::pool::{Packet, Pool};
use super::reach::Reach;
use super::rng::Rng;
use super::sack::PackedSack;
use super::sender::Reaction;
use super::totals::Tally;
use super::traffic::Traffic;
use crate::network::Network;

/// Bytes of a UDP packet (constant-rate sources have no `packetBytes`).
pub const UDP_PACKET_BYTES: f64 = 1500.0;

/// A running packet-level simulation of one network.
pub struct PacketSimulation {
    pub(super) net: Network,
    pub(super) events: EventList,
    pub(super) rng: Rng,
    pub(super) links: Vec<Link>,
    /// Every route's sender and receiver.
    pub(super) ends: Endpoints,
    /// Every route's forward and feedback pipes.
    pub(super) pipes: Pipes,
    pub(super) pool: Pool,
    /// How each source sends, its controller's view and paper 002's `rho_r`.
    pub(super) control: Control,
    /// Bits of one packet of each route.
    pub(super) packet_bits: Vec<f64>,
    /// Simulated time now and the run's periods.
    pub(super) clock: Clock,
    /// Packets sent, delivered, dropped; acknowledgements alive; bits delivered.
    pub(super) traffic: Traffic,
    /// Positions, capacities and the routes in reach now (packet/reach.rs).
    pub(super) reach: Reach,
    /// Application-limited sources' token buckets.
    pub(super) app: AppLimit,
    /// The connection level of sources whose subflows share a receive buffer.
    pub(super) connections: Connections,
    /// The run's totals and its finite transfers.
    pub(super) tally: Tally,
    /// Scheduled cells and the links they serve (none in most runs).
    pub(super) cells: Cells,
}

impl PacketSimulation {
    /// Runs every event up to and including `t_ns`.
    pub fn advance_to_ns(&mut self, t_ns: TimeNs) {
        while let Some((t, target)) = self.events.pop_until(t_ns) {
            self.clock.set_now(t);
            self.dispatch(target);
        }
        self.clock.set_now(self.clock.now().max(t_ns));
    }

    /// Runs every event up to and including `t_s` seconds.
    pub fn advance_to(&mut self, t_s: f64) {
        self.advance_to_ns(ns_of_s(t_s));
    }

    fn dispatch(&mut self, target: Target) {
        let now = self.clock.now();
        match target {
            Target::Departure(j) => {
                if !self.links[j as usize].departure_due(now) {
                    return; // moved by a change of capacity; its new event is pending
                }
                let (id, next) = self.links[j as usize].depart(now);
                if let Some(t) = next {
                    self.events.schedule(t, Target::Departure(j));
                }
                self.pool.get_mut(id).hop += 1;
                self.forward_packet(id);
            }
            Target::Forward(r) => {
                let (id, next) = self.pipes.forward(r as usize).pop();
                if let Some(t) = next {
                    self.events.schedule(t, Target::Forward(r));
                }
                self.forward_packet(id);
            }
            Target::Feedback(r) => {
                let (id, next) = self.pipes.feedback(r as usize).pop();
                if let Some(t) = next {
                    self.events.schedule(t, Target::Feedback(r));
                }
                let p = self.pool.get(id);
                self.pool.release(id);
                self.traffic.ack(false);
                self.on_ack(&p);
            }
            Target::UdpSend(r) => self.udp_send(r as usize),
            Target::AppWake(r) => {
                if self.app.wake(r as usize) {
                    // The source's `startS`: its subflow starts fresh.
                    self.ends.sender_mut(r as usize).restart(now);
                    self.refresh_view(r as usize);
                }
                self.send_window(r as usize);
            }
            Target::Capacity => {
                self.tally.add_step(self.clock.capacity_step_s(), self.reach.capacities());
                self.update_capacities();
                self.events.schedule(now + self.clock.capacity_every(), Target::Capacity);
            }
            Target::CellTti(c) => self.cell_tti(c as usize),
            Target::RelaySignal => {
                self.control.signal_relay_ratios(self.reach.capacities());
                self.events.schedule(now + ns_of_s(super::control::RELAY_SIGNAL_INTERVAL_S), Target::RelaySignal);
            }
            Target::RtoScan => {
                for r in 0..self.ends.len() {
                    if !self.reach.is_up(r) {
                        // A route out of reach has no timer running.
                        self.ends.sender_mut(r).last_progress_ns = now;
                    } else if self.ends.sender(r).timeout_due(now) {
                        // `dec_r` only for a timeout that fires (the controller's view has no
                        // side effects, so skipping it elsewhere changes nothing).
                        let (_, dec) = self.increase_decrease(r);
                        if self.ends.sender_mut(r).check_timeout(now, dec) {
                            self.refresh_view(r);
                            self.send_window(r);
                        }
                    }
                }
                self.events.schedule(now + self.clock.rto_scan_every(), Target::RtoScan);
            }
        }
    }

    /// A data packet reaches its next link, or the receiver after the last one.
    pub(super) fn forward_packet(&mut self, id: u32) {
        let p = self.pool.get(id);
        let r = p.route as usize;
        let hops = &self.net.routes[r].resources;
        if (p.hop as usize) < hops.len() {
            let j = hops[p.hop as usize];
            if let Some(c) = self.cells.cell_of(j) {
                self.cell_arrive(c, j, id, self.packet_bits[r]);
                return;
            }
            match self.links[j].arrive(self.clock.now(), id, self.packet_bits[r], &mut self.rng) {
                Admission::Dropped => {
                    self.traffic.dropped();
                    self.pool.release(id);
                }
                Admission::StartService(t) => self.events.schedule(t, Target::Departure(j as u32)),
                Admission::Queued | Admission::Stalled => {}
            }
            return;
        }
        self.traffic.delivered(r, self.packet_bits[r]);
        self.tally.deliver(r, self.packet_bits[r]);
        let s = self.net.routes[r].source;
        if !self.control.has_window(s) {
            self.pool.release(id);
            // No ordering on a constant-rate route: its goodput is its arrivals.
            self.traffic.in_order(r, self.packet_bits[r]);
            self.tally.count_in_order(s, 1, self.packet_bits[r], self.clock.now());
            return;
        }
        // The packet becomes its own acknowledgement (one per packet), which returns unqueued.
        let before = self.ends.receiver_mut(r).expected;
        let ack = self.ends.receiver_mut(r).arrive(p.seq);
        self.traffic.in_order(r, (ack - before) as f64 * self.packet_bits[r]);
        self.tally.count_in_order(s, ack - before, self.packet_bits[r], self.clock.now());
        let data = self.connections.receive_data(s, p.data);
        let sack = if self.ends.sender(r).uses_sack() {
            PackedSack::pack(ack, &self.ends.receiver(r).sack_blocks())
        } else {
            p.sack
        };
        *self.pool.get_mut(id) = Packet { ack, data, sack, ..p };
        self.traffic.ack(true);
        if let Some(t) = self.pipes.feedback(r).push(self.clock.now(), id) {
            self.events.schedule(t, Target::Feedback(r as u32));
        }
    }

    fn on_ack(&mut self, p: &Packet) {
        let r = p.route as usize;
        let (inc, dec) = self.increase_decrease(r);
        let previous_una = self.ends.sender(r).snd_una;
        let reaction =
            self.ends.sender_mut(r).on_ack(self.clock.now(), p.ack, &p.sack.unpack(p.ack), p.sent_ns, inc, dec);
        self.refresh_view(r);
        self.connections.forget_acknowledged(r, previous_una, self.ends.sender(r).snd_una);
        if let Reaction::Retransmit(seq) = reaction {
            self.transmit(r, seq);
        }
        let s = self.net.routes[r].source;
        if self.connections.on_data_ack(s, p.data) {
            for route in self.net.sources[s].routes.clone() {
                self.send_window(route);
            }
        }
        self.send_window(r);
    }

    /// Route `r`'s sender changed (window, round trip or loss record): its controller view
    /// entries follow ([`Control::refresh`]). Every change of a sender must call it.
    #[inline]
    pub(super) fn refresh_view(&mut self, r: usize) {
        self.control.refresh(&self.net, self.ends.senders(), &self.packet_bits, r);
    }

    /// The controller's `(inc_r, dec_r)` for route `r` now ([`Control::increase_decrease`]).
    #[inline]
    fn increase_decrease(&mut self, r: usize) -> (f64, f64) {
        self.control.increase_decrease(&self.net, self.ends.senders(), &self.packet_bits, r)
    }

    /// Capacities of every resource now, from the network's mobility and capacity laws.
    pub(super) fn update_capacities(&mut self) {
        self.reach.evaluate(&self.net, self.clock.now_s());
        for (j, link) in self.links.iter_mut().enumerate() {
            if let Some(t) = link.set_capacity(self.clock.now(), self.reach.capacities()[j]) {
                self.events.schedule(t, Target::Departure(j as u32));
            }
        }
        self.update_reach();
    }

    /// After the capacities change: brings up the routes that came into reach (their senders
    /// restart and send) and takes down those that left it.
    fn update_reach(&mut self) {
        for r in 0..self.reach.routes() {
            if self.reach.flip(&self.net, r, self.packet_bits[r]) == Some(true) {
                self.ends.sender_mut(r).restart(self.clock.now());
                self.refresh_view(r);
                if self.control.has_window(self.net.routes[r].source) {
                    self.send_window(r);
                }
            }
        }
    }
}
