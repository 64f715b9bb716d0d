//! A pipe: a fixed propagation delay, first in first out (htsim's `Pipe`). Every packet waits the
//! same delay, so the earliest arrival is always the head, and the pipe needs one pending event:
//! the caller schedules one when a packet enters an empty pipe and, after each arrival, one for
//! the new head.

use super::events::TimeNs;
use std::collections::VecDeque;

/// Packets (pool indices) in flight along one delay.
#[derive(Debug, Default)]
pub struct Pipe {
    pub delay_ns: TimeNs,
    in_flight: VecDeque<(TimeNs, u32)>,
}

impl Pipe {
    /// An empty pipe of `delay_ns`.
    pub fn new(delay_ns: TimeNs) -> Pipe {
        Pipe { delay_ns, in_flight: VecDeque::new() }
    }

    /// Puts packet `id` in at `now_ns`; returns its arrival time when the pipe was empty (the
    /// caller schedules that event), `None` when an event is already pending.
    #[inline]
    pub fn push(&mut self, now_ns: TimeNs, id: u32) -> Option<TimeNs> {
        let arrival = now_ns + self.delay_ns;
        self.in_flight.push_back((arrival, id));
        (self.in_flight.len() == 1).then_some(arrival)
    }

    /// Takes the head packet out (its event is due) and returns it with the next head's arrival.
    #[inline]
    pub fn pop(&mut self) -> (u32, Option<TimeNs>) {
        let (_, id) = self.in_flight.pop_front().expect("a pipe event has a packet");
        (id, self.in_flight.front().map(|&(t, _)| t))
    }
}

/// Every route's two pipes: data forward to the receiver, acknowledgements back to the sender.
#[derive(Debug)]
pub(super) struct Pipes {
    forward: Vec<Pipe>,
    feedback: Vec<Pipe>,
}

impl Pipes {
    /// The pipes of every route of `net`, at its forward and feedback delays.
    pub(super) fn new(net: &crate::network::Network) -> Pipes {
        let ns = |ms: f64| super::events::ns_of_s(ms / 1000.0);
        Pipes {
            forward: net.routes.iter().map(|r| Pipe::new(ns(r.delays.forward_ms))).collect(),
            feedback: net.routes.iter().map(|r| Pipe::new(ns(r.delays.feedback_ms))).collect(),
        }
    }

    /// Route `r`'s forward pipe.
    #[inline]
    pub(super) fn forward(&mut self, r: usize) -> &mut Pipe {
        &mut self.forward[r]
    }

    /// Route `r`'s feedback pipe.
    #[inline]
    pub(super) fn feedback(&mut self, r: usize) -> &mut Pipe {
        &mut self.feedback[r]
    }
}
