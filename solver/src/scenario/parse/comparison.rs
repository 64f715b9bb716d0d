//! The optional `comparison` (two to four controllers for one source, run side by side) and
//! `metrics` (settings of the summary) objects.

use super::super::reader::{rule, Obj};
use super::super::*;
use super::controllers::read_controller;
use super::{list, read_label};

/// Reads `comparison`; checks the source id against `sources` when they all parsed.
pub(super) fn read_comparison(root: &Obj, sources: &[Source], sources_complete: bool) -> Option<Comparison> {
    let c = root.opt_obj("comparison")?;
    let source = c.str_req("source").map(str::to_string);
    if !matches!(c.get("variants"), Some(serde_json::Value::Array(_))) && !c.has("variants") {
        c.error("variants", "is required");
    }
    let variants = list(&c, "variants", |v| {
        let label = v.opt_str("label").map(|_| read_label(v, ""));
        let controller = v.obj("controller").and_then(|o| {
            let spec = read_controller(&o);
            if spec.is_none() {
                o.abandon();
            }
            o.finish();
            spec
        });
        let engine = v.opt_str("engine").and_then(|name| {
            name.parse::<Engine>()
                .map_err(|UnknownEngine(other)| {
                    v.error("engine", format!("must be one of fluid, packet; got \"{}\"", other))
                })
                .ok()
        });
        let controller = controller?;
        let label = label.unwrap_or_else(|| controller_name(&controller).to_string());
        Some(Variant { label, controller, engine })
    });
    let count = c.get("variants").and_then(|v| v.as_array()).map_or(0, Vec::len);
    if c.has("variants") && !(MIN_VARIANTS..=MAX_VARIANTS).contains(&count) {
        c.error("variants", format!("must list {} to {} controllers, got {}", MIN_VARIANTS, MAX_VARIANTS, count));
    }
    for (i, v) in variants.iter().enumerate() {
        if variants[..i].iter().any(|w| w.label == v.label) {
            c.errors()
                .push(&format!("{}[{}].label", c.child("variants"), i), format!("duplicate label \"{}\"", v.label));
        }
    }
    if let Some(id) = &source {
        if sources_complete && !sources.iter().any(|s| &s.id == id) {
            c.error("source", format!("no source has id \"{}\"", id));
        }
    }
    c.finish();
    Some(Comparison { source: source?, variants })
}

/// Reads `metrics` (defaults when absent).
pub(super) fn read_metrics(root: &Obj) -> MetricsSettings {
    let Some(m) = root.opt_obj("metrics") else { return MetricsSettings::default() };
    let file_megabytes =
        m.f64_or("fileMegabytes", MetricsSettings::default().file_megabytes, rule::positive_at_most(1.0e9));
    m.finish();
    MetricsSettings { file_megabytes }
}
