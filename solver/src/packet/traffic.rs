//! What a packet run has carried: data packets sent, delivered and dropped, acknowledgements on
//! their way back, and the bits each route delivered since the last sample and in the whole run:
//! as arrivals (every data packet that reaches the receiver, duplicates and packets above a hole
//! included) and in order (the receiver's in-order point advancing: goodput).

/// The run's packet counts and delivered bits.
pub(super) struct Traffic {
    /// Data packets sent (retransmissions included), delivered, dropped; acknowledgements alive.
    sent: u64,
    delivered: u64,
    dropped: u64,
    acks_alive: u64,
    /// Bits delivered to each route's receiver since the last sample, and in the whole run.
    delivered_bits_interval: Vec<f64>,
    delivered_bits_total: Vec<f64>,
    /// Bits each route's receiver put in order since the last sample, and in the whole run.
    in_order_bits_interval: Vec<f64>,
    in_order_bits_total: Vec<f64>,
}

impl Traffic {
    /// Nothing carried yet, over `routes` routes.
    pub fn new(routes: usize) -> Traffic {
        Traffic {
            sent: 0,
            delivered: 0,
            dropped: 0,
            acks_alive: 0,
            delivered_bits_interval: vec![0.0; routes],
            delivered_bits_total: vec![0.0; routes],
            in_order_bits_interval: vec![0.0; routes],
            in_order_bits_total: vec![0.0; routes],
        }
    }

    /// A data packet sent.
    #[inline]
    pub fn sent(&mut self) {
        self.sent += 1;
    }

    /// A data packet dropped.
    #[inline]
    pub fn dropped(&mut self) {
        self.dropped += 1;
    }

    /// A data packet of `bits` delivered to route `r`'s receiver.
    #[inline]
    pub fn delivered(&mut self, r: usize, bits: f64) {
        self.delivered += 1;
        self.delivered_bits_interval[r] += bits;
        self.delivered_bits_total[r] += bits;
    }

    /// Route `r`'s receiver advanced its in-order point by `bits` (whole packets; a constant-rate
    /// route, which has no ordering, counts every arrival).
    #[inline]
    pub fn in_order(&mut self, r: usize, bits: f64) {
        self.in_order_bits_interval[r] += bits;
        self.in_order_bits_total[r] += bits;
    }

    /// An acknowledgement starts back (`true`) or arrives (`false`).
    #[inline]
    pub fn ack(&mut self, born: bool) {
        if born {
            self.acks_alive += 1;
        } else {
            self.acks_alive -= 1;
        }
    }

    /// Acknowledgements on their way back.
    pub fn acks_alive(&self) -> u64 {
        self.acks_alive
    }

    /// Data packets sent, delivered and dropped.
    pub fn counts(&self) -> (u64, u64, u64) {
        (self.sent, self.delivered, self.dropped)
    }

    /// Megabits delivered to each route over the whole run.
    pub fn delivered_megabits(&self) -> Vec<f64> {
        self.delivered_bits_total.iter().map(|b| b / 1.0e6).collect()
    }

    /// Megabits each route's receiver put in order over the whole run (goodput).
    pub fn in_order_megabits(&self) -> Vec<f64> {
        self.in_order_bits_total.iter().map(|b| b / 1.0e6).collect()
    }

    /// Each route's arrivals over the interval of `interval_s` that ends now, Mbps (0 when the
    /// interval is empty), into `out`; starts the next interval.
    pub fn take_interval_mbps(&mut self, interval_s: f64, out: &mut [f64]) {
        take_mbps(&mut self.delivered_bits_interval, interval_s, out);
    }

    /// Each route's goodput (in-order advance) over the interval of `interval_s` that ends now,
    /// Mbps, into `out`; starts the next interval.
    pub fn take_goodput_interval_mbps(&mut self, interval_s: f64, out: &mut [f64]) {
        take_mbps(&mut self.in_order_bits_interval, interval_s, out);
    }
}

/// `bits` over `interval_s` as Mbps into `out` (0 when the interval is empty); zeroes `bits`.
fn take_mbps(bits: &mut [f64], interval_s: f64, out: &mut [f64]) {
    for (v, b) in out.iter_mut().zip(bits.iter_mut()) {
        *v = if interval_s > 0.0 { *b / 1.0e6 / interval_s } else { 0.0 };
        *b = 0.0;
    }
}
