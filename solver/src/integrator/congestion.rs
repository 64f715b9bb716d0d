//! The congestion signal of a resource, eqs (4)-(5): `mu = (z / c)^beta`, clipped to `[0, 1]`.

/// `q^beta` for `0 <= q < 1`, exact repeated squaring when `beta` is a whole number.
#[inline]
fn power(q: f64, beta: f64, beta_int: i32) -> f64 {
    // The papers' responsiveness values, as straight-line products (the same products, in the
    // same order, as the general loop below, so the results do not depend on the path taken).
    match beta_int {
        15 => {
            let (q2, acc) = (q * q, q);
            let (q4, acc) = (q2 * q2, acc * q2);
            let (q8, acc) = (q4 * q4, acc * q4);
            return acc * q8;
        }
        16 => {
            let q4 = (q * q) * (q * q);
            let q8 = q4 * q4;
            return q8 * q8;
        }
        _ => {}
    }
    if beta_int >= 0 {
        let (mut base, mut e, mut acc) = (q, beta_int as u32, 1.0);
        while e > 0 {
            if e & 1 == 1 {
                acc *= base;
            }
            base *= base;
            e >>= 1;
        }
        acc
    } else {
        libm::pow(q, beta)
    }
}

/// The congestion signal of eqs (4)-(5): `mu = (z / c)^beta`, clipped to `[0, 1]`, from the load
/// `z` and the inverse capacity `1 / c` (infinite for a zero capacity).
#[inline]
pub fn mu(load_mbps: f64, inverse_capacity: f64, beta: f64, beta_int: i32) -> f64 {
    if load_mbps <= 0.0 {
        return 0.0;
    }
    let q = load_mbps * inverse_capacity;
    if q >= 1.0 {
        1.0
    } else {
        power(q, beta, beta_int)
    }
}

/// [`mu`] of every `(loads[k], inverse[k])` into `out[k]`, the same numbers (for NaN inputs a NaN,
/// whose sign bit may differ: a run stops at a NaN anyway), written so that for
/// the papers' whole-number responsiveness values (15, 16) each loop has no branch (selects stand
/// for `mu`'s early returns) and LLVM may run it on pairs of f64 (SIMD, in WebAssembly too).
#[inline]
pub fn mu_block(loads: &[f64], inverse: &[f64], out: &mut [f64], beta: f64, beta_int: i32) {
    let select = |load: f64, q: f64, p: f64| {
        let m = if q >= 1.0 { 1.0 } else { p };
        if load <= 0.0 {
            0.0
        } else {
            m
        }
    };
    match beta_int {
        15 => {
            for ((o, &load), &inv) in out.iter_mut().zip(loads).zip(inverse) {
                let q = load * inv;
                let (q2, acc) = (q * q, q);
                let (q4, acc) = (q2 * q2, acc * q2);
                let (q8, acc) = (q4 * q4, acc * q4);
                *o = select(load, q, acc * q8);
            }
        }
        16 => {
            for ((o, &load), &inv) in out.iter_mut().zip(loads).zip(inverse) {
                let q = load * inv;
                let q4 = (q * q) * (q * q);
                let q8 = q4 * q4;
                *o = select(load, q, q8 * q8);
            }
        }
        _ => {
            for ((o, &load), &inv) in out.iter_mut().zip(loads).zip(inverse) {
                *o = mu(load, inv, beta, beta_int);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{mu, mu_block, power};

    /// Exponentiation by squaring, as the general path of `power` does it.
    fn by_squaring(q: f64, e: u32) -> f64 {
        let (mut base, mut e, mut acc) = (q, e, 1.0);
        while e > 0 {
            if e & 1 == 1 {
                acc *= base;
            }
            base *= base;
            e >>= 1;
        }
        acc
    }

    #[test]
    fn straight_line_powers_equal_the_general_loop_bit_for_bit() {
        let mut q = 0.000_123;
        while q < 1.0 {
            assert_eq!(power(q, 15.0, 15).to_bits(), by_squaring(q, 15).to_bits(), "q = {}", q);
            assert_eq!(power(q, 16.0, 16).to_bits(), by_squaring(q, 16).to_bits(), "q = {}", q);
            assert_eq!(power(q, 30.0, 30).to_bits(), by_squaring(q, 30).to_bits());
            q *= 1.000_37;
        }
        assert!((power(0.5, 2.5, -1) - 0.5f64.powf(2.5)).abs() < 1e-15);
    }

    #[test]
    fn the_branch_free_block_equals_mu_bit_for_bit_edges_included() {
        // (One NaN input is bit-identical here; two NaNs may give a NaN of another sign.)
        let mut loads = vec![0.0, -1.0, f64::NAN, 5.0, 20.0, 25.0, f64::INFINITY, 1e-300, 0.0];
        let mut inverse = vec![0.05, 0.05, 0.05, f64::INFINITY, 0.05, 0.05, 0.0, f64::INFINITY, f64::INFINITY];
        // A sweep of loads across the capacity (q from 0.001 to 1.3).
        for k in 0..2000 {
            loads.push(0.02 + 0.013 * k as f64);
            inverse.push(1.0 / 20.0);
        }
        for (beta, beta_int) in [(15.0, 15), (16.0, 16), (30.0, 30), (2.5, -1)] {
            let mut out = vec![0.0; loads.len()];
            mu_block(&loads, &inverse, &mut out, beta, beta_int);
            for k in 0..loads.len() {
                let want = mu(loads[k], inverse[k], beta, beta_int);
                assert_eq!(out[k].to_bits(), want.to_bits(), "beta {} load {} inv {}", beta, loads[k], inverse[k]);
            }
        }
    }
}
