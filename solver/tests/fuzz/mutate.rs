//! Mutations of a scenario: of its JSON tree (a value replaced by an edge case or a value of
//! another type, a key removed or added, an array entry duplicated, removed or repeated, a
//! subtree copied elsewhere, a number scaled) and of its text (bytes changed, inserted, removed,
//! the text cut short).

use super::generate::Rng;
use serde_json::{json, Map, Number, Value};

/// Every path to a node of `v` (object keys and array indices), the root included.
fn paths(v: &Value, here: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    out.push(here.clone());
    match v {
        Value::Object(m) => {
            for (k, child) in m {
                here.push(Step::Key(k.clone()));
                paths(child, here, out);
                here.pop();
            }
        }
        Value::Array(a) => {
            for (i, child) in a.iter().enumerate() {
                here.push(Step::Index(i));
                paths(child, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

fn at<'a>(v: &'a mut Value, path: &[Step]) -> &'a mut Value {
    path.iter().fold(v, |node, step| match step {
        Step::Key(k) => &mut node[k.as_str()],
        Step::Index(i) => &mut node[*i],
    })
}

/// A number at an edge of some rule: zero, negative, subnormal, tiny, huge, whole, fractional.
fn edge_number(rng: &mut Rng) -> Value {
    let edges: [f64; 22] = [
        0.0,
        -0.0,
        -1.0,
        1.0,
        0.5,
        5e-324,
        1e-300,
        1e-12,
        1e-6,
        0.0005,
        2.0,
        15.0,
        1000.0,
        65535.0,
        1e7,
        1e9,
        1e12,
        1e300,
        f64::MAX,
        -f64::MAX,
        9007199254740993.0,
        -1e-9,
    ];
    match rng.int(5) {
        0 => json!(u64::MAX),
        1 => json!(i64::MIN),
        2 => Value::Number(Number::from_f64(rng.log(1e-9, 1e9) * if rng.chance(0.2) { -1.0 } else { 1.0 }).unwrap()),
        _ => Value::Number(Number::from_f64(*rng.pick(&edges)).unwrap()),
    }
}

/// A string that tests ids, labels and kinds: empty, spaces, markup, control and bidi characters,
/// very long, a number in words, an id that exists elsewhere.
fn edge_string(rng: &mut Rng) -> Value {
    let strings = [
        "",
        " ",
        "B1",
        "sat",
        "head",
        "p0",
        "s0",
        "ch0",
        "head-B1",
        "clover",
        "polyline",
        "logistic",
        "piecewise-linear",
        "NaN",
        "Infinity",
        "-1",
        "<img src=x onerror=alert(1)>",
        "a\u{0}b\u{7}",
        "\u{202e}abc",
        "é",
        "a: b",
        "x[0]",
        "\"",
    ];
    if rng.chance(0.05) {
        return json!("x".repeat(1 + rng.int(5000)));
    }
    json!(*rng.pick(&strings))
}

/// A value of any type.
fn any_value(rng: &mut Rng) -> Value {
    match rng.int(8) {
        0 => Value::Null,
        1 => json!(rng.chance(0.5)),
        2 => json!([]),
        3 => json!({}),
        4 => edge_string(rng),
        5 => json!([edge_number(rng), edge_string(rng)]),
        _ => edge_number(rng),
    }
}

/// Repeats one platform or one source of `v` many times (fresh ids), or sets every UDP source to
/// a burst: a crowd from an ordinary scenario (issue 23).
#[allow(dead_code)] // used by tests/fuzz_crowds.rs, not tests/fuzz.rs
pub fn crowd(v: &mut Value, rng: &mut Rng) {
    let key = if rng.chance(0.5) { "platforms" } else { "sources" };
    let Some(list) = v.get_mut(key).and_then(Value::as_array_mut) else { return };
    // A platform belongs to one source: only sources with their own routes are repeated.
    let models: Vec<Value> =
        list.iter().filter(|x| key == "platforms" || x.get("platform").is_none()).cloned().collect();
    if models.is_empty() {
        return;
    }
    let model = models[rng.int(models.len())].clone();
    for i in 0..rng.log(1.0, 2000.0) as usize {
        let mut copy = model.clone();
        copy["id"] = json!(format!("crowd{}", i));
        list.push(copy);
    }
    if let Some(sources) = v.get_mut("sources").and_then(Value::as_array_mut) {
        for s in sources.iter_mut().filter(|s| s["controller"]["kind"] == "udp") {
            s["controller"]["rateMbps"] = json!(rng.log(1.0, 1e9));
        }
    }
}

/// Applies one mutation to the JSON tree.
pub fn mutate_tree(v: &mut Value, rng: &mut Rng) {
    let mut all = Vec::new();
    paths(v, &mut Vec::new(), &mut all);
    let path = rng.pick(&all).clone();
    let op = rng.int(13);
    let donor = {
        let from = rng.pick(&all).clone();
        at(v, &from).clone()
    };
    let node = at(v, &path);
    match (op, &mut *node) {
        // Numbers get numbers most of the time: the rules on values are what is being tested.
        (0..=3, Value::Number(_)) => *node = edge_number(rng),
        (4, Value::Number(n)) => {
            let x = n.as_f64().unwrap_or(1.0)
                * 10f64.powi(rng.int(13) as i32 - 6)
                * if rng.chance(0.3) { -1.0 } else { 1.0 };
            *node = Number::from_f64(x).map_or(Value::Null, Value::Number);
        }
        (0..=2, Value::String(_)) => *node = edge_string(rng),
        (5, Value::Object(m)) if !m.is_empty() => {
            let k = m.keys().nth(rng.int(m.len())).cloned().unwrap_or_default();
            m.remove(&k);
        }
        (6, Value::Object(m)) => {
            let key = edge_string(rng).as_str().unwrap_or("k").to_string();
            m.insert(if rng.chance(0.5) { "extra".to_string() } else { key }, any_value(rng));
        }
        (5, Value::Array(a)) if !a.is_empty() => {
            a.remove(rng.int(a.len()));
        }
        (6, Value::Array(a)) if !a.is_empty() => {
            let i = rng.int(a.len());
            let copy = a[i].clone();
            a.insert(i, copy); // a duplicate: same id twice
        }
        (7, Value::Array(a)) if !a.is_empty() && a.len() < 64 => {
            let copies = 1 + rng.int(40);
            let first = a[0].clone();
            a.extend(std::iter::repeat_n(first, copies));
        }
        (7, Value::Array(a)) if a.len() > 1 => {
            let (i, j) = (rng.int(a.len()), rng.int(a.len()));
            a.swap(i, j);
        }
        (8, _) => *node = donor,
        (9, _) => *node = json!([node.clone()]),
        (11 | 12, Value::Object(_) | Value::Array(_)) => {
            // Every number below this node set to one edge value (both delays of a station at once).
            let edge = edge_number(rng);
            set_numbers(node, &edge);
        }
        (10, Value::Object(m)) => {
            // An object of another kind: keep its keys, change every leaf's type.
            let keys: Vec<String> = m.keys().cloned().collect();
            let mut out = Map::new();
            for k in keys {
                out.insert(k, any_value(rng));
            }
            *node = Value::Object(out);
        }
        _ => *node = any_value(rng),
    }
}

fn set_numbers(v: &mut Value, to: &Value) {
    match v {
        Value::Number(_) => *v = to.clone(),
        Value::Array(a) => a.iter_mut().for_each(|x| set_numbers(x, to)),
        Value::Object(m) => m.values_mut().for_each(|x| set_numbers(x, to)),
        _ => {}
    }
}

/// Applies one mutation to the text: bytes changed, inserted or removed, or the text cut short.
pub fn mutate_text(text: &str, rng: &mut Rng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    if bytes.is_empty() {
        return "{".to_string();
    }
    let at = rng.int(bytes.len());
    match rng.int(5) {
        0 => bytes.truncate(at),
        1 => {
            bytes.remove(at);
        }
        2 => bytes.insert(at, *rng.pick(b"{}[],:\"0123456789.eE-+ tfn\\")),
        3 => bytes[at] = 0x20 + rng.int(95) as u8,
        _ => bytes[at] = rng.int(256) as u8, // maybe not UTF-8 any more
    }
    String::from_utf8_lossy(&bytes).into_owned()
}
