//! Sharded (SPMD) definitions: global-view programs, as `jax.jit(f,
//! in_shardings=..., out_shardings=...)` exports them. The program computes
//! the whole model on global shapes; Shardy annotations on `@main`'s
//! arguments and results say how each array is laid out over a device mesh,
//! and XLA's SPMD partitioner splits the computation (adding the all-gathers,
//! all-reduces and all-to-alls). The module carries `mhlo.num_partitions`,
//! `mhlo.num_replicas` and the `sdy.mesh`; training steps keep their
//! `tf.aliasing_output`, each result laid out as the argument it feeds.
//!
//! A [`Layout`] is a parallelism pattern over a mesh, written `pattern@mesh`
//! (`tp@x4`, `dp-tp@2x2`). Which mesh axes each pattern uses:
//!
//! | pattern | what is sharded | `x4` (`["x"=4]`) | `2x2` (`["data"=2, "model"=2]`) |
//! |---|---|---|---|
//! | `dp` | batch of data inputs; weights replicated | batch on x | batch on data+model |
//! | `tp` | Megatron: column-parallel (q/k/v, gate/up, fc1) then row-parallel (o, down, fc2) weights | x | model (data holds replicas) |
//! | `fsdp` | every weight's first dimension, and the batch | weights and batch on x | weights on model, batch on data+model |
//! | `sp` | sequence dimension of token inputs (and activations by propagation) | seq on x | batch on data, seq on model |
//! | `ep` | experts dimension of expert weights, and the batch | both on x | experts on model, batch on data |
//! | `train-dp` | a training step's batch (gradients all-reduced) | batch on x | batch on data+model |
//! | `dp-tp` | data x model: batch and Megatron weights | (2-D only) | batch on data, weights on model |
//!
//! A dimension is sharded only where its size divides by the axes' size;
//! the rest is replicated ([`rules`]). The tier's catalog is
//! [`crate::catalog::spmd`], above this module (which imports only the zoo).

pub mod rules;

use crate::error::{refused, GenerateError};
use crate::hlo::{Builder, V};
use crate::zoo::Model;

/// The name of the mesh every spmd program declares.
pub const MESH: &str = "mesh";

/// A device mesh of 4 devices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mesh {
    /// `["x"=4]`.
    X4,
    /// `["data"=2, "model"=2]`.
    DataModel,
}

impl Mesh {
    pub const ALL: [Mesh; 2] = [Mesh::X4, Mesh::DataModel];

    pub fn name(self) -> &'static str {
        match self {
            Mesh::X4 => "x4",
            Mesh::DataModel => "2x2",
        }
    }

    pub fn from_name(s: &str) -> Option<Mesh> {
        Mesh::ALL.into_iter().find(|m| m.name() == s)
    }

    /// Axis names and sizes, major to minor.
    pub fn axes(self) -> &'static [(&'static str, usize)] {
        match self {
            Mesh::X4 => &[("x", 4)],
            Mesh::DataModel => &[("data", 2), ("model", 2)],
        }
    }

    pub fn devices(self) -> usize {
        self.axes().iter().map(|a| a.1).product()
    }

    /// The mesh as Shardy writes it: `<["x"=4]>`.
    pub fn shardy(self) -> String {
        let axes: Vec<String> = self.axes().iter().map(|(n, s)| format!("\"{n}\"={s}")).collect();
        format!("<[{}]>", axes.join(", "))
    }

    /// The size of a set of axes (their product).
    pub fn size_of(self, axes: &[&str]) -> i64 {
        axes.iter().map(|a| self.axes().iter().find(|(n, _)| n == a).map_or(1, |x| x.1 as i64)).product()
    }
}

/// A parallelism pattern (see the module's table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pattern {
    Dp,
    Tp,
    Fsdp,
    Sp,
    Ep,
    TrainDp,
    DpTp,
}

impl Pattern {
    pub const ALL: [Pattern; 7] = [Pattern::Dp, Pattern::Tp, Pattern::Fsdp, Pattern::Sp, Pattern::Ep, Pattern::TrainDp, Pattern::DpTp];

    pub fn name(self) -> &'static str {
        match self {
            Pattern::Dp => "dp",
            Pattern::Tp => "tp",
            Pattern::Fsdp => "fsdp",
            Pattern::Sp => "sp",
            Pattern::Ep => "ep",
            Pattern::TrainDp => "train-dp",
            Pattern::DpTp => "dp-tp",
        }
    }

    pub fn from_name(s: &str) -> Option<Pattern> {
        Pattern::ALL.into_iter().find(|p| p.name() == s)
    }

    /// Whether the pattern makes a training step (else a forward pass).
    pub fn trains(self) -> bool {
        self == Pattern::TrainDp
    }
}

/// Which mesh axes each role of a dimension is sharded over (empty: replicated).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Axes {
    pub batch: &'static [&'static str],
    pub seq: &'static [&'static str],
    /// Megatron tensor parallelism of weights.
    pub model: &'static [&'static str],
    /// Every weight's first dimension (fully sharded weights).
    pub weights: &'static [&'static str],
    pub experts: &'static [&'static str],
}

const NONE: Axes = Axes { batch: &[], seq: &[], model: &[], weights: &[], experts: &[] };

/// A pattern over a mesh, `pattern@mesh`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Layout {
    pub pattern: Pattern,
    pub mesh: Mesh,
}

impl Layout {
    /// Every layout whose pattern its mesh can hold, by pattern then mesh
    /// (the spmd tier's layouts, in catalog order).
    pub fn all() -> Vec<Layout> {
        let mut out = Vec::new();
        for pattern in Pattern::ALL {
            for mesh in Mesh::ALL {
                let l = Layout { pattern, mesh };
                if l.axes().is_ok() {
                    out.push(l);
                }
            }
        }
        out
    }

