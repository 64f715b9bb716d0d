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
                    .map(|(p, c, rho)| c * rho.at(((x - p.x_m).powi(2) + (y - p.y_m).powi(2)).sqrt()))
                    .sum();
            }
        }
    }
}
