//! The last guard before a summary is written (docs/model.md §4.7): every number it holds must be
//! finite, because JSON has no NaN or infinity (serde writes them as `null`) and the page formats
//! numbers. The first that is not is named by its place in the summary and its route, resource or
//! source.

use super::{MeanFinal, Summary};

/// `what` = `value` when it is not finite.
fn bad(what: impl FnOnce() -> String, value: f64) -> Result<(), String> {
    if value.is_finite() {
        Ok(())
    } else {
        Err(format!("summary: {} is not a finite number ({}); the run's numbers overflowed", what(), value))
    }
}

fn mean_final(at: &str, m: &MeanFinal) -> Result<(), String> {
    bad(|| format!("{}.meanMbps", at), m.mean_mbps)?;
    bad(|| format!("{}.finalMbps", at), m.final_mbps)
}

/// `Err` naming the first number of `s` that is not finite.
pub fn check(s: &Summary) -> Result<(), String> {
    for (i, r) in s.routes.iter().enumerate() {
        let at = format!("routes[{}] (route \"{}\")", i, r.id);
        mean_final(&at, &r.throughput)?;
        bad(|| format!("{}.megabytes", at), r.megabytes)?;
        bad(|| format!("{}.share", at), r.share)?;
        bad(|| format!("{}.friendlinessFactor", at), r.friendliness_factor.unwrap_or(0.0))?;
    }
    for (i, j) in s.resources.iter().enumerate() {
        let at = format!("resources[{}] (resource \"{}\")", i, j.id);
        bad(|| format!("{}.meanLoadMbps", at), j.mean_load_mbps)?;
        bad(|| format!("{}.meanCapacityMbps", at), j.mean_capacity_mbps)?;
        bad(|| format!("{}.utilization", at), j.utilization)?;
    }
    for (i, src) in s.sources.iter().enumerate() {
        let at = format!("sources[{}] (source \"{}\")", i, src.id);
        mean_final(&format!("{}.total", at), &src.total)?;
        for (group, m) in &src.by_group {
            mean_final(&format!("{}.byGroup.{}", at, group), m)?;
        }
        bad(|| format!("{}.megabytes", at), src.megabytes)?;
        bad(|| format!("{}.fileTransferS", at), src.file_transfer_s.unwrap_or(0.0))?;
        bad(|| format!("{}.friendlinessFactor", at), src.friendliness_factor.unwrap_or(0.0))?;
        bad(|| format!("{}.stabilityQuantity", at), src.stability_quantity.unwrap_or(0.0))?;
    }
    for (group, m) in &s.groups {
        mean_final(&format!("groups.{}", group), m)?;
    }
    bad(|| "jainIndex".into(), s.jain_index.unwrap_or(0.0))?;
    if let Some(fp) = &s.fixed_point {
        bad(|| "fixedPoint.totalMbps".into(), fp.total_mbps)?;
        for (route, x) in &fp.rates_mbps {
            bad(|| format!("fixedPoint.ratesMbps.{}", route), *x)?;
        }
    }
    Ok(())
}
