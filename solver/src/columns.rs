//! The sampled columns' one table type, shared by both engines: a [`SampledQuantity`] names a
//! quantity, says whether it has one column, one per route or one per resource, and fills them.
//! Each engine lists its quantities in one table of this type (the fluid run's
//! `integrator::columns::SAMPLED`, the packet run's `packet::columns::SAMPLED`); the CSV header,
//! the layout JSON's `columns`, the row width and the rows all follow from that table, so a new
//! column for both engines is one entry in each table (and its line in docs/model.md §6.1).

use crate::network::Network;

/// How many columns a sampled quantity has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Per {
    /// One column for the whole run, named by the quantity alone (`t_s`).
    Run,
    /// One column per route, `<name>:<route-id>`.
    Route,
    /// One column per resource, `<name>:<resource-id>`.
    Resource,
}

/// A quantity written into every sample row of a run of engine `S`: its name, its columns and
/// how they are filled.
pub struct SampledQuantity<S> {
    /// The column name (for [`Per::Run`]) or the prefix before `:` and the id.
    pub name: &'static str,
    /// One column, or one per route or per resource.
    pub per: Per,
    /// Writes the quantity at the run's current time into its columns of a row.
    pub fill: fn(&mut S, &mut [f64]),
}

// Derived `Clone`/`Copy` would ask `S: Copy`; the entry holds only a name and a function pointer.
impl<S> Clone for SampledQuantity<S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S> Copy for SampledQuantity<S> {}

/// The counts a row's width depends on (routes and resources of the network).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowShape {
    /// Routes of the network.
    pub routes: usize,
    /// Resources of the network.
    pub resources: usize,
}

impl RowShape {
    /// The shape of a network's rows.
    pub fn of(net: &Network) -> RowShape {
        RowShape { routes: net.routes.len(), resources: net.resources.len() }
    }
}

impl<S> SampledQuantity<S> {
    /// Columns of this quantity in a row of `shape`.
    pub fn width(&self, shape: RowShape) -> usize {
        match self.per {
            Per::Run => 1,
            Per::Route => shape.routes,
            Per::Resource => shape.resources,
        }
    }

    /// Names of this quantity's columns in a network's rows.
    pub fn column_names(&self, net: &Network) -> Vec<String> {
        let named = |id: &str| format!("{}:{}", self.name, id);
        match self.per {
            Per::Run => vec![self.name.to_string()],
            Per::Route => net.routes.iter().map(|r| named(&r.id)).collect(),
            Per::Resource => net.resources.iter().map(|j| named(&j.id)).collect(),
        }
    }
}

/// Values per sample row of a table's quantities over a network.
pub fn sample_width<S>(table: &[SampledQuantity<S>], net: &Network) -> usize {
    table.iter().map(|q| q.width(RowShape::of(net))).sum()
}

/// Names of the columns of a table's rows over a network, in row order.
pub fn column_names<S>(table: &[SampledQuantity<S>], net: &Network) -> Vec<String> {
    table.iter().flat_map(|q| q.column_names(net)).collect()
}

/// Fills one row (of [`sample_width`] values) from `sim`, quantity by quantity in table order.
pub fn fill_row<S>(table: &[SampledQuantity<S>], shape: RowShape, sim: &mut S, row: &mut [f64]) {
    let mut start = 0;
    for q in table {
        let end = start + q.width(shape);
        (q.fill)(sim, &mut row[start..end]);
        start = end;
    }
}
