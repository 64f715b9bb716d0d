//! [`Clock`]: the packet run's simulated time and its periods: the duration, the sample interval
//! and the next sample row, the capacity evaluations and the retransmission-timeout scans.

use super::events::{ns_of_s, TimeNs, NS_PER_S};

/// Simulated time now and every period of the run, nanoseconds.
#[derive(Debug)]
pub(super) struct Clock {
    now_ns: TimeNs,
    duration_ns: TimeNs,
    sample_every_ns: TimeNs,
    next_sample: u64,
    capacity_every_ns: TimeNs,
    rto_scan_ns: TimeNs,
}

impl Clock {
    /// A clock at `t = 0` for a run of `duration_s`, sampled every `sample_every_s`, its
    /// capacities evaluated every `capacity_s` and its timeouts scanned every `rto_scan_s`.
    pub(super) fn new(duration_s: f64, sample_every_s: f64, capacity_s: f64, rto_scan_s: f64) -> Clock {
        Clock {
            now_ns: 0,
            duration_ns: ns_of_s(duration_s),
            sample_every_ns: ns_of_s(sample_every_s).max(1),
            next_sample: 0,
            capacity_every_ns: ns_of_s(capacity_s).max(1),
            rto_scan_ns: ns_of_s(rto_scan_s).max(1),
        }
    }

    /// Simulated time now, nanoseconds.
    #[inline]
    pub(super) fn now(&self) -> TimeNs {
        self.now_ns
    }

    /// Moves the time to `t_ns` (the event loop's next event, or the end of an advance).
    #[inline]
    pub(super) fn set_now(&mut self, t_ns: TimeNs) {
        self.now_ns = t_ns;
    }

    /// Simulated time now, seconds.
    pub(super) fn now_s(&self) -> f64 {
        self.now_ns as f64 / NS_PER_S
    }

    /// The run's duration, seconds.
    pub(super) fn duration_s(&self) -> f64 {
        self.duration_ns as f64 / NS_PER_S
    }

    /// Time between two capacity evaluations, nanoseconds.
    #[inline]
    pub(super) fn capacity_every(&self) -> TimeNs {
        self.capacity_every_ns
    }

    /// Time between two capacity evaluations, seconds (the step of the run's totals).
    pub(super) fn capacity_step_s(&self) -> f64 {
        self.capacity_every_ns as f64 / NS_PER_S
    }

    /// Time between two retransmission-timeout scans, nanoseconds.
    #[inline]
    pub(super) fn rto_scan_every(&self) -> TimeNs {
        self.rto_scan_ns
    }

    /// Rows the whole run writes (samples at 0, every `sampleEveryS`, up to the duration).
    pub(super) fn total_samples(&self) -> usize {
        (self.duration_ns / self.sample_every_ns) as usize + 1
    }

    /// True when every sample of the run has been written.
    pub(super) fn is_done(&self) -> bool {
        self.next_sample * self.sample_every_ns > self.duration_ns
    }

    /// Time of the next sample row, nanoseconds.
    pub(super) fn next_sample_ns(&self) -> TimeNs {
        self.next_sample * self.sample_every_ns
    }

    /// The next sample row has been written.
    pub(super) fn sampled(&mut self) {
        self.next_sample += 1;
    }

    /// Seconds since the previous sample row (0 for the first row).
    pub(super) fn sample_interval_s(&self) -> f64 {
        if self.next_sample == 0 {
            0.0
        } else {
            self.sample_every_ns as f64 / NS_PER_S
        }
    }
}
