//! The wasm exports that evaluate the model's laws for a live run's network at a moment or a
//! place, without stepping it: eq (15)'s fixed point at a time, a station's decay curve, the
//! capacity field over a rectangle, the outline of a path.

use super::{write_points, Run};

/// Writes the Kelly-Voice equilibrium (eq 15, `summary::fixed_point`) for the capacities at time
/// `t_s`, one rate per route in Mbps, at `out`; returns the route count, or 0 (nothing written)
/// where the scenario has no such fixed point (not a single Kelly-Voice source on routes of their
/// own resources).
///
/// # Safety
/// `sim` must be live; `out` must hold one f64 per route.
#[no_mangle]
pub unsafe extern "C" fn mp_fixed_point_at(sim: *const Run, t_s: f64, out: *mut f64) -> usize {
    let net = (*sim).network();
    match crate::summary::fixed_point(net, &net.capacities_at(t_s)) {
        Ok(rates) if rates.iter().all(|x| x.is_finite()) => {
            std::slice::from_raw_parts_mut(out, rates.len()).copy_from_slice(&rates);
            rates.len()
        }
        _ => 0,
    }
}

/// Writes station `index`'s (of the layout's `fieldStations`) capacity `C rho(d)`, Mbps, at `n`
/// distances evenly spread over `[0, max_d_m]` at `out`; returns `n`, or 0 (nothing written) for
/// no such station or `n` above [`MAX_FIELD_POINTS`].
///
/// # Safety
/// `sim` must be live; `out` must hold `n` f64.
#[no_mangle]
pub unsafe extern "C" fn mp_station_curve(
    sim: *const Run,
    index: usize,
    max_d_m: f64,
    n: usize,
    out: *mut f64,
) -> usize {
    if n == 0 || n > MAX_FIELD_POINTS {
        return 0;
    }
    let values = std::slice::from_raw_parts_mut(out, n);
    if (*sim).network().station_curve(index, max_d_m, n, values) {
        n
    } else {
        0
    }
}

/// The most points one call of [`mp_capacity_field`] computes.
pub const MAX_FIELD_POINTS: usize = 1 << 20;

/// Writes the aggregate capacity field (paper 000 Fig. 4: the sum over the stations of
/// `C_b rho_b(d)`, Mbps) at `nx` x `ny` cell centres of `[x0, x1] x [y0, y1]` metres, row by row
/// from `y0`, at `out`; returns `nx * ny`, or 0 (nothing written) above [`MAX_FIELD_POINTS`].
///
/// # Safety
/// `sim` must be live; `out` must hold `nx * ny` f64.
#[no_mangle]
pub unsafe extern "C" fn mp_capacity_field(
    sim: *const Run,
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
    nx: usize,
    ny: usize,
    out: *mut f64,
) -> usize {
    let Some(n) = nx.checked_mul(ny).filter(|&n| n > 0 && n <= MAX_FIELD_POINTS) else { return 0 };
    let values = std::slice::from_raw_parts_mut(out, n);
    (*sim).network().capacity_field((x0, y0), (x1, y1), nx, ny, values);
    n
}

/// Writes up to `max_points` `(x, y)` vertices of platform `platform`'s centre path (from t = 0
/// to its end, about `step_m` apart) at `out`; returns the full vertex count (call with 0 to ask).
///
/// # Safety
/// `sim` must be live; `out` must hold `2 * max_points` f64.
#[no_mangle]
pub unsafe extern "C" fn mp_path_outline(
    sim: *const Run,
    platform: usize,
    step_m: f64,
    out: *mut f64,
    max_points: usize,
) -> usize {
    let Some(p) = (*sim).network().platforms.get(platform) else { return 0 };
    let points = p.path.outline(step_m);
    write_points(&points, out, max_points);
    points.len()
}
