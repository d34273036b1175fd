//! Tier catalogs: which (family, config, dtype, seed) each tier holds, how
//! they are drawn (deterministically, from fixed seeds), and the committed
//! CSV form (`id,family,dtype,seed,bound,config`; `bound` is empty outside
//! the dynamism tier, `config` is compact JSON).
//!
//! Tier 1's family mix follows the popularity skew of design.md (encoders
//! dominate downloads, decoders dominate fine-tunes; every family floored to
//! a fair share). Tier 2 holds every family's base config in both dtypes and
//! one definition per value of every non-size variant axis, topped up with
//! draws. The dynamism tier holds causal LMs, each with a sequence bound.

pub mod spmd;

use crate::error::{refused, CatalogError, GenerateError};
use crate::fill::Rng;
use crate::spec::Spec;
use crate::zoo::config::Config;
use crate::zoo::families::{self, Kind, FAMILIES};
use std::collections::HashSet;
use tensors::DType;

pub const TIER1_COUNT: usize = 4917;
pub const TIER2_COUNT: usize = 657;
pub const DYNAMISM_COUNT: usize = 839;
/// Training steps: 22 per family.
pub const TRAIN_COUNT: usize = 22 * 29;
/// The most trained parameters a train-tier definition may have (its
/// baselines store parameter tensors, and the repository stays small).
pub const TRAIN_MAX_PARAMETERS: i64 = 5000;

pub const TIER1_CSV: &str = include_str!("../../catalogs/tier1.csv");
/// The real-size sample: a handful of popular models at their published
/// sizes (BERT-large, ViT-L/16, GPT-2-XL, a Llama-2-7B shape with 2 of its
/// 32 layers, and all 32), seeded weights. Written by hand, not generated;
/// definitions the host cannot hold are refused before loading.
pub const REALSIZE_CSV: &str = include_str!("../../catalogs/realsize.csv");
pub const TIER2_CSV: &str = include_str!("../../catalogs/tier2.csv");
pub const DYNAMISM_CSV: &str = include_str!("../../catalogs/dynamism.csv");
pub const TRAIN_CSV: &str = include_str!("../../catalogs/train.csv");
/// Sharded definitions over 4 devices (see [`crate::spmd`] and [`spmd`]).
pub const SPMD_CSV: &str = include_str!("../../catalogs/spmd.csv");

/// Tier 1 rows per family (sums to [`TIER1_COUNT`]).
pub const TIER1_MIX: &[(&str, usize)] = &[
    ("bert", 700),
    ("roberta", 300),
    ("xlm-roberta", 250),
    ("electra", 150),
    ("distilbert", 200),
    ("deberta", 150),
    ("modernbert", 150),
    ("llama", 500),
    ("qwen2", 350),
    ("qwen3", 300),
    ("mistral", 300),
    ("gemma", 200),
    ("phi", 120),
    ("gpt2", 150),
    ("gpt-neox", 80),
    ("falcon", 60),
    ("opt", 80),
    ("bloom", 60),
    ("mpt", 50),
    ("mixtral", 80),
    ("t5", 150),
    ("bart", 100),
    ("whisper", 80),
    ("vit", 80),
    ("resnet", 60),
    ("convnext", 50),
    ("clip", 100),
    ("mlp", 34),
    ("lstm", 33),
];

/// Axes that only change sizes; Tier 2 covers the others value by value.
const SIZE_AXES: &[&str] = &[
    "hidden",
    "heads",
    "intermediate",
    "layers",
    "seq",
    "vocab",
    "batch",
    "image",
    "frames",
    "mel",
    "features",
    "decoder_seq",
    "decoder_layers",
    "labels",
    "rope_theta",
];

/// A short, readable key of a config's sizes for ids.
pub(crate) fn size_key(family: &str, c: &Config) -> String {
    match families::kind(family) {
        Some(Kind::Vision) if family != "vit" => {
            let w: Vec<String> = c.widths.iter().map(|x| x.to_string()).collect();
            format!("w{}-px{}", w.join("."), c.image)
        }
        Some(Kind::Classic) if family == "lstm" => format!("h{}-t{}", c.hidden, c.seq),
        Some(Kind::CausalLm) => {
            let attn = if c.kv() == c.heads {
                "mha".to_string()
            } else if c.kv() == 1 {
                "mqa".to_string()
            } else {
                format!("gqa{}", c.kv())
            };
            format!("h{}-l{}-{attn}", c.hidden, c.layers)
        }
        _ => format!("h{}-l{}", c.hidden, c.layers),
    }
}

