//! Controller specifications: Kelly-Voice, the window-based family of docs/model.md §3, and
//! uncontrolled (UDP) rates.

pub use super::on_off::RandomOnOff;

/// A rate controller and its parameters (docs/model.md §3).
#[derive(Debug, Clone, PartialEq)]
pub enum ControllerSpec {
    /// Kelly-Voice primal multipath controller, eqs (1)-(5): increase gain `a`, decrease factor `b`.
    KellyVoice { a: f64, b: f64 },
    /// A window-based controller in the fluid form `dw_r/dt = x_r(t - T_r) [inc_r (1 - lambda_r) - dec_r lambda_r]`,
    /// windows in packets of `packet_bytes`.
    Window { law: WindowLaw, packet_bytes: f64 },
    /// Uncontrolled traffic (UDP): a rate that ignores congestion.
    ConstantRate(RateSchedule),
}

/// The increase and decrease rules of a window-based controller (the table of docs/model.md §3).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum WindowLaw {
    /// Parallel TCP Reno on every route: `inc = 1/w_r`, `dec = w_r/2`.
    Uncoupled,
    /// Single-path TCP Reno (the same law; named so summaries can find the TCP flow).
    Tcp,
    /// MTCP of paper 003 eq (2): `inc = a / ((1 - alpha) w_r + alpha w)`, `dec = b ((1 - beta) w_r + beta w)`,
    /// with `alpha` the increase coupling and `beta` the decrease coupling.
    Mtcp { increase_gain: f64, decrease_gain: f64, increase_coupling: f64, decrease_coupling: f64 },
    /// Multipath Scalable TCP of paper 003 eq (1): `inc = a`, `dec = b w`.
    Mstcp { increase_step: f64, decrease_fraction: f64 },
    /// LIA, RFC 6356: `inc = min(A / w, 1 / w_r)`, `dec = w_r / 2`.
    Lia,
    /// MCC-Coop of paper 002: LIA while `rho_r <= 1`, else `min(1/w_r, 1/(rho_r w_r))`.
    MccCoop,
    /// GMCC-Coop of paper 002 with the local flows' AIMD increase `a'`.
    GmccCoop { aimd_increase: f64 },
    /// Single-path AIMD(a', b'): `inc = a'/w`, `dec = (1 - b') w`, `b'` the backoff factor.
    Aimd { aimd_increase: f64, backoff_factor: f64 },
    /// mHIP two-level scheme of paper 001: coupled increase `1/w`, per-path decrease `w_r/2`;
    /// in the packet engine, optionally one receive buffer of `receive_buffer_packets` shared by
    /// the subflows, a duplicate-acknowledgement threshold `dup_thresh` (default 3) and ADDR's
    /// undo window `addr_ms` (absent: off), both for its subflows (§IV-D; the fluid model has no
    /// reordering and ignores all three).
    Mhip { receive_buffer_packets: Option<usize>, dup_thresh: u32, addr_ms: Option<f64> },
    /// OLIA (Khalili et al., draft-khalili-mptcp-congestion-control-05 eq (1)):
    /// `inc = (w_r / T_r^2) / (sum_p w_p / T_p)^2 + alpha_r / w_r`, `dec = w_r / 2`.
    Olia,
}

/// When an uncontrolled source sends, and how fast.
#[derive(Debug, Clone, PartialEq)]
pub struct RateSchedule {
    /// Rate of every route while on, Mbps.
    pub rate_mbps: f64,
    /// Intervals `[from_s, to_s)` in which it sends; empty means always (subject to `on_off`).
    pub active: Vec<(f64, f64)>,
    /// Periodic on/off: `(on_s, off_s)`, starting on at `t = 0`.
    pub on_off: Option<(f64, f64)>,
    /// Random on/off flows ([`RandomOnOff`]): the rate is `rate_mbps` times the flows on.
    pub random_on_off: Option<RandomOnOff>,
}

