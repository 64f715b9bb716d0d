//! What the integrator does to some sources after each Euler step: uncontrolled (UDP) sources
//! send at their schedule's rate, and application-limited sources never exceed their sending rate
//! (a total above it is scaled down on every route alike); a source with `startS` or `stopS` sends
//! nothing outside `[startS, stopS)`, and an integrated one restarts from `initialRateMbps` at its
//! start (docs/model.md §4.9).

use super::relay::RelayRatios;
use crate::controller::Controller;
use crate::network::Network;
use std::ops::Range;

/// The per-source rules of one network.
pub(super) struct SourceRules {
    /// Sources whose rates are set, not integrated: (source, its routes).
    set_rate: Vec<(usize, Range<usize>)>,
    /// Application-limited sources: (routes, sending rate in Mbps).
    caps: Vec<(Range<usize>, f64)>,
    /// Finite transfers: (source, its routes), stopped once the file is done.
    finite: Vec<(usize, Range<usize>)>,
    /// Sources with a start or stop time.
    windows: Vec<SendWindow>,
    /// `rho_r` of paper 002 for the controllers that read it.
    pub relay: RelayRatios,
}

impl SourceRules {
    /// Collects the rules of `net`.
    pub fn new(net: &Network, controllers: &[Box<dyn Controller>]) -> SourceRules {
        let set_rate = net
            .sources
            .iter()
            .enumerate()
            .filter(|(s, _)| controllers[*s].set_rate_mbps(0.0).is_some())
            .map(|(s, src)| (s, src.routes.clone()))
            .collect();
        let caps =
            net.sources.iter().filter_map(|src| src.sending_rate_mbps.map(|cap| (src.routes.clone(), cap))).collect();
        let finite = net
            .sources
            .iter()
            .enumerate()
            .filter(|(_, src)| src.file_megabytes.is_some())
            .map(|(s, src)| (s, src.routes.clone()))
            .collect();
        let windows = net
            .sources
            .iter()
            .enumerate()
            .filter(|(_, src)| src.has_window())
            .map(|(s, src)| SendWindow {
                routes: src.routes.clone(),
                start_s: src.start_s,
                stop_s: src.stop_s.unwrap_or(f64::INFINITY),
                restart_mbps: controllers[s].set_rate_mbps(0.0).is_none().then_some(net.settings.initial_rate_mbps),
                started: false,
            })
            .collect();
        SourceRules { set_rate, caps, finite, windows, relay: RelayRatios::new(net, controllers) }
    }

    /// Lets finite transfers send for ever (a run held at one moment has no end for them).
    pub fn forget_files(&mut self) {
        self.finite.clear();
    }

    /// True when no source has a rule (the papers' convoy networks).
    pub fn is_empty(&self) -> bool {
        self.set_rate.is_empty() && self.caps.is_empty() && self.finite.is_empty() && self.windows.is_empty()
    }

    /// Applies the rules to `rates`, the rates of every route at time `t_s`; `file_done_s` says
    /// which sources have moved their file (a finite transfer then sends nothing).
    pub fn apply(
        &mut self,
        controllers: &[Box<dyn Controller>],
        t_s: f64,
        rates: &mut [f64],
        file_done_s: &[Option<f64>],
    ) {
        for (s, routes) in &self.set_rate {
            let rate = controllers[*s].set_rate_mbps(t_s).unwrap_or(0.0);
            rates[routes.clone()].fill(rate);
        }
        for (routes, cap) in &self.caps {
            let total: f64 = rates[routes.clone()].iter().sum();
            if total > *cap {
                let scale = cap / total;
                rates[routes.clone()].iter_mut().for_each(|x| *x *= scale);
            }
        }
        for (s, routes) in &self.finite {
            if file_done_s[*s].is_some() {
                rates[routes.clone()].fill(0.0);
            }
        }
        for w in &mut self.windows {
            if t_s < w.start_s || t_s >= w.stop_s {
                rates[w.routes.clone()].fill(0.0);
            } else if !w.started {
                w.started = true;
                if let Some(x0) = w.restart_mbps {
                    rates[w.routes.clone()].fill(x0);
                }
            }
        }
    }
}

/// A source's `[startS, stopS)`: its routes' rates are held at zero outside it.
struct SendWindow {
    routes: Range<usize>,
    start_s: f64,
    /// `stopS`, or infinity.
    stop_s: f64,
    /// The rate its routes restart from at `startS` (`initialRateMbps`), for an integrated
    /// source; `None` for a set-rate (UDP) one, whose schedule gives its rate.
    restart_mbps: Option<f64>,
    /// True once its start has been applied.
    started: bool,
}
