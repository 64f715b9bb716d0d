//! The verdict of a cost estimate (which limits it exceeds, named by field) and the single
//! setting changes (a longer sample interval, a shorter run) after which it fits.

use super::{Excess, RunCost, Suggestion};
use crate::scenario::Scenario;

/// A byte count for people: `2.4 GB`, `85 MB`, `12 kB`.
pub(super) fn bytes(b: f64) -> String {
    match b {
        b if b >= 1e9 => format!("{:.1} GB", b / 1e9),
        b if b >= 1e6 => format!("{:.0} MB", b / 1e6),
        b => format!("{:.0} kB", b / 1e3),
    }
}

/// A duration for people: `4.9 s`, `190 ms`.
pub(super) fn millis(ms: f64) -> String {
    if ms >= 1000.0 {
        format!("{:.1} s", ms / 1000.0)
    } else {
        format!("{:.0} ms", ms)
    }
}

/// The limits a cost exceeds, each named by the field that would bring it back.
pub(super) fn excesses(c: &RunCost) -> Vec<Excess> {
    let mut over = Vec::new();
    if c.total_ms() > c.limits.solve_ms {
        over.push(Excess {
            what: "time",
            field: "solver.durationS",
            estimate: c.total_ms(),
            limit: c.limits.solve_ms,
            hard: false,
            message: format!(
                "solver.durationS: about {} to solve ({} steps x ({} routes + {} resources)), over the {} limit",
                millis(c.total_ms()),
                c.steps,
                c.routes,
                c.resources,
                millis(c.limits.solve_ms)
            ),
        });
    }
    if c.sample_bytes > c.limits.sample_bytes {
        over.push(Excess {
            what: "memory",
            field: "solver.sampleEveryS",
            estimate: c.sample_bytes,
            limit: c.limits.sample_bytes,
            hard: false,
            message: format!(
                "solver.sampleEveryS: {} of samples ({} rows x {} columns x 8 bytes), over the {} limit",
                bytes(c.sample_bytes),
                c.samples,
                c.columns,
                bytes(c.limits.sample_bytes)
            ),
        });
    }
    let drawn = c.geometry.drawn_points();
    if drawn > c.limits.drawn_points {
        let epochs = c.geometry.epoch_marks >= c.geometry.outline_vertices;
        over.push(Excess {
            what: "drawing",
            field: if epochs { "solver.durationS" } else { "platforms" },
            estimate: drawn,
            limit: c.limits.drawn_points,
            hard: false,
            message: format!(
                "{}: the map would draw {:.0} points ({:.0} path outline vertices, {:.0} epoch marks), over the {:.0} limit",
                if epochs { "solver.durationS" } else { "platforms" },
                drawn,
                c.geometry.outline_vertices,
                c.geometry.epoch_marks,
                c.limits.drawn_points
            ),
        });
    }
    over
}

/// `x` to `digits` significant digits (`0.005000000000000001` is `0.005`).
fn significant(x: f64, digits: i32) -> f64 {
    if !x.is_finite() || x <= 0.0 {
        return x;
    }
    let scale = 10f64.powi(digits - 1 - x.log10().floor() as i32);
    (x * scale).round() / scale
}

/// `x` to two significant digits, rounded up or down.
fn two_digits(x: f64, up: bool) -> f64 {
    if !x.is_finite() || x <= 0.0 {
        return x;
    }
    let scale = 10f64.powi(x.log10().floor() as i32 - 1);
    let m = x / scale;
    // A hair of tolerance so that 710 stays 710 and is not pushed to 720 by rounding noise.
    (if up { (m - 1e-9).ceil() } else { (m + 1e-9).floor() }) * scale
}

/// Single setting changes after which `fits` holds: the sample interval alone, then the duration
/// alone; each value is rounded to two digits and checked with `fits` itself.
pub(super) fn suggestions(s: &Scenario, cost: &RunCost, fits: impl Fn(&Scenario) -> bool) -> Vec<Suggestion> {
    let mut out = Vec::new();
    let with = |every: f64, duration: f64| {
        let mut t = s.clone();
        t.solver.sample_every_s = every;
        t.solver.duration_s = duration;
        t
    };
    let (dt, duration, every) = (s.solver.dt_s, s.solver.duration_s, s.solver.sample_every_s);

    // A longer sample interval: fewer rows, the same run. Start from the interval that leaves the
    // samples under the memory limit (rows scale as 1 / interval), then go up a notch at a time.
    let needed = every * cost.sample_bytes / cost.limits.sample_bytes;
    let mut next = two_digits(needed.max(every * 1.0001).max(dt), true);
    for _ in 0..200 {
        let candidate = next;
        if candidate > 1.0e6 || candidate > duration {
            break;
        }
        // A whole number of steps, as the integrator samples (0.0047 s at dt 1 ms is 0.005 s).
        let candidate = significant((candidate / dt - 1e-9).ceil() * dt, 12);
        if fits(&with(candidate, duration)) {
            out.push(Suggestion {
                field: "solver.sampleEveryS",
                value: candidate,
                message: format!(
                    "solver.sampleEveryS: sample every {} s instead of {} s (the same run, fewer rows)",
                    candidate, every
                ),
            });
            break;
        }
        next = two_digits(candidate * 1.5, true);
    }

    // A shorter run: from the duration at which the run's work and rows fit (both scale with it),
    // halve until it fits, then grow back as far as it still fits.
    let ratio = (cost.limits.solve_ms / cost.total_ms())
        .min(cost.limits.sample_bytes / cost.sample_bytes)
        .min(cost.limits.drawn_points / cost.geometry.drawn_points());
    let mut shorter = two_digits(duration * ratio.min(0.9999), false);
    let mut found = None;
    for _ in 0..200 {
        if shorter < dt.max(1e-3) {
            break;
        }
        if fits(&with(every, shorter)) {
            found = Some(shorter);
            break;
        }
        shorter = two_digits(shorter / 2.0, false);
    }
    if let Some(mut best) = found {
        for _ in 0..60 {
            let next = two_digits(best * 1.1, false).max(two_digits(best * 1.0001, true));
            if next >= duration || !fits(&with(every, next)) {
                break;
            }
            best = next;
        }
        out.push(Suggestion {
            field: "solver.durationS",
            value: best,
            message: format!("solver.durationS: run {} s instead of {} s", best, duration),
        });
    }
    out
}