fn make_id(family: &str, c: &Config, dtype: DType, bound: Option<i64>, tier: &str, index: usize) -> String {
    let b = bound.map(|b| format!("-b{b}")).unwrap_or_default();
    format!("{family}-{}{b}-{}-{tier}.{index:04}", size_key(family, c), dtype.name())
}

fn pick<'a, T>(rng: &mut Rng, v: &'a [T]) -> &'a T {
    &v[(rng.next_u64() % v.len() as u64) as usize]
}

pub(crate) fn sample(family: &str, rng: &mut Rng) -> Result<Config, GenerateError> {
    let mut c = families::base(family)?;
    for (name, values) in families::axes(family) {
        let v = pick(rng, &values).clone();
        c = families::patched(&c, &serde_json::json!({ name: v }))?;
    }
    Ok(families::normalize(family, c))
}

fn seed_of(rng: &mut Rng) -> u64 {
    rng.next_u64() >> 12
}

/// Draws `n` distinct configs of a family where the axes allow, else
/// repeats with new seeds; `shape` adjusts each draw (Tier 2's output cap).
fn draw(
    family: &str,
    n: usize,
    bf16_share: f64,
    rng: &mut Rng,
    seen: &mut HashSet<String>,
    shape: fn(&str, Config) -> Config,
) -> Result<Vec<(Config, DType, u64)>, GenerateError> {
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let dtype = if rng.next_f64() < bf16_share { DType::BF16 } else { DType::F32 };
        let mut c = shape(family, sample(family, rng)?);
        for _ in 0..20 {
            let key = format!("{family}|{}|{}", dtype.name(), c.to_compact_json());
            if seen.insert(key) {
                break;
            }
            c = shape(family, sample(family, rng)?);
        }
        out.push((c, dtype, seed_of(rng)));
    }
    Ok(out)
}

fn specs_from(rows: Vec<(String, Config, DType, u64, Option<i64>)>, tier: &str) -> Vec<Spec> {
    rows.into_iter()
        .enumerate()
        .map(|(i, (family, config, dtype, seed, bound))| Spec {
            id: make_id(&family, &config, dtype, bound, tier, i),
            family,
            dtype,
            seed,
            bound,
            train: None,
            sharding: None,
            config,
        })
        .collect()
}

pub fn tier1() -> Result<Vec<Spec>, GenerateError> {
    let mut rng = Rng::new(0x7131);
    let mut seen = HashSet::new();
    let mut rows = Vec::with_capacity(TIER1_COUNT);
    for (family, n) in TIER1_MIX {
        for (c, d, s) in draw(family, *n, 0.3, &mut rng, &mut seen, |_, c| c)? {
            rows.push((family.to_string(), c, d, s, None));
        }
    }
    Ok(specs_from(rows, "t1"))
}

pub fn tier2() -> Result<Vec<Spec>, GenerateError> {
    let mut rng = Rng::new(0x7132);
    let mut seen = HashSet::new();
    let mut rows = Vec::with_capacity(TIER2_COUNT);
    for (family, _) in FAMILIES {
        let base = tier2_outputs(family, families::base(family)?);
        for d in [DType::F32, DType::BF16] {
            seen.insert(format!("{family}|{}|{}", d.name(), base.to_compact_json()));
            rows.push((family.to_string(), base.clone(), d, seed_of(&mut rng), None));
        }
        let mut k = 0;
        for (name, values) in families::axes(family) {
            if SIZE_AXES.contains(&name) {
                continue;
            }
            for v in values {
                let c = tier2_outputs(family, families::patched(&base, &serde_json::json!({ name: v }))?);
                let d = if k % 3 == 2 { DType::BF16 } else { DType::F32 };
                k += 1;
                if seen.insert(format!("{family}|{}|{}", d.name(), c.to_compact_json())) {
                    rows.push((family.to_string(), c, d, seed_of(&mut rng), None));
                }
            }
        }
    }
    if rows.len() > TIER2_COUNT {
        return Err(refused(format!("tier 2 axes need {} rows, more than {TIER2_COUNT}", rows.len())));
    }
    let mut f = 0;
    while rows.len() < TIER2_COUNT {
        let family = FAMILIES[f % FAMILIES.len()].0;
        f += 1;
        for (c, d, s) in draw(family, 1, 0.4, &mut rng, &mut seen, tier2_outputs)? {
            rows.push((family.to_string(), c, d, s, None));
        }
    }
    rows.sort_by_key(|a| family_order(&a.0));
    Ok(specs_from(rows, "t2"))
}

