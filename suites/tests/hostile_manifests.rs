//! Hostile or careless definition folders: every bad manifest field is an
//! error naming `model.toml` and the field; a weight that no file provides
//! is an error naming the file and the tensor (unless the manifest gives it
//! a fill); loading stays linear in the number of arguments; the definition
//! hash keeps its exact bytes.

use runtime::{tensors_file, HostTensor};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use suites::{byo, Suite};

/// A tier 2 MLP written as a folder with its tensors: (tempdir, folder).
fn written() -> (tempfile::TempDir, PathBuf) {
    let suite = Suite::open("tier2").unwrap();
    let i = suite.entries.iter().position(|e| e.family == "mlp").unwrap();
    let def = suite.load(i).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join(def.id());
    byo::write(&dir, &def, Some(&def.inputs().unwrap())).unwrap();
    (tmp, dir)
}

fn manifest_table(dir: &Path) -> toml::Table {
    std::fs::read_to_string(dir.join(byo::MANIFEST)).unwrap().parse().unwrap()
}

/// Writes `edit(manifest)` and returns the loader's error.
fn load_error_after(dir: &Path, edit: impl FnOnce(&mut toml::Table)) -> String {
    let mut t = manifest_table(dir);
    edit(&mut t);
    std::fs::write(dir.join(byo::MANIFEST), toml::to_string(&t).unwrap()).unwrap();
    match byo::load(dir) {
        Ok(d) => panic!("{} loaded although its manifest is bad:\n{}", d.id(), toml::to_string(&t).unwrap()),
        Err(e) => e.to_string(),
    }
}

fn args(t: &mut toml::Table) -> &mut Vec<toml::Value> {
    t.get_mut("arguments").and_then(|a| a.as_array_mut()).unwrap()
}

fn first_table(v: &mut [toml::Value]) -> &mut toml::Table {
    v[0].as_table_mut().unwrap()
}

fn assert_names(e: &str, fragments: &[&str]) {
    assert!(e.contains(byo::MANIFEST), "the error names the manifest: {e}");
    for f in fragments {
        assert!(e.contains(f), "the error lacks `{f}`: {e}");
    }
}

#[test]
fn unknown_fields_are_refused_in_every_section() {
    let (_t, dir) = written();
    let e = load_error_after(&dir, |t| {
        first_table(args(t)).insert("fil".into(), "ones".into());
    });
    assert_names(&e, &["fil"]);
    let (_t, dir) = written();
    let e = load_error_after(&dir, |t| {
        let outs = t.get_mut("outputs").and_then(|o| o.as_array_mut()).unwrap();
        first_table(outs).insert("knd".into(), "logits".into());
    });
    assert_names(&e, &["knd"]);
    let (_t, dir) = written();
    let e = load_error_after(&dir, |t| {
        t.insert("tolerance".into(), toml::Value::Table("rtl = 0.1".parse().unwrap()));
    });
    assert_names(&e, &["rtl"]);
    let (_t, dir) = written();
    let e = load_error_after(&dir, |t| {
        t.insert("dynamic".into(), toml::Value::Table("bound = 8\nlength_argument = \"x\"\nbund = 3".parse().unwrap()));
    });
    assert_names(&e, &["bund"]);
}

#[test]
fn duplicate_names_bad_ids_and_non_finite_fills_are_refused() {
    let (_t, dir) = written();
    let e = load_error_after(&dir, |t| {
        let a = args(t);
        let name = a[0]["name"].clone();
        a[1].as_table_mut().unwrap().insert("name".into(), name);
    });
    assert_names(&e, &["appears twice"]);
    let (_t, dir) = written();
    let e = load_error_after(&dir, |t| {
        let outs = t.get_mut("outputs").and_then(|o| o.as_array_mut()).unwrap();
        let again = outs[0].clone();
        outs.push(again);
    });
    assert_names(&e, &["output", "appears twice"]);
    for (id, what) in
        [("", "is empty"), ("..", "names a folder"), ("../../../x", "contains '/'"), ("/abs", "contains '/'"), ("a/b", "contains '/'")]
    {
        let (_t, dir) = written();
        let e = load_error_after(&dir, |t| {
            t.insert("id".into(), id.into());
        });
        assert_names(&e, &["id: definition id", what]);
    }
    for fill in ["normal(nan)", "uniform(0,inf)", "constant(-inf)"] {
        let (_t, dir) = written();
        let e = load_error_after(&dir, |t| {
            first_table(args(t)).insert("fill".into(), fill.into());
        });
        assert_names(&e, &["non-finite", fill]);
    }
}

