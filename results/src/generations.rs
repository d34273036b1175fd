//! TPU generations in one table: per chip, the HBM, the bf16 matrix peak and
//! the HBM bandwidth, each with where it was published. Compile-only rows
//! read it twice: the HBM a device has (a compiled footprint above it is
//! `oom`), and the peaks a predicted step time divides by. A topology name
//! (`v6e:2x2`, `tpu7x:2x2x1`) names its generation before the colon.
//!
//! The figures are Google Cloud's published per-chip specifications, not
//! measured here; the compiler's own HBM limit is a little lower (it
//! reserves some: `available HBM (15.75G)` on a 16 GiB v5e chip), and its
//! E1000 refusal is what decides an `oom` the compiler sees.

/// One chip generation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Generation {
    /// The name topology names start with.
    pub name: &'static str,
    /// HBM per chip, bytes.
    pub hbm_bytes: u64,
    /// Dense bf16 matrix peak per chip, FLOP/s (the MXU's; an f32 dot at
    /// DEFAULT precision is one bf16 pass on a TPU, so it runs at this peak).
    pub bf16_flops: f64,
    /// HBM bandwidth per chip, bytes/s.
    pub hbm_bytes_per_s: f64,
    /// Where the figures are published.
    pub source: &'static str,
}

const GIB: u64 = 1 << 30;

/// The generations libtpu compiles for, oldest first.
pub const GENERATIONS: [Generation; 5] = [
    Generation {
        name: "v4",
        hbm_bytes: 32 * GIB,
        bf16_flops: 275e12,
        hbm_bytes_per_s: 1228e9,
        source: "https://cloud.google.com/tpu/docs/v4",
    },
    Generation {
        name: "v5e",
        hbm_bytes: 16 * GIB,
        bf16_flops: 197e12,
        hbm_bytes_per_s: 819e9,
        source: "https://cloud.google.com/tpu/docs/v5e",
    },
    Generation {
        name: "v5p",
        hbm_bytes: 95 * GIB,
        bf16_flops: 459e12,
        hbm_bytes_per_s: 2765e9,
        source: "https://cloud.google.com/tpu/docs/v5p",
    },
    Generation {
        name: "v6e",
        hbm_bytes: 32 * GIB,
        bf16_flops: 918e12,
        hbm_bytes_per_s: 1640e9,
        source: "https://cloud.google.com/tpu/docs/v6e",
    },
    Generation {
        name: "tpu7x",
        hbm_bytes: 192 * GIB,
        bf16_flops: 2307e12,
        hbm_bytes_per_s: 7380e9,
        source: "https://cloud.google.com/tpu/docs/tpu7x",
    },
];

/// The forms of topology name libtpu accepts, for error messages.
pub const TOPOLOGY_FORMS: &str = "v4:AxBxC, v5e:AxB, v5p:AxBxC, v6e:AxB, tpu7x:AxBxC (e.g. v5e:2x2, v6e:16x16, v5p:16x16x32, tpu7x:2x2x1)";

/// A topology name read: its generation and its chips.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TopologyName {
    pub generation: &'static Generation,
    /// The product of its dimensions.
    pub chips: u64,
}

/// A topology name libtpu would not accept; its message names the accepted forms.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("topology `{name}`: {fault}; the accepted forms are {TOPOLOGY_FORMS}")]
pub struct TopologyError {
    pub name: String,
    pub fault: TopologyFault,
}

/// What is wrong with a topology name.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TopologyFault {
    #[error("no `:` between generation and shape")]
    NoShape,
    #[error("unknown generation `{0}`{hint}", hint = if .0.starts_with("v7") { " (TPU7x is named `tpu7x`)" } else { "" })]
    UnknownGeneration(String),
    #[error("{generation} takes {want} dimensions, `{dims}` has {got}")]
    Dimensions { generation: String, want: usize, dims: String, got: usize },
    #[error("`{0}` is not a dimension (1 to 1024)")]
    NotADimension(String),
}

