//! The wasm exports that compute beside a run rather than run it: a sweep's point, the accuracy
//! check, paper badges and paper 003's closed forms. Each puts its JSON (1) or its field-named
//! errors (0) in the message buffer.

use super::{read_text, reply};

/// One point of a sweep from the page: `{"scenario": {...}, "sets": [["path", value], ...]}`, the
/// values set as `mpsim sweep --set` sets them (`mpsolver::sweep::set_path`), run to its end; the
/// summary JSON in the message buffer (1), or the errors (0).
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_summary_with(ptr: *const u8, len: usize) -> u32 {
    let outcome = read_text(ptr, len)
        .and_then(|text| crate::sweep::scenario_with_sets(&text))
        .and_then(|scenario| crate::scenario::parse_value(&scenario))
        .and_then(|scenario| crate::run::build_run_scenario(&scenario))
        .and_then(|mut run| {
            run.reuse_capacities();
            run.run_to_end();
            run.summary().map_err(|e| vec![e])
        });
    reply(outcome)
}

/// The cost of a job of several runs before any of them starts (`mpsolver::cost::job_cost_json`):
/// `{"job": "the sweep", "scenarios": [...], "keepsSamples": false}`; 1 with the `JobCost` JSON
/// (`over` empty when it fits) in the message buffer, or 0 with the errors. For the page's own
/// jobs (a sweep of points, badges of several presets) to ask before their first run.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_job_cost(ptr: *const u8, len: usize) -> u32 {
    reply(read_text(ptr, len).and_then(|text| crate::cost::job_cost_json(&text)))
}

/// "Check accuracy" (`mpsolver::accuracy`): runs the fluid scenario at its `dt` and at `dt / 2`
/// and puts the report's JSON in the message buffer (1), or `{"errors": [...]}` (0).
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_accuracy(ptr: *const u8, len: usize) -> u32 {
    reply(read_text(ptr, len).and_then(|text| crate::scenario::parse(&text)).and_then(|s| crate::accuracy::check(&s)))
}

/// Paper badges (`mpsolver::papers`): measures every `meta.reproduces` entry of scenario JSON on
/// its runs with the engines `engines` names (bit 0: fluid, bit 1: packet); returns 1 with the
/// report's JSON in the message buffer, or 0 with `{"errors": [...]}`.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_check_paper(ptr: *const u8, len: usize, engines: u32) -> u32 {
    // Bit i of `engines` chooses `Engine::ALL[i]` (1: fluid, 2: packet).
    let chosen: Vec<_> = crate::scenario::Engine::ALL
        .into_iter()
        .enumerate()
        .filter(|(i, _)| engines & (1 << i) != 0)
        .map(|(_, e)| e)
        .collect();
    reply(read_text(ptr, len).and_then(|text| crate::papers::check_paper(&text, &chosen)))
}

/// Paper 003's utilization closed forms (`mpsolver::theory::utilization`): with `subflows_per_flow`
/// 0, against the number of subflows 1..=max (Fig 4); otherwise against the number of flows of
/// that many subflows (Table 1, Fig 6). Returns 1 with `[{coupling, utilization}]` in the message
/// buffer, or 0 with `{"errors": [...]}` naming the setting out of range.
#[no_mangle]
pub extern "C" fn mp_utilization(b: f64, w0: f64, gamma: f64, max: u32, subflows_per_flow: u32) -> u32 {
    reply(crate::theory::utilization::checked_curves(b, w0, gamma, max, subflows_per_flow))
}

/// Paper 003's Fig 8 (`mpsolver::theory::mtcp::paths_map`): the number of paths MTCP(alpha,
/// beta) uses over a `(steps + 1)^2` grid of the alpha-beta square, for the loss probabilities in
/// the JSON list at `ptr..ptr+len`. Returns 1 with `{steps, p, paths}` in the message buffer, or 0
/// with `{"errors": [...]}`.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_paths_map(ptr: *const u8, len: usize, steps: u32) -> u32 {
    let parsed = read_text(ptr, len).and_then(|text| {
        serde_json::from_str::<Vec<f64>>(&text).map_err(|e| vec![format!("p: must be a list of numbers ({})", e)])
    });
    reply(parsed.and_then(|p| crate::theory::mtcp::paths_map(&p, steps as usize)))
}