#[test]
fn bad_tolerances_and_dynamic_sections_are_refused() {
    for (key, value) in [("rtol", f64::NAN), ("atol", f64::INFINITY), ("rtol", -1e-3)] {
        let (_t, dir) = written();
        let e = load_error_after(&dir, |t| {
            let mut tol = toml::Table::new();
            tol.insert(key.into(), value.into());
            t.insert("tolerance".into(), toml::Value::Table(tol));
        });
        assert_names(&e, &["[tolerance]", key, "finite and >= 0"]);
    }
    for (bound, arg, want) in [
        (0, "x", "bound must be positive"),
        (-8, "x", "bound must be positive"),
        (8, "nosuch", "`nosuch` is not an argument"),
        (8, "x", "must be an i32 scalar"),
    ] {
        let (_t, dir) = written();
        let e = load_error_after(&dir, |t| {
            let name = args(t)[0]["name"].as_str().unwrap().to_string();
            let mut d = toml::Table::new();
            d.insert("bound".into(), bound.into());
            d.insert("length_argument".into(), if arg == "x" { name } else { arg.to_string() }.into());
            t.insert("dynamic".into(), toml::Value::Table(d));
        });
        assert_names(&e, &["[dynamic]", want]);
    }
}

/// Copies `suites/hf/<name>` into a temporary folder.
fn hf_copy(name: &str) -> (tempfile::TempDir, PathBuf) {
    let src = Suite::hf_dir().join(name);
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join(name);
    std::fs::create_dir_all(&dir).unwrap();
    for f in [byo::PROGRAM, byo::MANIFEST, byo::WEIGHTS, byo::INPUTS] {
        if src.join(f).is_file() {
            std::fs::copy(src.join(f), dir.join(f)).unwrap();
        }
    }
    (tmp, dir)
}

#[test]
fn a_weight_no_file_provides_is_an_error_unless_the_manifest_fills_it() {
    let (_t, dir) = hf_copy("mpt");
    let path = dir.join(byo::WEIGHTS);
    // The hf suite seeds its trainable weights (a `fill` each); without the fill, nothing provides lm_head.weight.
    let mut m = byo::read_manifest(&dir).unwrap();
    let head = m.arguments.iter_mut().find(|a| a.name == "lm_head.weight").expect("suites/hf/mpt has lm_head.weight");
    assert!(head.fill.is_some(), "suites/hf/mpt seeds lm_head.weight");
    head.fill = None;
    std::fs::write(dir.join(byo::MANIFEST), toml::to_string(&m).unwrap()).unwrap();
    let (tensors, _) = tensors_file::read(&path).unwrap();
    assert!(!tensors.iter().any(|(n, _)| n == "lm_head.weight"));
    let e = byo::load(&dir).unwrap_err().to_string();
    assert!(e.contains(byo::WEIGHTS) && e.contains("`lm_head.weight`") && e.contains("1 weight argument"), "{e}");

    // An explicit fill is the manifest saying "random is fine here".
    let mut m = byo::read_manifest(&dir).unwrap();
    m.arguments.iter_mut().find(|a| a.name == "lm_head.weight").unwrap().fill = Some("normal(0.02)".into());
    std::fs::write(dir.join(byo::MANIFEST), toml::to_string(&m).unwrap()).unwrap();
    let d = byo::load(&dir).unwrap();
    assert!(!d.provided.contains_key("lm_head.weight"));
    assert_eq!(d.inputs().unwrap().len(), m.arguments.len());

    // No weights file at all: the manifest is named, with a count.
    std::fs::remove_file(&path).unwrap();
    let e = byo::load(&dir).unwrap_err().to_string();
    let unfilled = m.arguments.iter().filter(|a| a.role == suites::Role::Weight && a.fill.is_none()).count();
    let plural = if unfilled == 1 { "" } else { "s" };
    assert!(e.contains(byo::MANIFEST) && e.contains(&format!("has no {} for {unfilled} weight argument{plural}", byo::WEIGHTS)), "{e}");
    assert!(!e.contains("lm_head.weight"), "the filled weight is not missing: {e}");
}

