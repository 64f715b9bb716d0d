//! Plain `extern "C"` exports for WebAssembly (no wasm-bindgen). Strings cross as UTF-8 bytes in
//! linear memory: the caller allocates with [`mp_alloc`], and text results (layout, summary,
//! errors) are left in one message buffer read through [`mp_message_ptr`] and [`mp_message_len`].
//! A simulation handle is a pointer to a boxed [`Run`] (either engine, as the scenario's
//! `solver.engine` asks); 0 means failure.

use crate::run::{build_run, build_run_variant, Run};
use crate::scenario::PointM;
use crate::{cost, output};
use serde_json::json;
use std::cell::RefCell;

thread_local! {
    static MESSAGE: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

fn set_message(text: String) -> usize {
    MESSAGE.with(|m| {
        *m.borrow_mut() = text.into_bytes();
        m.borrow().len()
    })
}

fn errors_message(errors: Vec<String>) -> usize {
    set_message(json!({ "errors": errors }).to_string())
}

/// Reads `len` bytes at `ptr` as UTF-8 text.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory (from [`mp_alloc`]).
unsafe fn read_text(ptr: *const u8, len: usize) -> Result<String, Vec<String>> {
    let bytes = if len == 0 { &[][..] } else { std::slice::from_raw_parts(ptr, len) };
    String::from_utf8(bytes.to_vec()).map_err(|_| vec!["(root): scenario text is not valid UTF-8".to_string()])
}

/// Writes up to `max` points as interleaved `(x, y)` at `out`; returns the number of points given.
///
/// # Safety
/// `out` must hold `2 * min(max, points.len())` f64.
unsafe fn write_points(points: &[PointM], out: *mut f64, max: usize) -> usize {
    let n = points.len().min(max);
    if n > 0 {
        let buf = std::slice::from_raw_parts_mut(out, 2 * n);
        for (pair, p) in buf.chunks_exact_mut(2).zip(points) {
            pair[0] = p.x_m;
            pair[1] = p.y_m;
        }
    }
    points.len()
}

/// Allocates `len` bytes aligned for f64; free with [`mp_free`] and the same `len`.
#[no_mangle]
pub extern "C" fn mp_alloc(len: usize) -> *mut u8 {
    let mut v: Vec<f64> = Vec::with_capacity(len.div_ceil(8).max(1));
    let p = v.as_mut_ptr() as *mut u8;
    std::mem::forget(v);
    p
}

/// Frees memory from [`mp_alloc`].
///
/// # Safety
/// `ptr` and `len` must come from one [`mp_alloc`] call, freed once.
#[no_mangle]
pub unsafe extern "C" fn mp_free(ptr: *mut u8, len: usize) {
    if !ptr.is_null() {
        drop(Vec::from_raw_parts(ptr as *mut f64, 0, len.div_ceil(8).max(1)));
    }
}

/// Address of the message buffer (layout, summary or errors JSON).
#[no_mangle]
pub extern "C" fn mp_message_ptr() -> *const u8 {
    MESSAGE.with(|m| m.borrow().as_ptr())
}

/// Length of the message buffer, bytes.
#[no_mangle]
pub extern "C" fn mp_message_len() -> usize {
    MESSAGE.with(|m| m.borrow().len())
}

/// Builds a simulation from scenario JSON; returns its handle, or 0 with `{"errors": [...]}` in
/// the message buffer.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_create(ptr: *const u8, len: usize) -> *mut Run {
    created(read_text(ptr, len).and_then(|text| build_run(&text)))
}

/// Like [`mp_create`], for variant `index` of the scenario's `comparison` (the compared source
/// runs that variant's controller).
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_create_variant(ptr: *const u8, len: usize, index: usize) -> *mut Run {
    created(read_text(ptr, len).and_then(|text| build_run_variant(&text, index)))
}

/// A handle for a built simulation (layout JSON in the message buffer), or 0 with the errors.
fn created(built: Result<Run, Vec<String>>) -> *mut Run {
    match built {
        Ok(sim) => {
            set_message(output::layout_of_run(&sim).to_string());
            Box::into_raw(Box::new(sim))
        }
        Err(errors) => {
            errors_message(errors);
            std::ptr::null_mut()
        }
    }
}

