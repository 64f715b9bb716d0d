//! A source's `controller` object: its `kind` and that kind's parameters (docs/model.md §3).

use super::super::reader::{rule, show, Obj};
use super::super::*;
use serde_json::Value;

/// The controller of a source without one: the convoy paper's Kelly-Voice.
pub fn default_controller() -> ControllerSpec {
    ControllerSpec::KellyVoice { a: 0.025, b: 0.875 }
}

/// Reads one controller object; `None` (with errors recorded) when it is invalid.
pub fn read_controller(c: &Obj) -> Option<ControllerSpec> {
    let kind = c.str_req("kind")?;
    let window = |law: WindowLaw| {
        let packet_bytes = c.f64_or("packetBytes", DEFAULT_PACKET_BYTES, rule::within(40.0, 65535.0));
        Some(ControllerSpec::Window { law, packet_bytes })
    };
    let coupling = rule::within(0.0, 1.0);
    let mtcp = |alpha: f64, beta: f64| WindowLaw::Mtcp {
        increase_gain: c.f64_or("a", 1.0, rule::positive_at_most(100.0)),
        decrease_gain: c.f64_or("b", 0.5, rule::positive_at_most(1.0)),
        increase_coupling: alpha,
        decrease_coupling: beta,
    };
    if let Some(&(_, law)) = PLAIN_WINDOW_LAWS.iter().find(|(name, _)| *name == kind) {
        return window(law);
    }
    match kind {
        "kelly-voice" => Some(ControllerSpec::KellyVoice {
            a: c.f64_or("a", 0.025, rule::positive_at_most(10.0)),
            b: c.f64_or("b", 0.875, rule::positive_at_most(100.0)),
        }),
        "mtcp" => {
            let alpha = c.f64_or("increaseCoupling", 1.0, &coupling);
            let beta = c.f64_or("decreaseCoupling", 0.0, &coupling);
            window(mtcp(alpha, beta))
        }
        "coupled-increase" => window(mtcp(1.0, 0.0)),
        "coupled-decrease" => window(mtcp(0.0, 1.0)),
        "fully-coupled" => window(mtcp(1.0, 1.0)),
        "mstcp" => window(WindowLaw::Mstcp {
            increase_step: c.f64_or("a", 0.03, rule::positive_at_most(100.0)),
            decrease_fraction: c.f64_or("b", 0.5, rule::positive_at_most(1.0)),
        }),
        "gmcc-coop" => window(WindowLaw::GmccCoop { aimd_increase: aimd_increase(c) }),
        "aimd" => {
            let backoff_factor = c.f64_or("backoffFactor", 0.5, rule::within(0.0, 0.999));
            let tcp_friendly = 3.0 * (1.0 - backoff_factor) / (1.0 + backoff_factor);
            let aimd_increase = c.f64_or("increase", tcp_friendly, rule::positive_at_most(100.0));
            window(WindowLaw::Aimd { aimd_increase, backoff_factor })
        }
        "mhip" => {
            let receive_buffer_packets = c
                .has("receiveBufferPackets")
                .then(|| super::whole(c, "receiveBufferPackets", 1.0, 1.0, 1.0e6) as usize);
            let dup_thresh = super::whole(c, "dupThresh", 3.0, 1.0, 1000.0) as u32;
            let addr_ms = c.has("addrMs").then(|| c.f64_or("addrMs", 0.0, rule::positive_at_most(1.0e6)));
            window(WindowLaw::Mhip { receive_buffer_packets, dup_thresh, addr_ms })
        }
        "udp" => read_schedule(c).map(ControllerSpec::ConstantRate),
        other => {
            c.error(
                "kind",
                format!(
                    "must be one of {}, got \"{}\"",
                    controller_kinds().iter().map(|k| format!("\"{}\"", k)).collect::<Vec<_>>().join(", "),
                    other
                ),
            );
            None
        }
    }
}

/// `a'` of GMCC-Coop: the local AIMD flows' increase (1 for TCP).
fn aimd_increase(c: &Obj) -> f64 {
    c.f64_or("increase", 1.0, rule::positive_at_most(100.0))
}

/// A UDP source's rate, its active intervals and its periodic on/off.
fn read_schedule(c: &Obj) -> Option<RateSchedule> {
    let rate_mbps = c.f64_req("rateMbps", rule::within(0.0, limits::MAX_CAPACITY_MBPS));
    let mut active = Vec::new();
    if let Some(items) = c.opt_array("activeS") {
        for (i, item) in items.iter().enumerate() {
            let key = format!("activeS[{}]", i);
            match item.as_array().map(|p| p.iter().map(Value::as_f64).collect::<Vec<_>>()).as_deref() {
                Some([Some(from_s), Some(to_s)]) if from_s.is_finite() && to_s.is_finite() && from_s < to_s => {
                    active.push((*from_s, *to_s))
                }
                _ => c
                    .errors()
                    .push(&c.child(&key), format!("must be [fromS, toS] with fromS < toS, got {}", show(item))),
            }
        }
    }
    let on_off = c.opt_obj("onOff").and_then(|o| {
        let on_s = o.f64_req("onS", rule::positive_at_most(1.0e6));
        let off_s = o.f64_req("offS", rule::positive_at_most(1.0e6));
        o.finish();
        Some((on_s?, off_s?))
    });
    let random_on_off = c.opt_obj("randomOnOff").and_then(|o| {
        let random = read_random_on_off(&o);
        if random.is_none() {
            o.abandon();
        }
        o.finish();
        random
    });
    Some(RateSchedule { rate_mbps: rate_mbps?, active, on_off, random_on_off })
}

/// A UDP source's `randomOnOff` (`meanOnS`, `meanOffS`, `flows`, `seed`), realised when compiled.
fn read_random_on_off(o: &Obj) -> Option<RandomOnOff> {
    let mean_on_s = o.f64_req("meanOnS", rule::within(1.0e-6, 1.0e6));
    let mean_off_s = o.f64_req("meanOffS", rule::within(1.0e-6, 1.0e6));
    let flows = super::whole(o, "flows", 1.0, 1.0, limits::MAX_ON_OFF_FLOWS as f64) as u32;
    let seed = super::whole(o, "seed", 1.0, 0.0, 1.0e9) as u64;
    Some(RandomOnOff { mean_on_s: mean_on_s?, mean_off_s: mean_off_s?, flows, seed, switches: Default::default() })
}