/// Paper 003's Fig 7 (`mpsolver::theory::direction::direction_field`): eq (15) on two paths with loss
/// `p1`, `p2` and couplings `alpha`, `beta`; 1 with the field's JSON in the message buffer, or 0
/// with `{"errors": [...]}`.
#[no_mangle]
pub extern "C" fn mp_direction_field(p1: f64, p2: f64, alpha: f64, beta: f64) -> u32 {
    reply(crate::theory::direction::direction_field(p1, p2, alpha, beta))
}

/// The fixed point at a moment of a run (`mpsolver::summary::settle_at`), for any controller:
/// `{"scenario": {...}, "variant": n (optional), "tS": t, "startMbps": [...] (optional, one rate
/// per route)}`; 1 with the settled rates' JSON in the message buffer, or 0 with the errors.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_settle(ptr: *const u8, len: usize) -> u32 {
    reply(read_text(ptr, len).and_then(|text| settle_request(&text)))
}

/// Reads and answers one [`mp_settle`] request.
fn settle_request(text: &str) -> Result<crate::summary::Settled, Vec<String>> {
    use serde_json::Value;
    let request: Value = serde_json::from_str(text).map_err(|e| vec![format!("(root): not valid JSON: {}", e)])?;
    let mut scenario = crate::scenario::parse_value(&request["scenario"])?;
    if let Some(v) = request.get("variant").filter(|v| !v.is_null()) {
        let index = v.as_u64().ok_or_else(|| vec![format!("variant: must be a whole number >= 0, got {}", v)])?;
        scenario = scenario
            .variant(index as usize)
            .ok_or_else(|| vec![format!("variant: {} does not exist in the scenario's comparison", index)])?;
    }
    let t_s = request["tS"].as_f64().ok_or_else(|| vec![format!("tS: must be a number, got {}", request["tS"])])?;
    let start: Option<Vec<f64>> = match request.get("startMbps").filter(|v| !v.is_null()) {
        None => None,
        Some(v) => Some(
            serde_json::from_value(v.clone())
                .map_err(|e| vec![format!("startMbps: must be a list of numbers ({})", e)])?,
        ),
    };
    crate::cost::admit(&scenario)?;
    let net = crate::network::Network::compile(&scenario)?;
    crate::summary::settle_at(&net, &scenario, t_s, start.as_deref()).map_err(|e| vec![e])
}

/// One solver trajectory of Fig 7 from the windows `(w1, w2)` the reader chose
/// (`mpsolver::theory::direction::solver_trajectory_from`): `[[w1, w2], ...]` every 0.05 s (1), or
/// the errors (0).
#[no_mangle]
pub extern "C" fn mp_direction_trajectory(p1: f64, p2: f64, alpha: f64, beta: f64, w1: f64, w2: f64) -> u32 {
    reply(crate::theory::direction::solver_trajectory_from(p1, p2, alpha, beta, [w1, w2]))
}

/// Holds every capacity of run `sim` at its value at `t_s` from then on (`Run::freeze_capacities_at`,
/// docs/model.md §4.10): 1, or 0 with the field-named errors in the message buffer (the packet
/// engine, a time that is not one, a run already stepped).
///
/// # Safety
/// `sim` must be live.
#[no_mangle]
pub unsafe extern "C" fn mp_freeze_at(sim: *mut crate::run::Run, t_s: f64) -> u32 {
    match (*sim).freeze_capacities_at(t_s) {
        Ok(()) => 1,
        Err(errors) => {
            super::errors_message(errors);
            0
        }
    }
}