/// Runs on and writes up to `max_rows` sample rows of `sample_width` f64 each at `out`;
/// returns the rows written.
///
/// # Safety
/// `sim` must be live; `out` must hold `max_rows * sample_width` f64.
#[no_mangle]
pub unsafe extern "C" fn mp_run(sim: *mut Run, out: *mut f64, max_rows: usize) -> usize {
    let sim = &mut *sim;
    let width = sim.sample_width();
    let buf = std::slice::from_raw_parts_mut(out, max_rows * width);
    sim.write_samples(buf, max_rows)
}

/// Values per sample row.
///
/// # Safety
/// `sim` must be live.
#[no_mangle]
pub unsafe extern "C" fn mp_sample_width(sim: *const Run) -> usize {
    (*sim).sample_width()
}

/// 1 when the run has ended and every sample was written.
///
/// # Safety
/// `sim` must be live.
#[no_mangle]
pub unsafe extern "C" fn mp_is_done(sim: *const Run) -> u32 {
    (*sim).is_done() as u32
}

/// Simulated time reached, seconds.
///
/// # Safety
/// `sim` must be live.
#[no_mangle]
pub unsafe extern "C" fn mp_time(sim: *const Run) -> f64 {
    (*sim).time_s()
}

/// Writes the current `(x, y)` of every node (metres) at `out`; returns the node count.
///
/// # Safety
/// `sim` must be live; `out` must hold 2 f64 per node.
#[no_mangle]
pub unsafe extern "C" fn mp_positions(sim: *mut Run, out: *mut f64) -> usize {
    write_points(&(*sim).positions(), out, usize::MAX)
}

/// Writes the `(x, y)` of every node at time `t_s` (metres) at `out`, without moving the run;
/// returns the node count.
///
/// # Safety
/// `sim` must be live; `out` must hold 2 f64 per node.
#[no_mangle]
pub unsafe extern "C" fn mp_positions_at(sim: *const Run, t_s: f64, out: *mut f64) -> usize {
    let net = (*sim).network();
    let mut positions = vec![PointM { x_m: 0.0, y_m: 0.0 }; net.nodes.len()];
    net.node_positions(t_s, &mut positions, true);
    write_points(&positions, out, usize::MAX)
}

/// Writes the Kelly-Voice equilibrium (eq 15, `summary::fixed_point`) for the capacities at time
/// `t_s`, one rate per route in Mbps, at `out`; returns the route count, or 0 (nothing written)
/// where the scenario has no such fixed point (not a single Kelly-Voice source on routes of their
/// own resources).
///
/// # Safety
/// `sim` must be live; `out` must hold one f64 per route.
#[no_mangle]
pub unsafe extern "C" fn mp_fixed_point_at(sim: *const Run, t_s: f64, out: *mut f64) -> usize {
    let net = (*sim).network();
    let mut positions = vec![PointM { x_m: 0.0, y_m: 0.0 }; net.nodes.len()];
    let mut capacities = vec![0.0; net.resources.len()];
    net.node_positions(t_s, &mut positions, true);
    net.capacities(t_s, &positions, &mut capacities);
    match crate::summary::fixed_point(net, &capacities) {
        Ok(rates) if rates.iter().all(|x| x.is_finite()) => {
            std::slice::from_raw_parts_mut(out, rates.len()).copy_from_slice(&rates);
            rates.len()
        }
        _ => 0,
    }
}

/// Writes station `index`'s (of the layout's `fieldStations`) capacity `C rho(d)`, Mbps, at `n`
/// distances evenly spread over `[0, max_d_m]` at `out`; returns `n`, or 0 (nothing written) for
/// no such station or `n` above [`MAX_FIELD_POINTS`].
///
/// # Safety
/// `sim` must be live; `out` must hold `n` f64.
#[no_mangle]
pub unsafe extern "C" fn mp_station_curve(
    sim: *const Run,
    index: usize,
    max_d_m: f64,
    n: usize,
    out: *mut f64,
) -> usize {
    if n == 0 || n > MAX_FIELD_POINTS {
        return 0;
    }
    let values = std::slice::from_raw_parts_mut(out, n);
    if (*sim).network().station_curve(index, max_d_m, n, values) {
        n
    } else {
        0
    }
}

/// The most points one call of [`mp_capacity_field`] computes.
pub const MAX_FIELD_POINTS: usize = 1 << 20;

