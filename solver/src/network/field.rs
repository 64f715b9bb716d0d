//! The aggregate capacity field of paper 000's Fig. 4 (left): at each point of the plane, the sum
//! over the base stations of `C_b rho_b(d)`, the capacity a vehicle there would get from all of
//! them (every enabled station, whether a node reaches it or not), from the same decay laws the
//! runs use.

use super::Network;

impl Network {
    /// The aggregate capacity, Mbps, at `nx` x `ny` points evenly spread over `[x0, x1] x [y0, y1]`
    /// (cell centres), row by row from `y0`, into `out` (at least `nx * ny` long).
    pub fn capacity_field(&self, (x0, y0): (f64, f64), (x1, y1): (f64, f64), nx: usize, ny: usize, out: &mut [f64]) {
        let stations = &self.field_stations;
        for iy in 0..ny {
            let y = y0 + (y1 - y0) * (iy as f64 + 0.5) / ny as f64;
            for ix in 0..nx {
                let x = x0 + (x1 - x0) * (ix as f64 + 0.5) / nx as f64;
                out[iy * nx + ix] = stations
                    .iter()
                    .map(|s| s.capacity_mbps * s.rho.at((x - s.position.x_m).hypot(y - s.position.y_m)))
                    .sum();
            }
        }
    }
}

impl Network {
    /// Station `index`'s capacity `C rho(d)`, Mbps, at `n` distances evenly spread over
    /// `[0, max_d_m]` (paper 000 Fig. 4, right), into `out`; false when there is no such station.
    pub fn station_curve(&self, index: usize, max_d_m: f64, n: usize, out: &mut [f64]) -> bool {
        let Some(s) = self.field_stations.get(index) else { return false };
        for (k, v) in out.iter_mut().take(n).enumerate() {
            let d = if n > 1 { max_d_m * k as f64 / (n - 1) as f64 } else { 0.0 };
            *v = s.capacity_mbps * s.rho.at(d);
        }
        true
    }
}
