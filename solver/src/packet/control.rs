//! The controllers' side of a packet run: how each source sends, and the `(inc_r, dec_r)` its
//! controller gives a route at this moment, from the same definitions the fluid integrator uses
//! (docs/packet-engine.md, "Controllers"). The engine builds the controller's [`SourceView`] from
//! its senders: windows and smoothed round trips, OLIA's loss intervals, and paper 002's `rho_r`
//! as the sink measures and signals it every [`RELAY_SIGNAL_INTERVAL_S`].

use super::sim::PacketSimulation;
use crate::controller::{ConstantRate, KellyVoice, SourceView, WindowController};
use crate::scenario::WindowLaw;

/// Bytes of a Kelly-Voice packet (the controller has no `packetBytes`; its rate dynamics do not
/// depend on it, docs/packet-engine.md).
pub const KELLY_VOICE_PACKET_BYTES: f64 = 1500.0;

/// How often the sink of an MCC-Coop or GMCC-Coop flow measures `rho_r` and signals it back,
/// seconds ("for every 2 seconds in the experiments", paper 002 §III-B).
pub const RELAY_SIGNAL_INTERVAL_S: f64 = 2.0;

/// How a source sends.
pub(super) enum Sending {
    /// A window-based controller driving NewReno senders.
    Window(WindowController),
    /// Kelly-Voice's packet form: NewReno senders with `+a` per acknowledgement and `-b y_s` per
    /// lost packet.
    Kelly(KellyVoice),
    /// Uncontrolled constant-rate (UDP) traffic.
    Udp(ConstantRate),
}

impl Sending {
    /// True for sources whose routes have congestion windows (not UDP).
    #[inline]
    pub fn has_window(&self) -> bool {
        !matches!(self, Sending::Udp(_))
    }
}

impl PacketSimulation {
    /// The controller's `(inc_r, dec_r)` for route `r`, from its source's windows and round trips.
    pub(super) fn increase_decrease(&mut self, r: usize) -> (f64, f64) {
        let s = self.net.routes[r].source;
        let (megabits_per_packet, loss_estimates) = match &self.sending[s] {
            Sending::Window(c) => (c.megabits_per_packet, matches!(c.law, WindowLaw::Olia)),
            Sending::Kelly(_) => (self.packet_bits[r] / 1.0e6, false),
            Sending::Udp(_) => return (0.0, 0.0),
        };
        let range = self.net.sources[s].routes.clone();
        let n = range.len();
        let mut total_mbps = 0.0;
        for (i, route) in range.clone().enumerate() {
            let sender = &self.senders[route];
            let inverse_rtt = 1.0 / sender.rtt_s();
            self.view_inverse_rtt[i] = inverse_rtt;
            // The rate whose window over the round trip is the congestion window (not inflated).
            self.view_rates[i] = sender.controller_window() * megabits_per_packet * inverse_rtt;
            total_mbps += self.view_rates[i];
            if loss_estimates {
                self.view_lambda[i] = sender.loss_fraction();
            }
        }
        let view = SourceView {
            rates_mbps: &self.view_rates[..n],
            probed_delayed_mbps: &self.view_rates[..n],
            lambda: &self.view_lambda[..n],
            inverse_rtt: &self.view_inverse_rtt[..n],
            total_delayed_mbps: total_mbps,
            relay_ratio: &self.relay_ratio[range.clone()],
        };
        match &self.sending[s] {
            Sending::Window(c) => c.route_increase_decrease(&view, r - range.start),
            Sending::Kelly(c) => c.increase_decrease(&view),
            Sending::Udp(_) => (0.0, 0.0),
        }
    }

    /// The sinks measure `rho_r` (paper 002 eq (2)) from the bottleneck capacities now and the
    /// local flows' sending rates, and signal it to the sources, which use it until the next one.
    pub(super) fn signal_relay_ratios(&mut self) {
        if let Some(relay) = &self.relay {
            let capacities = &self.capacities;
            relay.fill(|j| capacities[j], &mut self.relay_ratio);
        }
    }
}