/// Writes the aggregate capacity field (paper 000 Fig. 4: the sum over the stations of
/// `C_b rho_b(d)`, Mbps) at `nx` x `ny` cell centres of `[x0, x1] x [y0, y1]` metres, row by row
/// from `y0`, at `out`; returns `nx * ny`, or 0 (nothing written) above [`MAX_FIELD_POINTS`].
///
/// # Safety
/// `sim` must be live; `out` must hold `nx * ny` f64.
#[no_mangle]
pub unsafe extern "C" fn mp_capacity_field(
    sim: *const Run,
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
    nx: usize,
    ny: usize,
    out: *mut f64,
) -> usize {
    let Some(n) = nx.checked_mul(ny).filter(|&n| n > 0 && n <= MAX_FIELD_POINTS) else { return 0 };
    let values = std::slice::from_raw_parts_mut(out, n);
    (*sim).network().capacity_field((x0, y0), (x1, y1), nx, ny, values);
    n
}

/// Writes up to `max_points` `(x, y)` vertices of platform `platform`'s centre path (from t = 0
/// to its end, about `step_m` apart) at `out`; returns the full vertex count (call with 0 to ask).
///
/// # Safety
/// `sim` must be live; `out` must hold `2 * max_points` f64.
#[no_mangle]
pub unsafe extern "C" fn mp_path_outline(
    sim: *const Run,
    platform: usize,
    step_m: f64,
    out: *mut f64,
    max_points: usize,
) -> usize {
    let Some(p) = (*sim).network().platforms.get(platform) else { return 0 };
    let points = p.path.outline(step_m);
    write_points(&points, out, max_points);
    points.len()
}

/// Puts the summary JSON of the steps taken so far (the whole run once it is done) in the
/// message buffer; returns its length.
///
/// # Safety
/// `sim` must be a live handle from [`mp_create`].
#[no_mangle]
pub unsafe extern "C" fn mp_run_summary(sim: *mut Run) -> usize {
    match (*sim).summary() {
        Ok(s) => set_message(serde_json::to_string(&s).unwrap_or_default()),
        Err(failure) => errors_message(vec![failure]),
    }
}

/// Why the run stopped early (a number that stopped being finite, with its route and time): puts
/// the text in the message buffer and returns its length, or returns 0 and leaves the buffer as it
/// is when the run has not failed.
///
/// # Safety
/// `sim` must be live.
#[no_mangle]
pub unsafe extern "C" fn mp_failure(sim: *const Run) -> usize {
    (*sim).failure().map_or(0, |f| set_message(f.to_string()))
}

/// Frees a simulation.
///
/// # Safety
/// `sim` must be a handle from [`mp_create`], destroyed once.
#[no_mangle]
pub unsafe extern "C" fn mp_destroy(sim: *mut Run) {
    if !sim.is_null() {
        drop(Box::from_raw(sim));
    }
}

/// Reads scenario text at `ptr..ptr+len`, builds it and hands the simulation to `then`, which
/// gives the message buffer's text; on failure (of either) the message buffer holds
/// `{"errors": [...]}`. Returns 1 on success, 0 on failure.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
unsafe fn with_built(ptr: *const u8, len: usize, then: impl FnOnce(Run) -> Result<String, String>) -> u32 {
    match read_text(ptr, len).and_then(|text| build_run(&text)).and_then(|sim| then(sim).map_err(|e| vec![e])) {
        Ok(text) => {
            set_message(text);
            1
        }
        Err(errors) => {
            errors_message(errors);
            0
        }
    }
}

/// Validates scenario JSON: returns 1 if valid, 0 with `{"errors": [...]}` in the message buffer.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_check(ptr: *const u8, len: usize) -> u32 {
    with_built(ptr, len, |_| Ok("{\"errors\":[]}".to_string()))
}

/// Runs a scenario to its end and puts the summary JSON in the message buffer (1), or the
/// errors (0): the scenario's, or the run's failure if its numbers stopped being finite.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_summary(ptr: *const u8, len: usize) -> u32 {
    with_built(ptr, len, |mut run| {
        run.run_to_end();
        run.summary().map(|s| serde_json::to_string(&s).unwrap_or_default())
    })
}

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
            run.run_to_end();
            run.summary().map(|s| serde_json::to_string(&s).unwrap_or_default()).map_err(|e| vec![e])
        });
    match outcome {
        Ok(text) => {
            set_message(text);
            1
        }
        Err(errors) => {
            errors_message(errors);
            0
        }
    }
}