/// Reads `GEN:AxB[xC]`; an unknown generation or a malformed shape is an
/// error naming the accepted forms (the library has the last word on
/// whether it can make the topology).
pub fn parse_topology(name: &str) -> Result<TopologyName, TopologyError> {
    let bad = |fault: TopologyFault| TopologyError { name: name.to_string(), fault };
    let (gen, dims) = name.split_once(':').ok_or_else(|| bad(TopologyFault::NoShape))?;
    let generation = GENERATIONS.iter().find(|g| g.name == gen).ok_or_else(|| bad(TopologyFault::UnknownGeneration(gen.to_string())))?;
    let parts: Vec<&str> = dims.split('x').collect();
    let want = if matches!(gen, "v5e" | "v6e") { 2 } else { 3 };
    if parts.len() != want {
        return Err(bad(TopologyFault::Dimensions { generation: gen.to_string(), want, dims: dims.to_string(), got: parts.len() }));
    }
    let mut chips: u64 = 1;
    for p in parts {
        let d: u64 = p.parse().ok().filter(|&d| d > 0 && d <= 1024).ok_or_else(|| bad(TopologyFault::NotADimension(p.to_string())))?;
        chips = chips.saturating_mul(d);
    }
    Ok(TopologyName { generation, chips })
}

/// The generation a topology name starts with.
pub fn generation_of(topology: &str) -> Option<&'static Generation> {
    let gen = topology.split(':').next()?;
    GENERATIONS.iter().find(|g| g.name == gen)
}

/// Fills what the generation table says of a compile record: each
/// device's HBM and the predicted step time (the compiler's
/// `optimal_seconds` where it knows one, and the roofline from `flops` and
/// `bytes accessed` over one device's share of a chip's peaks); for a
/// training step, the MFU ceiling. A topology whose chip holds several
/// devices (TensorCores) splits the chip's figures among them.
pub fn complete(record: &mut crate::CompiledFor, training: bool) {
    let Some(g) = generation_of(&record.topology) else { return };
    let per_chip = if record.chips > 0 && record.topology_devices > record.chips {
        f64::from(record.topology_devices) / f64::from(record.chips)
    } else {
        1.0
    };
    record.hbm_bytes = Some((g.hbm_bytes as f64 / per_chip) as u64);
    let (Some(flops), Some(bytes)) = (record.cost("flops"), record.cost("bytes accessed")) else { return };
    let compute_seconds = flops.max(0.0) / (g.bf16_flops / per_chip);
    let memory_seconds = bytes.max(0.0) / (g.hbm_bytes_per_s / per_chip);
    let seconds = compute_seconds.max(memory_seconds);
    let optimal_seconds = record.cost("optimal_seconds").filter(|s| *s > 0.0);
    let step = optimal_seconds.unwrap_or(seconds);
    let mfu_ceiling = (training && step > 0.0).then(|| (compute_seconds / step).min(1.0));
    record.predicted = Some(crate::Predicted { optimal_seconds, compute_seconds, memory_seconds, seconds, mfu_ceiling });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn topology_names_read_and_refused() {
        let t = parse_topology("v5p:16x16x32").unwrap();
        assert_eq!((t.generation.name, t.chips), ("v5p", 8192));
        assert_eq!(parse_topology("v6e:2x2").unwrap().chips, 4);
        assert!(parse_topology("v7x:2x2x1").unwrap_err().to_string().contains("named `tpu7x`"));
        assert!(parse_topology("v6e:2x2x1").unwrap_err().to_string().contains("takes 2 dimensions"));
        assert!(parse_topology("v6e").unwrap_err().to_string().contains("accepted forms"));
        assert!(parse_topology("v6e:0x2").unwrap_err().to_string().contains("not a dimension"));
        assert_eq!(generation_of("tpu7x:2x2x1").unwrap().hbm_bytes, 192 << 30);
    }

    #[test]
    fn predictions_divide_by_one_devices_share_of_the_chip() {
        let mut r = crate::CompiledFor { topology: "tpu7x:2x2x1".into(), chips: 4, topology_devices: 8, ..Default::default() };
        r.cost.insert("flops".into(), 2307e12);
        r.cost.insert("bytes accessed".into(), 7380e9);
        r.cost.insert("optimal_seconds".into(), -3.0);
        complete(&mut r, true);
        assert_eq!(r.hbm_bytes, Some(96 << 30));
        let p = r.predicted.unwrap();
        assert!((p.compute_seconds - 2.0).abs() < 1e-9 && (p.memory_seconds - 2.0).abs() < 1e-9, "{p:?}");
        assert_eq!(p.optimal_seconds, None);
        assert_eq!(p.mfu_ceiling, Some(1.0));
        let mut unknown = crate::CompiledFor { topology: "x:1".into(), ..Default::default() };
        complete(&mut unknown, false);
        assert_eq!((unknown.hbm_bytes, unknown.predicted), (None, None));
    }
}
