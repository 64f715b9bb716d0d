//! What every fuzz case must satisfy: refusals name a field path, and nothing a run or an estimate
//! reports is NaN or infinite.

use serde_json::Value;

/// True when `m` is `path: text` with `path` a field path: `(root)`, or names, `[index]` and
/// `["quoted key"]` parts (`stations[2].decay.alphaPerM`, `routeDelays.head-B1`, `["odd: key"]`).
pub fn field_named(m: &str) -> bool {
    if let Some(text) = m.strip_prefix("(root): ") {
        return !text.trim().is_empty();
    }
    let chars: Vec<char> = m.chars().collect();
    let starts_well = chars.first().is_some_and(|c| c.is_ascii_alphabetic() || *c == '_' || *c == '[');
    let mut i = 0;
    while i < chars.len() && chars[i] != ':' {
        let c = chars[i];
        if c == '[' {
            i += 1;
            if chars.get(i) == Some(&'"') {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    i += if chars[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
            } else {
                let start = i;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                if i == start {
                    return false;
                }
            }
            if chars.get(i) != Some(&']') {
                return false;
            }
            i += 1;
        } else if c.is_ascii_alphanumeric() || "_-.+".contains(c) {
            i += 1;
        } else {
            return false;
        }
    }
    let rest: String = chars[i.min(chars.len())..].iter().collect();
    starts_well && i > 0 && rest.starts_with(": ") && !rest[2..].trim().is_empty()
}

/// The first message of a refusal that names no field. A capped list may end with `and N more`
/// (issue 10 item 5: the first 20 errors, then a count of the rest).
pub fn unnamed_refusal(errors: &[String]) -> Option<&String> {
    let more = |m: &str| {
        m.strip_prefix("and ").and_then(|r| r.strip_suffix(" more")).is_some_and(|n| n.parse::<u64>().is_ok())
    };
    let listed = match errors.last() {
        Some(last) if more(last) => &errors[..errors.len() - 1],
        _ => errors,
    };
    listed.iter().find(|m| !field_named(m))
}

/// Keys whose value may be `null` in a summary (an `Option` with nothing to say).
const OPTIONAL: [&str; 8] = [
    "friendlinessFactor",
    "jainIndex",
    "fixedPoint",
    "fixedPointNote",
    "fileTransferS",
    "sendingRateMbps",
    "stabilityQuantity",
    "stable",
];

/// The path of the first number in `v` that is not finite (serialised as `null`), if any;
/// `null` is allowed only under the keys in `optional`.
pub fn first_non_finite(v: &Value, optional: &[&str], path: &str) -> Option<String> {
    match v {
        Value::Null => Some(path.to_string()),
        Value::Number(n) if !n.as_f64().is_some_and(f64::is_finite) => Some(path.to_string()),
        Value::Array(a) => {
            a.iter().enumerate().find_map(|(i, x)| first_non_finite(x, optional, &format!("{}[{}]", path, i)))
        }
        Value::Object(m) => m.iter().find_map(|(k, x)| {
            if x.is_null() && optional.contains(&k.as_str()) {
                None
            } else {
                first_non_finite(x, optional, &format!("{}.{}", path, k))
            }
        }),
        _ => None,
    }
}

/// The first non-finite number of a run summary (its optional fields may be absent, not NaN).
pub fn summary_non_finite(s: &mpsolver::summary::Summary) -> Option<String> {
    let value = serde_json::to_value(s).ok()?;
    if let Some(p) = first_non_finite(&value, &OPTIONAL, "summary") {
        return Some(p);
    }
    // An Option holding NaN also serialises as null: look at them directly.
    let nan = |x: Option<f64>| x.is_some_and(|x| !x.is_finite());
    if nan(s.jain_index) {
        return Some("summary.jainIndex".into());
    }
    for r in &s.routes {
        if nan(r.friendliness_factor) {
            return Some(format!("summary.routes.{}.friendlinessFactor", r.id));
        }
    }
    for src in &s.sources {
        if nan(src.file_transfer_s) || nan(src.friendliness_factor) || nan(src.stability_quantity) {
            return Some(format!("summary.sources.{}", src.id));
        }
    }
    None
}
