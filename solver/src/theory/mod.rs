//! Closed forms from the papers, beside the runs (docs/theory.md): paper 003's link utilization.

pub mod utilization;