    /// Reads `tp@x4`; a pattern a mesh cannot hold (`dp-tp@x4`) is an error.
    pub fn parse(s: &str) -> Result<Layout, GenerateError> {
        let (p, m) = s.split_once('@').ok_or_else(|| format!("sharding `{s}`: expected pattern@mesh (tp@x4, dp-tp@2x2)"))?;
        let pattern = Pattern::from_name(p).ok_or_else(|| {
            let names: Vec<&str> = Pattern::ALL.iter().map(|p| p.name()).collect();
            format!("sharding `{s}`: unknown pattern `{p}` ({})", names.join(", "))
        })?;
        let mesh = Mesh::from_name(m).ok_or_else(|| format!("sharding `{s}`: unknown mesh `{m}` (x4, 2x2)"))?;
        let layout = Layout { pattern, mesh };
        layout.axes()?;
        Ok(layout)
    }

    pub fn name(&self) -> String {
        format!("{}@{}", self.pattern.name(), self.mesh.name())
    }

    /// The axes of each role under this layout.
    pub fn axes(&self) -> Result<Axes, GenerateError> {
        use Mesh::*;
        use Pattern::*;
        const X: &[&str] = &["x"];
        const DM: &[&str] = &["data", "model"];
        const D: &[&str] = &["data"];
        const M: &[&str] = &["model"];
        Ok(match (self.pattern, self.mesh) {
            (Dp | TrainDp, X4) => Axes { batch: X, ..NONE },
            (Dp | TrainDp, DataModel) => Axes { batch: DM, ..NONE },
            (Tp, X4) => Axes { model: X, ..NONE },
            (Tp, DataModel) => Axes { model: M, ..NONE },
            (Fsdp, X4) => Axes { batch: X, weights: X, ..NONE },
            (Fsdp, DataModel) => Axes { batch: DM, weights: M, ..NONE },
            (Sp, X4) => Axes { seq: X, ..NONE },
            (Sp, DataModel) => Axes { batch: D, seq: M, ..NONE },
            (Ep, X4) => Axes { batch: X, experts: X, ..NONE },
            (Ep, DataModel) => Axes { batch: D, experts: M, ..NONE },
            (DpTp, DataModel) => Axes { batch: D, model: M, ..NONE },
            (DpTp, X4) => return Err(refused("dp-tp needs the 2-D mesh (dp-tp@2x2)")),
        })
    }
}

/// `#sdy.sharding<@mesh, [{"x"}, {}]>` of per-dimension axes.
pub fn shardy(dims: &[Vec<&str>]) -> String {
    let d: Vec<String> = dims
        .iter()
        .map(|axes| {
            let q: Vec<String> = axes.iter().map(|a| format!("\"{a}\"")).collect();
            format!("{{{}}}", q.join(", "))
        })
        .collect();
    format!("#sdy.sharding<@{MESH}, [{}]>", d.join(", "))
}

/// Makes `b`'s module a sharded program under `layout`: the module
/// attributes and mesh, an `sdy.sharding` on every argument (after the
/// attributes it has) and on every result. A result named like a weight
/// argument of its shape (a training step's next parameter) is laid out as
/// that argument, so the aliased pair agrees; the others as data.
pub fn annotate(b: &mut Builder, model: Model<'_>, layout: &Layout, results: &[(String, V)]) -> Result<(), GenerateError> {
    let axes = layout.axes()?;
    let ctx = rules::Context { family: model.family, config: model.config, mesh: layout.mesh, axes };
    let args = b.ordered_args();
    let mut weights = std::collections::BTreeMap::new();
    for a in &args {
        let dims = rules::argument(&ctx, &a.name, &a.ty.shape, a.role);
        if a.role == crate::Role::Weight {
            weights.insert((a.name.clone(), a.ty.shape.clone()), dims.clone());
        }
        b.add_arg_attr(&a.ssa, &format!("sdy.sharding = {}", shardy(&dims)));
    }
    for (i, (name, v)) in results.iter().enumerate() {
        let dims = match weights.get(&(name.clone(), v.shape().to_vec())) {
            Some(d) => d.clone(),
            None => rules::activation(&ctx, v.shape()),
        };
        b.set_result_attrs(i, &format!("sdy.sharding = {}", shardy(&dims)));
    }
    b.add_module_attr(&format!("mhlo.num_partitions = {} : i32", layout.mesh.devices()));
    b.add_module_attr("mhlo.num_replicas = 1 : i32");
    b.add_module_decl(&format!("sdy.mesh @{MESH} = {}", layout.mesh.shardy()));
    Ok(())
}

/// Provenance of a sharded definition, for its manifest's `source`.
pub fn source(layout: &Layout) -> Vec<(String, String)> {
    vec![("sharding".into(), layout.name()), ("mesh".into(), layout.mesh.shardy()), ("devices".into(), layout.mesh.devices().to_string())]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_read_back_and_refuse_what_does_not_fit() {
        for l in Layout::all() {
            assert_eq!(Layout::parse(&l.name()).unwrap(), l);
        }
        assert_eq!(Layout::all().len(), 13);
        for bad in ["dp", "dp@x8", "zz@x4", "dp-tp@x4", "@", ""] {
            assert!(Layout::parse(bad).is_err(), "{bad}");
        }
        assert!(Layout::parse("dp-tp@x4").unwrap_err().to_string().contains("2-D mesh"));
        assert_eq!(Mesh::DataModel.shardy(), r#"<["data"=2, "model"=2]>"#);
        assert_eq!(shardy(&[vec!["data", "model"], vec![]]), r#"#sdy.sharding<@mesh, [{"data", "model"}, {}]>"#);
        assert_eq!(shardy(&[]), "#sdy.sharding<@mesh, []>");
    }
}
