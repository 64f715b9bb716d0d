//! Application-limited sources (`sendingRateMbps`): a token bucket per source that lets its
//! routes send no faster than the application's rate, and the routes waiting for its tokens; and
//! sources that start late or stop (`startS`, `stopS`): the interval in which they send new data.

use super::events::{ns_of_s, TimeNs, NS_PER_S};
use crate::network::Network;

/// The token buckets of application-limited sources.
pub(super) struct AppLimit {
    /// Sending rate (bits per second) by source, `None` for bulk.
    rate_bps: Vec<Option<f64>>,
    /// Tokens (bits, at most one packet) by source and when each bucket was last filled.
    tokens_bits: Vec<f64>,
    filled_ns: Vec<TimeNs>,
    /// Routes waiting for their source's tokens (a wake-up is pending).
    waiting: Vec<bool>,
    /// `[startS, stopS)` by source, nanoseconds, for sources that have one.
    windows: Vec<Option<(TimeNs, TimeNs)>>,
    /// Routes whose source's start is pending (their wake-up at `startS` starts them).
    starting: Vec<bool>,
}

/// What a route asking for one packet's tokens gets.
pub(super) enum Tokens {
    /// The packet may go.
    Granted,
    /// Not yet; when `Some`, schedule the route's wake-up at that time (none is pending yet).
    Wait(Option<TimeNs>),
}

impl AppLimit {
    /// The buckets of `net`'s sources, empty at `t = 0`.
    pub fn new(net: &Network) -> AppLimit {
        AppLimit {
            rate_bps: net.sources.iter().map(|s| s.sending_rate_mbps.map(|m| m * 1.0e6)).collect(),
            tokens_bits: vec![0.0; net.sources.len()],
            filled_ns: vec![0; net.sources.len()],
            waiting: vec![false; net.routes.len()],
            windows: net
                .sources
                .iter()
                .map(|s| s.has_window().then(|| (ns_of_s(s.start_s), s.stop_s.map_or(TimeNs::MAX, ns_of_s))))
                .collect(),
            starting: net.routes.iter().map(|r| net.sources[r.source].start_s > 0.0).collect(),
        }
    }

    /// When source `s` starts sending, nanoseconds (0 for a source without `startS`).
    pub fn start_ns(&self, s: usize) -> TimeNs {
        self.windows[s].map_or(0, |(start, _)| start)
    }

    /// True when source `s` may send new data at `now_ns` (`startS <= now < stopS`).
    #[inline]
    pub fn window_allows(&self, s: usize, now_ns: TimeNs) -> bool {
        self.windows[s].is_none_or(|(start, stop)| now_ns >= start && now_ns < stop)
    }

    /// True when source `s` has stopped for good at `now_ns` (`stopS` passed).
    pub fn stopped(&self, s: usize, now_ns: TimeNs) -> bool {
        self.windows[s].is_some_and(|(_, stop)| now_ns >= stop)
    }

    /// Takes one packet (`bits`) of source `s`'s tokens for route `r` at `now_ns`. Tokens accrue
    /// at the source's `sendingRateMbps` up to one packet, so the source as a whole never sends
    /// faster. Bulk sources are always granted.
    #[inline]
    pub fn take(&mut self, s: usize, r: usize, bits: f64, now_ns: TimeNs) -> Tokens {
        let Some(rate_bps) = self.rate_bps[s] else { return Tokens::Granted };
        let elapsed_s = (now_ns - self.filled_ns[s]) as f64 / NS_PER_S;
        self.tokens_bits[s] = (self.tokens_bits[s] + rate_bps * elapsed_s).min(bits);
        self.filled_ns[s] = now_ns;
        if self.tokens_bits[s] >= bits {
            self.tokens_bits[s] -= bits;
            return Tokens::Granted;
        }
        if self.waiting[r] {
            return Tokens::Wait(None);
        }
        self.waiting[r] = true;
        let wait_ns = ((bits - self.tokens_bits[s]) / rate_bps * NS_PER_S).ceil() as TimeNs;
        Tokens::Wait(Some(now_ns.saturating_add(wait_ns.max(1))))
    }

    /// Route `r`'s wake-up came: it may ask again. True when this wake-up is its source's start
    /// (the route's sender then starts fresh).
    pub fn wake(&mut self, r: usize) -> bool {
        self.waiting[r] = false;
        std::mem::take(&mut self.starting[r])
    }
}