/// Tier 2 commits every definition's baseline and float64 reference
/// (baselines/store/tier2), so its outputs stay small: one sequence of at
/// most 16 positions over at most 256 classes (logits are the largest
/// outputs). Parity does not depend on these sizes; Tier 1 keeps them all.
fn tier2_outputs(family: &str, c: Config) -> Config {
    let capped = Config { batch: 1, seq: c.seq.min(16), vocab: c.vocab.min(256), ..c };
    families::normalize(family, capped)
}

fn family_order(f: &str) -> usize {
    FAMILIES.iter().position(|(n, _)| *n == f).unwrap_or(usize::MAX)
}

pub fn dynamism() -> Result<Vec<Spec>, GenerateError> {
    let mut rng = Rng::new(0x7133);
    let mut seen = HashSet::new();
    let weights: &[(&str, usize)] = &[
        ("llama", 150),
        ("qwen2", 110),
        ("qwen3", 90),
        ("mistral", 90),
        ("gemma", 70),
        ("phi", 50),
        ("gpt2", 60),
        ("gpt-neox", 40),
        ("falcon", 35),
        ("opt", 40),
        ("bloom", 35),
        ("mpt", 30),
        ("mixtral", 39),
    ];
    let mut rows = Vec::with_capacity(DYNAMISM_COUNT);
    for (family, n) in weights {
        for (mut c, d, s) in draw(family, *n, 0.2, &mut rng, &mut seen, |_, c| c)? {
            let bound = *pick(&mut rng, &[16i64, 24, 32]);
            c.seq = bound;
            let c = families::normalize(family, c);
            rows.push((family.to_string(), c, d, s, Some(bound)));
        }
    }
    Ok(specs_from(rows, "dy"))
}

/// Tiny sizes for a training step (at most [`TRAIN_MAX_PARAMETERS`]).
fn train_sizes(family: &str, rng: &mut Rng) -> serde_json::Value {
    use serde_json::json;
    let p = |rng: &mut Rng, v: &[serde_json::Value]| pick(rng, v).clone();
    let k = families::kind(family);
    let mut m = serde_json::Map::new();
    let mut put = |name: &str, v: serde_json::Value| {
        m.insert(name.to_string(), v);
    };
    match k {
        Some(Kind::Vision) if family != "vit" => {
            put("widths", p(rng, &[json!([4]), json!([4, 8]), json!([4, 6]), json!([6])]));
            put("image", p(rng, &[json!(8), json!(16)]));
            put("layers", json!(1));
            put("labels", p(rng, &[json!(3), json!(4), json!(5)]));
            put("batch", p(rng, &[json!(1), json!(2)]));
        }
        Some(Kind::Classic) if family == "mlp" => {
            put("features", p(rng, &[json!(8), json!(12), json!(16)]));
            put("hidden", p(rng, &[json!(16), json!(24), json!(32)]));
            put("layers", p(rng, &[json!(1), json!(2)]));
            put("labels", p(rng, &[json!(3), json!(4)]));
            put("batch", p(rng, &[json!(2), json!(4)]));
        }
        Some(Kind::Classic) => {
            put("features", p(rng, &[json!(4), json!(6)]));
            put("hidden", p(rng, &[json!(8), json!(12)]));
            put("seq", p(rng, &[json!(3), json!(4)]));
            put("layers", p(rng, &[json!(1), json!(2)]));
            put("labels", json!(3));
            put("batch", p(rng, &[json!(1), json!(2)]));
        }
        _ => {
            put("hidden", p(rng, &[json!(8), json!(16)]));
            put("heads", p(rng, &[json!(1), json!(2)]));
            put("intermediate", p(rng, &[json!(8), json!(16), json!(32)]));
            put("layers", p(rng, &[json!(1), json!(2)]));
            put("seq", p(rng, &[json!(4), json!(6), json!(8)]));
            put("vocab", p(rng, &[json!(16), json!(24), json!(32)]));
            put("batch", p(rng, &[json!(1), json!(2)]));
            put("labels", p(rng, &[json!(2), json!(3)]));
            if k == Some(Kind::EncoderDecoder) {
                put("layers", json!(1));
                put("decoder_layers", p(rng, &[json!(1), json!(2)]));
                put("decoder_seq", p(rng, &[json!(3), json!(4)]));
                put("mel", p(rng, &[json!(4), json!(6)]));
                put("frames", json!(8));
            }
            if family == "vit" || family == "clip" {
                put("image", json!(8));
                put("patch", json!(4));
                put("layers", json!(1));
            }
            if family == "clip" {
                put("batch", json!(2));
            }
            if family == "mixtral" {
                put("experts", p(rng, &[json!(2), json!(3), json!(4)]));
                put("intermediate", p(rng, &[json!(8), json!(16)]));
            }
            if family == "mistral" || family == "modernbert" {
                put("window", p(rng, &[json!(2), json!(3)]));
            }
        }
    }
    serde_json::Value::Object(m)
}

