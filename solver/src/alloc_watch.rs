//! The WebAssembly build's allocator: the system allocator, remembering the size of the last
//! allocation it could not make. The module's memory has a maximum (`--max-memory` in
//! `solver/.cargo/config.toml`); when a run needs more, the allocation fails and the module traps
//! (`unreachable`), and the page reads [`mp_failed_alloc_bytes`] to name the cause ("the solver ran
//! out of memory") instead of showing a bare trap.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Bytes of the last allocation that failed (0: none failed).
static FAILED_BYTES: AtomicUsize = AtomicUsize::new(0);

/// [`System`], recording failed allocations in [`FAILED_BYTES`].
struct WatchedAlloc;

fn watch(ptr: *mut u8, bytes: usize) -> *mut u8 {
    if ptr.is_null() {
        FAILED_BYTES.store(bytes, Ordering::Relaxed);
    }
    ptr
}

unsafe impl GlobalAlloc for WatchedAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        watch(System.alloc(layout), layout.size())
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        watch(System.alloc_zeroed(layout), layout.size())
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        watch(System.realloc(ptr, layout, new_size), new_size)
    }
}

#[global_allocator]
static ALLOCATOR: WatchedAlloc = WatchedAlloc;

/// Bytes of the last allocation that failed since the module started (0: none).
#[no_mangle]
pub extern "C" fn mp_failed_alloc_bytes() -> usize {
    FAILED_BYTES.load(Ordering::Relaxed)
}
