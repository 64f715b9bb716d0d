//! [`Endpoints`]: both ends of every subflow, the route's [`Sender`] (window, sequence numbers,
//! timer) and its [`Receiver`] (what has arrived in order), indexed by route.

use super::events::TimeNs;
use super::receiver::Receiver;
use super::sender::Sender;
use crate::scenario::TcpSettings;

/// The sender and the receiver of every route.
#[derive(Debug)]
pub(super) struct Endpoints {
    senders: Vec<Sender>,
    receivers: Vec<Receiver>,
}

impl Endpoints {
    /// Fresh ends for `routes` routes; `rtt_ns(r)`: route `r`'s round trip without queueing;
    /// `tcp`: the senders' loss recovery and loss response.
    pub(super) fn new(routes: usize, rtt_ns: impl Fn(usize) -> TimeNs, tcp: TcpSettings) -> Endpoints {
        Endpoints {
            senders: (0..routes).map(|r| Sender::new(rtt_ns(r), tcp)).collect(),
            receivers: vec![Receiver::default(); routes],
        }
    }

    /// Every route's sender, in route order.
    #[inline]
    pub(super) fn senders(&self) -> &[Sender] {
        &self.senders
    }

    /// Route `r`'s sender.
    #[inline]
    pub(super) fn sender(&self, r: usize) -> &Sender {
        &self.senders[r]
    }

    /// Route `r`'s sender, to change.
    #[inline]
    pub(super) fn sender_mut(&mut self, r: usize) -> &mut Sender {
        &mut self.senders[r]
    }

    /// Every route's next sequence number expected in order (its packets held in order).
    pub(super) fn in_order_packets(&self) -> Vec<u64> {
        self.receivers.iter().map(|rx| rx.expected).collect()
    }

    /// Route `r`'s receiver.
    #[inline]
    pub(super) fn receiver(&self, r: usize) -> &Receiver {
        &self.receivers[r]
    }

    /// Route `r`'s receiver, to change.
    #[inline]
    pub(super) fn receiver_mut(&mut self, r: usize) -> &mut Receiver {
        &mut self.receivers[r]
    }

    /// Routes (one sender and one receiver each).
    #[inline]
    pub(super) fn len(&self) -> usize {
        self.senders.len()
    }
}
