//! Closed forms from the papers, beside the runs (docs/theory.md): paper 003's link utilization and where MTCP sends its traffic.

pub mod direction;
pub mod mtcp;
pub mod utilization;
