//! Application-limited sources (`sendingRateMbps`): a token bucket per source that lets its
//! routes send no faster than the application's rate, and the routes waiting for its tokens.

use super::events::{TimeNs, NS_PER_S};
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
        }
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

    /// Route `r`'s wake-up came: it may ask again.
    pub fn wake(&mut self, r: usize) {
        self.waiting[r] = false;
    }
}