impl RateSchedule {
    /// The rate at time `t_s`, Mbps.
    pub fn rate_at(&self, t_s: f64) -> f64 {
        let in_interval = self.active.is_empty() || self.active.iter().any(|&(a, b)| t_s >= a && t_s < b);
        let on = match self.on_off {
            Some((on_s, off_s)) => (t_s.max(0.0) % (on_s + off_s)) < on_s,
            None => true,
        };
        if !(in_interval && on) {
            return 0.0;
        }
        match &self.random_on_off {
            Some(random) => self.rate_mbps * random.flows_on(t_s) as f64,
            None => self.rate_mbps,
        }
    }

    /// The largest rate it ever sends, Mbps (`rateMbps` times the flows of a random on/off).
    pub fn peak_mbps(&self) -> f64 {
        self.rate_mbps * self.random_on_off.as_ref().map_or(1.0, |r| r.flows as f64)
    }

    /// Draws a random on/off's realisation over `[0, duration_s)` (nothing for other schedules).
    pub fn realise(&mut self, duration_s: f64) {
        if let Some(random) = &mut self.random_on_off {
            random.realise(duration_s);
        }
    }
}

/// The default packet size of window-based controllers, bytes.
pub const DEFAULT_PACKET_BYTES: f64 = 1500.0;

/// The window laws without parameters, by the name the format gives them. A new such law is a row
/// here and a variant of [`WindowLaw`] (plus its increase and decrease in
/// `controller/window.rs`, its variant in docs/scenario.schema.json and its docs); the reader and
/// [`controller_name`] find it here.
pub const PLAIN_WINDOW_LAWS: [(&str, WindowLaw); 5] = [
    ("uncoupled", WindowLaw::Uncoupled),
    ("tcp", WindowLaw::Tcp),
    ("lia", WindowLaw::Lia),
    ("olia", WindowLaw::Olia),
    ("mcc-coop", WindowLaw::MccCoop),
];

/// The kinds whose reader takes parameters (`parse/controllers.rs`), in the format's order.
pub const PARAMETER_KINDS: [&str; 8] =
    ["mtcp", "coupled-increase", "coupled-decrease", "fully-coupled", "mstcp", "gmcc-coop", "aimd", "mhip"];

/// Every controller kind the format knows: Kelly-Voice, the plain window laws, the window laws
/// with parameters, then UDP (`tests/controllers.rs` checks them against the schema's `kind`s).
pub fn controller_kinds() -> Vec<&'static str> {
    let plain = PLAIN_WINDOW_LAWS.iter().map(|&(name, _)| name);
    std::iter::once("kelly-voice").chain(plain).chain(PARAMETER_KINDS).chain(std::iter::once("udp")).collect()
}

/// The short name of a controller kind, as the format spells it (`lia`, `kelly-voice`).
pub fn controller_name(spec: &ControllerSpec) -> &'static str {
    match spec {
        ControllerSpec::KellyVoice { .. } => "kelly-voice",
        ControllerSpec::ConstantRate(_) => "udp",
        ControllerSpec::Window { law, .. } => match law {
            WindowLaw::Mtcp { increase_coupling, decrease_coupling, .. } => {
                match (*increase_coupling, *decrease_coupling) {
                    (1.0, 0.0) => "coupled-increase",
                    (0.0, 1.0) => "coupled-decrease",
                    (1.0, 1.0) => "fully-coupled",
                    _ => "mtcp",
                }
            }
            WindowLaw::Mstcp { .. } => "mstcp",
            WindowLaw::GmccCoop { .. } => "gmcc-coop",
            WindowLaw::Aimd { .. } => "aimd",
            WindowLaw::Mhip { .. } => "mhip",
            plain => PLAIN_WINDOW_LAWS.iter().find(|(_, l)| l == plain).map_or("unknown", |&(name, _)| name),
        },
    }
}
