//! The controllers' side of a packet run: how each source sends, and the `(inc_r, dec_r)` its
//! controller gives a route at this moment, from the same definitions the fluid integrator uses
//! (docs/packet-engine.md, "Controllers"). The engine builds the controller's [`SourceView`] from
//! its senders: windows and smoothed round trips, OLIA's loss intervals, and paper 002's `rho_r`
//! as the sink measures and signals it every [`RELAY_SIGNAL_INTERVAL_S`]. [`Control`] owns
//! this state; the engine hands it the senders and the network when it asks.

use super::sender::Sender;
use crate::controller::{from_spec, ConstantRate, Controller, KellyVoice, SourceView, WindowController};
use crate::integrator::RelayRatios;
use crate::network::Network;
use crate::scenario::{ControllerSpec, WindowLaw};

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

/// Every source's way of sending, the scratch of its controller's view, and paper 002's `rho_r`.
pub(super) struct Control {
    sending: Vec<Sending>,
    /// By route, what its source's view reads of its sender, kept from the sender's last change
    /// ([`Control::refresh`]): rate `cwnd k / srtt` (Mbps), `1 / srtt`, OLIA's loss estimate.
    view_rates: Vec<f64>,
    view_inverse_rtt: Vec<f64>,
    view_lambda: Vec<f64>,
    /// Paper 002's `rho_r` by route as last signalled (1 where no controller reads it), and what
    /// computes it (`None` when no source needs it).
    relay_ratio: Vec<f64>,
    relay: Option<RelayRatios>,
}

impl Control {
    /// The sending of every source of `net`, by its controller.
    pub fn new(net: &Network) -> Control {
        let sending = net
            .sources
            .iter()
            .map(|src| match &src.controller {
                ControllerSpec::Window { law, packet_bytes } => {
                    Sending::Window(WindowController::new(*law, *packet_bytes))
                }
                ControllerSpec::ConstantRate(schedule) => Sending::Udp(ConstantRate { schedule: schedule.clone() }),
                &ControllerSpec::KellyVoice { a, b } => Sending::Kelly(KellyVoice { a, b }),
            })
            .collect();
        let controllers: Vec<Box<dyn Controller>> = net.sources.iter().map(|s| from_spec(&s.controller)).collect();
        Control {
            sending,
            view_rates: vec![0.0; net.routes.len()],
            view_inverse_rtt: vec![0.0; net.routes.len()],
            view_lambda: vec![0.0; net.routes.len()],
            relay_ratio: vec![1.0; net.routes.len()],
            relay: Some(RelayRatios::new(net, &controllers)).filter(|r| !r.is_empty()),
        }
    }

    /// How each source sends, by source.
    pub fn sending(&self) -> &[Sending] {
        &self.sending
    }

    /// True when source `s` sends by a window (not UDP).
    #[inline]
    pub fn has_window(&self, s: usize) -> bool {
        self.sending[s].has_window()
    }

    /// True when source `s` is Kelly-Voice (its senders count every lost packet).
    pub fn is_kelly(&self, s: usize) -> bool {
        matches!(self.sending[s], Sending::Kelly(_))
    }

    /// A UDP source's rate at `t_s`, Mbps (0 while it is off); `None` for any other source.
    pub fn udp_rate_mbps(&self, s: usize, t_s: f64) -> Option<f64> {
        match &self.sending[s] {
            Sending::Udp(source) => Some(source.set_rate_mbps(t_s).unwrap_or(0.0)),
            _ => None,
        }
    }

    /// True when some controller reads paper 002's `rho_r` (the sinks signal it).
    pub fn has_relay(&self) -> bool {
        self.relay.is_some()
    }

    /// Paper 002's `rho_r` by route as last signalled.
    pub fn relay_ratios(&self) -> &[f64] {
        &self.relay_ratio
    }

    /// Megabits per packet of route `r` as its controller counts them, and whether its view
    /// reads OLIA's loss estimates; `None` for UDP.
    fn packet_size(&self, net: &Network, packet_bits: &[f64], r: usize) -> Option<(f64, bool)> {
        match &self.sending[net.routes[r].source] {
            Sending::Window(c) => Some((c.megabits_per_packet, matches!(c.law, WindowLaw::Olia))),
            Sending::Kelly(_) => Some((packet_bits[r] / 1.0e6, false)),
            Sending::Udp(_) => None,
        }
    }

    /// Route `r`'s view entries from its sender now. The engine calls it after every change of
    /// a sender's window, round trip or loss record (an acknowledgement, a timeout, a restart), so
    /// a view reads the same numbers as one built from the senders on the spot, and only the
    /// route that changed pays for its divisions.
    pub fn refresh(&mut self, net: &Network, senders: &[Sender], packet_bits: &[f64], r: usize) {
        let Some((megabits_per_packet, loss_estimates)) = self.packet_size(net, packet_bits, r) else { return };
        let sender = &senders[r];
        let inverse_rtt = 1.0 / sender.rtt_s();
        self.view_inverse_rtt[r] = inverse_rtt;
        self.view_rates[r] = sender.controller_window() * megabits_per_packet * inverse_rtt;
        if loss_estimates {
            self.view_lambda[r] = sender.loss_fraction();
        }
    }

    /// `(inc_r, dec_r)` of route `r` now, from its source's controller and the view entries of
    /// the source's routes (rates from windows and smoothed round trips; OLIA's loss intervals).
    pub fn increase_decrease(
        &mut self,
        net: &Network,
        senders: &[Sender],
        packet_bits: &[f64],
        r: usize,
    ) -> (f64, f64) {
        let s = net.routes[r].source;
        if matches!(self.sending[s], Sending::Udp(_)) {
            return (0.0, 0.0);
        }
        let own_only = matches!(&self.sending[s], Sending::Window(c) if c.own_route_only());
        // Reno's and the uncoupled law's values read route `r` alone: a view of that route only
        // (the same arithmetic on the same numbers, so the same bits), not of every route.
        let range = if own_only { r..r + 1 } else { net.sources[s].routes.clone() };
        #[cfg(debug_assertions)]
        for route in range.clone() {
            let (rate, inverse_rtt) = (self.view_rates[route], self.view_inverse_rtt[route]);
            self.refresh(net, senders, packet_bits, route);
            debug_assert!(
                rate.to_bits() == self.view_rates[route].to_bits()
                    && inverse_rtt.to_bits() == self.view_inverse_rtt[route].to_bits(),
                "route {}'s view is stale: a sender changed without Control::refresh",
                route
            );
        }
        let _ = (senders, packet_bits);
        let total_mbps = self.view_rates[range.clone()].iter().fold(0.0, |sum, x| sum + x);
        let view = SourceView {
            rates_mbps: &self.view_rates[range.clone()],
            probed_delayed_mbps: &self.view_rates[range.clone()],
            lambda: &self.view_lambda[range.clone()],
            inverse_rtt: &self.view_inverse_rtt[range.clone()],
            total_delayed_mbps: total_mbps,
            relay_ratio: &self.relay_ratio[range.clone()],
        };
        match &self.sending[s] {
            Sending::Window(c) => c.route_increase_decrease(&view, r - range.start),
            Sending::Kelly(c) => c.increase_decrease(&view),
            Sending::Udp(_) => (0.0, 0.0),
        }
    }

    /// The sinks measure `rho_r` from the capacities now and the local flows' sending rates,
    /// and signal it to the sources, which use it until the next one.
    pub fn signal_relay_ratios(&mut self, capacities: &[f64]) {
        if let Some(relay) = &self.relay {
            relay.fill(|j| capacities[j], &mut self.relay_ratio);
        }
    }
}
