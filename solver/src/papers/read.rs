//! Reading a scenario's published numbers (`meta.reproduces`): every problem is named by its
//! field, as the scenario reader names its own (docs/scenario.md).

use super::kind::ClaimKind;
use super::measure::{Measure, Stat};
use super::{Badge, Published};
use crate::scenario::Engine;
use serde_json::Value;

fn series_list(v: &Value, path: &str, errors: &mut Vec<String>) -> Vec<String> {
    match v {
        Value::String(s) if !s.is_empty() => vec![s.clone()],
        Value::Array(items) if !items.is_empty() => items
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s.as_str() {
                Some(s) if !s.is_empty() => Some(s.to_string()),
                _ => {
                    errors.push(format!("{}[{}]: must be a series name, got {}", path, i, s));
                    None
                }
            })
            .collect(),
        other => {
            errors.push(format!("{}: must be a series name or a non-empty list of them, got {}", path, other));
            Vec::new()
        }
    }
}

fn finite(v: Option<&Value>, path: &str, errors: &mut Vec<String>) -> f64 {
    match v.and_then(Value::as_f64) {
        Some(x) if x.is_finite() => x,
        _ => {
            errors.push(format!(
                "{}: must be a finite number, got {}",
                path,
                v.map_or("nothing".into(), |v| v.to_string())
            ));
            f64::NAN
        }
    }
}

fn text(o: &serde_json::Map<String, Value>, key: &str, path: &str, errors: &mut Vec<String>) -> String {
    match o.get(key).and_then(Value::as_str) {
        Some(s) if !s.trim().is_empty() => s.to_string(),
        _ => {
            errors.push(format!("{}.{}: must be a non-empty string", path, key));
            String::new()
        }
    }
}

const KEYS: [&str; 13] = [
    "what",
    "source",
    "paper",
    "tolerance",
    "unit",
    "variant",
    "series",
    "fromS",
    "toS",
    "stat",
    "per",
    "engines",
    "kind",
];

/// A badge's `kind` (absent: `None`, judged by every engine it runs, as before kinds existed).
fn kind(v: Option<&Value>, path: &str, errors: &mut Vec<String>) -> Option<ClaimKind> {
    let v = v?;
    let parsed = v.as_str().and_then(ClaimKind::parse);
    if parsed.is_none() {
        errors.push(format!("{}.kind: must be one of fluid-model, packet-simulation, measurement, got {}", path, v));
    }
    parsed
}

/// A badge's `engines` (absent: both); every problem names the field under `path`.
fn engines(list: Option<&Value>, path: &str, errors: &mut Vec<String>) -> Vec<Engine> {
    match list {
        None => Engine::ALL.to_vec(),
        Some(Value::Array(names)) if !names.is_empty() => names
            .iter()
            .filter_map(|n| match n.as_str().map(str::parse::<Engine>) {
                Some(Ok(engine)) => Some(engine),
                _ => {
                    errors.push(format!("{}.engines: each must be \"fluid\" or \"packet\", got {}", path, n));
                    None
                }
            })
            .collect(),
        Some(v) => {
            errors.push(format!("{}.engines: must be a non-empty list of \"fluid\" and \"packet\", got {}", path, v));
            Vec::new()
        }
    }
}

/// Reads `meta.reproduces` (absent: no badges); every problem names its field.
pub fn read_badges(root: &Value) -> Result<Vec<Badge>, Vec<String>> {
    let Some(list) = root.get("meta").and_then(|m| m.get("reproduces")) else { return Ok(Vec::new()) };
    let Some(items) = list.as_array() else {
        return Err(vec![format!("meta.reproduces: must be a list of published numbers, got {}", list)]);
    };
    let mut errors = Vec::new();
    let mut badges = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let path = format!("meta.reproduces[{}]", i);
        let Some(o) = item.as_object() else {
            errors.push(format!("{}: must be an object, got {}", path, item));
            continue;
        };
        for key in o.keys().filter(|k| !KEYS.contains(&k.as_str())) {
            errors.push(format!("{}.{}: unknown field (fields: {})", path, key, KEYS.join(", ")));
        }
        let before = errors.len();
        let what = text(o, "what", &path, &mut errors);
        let source = text(o, "source", &path, &mut errors);
        let published = match o.get("paper") {
            Some(Value::Array(pair)) if pair.len() == 2 => {
                let low = finite(pair.first(), &format!("{}.paper[0]", path), &mut errors);
                let high = finite(pair.get(1), &format!("{}.paper[1]", path), &mut errors);
                if low > high {
                    errors.push(format!("{}.paper: the range [{}, {}] runs backwards", path, low, high));
                }
                if o.contains_key("tolerance") {
                    errors.push(format!("{}.tolerance: a range needs none (its ends are the tolerance)", path));
                }
                Published::Range { low, high }
            }
            v => {
                let value = finite(v, &format!("{}.paper", path), &mut errors);
                let tolerance = finite(o.get("tolerance"), &format!("{}.tolerance", path), &mut errors);
                if tolerance < 0.0 {
                    errors.push(format!("{}.tolerance: must be >= 0, got {}", path, tolerance));
                }
                Published::Value { value, tolerance }
            }
        };
        let unit = o.get("unit").and_then(Value::as_str).unwrap_or("").to_string();
        let variant = match o.get("variant") {
            None => None,
            Some(Value::String(s)) => Some(s.clone()),
            Some(v) => {
                errors.push(format!("{}.variant: must be a comparison variant's label, got {}", path, v));
                None
            }
        };
        let series = series_list(o.get("series").unwrap_or(&Value::Null), &format!("{}.series", path), &mut errors);
        let per = o.get("per").map(|v| series_list(v, &format!("{}.per", path), &mut errors));
        let from_s = finite(o.get("fromS"), &format!("{}.fromS", path), &mut errors);
        let to_s = finite(o.get("toS"), &format!("{}.toS", path), &mut errors);
        if from_s > to_s {
            errors.push(format!("{}.toS: must be >= fromS ({}), got {}", path, from_s, to_s));
        }
        let stat = match o.get("stat").and_then(Value::as_str).and_then(Stat::parse) {
            Some(s) => s,
            None => {
                errors.push(format!(
                    "{}.stat: must be one of min, max, mean, megabytes, settleS, got {}",
                    path,
                    o.get("stat").map_or("nothing".into(), |v| v.to_string())
                ));
                Stat::Mean
            }
        };
        let engines = engines(o.get("engines"), &path, &mut errors);
        let kind = kind(o.get("kind"), &path, &mut errors);
        if errors.len() == before {
            badges.push(Badge {
                what,
                source,
                published,
                unit,
                variant,
                measure: Measure { series, from_s, to_s, stat },
                per,
                engines,
                kind,
            });
        }
    }
    if errors.is_empty() {
        Ok(badges)
    } else {
        Err(errors)
    }
}
