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

mod analysis;
mod geometry;

pub use geometry::MAX_FIELD_POINTS;

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
/// Puts a result's JSON (1) or its errors (0) in the message buffer.
fn reply<T: serde::Serialize>(result: Result<T, Vec<String>>) -> u32 {
    match result {
        Ok(value) => {
            set_message(serde_json::to_string(&value).unwrap_or_default());
            1
        }
        Err(errors) => {
            errors_message(errors);
            0
        }
    }
}

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