/// "Check accuracy" (`mpsolver::accuracy`): runs the fluid scenario at its `dt` and at `dt / 2`
/// and puts the report's JSON in the message buffer (1), or `{"errors": [...]}` (0).
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_accuracy(ptr: *const u8, len: usize) -> u32 {
    match read_text(ptr, len).and_then(|text| crate::scenario::parse(&text)).and_then(|s| crate::accuracy::check(&s)) {
        Ok(report) => {
            set_message(serde_json::to_string(&report).unwrap_or_default());
            1
        }
        Err(errors) => {
            errors_message(errors);
            0
        }
    }
}

/// Paper badges (`mpsolver::papers`): measures every `meta.reproduces` entry of scenario JSON on
/// its runs with the engines `engines` names (bit 0: fluid, bit 1: packet); returns 1 with the
/// report's JSON in the message buffer, or 0 with `{"errors": [...]}`.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_check_paper(ptr: *const u8, len: usize, engines: u32) -> u32 {
    let mut chosen = Vec::new();
    if engines & 1 != 0 {
        chosen.push(crate::scenario::Engine::Fluid);
    }
    if engines & 2 != 0 {
        chosen.push(crate::scenario::Engine::Packet);
    }
    match read_text(ptr, len).and_then(|text| crate::papers::check_paper(&text, &chosen)) {
        Ok(report) => {
            set_message(serde_json::to_string(&report).unwrap_or_default());
            1
        }
        Err(errors) => {
            errors_message(errors);
            0
        }
    }
}

/// Paper 003's utilization closed forms (`mpsolver::theory::utilization`): with `subflows_per_flow`
/// 0, against the number of subflows 1..=max (Fig 4); otherwise against the number of flows of
/// that many subflows (Table 1, Fig 6). Returns 1 with `[{coupling, utilization}]` in the message
/// buffer, or 0 with `{"errors": [...]}` naming the setting out of range.
#[no_mangle]
pub extern "C" fn mp_utilization(b: f64, w0: f64, gamma: f64, max: u32, subflows_per_flow: u32) -> u32 {
    match crate::theory::utilization::checked_curves(b, w0, gamma, max, subflows_per_flow) {
        Ok(curves) => {
            set_message(serde_json::to_string(&curves).unwrap_or_default());
            1
        }
        Err(errors) => {
            errors_message(errors);
            0
        }
    }
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
    match parsed.and_then(|p| crate::theory::mtcp::paths_map(&p, steps as usize)) {
        Ok(map) => {
            set_message(serde_json::to_string(&map).unwrap_or_default());
            1
        }
        Err(errors) => {
            errors_message(errors);
            0
        }
    }
}

/// Paper 003's Fig 7 (`mpsolver::theory::mtcp::direction_field`): eq (15) on two paths with loss
/// `p1`, `p2` and couplings `alpha`, `beta`; 1 with the field's JSON in the message buffer, or 0
/// with `{"errors": [...]}`.
#[no_mangle]
pub extern "C" fn mp_direction_field(p1: f64, p2: f64, alpha: f64, beta: f64) -> u32 {
    match crate::theory::mtcp::direction_field(p1, p2, alpha, beta) {
        Ok(field) => {
            set_message(serde_json::to_string(&field).unwrap_or_default());
            1
        }
        Err(errors) => {
            errors_message(errors);
            0
        }
    }
}

/// Estimates what a run of scenario JSON would cost before it runs (`mpsolver::cost`): returns 1
/// with the estimate's JSON in the message buffer, or 0 with `{"errors": [...]}`.
///
/// # Safety
/// `ptr..ptr+len` must be readable memory.
#[no_mangle]
pub unsafe extern "C" fn mp_cost(ptr: *const u8, len: usize) -> u32 {
    match read_text(ptr, len).and_then(|text| cost::estimate_json(&text)) {
        Ok(estimate) => {
            set_message(serde_json::to_string(&estimate).unwrap_or_default());
            1
        }
        Err(errors) => {
            errors_message(errors);
            0
        }
    }
}
