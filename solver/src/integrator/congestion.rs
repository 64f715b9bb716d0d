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

#[cfg(test)]
mod tests {
    use super::power;

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
}