/// The train tier: training steps of every family in tiny sizes, the
/// non-size axes drawn as Tier 1 draws them, the optimizer alternating
/// SGD-momentum / AdamW, one in five in bf16 (f32 loss and optimizer state).
pub fn train() -> Result<Vec<Spec>, GenerateError> {
    let mut rng = Rng::new(0x7134);
    let mut seen = HashSet::new();
    let per_family = TRAIN_COUNT / FAMILIES.len();
    let mut out = Vec::with_capacity(TRAIN_COUNT);
    for (family, _) in FAMILIES {
        for k in 0..per_family {
            let dtype = if k % 5 == 4 { DType::BF16 } else { DType::F32 };
            let opt = crate::train::Optimizer::from_name(if k % 2 == 0 { "sgd" } else { "adamw" }).ok_or("no optimizer preset")?;
            let mut chosen = None;
            for _ in 0..40 {
                let c = families::patched(&sample(family, &mut rng)?, &train_sizes(family, &mut rng))?;
                let c = families::normalize(family, c);
                let key = format!("{family}|{}|{}|{}", dtype.name(), opt.name(), c.to_compact_json());
                let probe = crate::zoo::Model { id: "", family, config: &c, dtype, seed: 0 };
                if c.validate().is_ok() && crate::train::parameter_count(probe)? <= TRAIN_MAX_PARAMETERS && seen.insert(key) {
                    chosen = Some(c);
                    break;
                }
            }
            let c = chosen.ok_or_else(|| format!("train tier: no config of `{family}` within {TRAIN_MAX_PARAMETERS} parameters"))?;
            let index = out.len();
            let id = format!("{family}-{}-{}-{}-tr.{index:04}", size_key(family, &c), dtype.name(), opt.name());
            out.push(Spec {
                id,
                family: family.to_string(),
                dtype,
                seed: seed_of(&mut rng),
                bound: None,
                train: Some(opt),
                sharding: None,
                config: c,
            });
        }
    }
    Ok(out)
}

/// The catalog as committed CSV (with an `optimizer` column when any spec
/// is a training step, a `sharding` column when any is sharded).
pub fn to_csv(specs: &[Spec]) -> String {
    let train = specs.iter().any(|s| s.train.is_some());
    let sharded = specs.iter().any(|s| s.sharding.is_some());
    let mut s = String::from("id,family,dtype,seed,bound,");
    if train {
        s.push_str("optimizer,");
    }
    if sharded {
        s.push_str("sharding,");
    }
    s.push_str("config\n");
    for sp in specs {
        let bound = sp.bound.map(|b| b.to_string()).unwrap_or_default();
        let cfg = sp.config.to_compact_json().replace('"', "\"\"");
        let opt = if train { format!("{},", sp.train.map(|o| o.name()).unwrap_or("")) } else { String::new() };
        let layout = if sharded { format!("{},", sp.sharding.map(|l| l.name()).unwrap_or_default()) } else { String::new() };
        s.push_str(&format!("{},{},{},{},{},{opt}{layout}\"{}\"\n", sp.id, sp.family, sp.dtype.name(), sp.seed, bound, cfg));
    }
    s
}