#[test]
fn a_definition_written_without_tensors_loads_back_with_the_same_inputs() {
    let suite = Suite::open("tier2").unwrap();
    for family in ["llama", "bert", "lstm"] {
        let i = suite.entries.iter().position(|e| e.family == family).unwrap();
        let def = suite.load(i).unwrap();
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join(def.id());
        byo::write(&dir, &def, None).unwrap();
        let back = byo::load(&dir).unwrap_or_else(|e| panic!("{e}"));
        let (a, b) = (def.inputs().unwrap(), back.inputs().unwrap());
        assert_eq!(a, b, "{}", def.id());
        assert_eq!(def.hash(&a), back.hash(&b));
    }
}

#[test]
fn the_hash_is_sha256_of_program_then_each_type_and_bytes() {
    let (_t, dir) = written();
    let d = byo::load(&dir).unwrap();
    let inputs = d.inputs().unwrap();
    let mut joined = d.program.clone();
    for t in &inputs {
        joined.extend_from_slice(t.type_string().as_bytes());
        joined.extend_from_slice(&t.data);
    }
    assert_eq!(d.hash(&inputs), tensors_file::sha256_hex(&joined));
}

#[test]
fn loading_is_linear_in_the_number_of_weights() {
    const N: usize = 100_000;
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("many");
    std::fs::create_dir_all(&dir).unwrap();
    let params: Vec<String> = (0..N).map(|i| format!("%a{i}: tensor<1xf32>")).collect();
    let program = format!(
        "module @m {{\n  func.func public @main({}) -> tensor<1xf32> {{\n    return %a0 : tensor<1xf32>\n  }}\n}}\n",
        params.join(", ")
    );
    std::fs::write(dir.join(byo::PROGRAM), program).unwrap();
    let mut manifest = String::from("id = \"many\"\nfamily = \"mlp\"\n");
    for i in 0..N {
        manifest.push_str(&format!("\n[[arguments]]\nname = \"w{i}\"\nshape = [1]\ndtype = \"f32\"\nrole = \"weight\"\n"));
    }
    std::fs::write(dir.join(byo::MANIFEST), manifest).unwrap();
    let values: Vec<HostTensor> = (0..N).map(|i| HostTensor::from_slice(&[1], &[i as f32]).unwrap()).collect();
    let named: Vec<(String, &HostTensor)> = values.iter().enumerate().map(|(i, t)| (format!("w{i}"), t)).collect();
    tensors_file::write(&dir.join(byo::WEIGHTS), &named, &BTreeMap::new()).unwrap();

    let t0 = Instant::now();
    let d = byo::load(&dir).unwrap();
    let inputs = d.inputs().unwrap();
    let hash = d.hash(&inputs);
    let took = t0.elapsed();
    assert_eq!(d.provided.len(), N);
    assert_eq!(inputs[N - 1], values[N - 1]);
    assert_eq!(hash.len(), 64);
    println!("{N} weight arguments: loaded, filled and hashed in {:.2} s", took.as_secs_f64());
    // Quadratic matching took about two minutes here; linear takes about two seconds.
    assert!(took < Duration::from_secs(30), "loading {N} weights took {took:?}");
}
