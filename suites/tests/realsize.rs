//! The real-size sample tier: each definition has the parameter count its
//! model publishes (within a few percent: the builders keep the op pattern,
//! not every bias), and the 2-layer Llama keeps 2 of the 32 layers of the
//! full one. Only programs and manifests are generated here, no tensors.

use suites::{Role, Suite};

fn params(id: &str) -> f64 {
    let suite = Suite::open("realsize").unwrap();
    let i = suite.position(id).unwrap_or_else(|| panic!("{id} not in realsize"));
    let def = suite.load(i).unwrap();
    let weights: i64 = def.manifest.arguments.iter().filter(|a| a.role == Role::Weight).map(|a| a.shape.iter().product::<i64>()).sum();
    weights as f64
}

#[test]
fn real_size_definitions_have_their_published_parameter_counts() {
    for (id, published) in [
        ("bert-large-f32.real", 335e6),
        ("vit-large-p16-224-f32.real", 304e6),
        ("gpt2-xl-f32.real", 1558e6),
        ("llama2-7b-f32.real", 6738e6),
    ] {
        let p = params(id);
        assert!((p / published - 1.0).abs() < 0.05, "{id}: {p:.3e} parameters, published {published:.3e}");
    }
    let full = params("llama2-7b-f32.real");
    let two = params("llama2-7b-l2-f32.real");
    let per_layer = (full - two) / 30.0;
    assert!((two - 2.0 * per_layer - 2.0 * 32000.0 * 4096.0).abs() / two < 0.01, "2 layers: {two:.3e}, per layer {per_layer:.3e}");
}

#[test]
fn a_definition_states_the_host_memory_it_needs() {
    let suite = Suite::open("realsize").unwrap();
    let def = suite.load(suite.position("llama2-7b-f32.real").unwrap()).unwrap();
    let bytes = def.footprint().peak(runtime::HostPath::Run { compare: false }) as f64;
    assert!(bytes > 26e9 && bytes < 28e9, "{bytes:.3e}");
}