/// Parses a catalog CSV; `origin` names the file in errors.
pub fn parse_csv(text: &str, origin: &str) -> Result<Vec<Spec>, CatalogError> {
    let mut rdr = csv::ReaderBuilder::new().has_headers(true).from_reader(text.as_bytes());
    let headers = rdr.headers().map_err(|e| CatalogError::file(origin, e))?.clone();
    let col = |name: &str| headers.iter().position(|h| h == name);
    let (Some(ci), Some(cf), Some(cd), Some(cs), Some(cc)) = (col("id"), col("family"), col("dtype"), col("seed"), col("config")) else {
        return Err(CatalogError::file(origin, "expected columns id,family,dtype,seed,config (and optionally bound)"));
    };
    let cb = col("bound");
    let co = col("optimizer");
    let csh = col("sharding");
    let mut out = Vec::new();
    for (i, rec) in rdr.records().enumerate() {
        let line = i + 2;
        let rec = rec.map_err(|e| CatalogError::at(origin, line, e))?;
        let get = |c: usize| rec.get(c).unwrap_or("");
        let family = get(cf).to_string();
        if families::kind(&family).is_none() {
            return Err(CatalogError::at(origin, line, format!("unknown family `{family}`")));
        }
        let dtype = DType::from_name(get(cd)).ok_or_else(|| CatalogError::at(origin, line, format!("unknown dtype `{}`", get(cd))))?;
        let seed = get(cs).parse::<u64>().map_err(|_| CatalogError::at(origin, line, format!("bad seed `{}`", get(cs))))?;
        let bound = match cb.map(get).filter(|s| !s.is_empty()) {
            Some(s) => Some(s.parse::<i64>().map_err(|_| CatalogError::at(origin, line, format!("bad bound `{s}`")))?),
            None => None,
        };
        let train = match co.map(get).filter(|s| !s.is_empty()) {
            Some(s) => Some(
                crate::train::Optimizer::from_name(s)
                    .ok_or_else(|| CatalogError::at(origin, line, format!("unknown optimizer `{s}` (sgd, adamw)")))?,
            ),
            None => None,
        };
        let sharding = match csh.map(get).filter(|s| !s.is_empty()) {
            Some(s) => Some(crate::spmd::Layout::parse(s).map_err(|e| CatalogError::at(origin, line, e))?),
            None => None,
        };
        if let Some(l) = sharding.filter(|l| l.pattern.trains() != train.is_some()) {
            return Err(CatalogError::at(
                origin,
                line,
                format!("`{}` and the optimizer column disagree (a training-step pattern needs an optimizer, the others none)", l.name()),
            ));
        }
        if train.is_some() && bound.is_some() {
            return Err(CatalogError::at(origin, line, "a training step has no sequence bound"));
        }
        let config = Config::from_json(get(cc)).map_err(|e| CatalogError::at(origin, line, e))?;
        config.validate().map_err(|e| CatalogError::at(origin, line, format!("config: {e}")))?;
        let id = get(ci).to_string();
        crate::id::check("definition id", &id).map_err(|e| CatalogError::at(origin, line, format!("id: {e}")))?;
        if sharding.is_some() && bound.is_some() {
            return Err(CatalogError::at(origin, line, "a sharded definition has no sequence bound"));
        }
        out.push(Spec { id, family, dtype, seed, bound, train, sharding, config });
    }
    Ok(out)
}

/// The committed catalog text of a tier name.
pub fn committed(tier: &str) -> Option<&'static str> {
    match tier {
        "tier1" => Some(TIER1_CSV),
        "tier2" => Some(TIER2_CSV),
        "dynamism" => Some(DYNAMISM_CSV),
        "realsize" => Some(REALSIZE_CSV),
        "train" => Some(TRAIN_CSV),
        "spmd" => Some(SPMD_CSV),
        _ => None,
    }
}

/// Generates a tier's catalog afresh.
pub fn generate(tier: &str) -> Result<Vec<Spec>, GenerateError> {
    match tier {
        "tier1" => tier1(),
        "tier2" => tier2(),
        "dynamism" => dynamism(),
        "train" => train(),
        "spmd" => spmd::specs(),
        _ => Err(GenerateError::UnknownTier(tier.to_string())),
    }
}

pub const TIERS: &[&str] = &["tier1", "tier2", "dynamism", "train", "spmd"];

/// Committed catalogs written by hand (not regenerated by [`write_all`]).
pub const HAND_WRITTEN: &[&str] = &["realsize"];

/// Writes the generated catalogs into `dir` as `<tier>.csv`.
pub fn write_all(dir: &std::path::Path) -> Result<(), GenerateError> {
    std::fs::create_dir_all(dir).map_err(|e| GenerateError::Write { path: dir.to_path_buf(), message: e.to_string() })?;
    for t in TIERS {
        let specs = generate(t)?;
        let path = dir.join(format!("{t}.csv"));
        std::fs::write(&path, to_csv(&specs)).map_err(|e| GenerateError::Write { path: path.clone(), message: e.to_string() })?;
    }
    Ok(())
}
