//! The host's CPU, for a run's provenance: its model name and the widest
//! vector instructions it offers. On the CPU plugin XLA compiles for the
//! host it runs on, and PyTorch CPU dispatches its kernels by the same
//! instructions, so both sides of a parity check round differently from one
//! host to another: a ResNet-50's TorchTPU error against float64 was 5x
//! PyTorch CPU's on one machine and below it on an AVX-512 one.

/// `AMD EPYC (avx512)`; what Linux's `/proc/cpuinfo` says, `unknown` where
/// it cannot be read.
pub fn describe() -> String {
    std::fs::read_to_string("/proc/cpuinfo").map(|text| from_cpuinfo(&text)).unwrap_or_else(|_| "unknown".into())
}

fn from_cpuinfo(text: &str) -> String {
    let field = |name: &str| {
        text.lines()
            .find_map(|l| l.split_once(':').filter(|(k, _)| k.trim() == name).map(|(_, v)| v.trim().to_string()))
            .filter(|v| !v.is_empty())
    };
    let model = field("model name").unwrap_or_else(|| "unknown".into());
    let flags = field("flags").unwrap_or_default();
    let has = |f: &str| flags.split_whitespace().any(|x| x == f);
    let isa = ["avx512f", "avx2", "avx", "sse4_2"].into_iter().find(|f| has(f)).map(|f| f.trim_end_matches('f'));
    match isa {
        Some(isa) => format!("{model} ({isa})"),
        None => model,
    }
}

#[cfg(test)]
mod tests {
    use super::from_cpuinfo;

    #[test]
    fn names_the_model_and_its_widest_vector_instructions() {
        let amd = "processor\t: 0\nmodel name\t: AMD EPYC\nflags\t\t: fpu sse4_2 avx avx2 avx512f avx512bw\n\nprocessor\t: 1\n";
        assert_eq!(from_cpuinfo(amd), "AMD EPYC (avx512)");
        let intel = "model name\t: Intel(R) Xeon(R) CPU @ 2.20GHz\nflags\t\t: fpu sse4_2 avx avx2 fma\n";
        assert_eq!(from_cpuinfo(intel), "Intel(R) Xeon(R) CPU @ 2.20GHz (avx2)");
        assert_eq!(from_cpuinfo("processor : 0\n"), "unknown");
        assert_eq!(from_cpuinfo("model name : Neoverse-N1\nFeatures : fp asimd\n"), "Neoverse-N1");
    }
}
