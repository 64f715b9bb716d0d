//! A statistic of a run's sampled series over a window: the measuring half of a paper badge
//! (docs/scenario.md, "Published numbers a preset reproduces"). The same grammar as a preset's
//! `meta.checks`: route ids, `prefix*` globs or `c:<resource>`, summed row by row; `min`, `max`,
//! `mean`, `megabytes` or `settleS` over `[fromS, toS]`, both ends included.

/// Every sample row of one run, row-major.
#[derive(Debug, Clone)]
pub struct SampledRun {
    /// Column names (`t_s`, `x:<route>`, `c:<resource>`, ...).
    pub columns: Vec<String>,
    /// `columns.len()` numbers per row.
    pub values: Vec<f64>,
}

/// What is taken of the windowed series.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stat {
    Min,
    Max,
    Mean,
    /// The integral over the window / 8, megabytes (samples times the sample interval).
    Megabytes,
    /// The last time in the window at which the series is more than 5 % from its value at `toS`.
    SettleS,
}

impl Stat {
    /// The statistic a name gives, or `None`.
    pub fn parse(name: &str) -> Option<Stat> {
        Some(match name {
            "min" => Stat::Min,
            "max" => Stat::Max,
            "mean" => Stat::Mean,
            "megabytes" => Stat::Megabytes,
            "settleS" => Stat::SettleS,
            _ => return None,
        })
    }
}

/// One measurement: which series, which window, which statistic.
#[derive(Debug, Clone)]
pub struct Measure {
    pub series: Vec<String>,
    pub from_s: f64,
    pub to_s: f64,
    pub stat: Stat,
}

impl SampledRun {
    fn width(&self) -> usize {
        self.columns.len().max(1)
    }

    fn rows(&self) -> impl Iterator<Item = &[f64]> {
        self.values.chunks_exact(self.width())
    }

    /// The column indices the series names give; an error names a series that matches nothing.
    pub fn columns_of(&self, series: &[String]) -> Result<Vec<usize>, String> {
        let mut out = Vec::new();
        for name in series {
            let full = if name.contains(':') { name.clone() } else { format!("x:{}", name) };
            let hits: Vec<usize> = match full.strip_suffix('*') {
                Some(prefix) => (0..self.columns.len()).filter(|&i| self.columns[i].starts_with(prefix)).collect(),
                None => self.columns.iter().position(|c| *c == full).into_iter().collect(),
            };
            if hits.is_empty() {
                return Err(format!("no series {} in this run", full));
            }
            out.extend(hits);
        }
        Ok(out)
    }

    /// The statistic of the row-wise sum of the series over the window.
    pub fn measure(&self, m: &Measure) -> Result<f64, String> {
        let cols = self.columns_of(&m.series)?;
        let window: Vec<(f64, f64)> = self
            .rows()
            .filter(|r| r[0] >= m.from_s - 1e-6 && r[0] <= m.to_s + 1e-6)
            .map(|r| (r[0], cols.iter().map(|&c| r[c]).sum()))
            .collect();
        if window.is_empty() {
            return Err(format!("no samples between {} and {} s", m.from_s, m.to_s));
        }
        let values = window.iter().map(|&(_, v)| v);
        Ok(match m.stat {
            Stat::Min => values.fold(f64::INFINITY, f64::min),
            Stat::Max => values.fold(f64::NEG_INFINITY, f64::max),
            Stat::Mean => values.sum::<f64>() / window.len() as f64,
            Stat::Megabytes => {
                let mut times = self.rows().map(|r| r[0]);
                let interval_s = match (times.next(), times.next()) {
                    (Some(a), Some(b)) => b - a,
                    _ => 0.0,
                };
                values.sum::<f64>() * interval_s / 8.0
            }
            Stat::SettleS => {
                let last = window[window.len() - 1].1;
                let mut settled = window[0].0;
                for &(t, v) in &window {
                    if (v - last).abs() > 0.05 * last.abs() {
                        settled = t;
                    }
                }
                settled
            }
        })
    }
}
