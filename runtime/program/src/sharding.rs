//! Shardings read from a program, and the host side of running it on many
//! devices: which slice of a global array each device holds, cutting a
//! global tensor into per-device shards ([`split`]) and putting shards back
//! together ([`assemble`]).
//!
//! An SPMD program declares global shapes on `@main` and says, per argument
//! and result, how the array is laid out: Shardy's `sdy.sharding` over a
//! `sdy.mesh`, or GSPMD's `mhlo.sharding` string. Both become one
//! [`Sharding`]: the array is cut into tiles along its dimensions, each
//! tile held by one or more devices (replicas of the tile). A device here is
//! a partition number: with `CompileOptions::spmd(n)` partition `k` is the
//! `k`-th of the executable's addressable devices. Shards are the padded
//! size XLA uses (`ceil(dim / tiles)`), zero-filled past the array's end.
//!
//! Text is read by a small scanner that never panics and bounds every count
//! it allocates for ([`MAX_DEVICES`]); what it does not understand is an
//! error naming the text, never a guess.

use crate::lex::{code_view, string_entry};
use crate::signature::{MainSignature, TensorType};
use std::collections::BTreeMap;
use tensors::HostTensor;
use tensors::{DataError, Result};

/// The most devices a sharding may name; more is refused, not allocated.
pub const MAX_DEVICES: usize = 1 << 16;

/// How one array is laid out over devices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sharding {
    /// Every device holds the whole array.
    Replicated,
    /// One device holds the array (GSPMD `{maximal device=N}`); every
    /// device is handed the whole array, and the result is read from it.
    Maximal { device: usize },
    /// Cut into `tiles[d]` pieces along dimension `d`, each piece held by
    /// `replicas` devices: `assignment` lists device numbers row-major over
    /// the shape `tiles ++ [replicas]`.
    Tiled { tiles: Vec<usize>, replicas: usize, assignment: Vec<usize> },
}

/// A Shardy mesh: axis names and sizes, and the device of each position
/// (row-major; iota unless the mesh lists `device_ids`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mesh {
    pub axes: Vec<(String, usize)>,
    pub device_ids: Vec<usize>,
}

/// What a program says about its devices and layouts.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ProgramShardings {
    /// `mhlo.num_partitions` / `mhlo.num_replicas` on the module, where given.
    pub num_partitions: Option<usize>,
    pub num_replicas: Option<usize>,
    /// The `sdy.mesh` declarations by name.
    pub meshes: BTreeMap<String, Mesh>,
    /// Per argument and result of `@main`: its sharding, `None` where it
    /// carries none (replicated, unless the compiler propagates one).
    pub args: Vec<Option<Sharding>>,
    pub results: Vec<Option<Sharding>>,
}

fn err(message: impl Into<String>) -> DataError {
    DataError::Program { message: message.into() }
}

/// A scanner over attribute text: whitespace-skipping, string-aware.
struct Scan<'a> {
    s: &'a [u8],
    at: usize,
    text: &'a str,
}

impl<'a> Scan<'a> {
    fn new(text: &'a str) -> Scan<'a> {
        Scan { s: text.as_bytes(), at: 0, text }
    }
    fn ws(&mut self) {
        while self.s.get(self.at).is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }
    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.get(self.at).copied()
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }
    fn eat_word(&mut self, w: &str) -> bool {
        self.ws();
        if self.s[self.at.min(self.s.len())..].starts_with(w.as_bytes()) {
            self.at += w.len();
            true
        } else {
            false
        }
    }
    fn fail(&self, what: &str) -> DataError {
        err(format!("sharding `{}`: {what} at offset {}", self.text.trim(), self.at))
    }
    fn expect(&mut self, c: u8) -> Result<()> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.fail(&format!("expected `{}`", c as char)))
        }
    }
    fn number(&mut self) -> Result<usize> {
        self.ws();
        let start = self.at;
        while self.s.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        let digits = std::str::from_utf8(&self.s[start..self.at]).unwrap_or("");
        digits.parse::<usize>().ok().filter(|&n| n <= MAX_DEVICES).ok_or_else(|| self.fail("expected a number up to 65536"))
    }
    fn word(&mut self) -> String {
        self.ws();
        let start = self.at;
        while self.s.get(self.at).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'.' || *b == b'-' || *b == b'$') {
            self.at += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.at]).into_owned()
    }
    /// A `"..."` string (backslash escapes kept as written).
    fn string(&mut self) -> Result<String> {
        self.expect(b'"')?;
        let start = self.at;
        while let Some(&b) = self.s.get(self.at) {
            match b {
                b'"' => {
                    let out = String::from_utf8_lossy(&self.s[start..self.at]).into_owned();
                    self.at += 1;
                    return Ok(out);
                }
                b'\\' => self.at += 2,
                _ => self.at += 1,
            }
        }
        Err(self.fail("unterminated string"))
    }
    fn done(&mut self) -> bool {
        self.peek().is_none()
    }
    /// `[n, n, ...]`
    fn number_list(&mut self) -> Result<Vec<usize>> {
        self.expect(b'[')?;
        let mut out = Vec::new();
        if self.eat(b']') {
            return Ok(out);
        }
        loop {
            if out.len() >= MAX_DEVICES {
                return Err(self.fail("too many numbers"));
            }
            out.push(self.number()?);
            if self.eat(b']') {
                return Ok(out);
            }
            self.expect(b',')?;
        }
    }
}

/// The product of `dims`, refused past [`MAX_DEVICES`].
fn product(dims: &[usize], what: &str) -> Result<usize> {
    dims.iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d))
        .filter(|&n| n <= MAX_DEVICES)
        .ok_or_else(|| err(format!("{what}: {dims:?} is more than {MAX_DEVICES} devices")))
}

/// Row-major coordinates of `index` in `shape`.
fn coords(mut index: usize, shape: &[usize]) -> Vec<usize> {
    let mut out = vec![0; shape.len()];
    for (c, &n) in out.iter_mut().zip(shape).rev() {
        if n > 0 {
            *c = index % n;
            index /= n;
        }
    }
    out
}

impl Sharding {
    /// Reads a GSPMD sharding, quoted or not: `{replicated}`,
    /// `{maximal device=0}`, `{devices=[4,1]0,1,2,3}`, the iota form
    /// `{devices=[2,2]<=[4]}` / `<=[2,2]T(1,0)`, with `last_tile_dim_replicate`
    /// or `last_tile_dims={replicated}`; `metadata={...}` is skipped.
    pub fn parse_gspmd(text: &str) -> Result<Sharding> {
        let t = text.trim();
        let t = t.strip_prefix('"').and_then(|r| r.strip_suffix('"')).unwrap_or(t);
        let mut s = Scan::new(t);
        s.expect(b'{')?;
        let sharding = if s.eat_word("replicated") {
            Sharding::Replicated
        } else if s.eat_word("maximal") {
            if !s.eat_word("device") || !s.eat(b'=') {
                return Err(s.fail("expected `device=`"));
            }
            Sharding::Maximal { device: s.number()? }
        } else if s.eat_word("devices") {
            s.expect(b'=')?;
            let mut shape = s.number_list()?;
            let n = product(&shape, "a GSPMD tile assignment")?;
            let assignment = if s.eat_word("<=") {
                let reshape = s.number_list()?;
                if product(&reshape, "an iota tile assignment")? != n {
                    return Err(s.fail("the iota's size differs from the tile assignment's"));
                }
                let perm = if s.eat_word("T") {
                    s.expect(b'(')?;
                    let mut p = Vec::new();
                    while !s.eat(b')') {
                        if p.len() > reshape.len() {
                            return Err(s.fail("transpose longer than the iota"));
                        }
                        p.push(s.number()?);
                        s.eat(b',');
                    }
                    p
                } else {
                    (0..reshape.len()).collect()
                };
                iota_transposed(&reshape, &perm).ok_or_else(|| s.fail("the transpose is not a permutation of the iota's dimensions"))?
            } else {
                let mut ids = Vec::with_capacity(n);
                for i in 0..n {
                    if i > 0 {
                        s.expect(b',')?;
                    }
                    ids.push(s.number()?);
                }
                ids
            };
            let mut replicate = false;
            loop {
                if s.eat_word("last_tile_dim_replicate") {
                    replicate = true;
                } else if s.eat_word("last_tile_dims") {
                    s.expect(b'=')?;
                    s.expect(b'{')?;
                    let kind = s.word();
                    s.expect(b'}')?;
                    if kind != "replicated" {
                        return Err(s.fail(&format!("last tile dimension kind `{kind}` is not handled (only replicated)")));
                    }
                    replicate = true;
                } else if s.eat_word("metadata") {
                    s.expect(b'=')?;
                    skip_braced(&mut s)?;
                } else {
                    break;
                }
            }
            let replicas = if replicate { shape.pop().ok_or_else(|| s.fail("no tile dimension to replicate"))? } else { 1 };
            Sharding::tiled(shape, replicas, assignment)?
        } else {
            return Err(s.fail("expected replicated, maximal or devices= (manual and tuple shardings are not layouts of one array)"));
        };
        while s.eat_word("metadata") {
            s.expect(b'=')?;
            skip_braced(&mut s)?;
        }
        s.expect(b'}')?;
        if !s.done() {
            return Err(s.fail("text after the sharding"));
        }
        Ok(sharding)
    }

    /// Reads a Shardy `#sdy.sharding<@mesh, [{"x"}, {}], replicated={"y"}>`
    /// (or with an inline `mesh<[...]>`), the named mesh looked up in
    /// `meshes`. Open dimensions (`{?}`, `{"x", ?}`) are read as what they
    /// hold now: the compiler may shard them further.
    pub fn parse_shardy(text: &str, meshes: &BTreeMap<String, Mesh>) -> Result<Sharding> {
        let mut s = Scan::new(text.trim());
        if !s.eat_word("#sdy.sharding") {
            return Err(s.fail("expected #sdy.sharding<...>"));
        }
        s.expect(b'<')?;
        let mesh = if s.eat(b'@') {
            let name = s.word();
            meshes.get(&name).cloned().ok_or_else(|| s.fail(&format!("mesh @{name} is not declared in the module")))?
        } else if s.eat_word("mesh") {
            parse_mesh_body(&mut s)?
        } else {
            return Err(s.fail("expected @mesh or mesh<...>"));
        };
        s.expect(b',')?;
        s.expect(b'[')?;
        let mut dims: Vec<Vec<String>> = Vec::new();
        if !s.eat(b']') {
            loop {
                s.expect(b'{')?;
                let mut axes = Vec::new();
                while !s.eat(b'}') {
                    if s.eat(b'?') {
                        continue;
                    }
                    let name = s.string()?;
                    if s.peek() == Some(b':') {
                        return Err(s.fail("sub-axes (`\"x\":(1)2`) are not handled"));
                    }
                    axes.push(name);
                    if !s.eat(b',') && s.peek() != Some(b'}') {
                        return Err(s.fail("expected `,` or `}`"));
                    }
                }
                // A priority (`p0`) changes propagation only.
                if s.peek() == Some(b'p') {
                    s.word();
                }
                dims.push(axes);
                if dims.len() > 64 {
                    return Err(s.fail("more than 64 dimensions"));
                }
                if s.eat(b']') {
                    break;
                }
                s.expect(b',')?;
            }
        }
        while s.eat(b',') {
            // replicated={...} / unreduced={...}: axes the array is not cut along.
            let _ = s.word();
            s.expect(b'=')?;
            skip_braced(&mut s)?;
        }
        s.expect(b'>')?;
        if !s.done() {
            return Err(s.fail("text after the sharding"));
        }
        Sharding::from_mesh(&mesh, &dims)
    }

    /// The tiles of a mesh sharding, as GSPMD lays them out: a device's
    /// tile coordinate along a dimension is its position along that
    /// dimension's axes (the first most major); the axes no dimension uses
    /// number its replica.
    fn from_mesh(mesh: &Mesh, dims: &[Vec<String>]) -> Result<Sharding> {
        let size_of = |name: &str| mesh.axes.iter().position(|(n, _)| n == name);
        let mut used = vec![false; mesh.axes.len()];
        let mut dim_axes = Vec::with_capacity(dims.len());
        for axes in dims {
            let mut idx = Vec::new();
            for a in axes {
                let i = size_of(a).ok_or_else(|| err(format!("sharding names axis \"{a}\", which the mesh does not have")))?;
                if std::mem::replace(&mut used[i], true) {
                    return Err(err(format!("sharding uses axis \"{a}\" twice")));
                }
                idx.push(i);
            }
            dim_axes.push(idx);
        }
        let sizes: Vec<usize> = mesh.axes.iter().map(|(_, n)| *n).collect();
        let n = product(&sizes, "a mesh")?;
        if mesh.device_ids.len() != n {
            return Err(err(format!("the mesh has {n} positions but lists {} devices", mesh.device_ids.len())));
        }
        if n == 1 && mesh.axes.is_empty() && mesh.device_ids.first().is_some_and(|&d| d != 0) {
            return Ok(Sharding::Maximal { device: mesh.device_ids[0] });
        }
        let tiles: Vec<usize> = dim_axes.iter().map(|ax| ax.iter().map(|&i| sizes[i]).product()).collect();
        let free: Vec<usize> = (0..sizes.len()).filter(|&i| !used[i]).collect();
        let replicas: usize = free.iter().map(|&i| sizes[i]).product();
        if tiles.iter().all(|&t| t == 1) {
            return Ok(Sharding::Replicated);
        }
        let mut shape = tiles.clone();
        shape.push(replicas);
        let mut assignment = vec![0usize; n];
        for (position, &device) in mesh.device_ids.iter().enumerate() {
            let c = coords(position, &sizes);
            let radix = |axes: &[usize]| axes.iter().fold(0usize, |acc, &i| acc * sizes[i] + c[i]);
            let mut at: Vec<usize> = dim_axes.iter().map(|ax| radix(ax)).collect();
            at.push(radix(&free));
            let flat = at.iter().zip(&shape).fold(0usize, |acc, (&x, &n)| acc * n + x);
            assignment[flat] = device;
        }
        Sharding::tiled(tiles, replicas, assignment)
    }

    fn tiled(tiles: Vec<usize>, replicas: usize, assignment: Vec<usize>) -> Result<Sharding> {
        let mut shape = tiles.clone();
        shape.push(replicas);
        let n = product(&shape, "a tile assignment")?;
        if n == 0 || assignment.len() != n {
            return Err(err(format!("a {shape:?} tile assignment lists {} devices", assignment.len())));
        }
        let mut seen = vec![false; n];
        for &d in &assignment {
            if d >= n || std::mem::replace(&mut seen[d], true) {
                return Err(err(format!("tile assignment {assignment:?} is not a permutation of devices 0..{n}")));
            }
        }
        Ok(Sharding::Tiled { tiles, replicas, assignment })
    }

    /// How many devices the sharding itself names (`None`: any number).
    pub fn num_devices(&self) -> Option<usize> {
        match self {
            Sharding::Tiled { assignment, .. } => Some(assignment.len()),
            _ => None,
        }
    }

    /// The padded shape every device's shard of a `global` array has.
    pub fn shard_shape(&self, global: &[i64]) -> Result<Vec<i64>> {
        match self {
            Sharding::Replicated | Sharding::Maximal { .. } => Ok(global.to_vec()),
            Sharding::Tiled { tiles, .. } => {
                if tiles.len() != global.len() {
                    return Err(err(format!("a sharding over {} dimensions cannot lay out a rank-{} array", tiles.len(), global.len())));
                }
                global
                    .iter()
                    .zip(tiles)
                    .map(
                        |(&d, &t)| {
                            if d < 0 {
                                Err(err("a dynamic dimension cannot be sharded here"))
                            } else {
                                Ok((d + t as i64 - 1) / t as i64)
                            }
                        },
                    )
                    .collect()
            }
        }
    }

    /// The slice of a `global` array that `device` holds, as a half-open
    /// range per dimension (empty past the end of an uneven dimension).
    pub fn slice(&self, global: &[i64], device: usize) -> Result<Vec<std::ops::Range<i64>>> {
        let shard = self.shard_shape(global)?;
        match self {
            Sharding::Replicated | Sharding::Maximal { .. } => Ok(global.iter().map(|&d| 0..d).collect()),
            Sharding::Tiled { tiles, replicas, assignment } => {
                let position = assignment
                    .iter()
                    .position(|&d| d == device)
                    .ok_or_else(|| err(format!("device {device} holds no tile: the sharding covers devices 0..{}", assignment.len())))?;
                let mut shape = tiles.clone();
                shape.push(*replicas);
                let c = coords(position, &shape);
                Ok(global.iter().zip(&shard).zip(&c).map(|((&g, &s), &t)| ((t as i64 * s).min(g))..((t as i64 + 1) * s).min(g)).collect())
            }
        }
    }

    /// Which tile `device` holds (row-major tile number), for telling replicas apart.
    fn tile_of(&self, device: usize) -> usize {
        match self {
            Sharding::Tiled { replicas, assignment, .. } => {
                assignment.iter().position(|&d| d == device).map_or(usize::MAX, |p| p / (*replicas).max(1))
            }
            _ => 0,
        }
    }
}

/// The devices of an iota `<=[reshape]T(perm)`: 0..n laid out as `reshape`,
/// transposed by `perm`, read row-major.
fn iota_transposed(reshape: &[usize], perm: &[usize]) -> Option<Vec<usize>> {
    let mut sorted = perm.to_vec();
    sorted.sort_unstable();
    if sorted != (0..reshape.len()).collect::<Vec<_>>() {
        return None;
    }
    let out_shape: Vec<usize> = perm.iter().map(|&p| reshape[p]).collect();
    let n: usize = reshape.iter().product();
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let c = coords(i, &out_shape);
        let mut src = vec![0; reshape.len()];
        for (k, &p) in perm.iter().enumerate() {
            src[p] = c[k];
        }
        out.push(src.iter().zip(reshape).fold(0usize, |acc, (&x, &n)| acc * n + x));
    }
    Some(out)
}

/// Skips a `{...}` group (strings and nesting respected).
fn skip_braced(s: &mut Scan<'_>) -> Result<()> {
    s.expect(b'{')?;
    let mut depth = 1usize;
    while depth > 0 {
        match s.s.get(s.at) {
            None => return Err(s.fail("unbalanced braces")),
            Some(b'"') => {
                s.string()?;
                continue;
            }
            Some(b'{') => depth += 1,
            Some(b'}') => depth -= 1,
            _ => {}
        }
        s.at += 1;
    }
    Ok(())
}

/// `<["x"=2, "y"=2]>` or `<["x"=4], device_ids=[3,2,1,0]>`.
fn parse_mesh_body(s: &mut Scan<'_>) -> Result<Mesh> {
    s.expect(b'<')?;
    s.expect(b'[')?;
    let mut axes = Vec::new();
    if !s.eat(b']') {
        loop {
            let name = s.string()?;
            s.expect(b'=')?;
            let size = s.number()?;
            if size == 0 {
                return Err(s.fail("a mesh axis of size 0"));
            }
            if axes.iter().any(|(n, _)| *n == name) {
                return Err(s.fail(&format!("axis \"{name}\" declared twice")));
            }
            axes.push((name, size));
            if axes.len() > 64 {
                return Err(s.fail("more than 64 axes"));
            }
            if s.eat(b']') {
                break;
            }
            s.expect(b',')?;
        }
    }
    let sizes: Vec<usize> = axes.iter().map(|(_, n)| *n).collect();
    let n = product(&sizes, "a mesh")?;
    let device_ids = if s.eat(b',') {
        if !s.eat_word("device_ids") {
            return Err(s.fail("expected device_ids="));
        }
        s.expect(b'=')?;
        let ids = s.number_list()?;
        let mut sorted = ids.clone();
        sorted.sort_unstable();
        let maximal = axes.is_empty() && ids.len() == 1;
        if !maximal && sorted != (0..n).collect::<Vec<_>>() {
            return Err(s.fail("device_ids are not a permutation of the mesh's positions"));
        }
        ids
    } else {
        (0..n).collect()
    };
    s.expect(b'>')?;
    Ok(Mesh { axes, device_ids })
}

/// `name = 4 : i32` in the module's attributes (code only: not in comments or strings).
/// A device count on the module (`mhlo.num_partitions = 4 : i32`), read
/// strictly: absent is `None`; a count that is not a whole number from 1 to
/// [`MAX_DEVICES`] (`0`, `-4`, `4.5`, `many`) is an error naming it, never
/// read as one device (which ran an 8-device program on one and passed).
fn module_int(view: &str, name: &str) -> Result<Option<usize>> {
    let mut from = 0;
    // The attribute itself, not a longer name that starts with it.
    let at = loop {
        let Some(i) = view[from..].find(name) else { return Ok(None) };
        let end = from + i + name.len();
        let next = view.as_bytes().get(end).copied().unwrap_or(b' ');
        if !(next.is_ascii_alphanumeric() || next == b'_' || next == b'.') {
            break end;
        }
        from = end;
    };
    let Some(rest) = view[at..].trim_start().strip_prefix('=') else { return Ok(None) };
    let rest = rest.trim_start();
    let value: String = rest.chars().take_while(|c| !matches!(c, ':' | ',' | '}' | '\n')).collect();
    let value = value.trim();
    match value.parse::<i64>() {
        Ok(n) if n >= 1 && (n as u64) <= MAX_DEVICES as u64 => Ok(Some(n as usize)),
        Ok(n) if n >= 1 => Err(err(format!("`{name} = {n}`: more than the {MAX_DEVICES} devices a program may declare"))),
        _ => Err(err(format!("`{name} = {value}`: a device count must be a whole number of 1 or more"))),
    }
}

/// The module's `mhlo.num_partitions` and `mhlo.num_replicas`, each read
/// strictly ([`module_int`]): `(None, None)` where the module gives neither.
pub fn module_device_counts(program: &[u8]) -> Result<(Option<usize>, Option<usize>)> {
    let view = String::from_utf8_lossy(&code_view(program)).into_owned();
    Ok((module_int(&view, "mhlo.num_partitions")?, module_int(&view, "mhlo.num_replicas")?))
}

/// Whether the text names devices at all (a Shardy attribute, a GSPMD
/// sharding, a device count): a cheap first look, before [`program_shardings`].
pub fn mentions_devices(program: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(program) else { return false };
    ["sdy.", "mhlo.sharding", "mhlo.num_partitions", "mhlo.num_replicas"].iter().any(|w| text.contains(w))
}

/// Whether the module asks for more than one device: a Shardy mesh, or a
/// partition or replica count above 1. A count that cannot be read asks
/// (the caller then reports why the shardings could not be read).
pub fn asks_for_devices(program: &[u8]) -> bool {
    let view = String::from_utf8_lossy(&code_view(program)).into_owned();
    view.contains("sdy.mesh") || module_device_counts(program).map_or(true, |(p, r)| p.unwrap_or(1) > 1 || r.unwrap_or(1) > 1)
}

/// Whether the program only means something on its devices: a `shard_map`
/// body (`sdy.manual_computation`, or the custom calls it lowers to) or an
/// explicit collective. Such a program has no one-device counterpart.
/// Comment lines (a fault-plugin marker naming a collective) say nothing of
/// the program; an op in the generic form or a custom call's target is a
/// string, so strings are read.
pub fn needs_its_devices(program: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(program) else { return false };
    const DEVICE_ONLY: [&str; 8] = [
        "sdy.manual_computation",
        "xla.sdy.",
        "all_reduce",
        "all_gather",
        "reduce_scatter",
        "all_to_all",
        "collective_permute",
        "collective_broadcast",
    ];
    text.lines().filter(|l| !l.trim_start().starts_with("//")).any(|l| DEVICE_ONLY.iter().any(|w| l.contains(w)))
}

/// Reads a program's module attributes, meshes and `@main`'s shardings:
/// `sdy.sharding`, else `mhlo.sharding`, else a Shardy sharding carried as
/// the frontend attribute `xla.sdy.sharding` (a `jax.export` round trip,
/// its meshes in the module's `xla.sdy.meshes`), else, for a `shard_map`
/// export, the shardings of the `sdy.manual_computation` that takes the
/// argument or makes the result (`crate::manual`). An argument's unreadable
/// sharding is an error naming it.
pub fn program_shardings(program: &[u8]) -> Result<ProgramShardings> {
    let sig = crate::signature::parse_main_signature(program)?;
    let original = std::str::from_utf8(program).map_err(|e| err(format!("the program is not UTF-8 text: {e}")))?;
    let view = String::from_utf8(code_view(program)).map_err(|e| err(format!("the program is not UTF-8 text: {e}")))?;
    let mut meshes = BTreeMap::new();
    for (at, _) in view.match_indices("sdy.mesh") {
        let mut s = Scan::new(original.get(at + "sdy.mesh".len()..).unwrap_or(""));
        if !s.eat(b'@') {
            continue;
        }
        let name = s.word();
        s.expect(b'=')?;
        let mesh = parse_mesh_body(&mut s).map_err(|e| err(format!("sdy.mesh @{name}: {e}")))?;
        meshes.insert(name, mesh);
    }
    // A round-tripped export: `xla.sdy.meshes = "{mesh = #sdy.mesh<[\22d\22=4]>}"`.
    if let Some(at) = view.find("xla.sdy.meshes") {
        if let Some(list) = string_entry(&original[at..], "xla.sdy.meshes") {
            let mut s = Scan::new(&list);
            if s.eat(b'{') {
                while !s.eat(b'}') {
                    let name = s.word();
                    if name.is_empty() || !s.eat(b'=') || !s.eat_word("#sdy.mesh") {
                        return Err(s.fail("xla.sdy.meshes: expected `name = #sdy.mesh<...>`"));
                    }
                    let mesh = parse_mesh_body(&mut s).map_err(|e| err(format!("xla.sdy.meshes: {e}")))?;
                    meshes.entry(name).or_insert(mesh);
                    s.eat(b',');
                }
            }
        }
    }
    let read = |what: &str, i: usize, attr: &dyn Fn(&str) -> Option<String>| -> Result<Option<Sharding>> {
        let parsed = if let Some(t) = attr("sdy.sharding") {
            Sharding::parse_shardy(&t, &meshes)
        } else if let Some(t) = attr("mhlo.sharding") {
            Sharding::parse_gspmd(&t)
        } else if let Some(t) = attr("mhlo.frontend_attributes").and_then(|d| string_entry(&d, "xla.sdy.sharding")) {
            Sharding::parse_shardy(&t, &meshes)
        } else {
            return Ok(None);
        };
        parsed.map(Some).map_err(|e| err(format!("@main's {what} {i}: {e}")))
    };
    let mut args = (0..sig.args.len())
        .map(|i| read("argument", i, &|name| sig.arg_attribute(i, name).map(str::to_string)))
        .collect::<Result<Vec<_>>>()?;
    let mut results = (0..sig.results.len())
        .map(|i| read("result", i, &|name| sig.result_attribute(i, name).map(str::to_string)))
        .collect::<Result<Vec<_>>>()?;
    // A shard_map export annotates its manual computation only.
    crate::manual::fill(original, &view, &meshes, &mut args, &mut results);
    Ok(ProgramShardings {
        num_partitions: module_int(&view, "mhlo.num_partitions")?,
        num_replicas: module_int(&view, "mhlo.num_replicas")?,
        meshes,
        args,
        results,
    })
}

/// What an MLIR bytecode program (jax.export's default artifact,
/// `mlir_module_serialized`) says of devices and buffers, as far as its
/// string table tells without MLIR: the names of the dialects, ops and
/// attributes it uses are there, null-terminated; their values are not.
/// Enough to know that a program is sharded or donates buffers (and so
/// must not run as a one-device forward call), not how.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BytecodeFeatures {
    /// Shardy or GSPMD shardings (`sdy.sharding`, `mhlo.sharding`, the `sdy` dialect).
    pub shardings: Vec<&'static str>,
    /// A `shard_map` body or collectives (`manual_computation`, `all_reduce_v2`, ...).
    pub collectives: Vec<&'static str>,
    /// Donated or aliased arguments (`tf.aliasing_output`, `jax.buffer_donor`).
    pub aliasing: Vec<&'static str>,
}

impl BytecodeFeatures {
    /// Everything found, for a message.
    pub fn names(&self) -> Vec<&'static str> {
        self.shardings.iter().chain(&self.collectives).chain(&self.aliasing).copied().collect()
    }
}

/// [`BytecodeFeatures`] of `program`; `None` when it is not MLIR bytecode.
pub fn bytecode_features(program: &[u8]) -> Option<BytecodeFeatures> {
    if !program.starts_with(b"ML\xefR") {
        return None;
    }
    const SHARDINGS: [&str; 4] = ["sdy", "sdy.sharding", "mhlo.sharding", "xla.sdy.sharding"];
    const COLLECTIVES: [&str; 5] = ["manual_computation", "all_reduce", "all_gather", "all_to_all", "collective_permute"];
    const ALIASING: [&str; 2] = ["tf.aliasing_output", "jax.buffer_donor"];
    let mut f = BytecodeFeatures::default();
    for word in program.split(|&b| b == 0) {
        let Ok(w) = std::str::from_utf8(word) else { continue };
        // A string entry sits at the end of its chunk (length-prefixed bytes may precede it).
        let hit = |name: &str| {
            w.ends_with(name) && !w[..w.len() - name.len()].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        };
        let versioned = |name: &str| (1..=3).any(|v| hit(&format!("{name}_v{v}")));
        for n in SHARDINGS {
            if hit(n) && !f.shardings.contains(&n) {
                f.shardings.push(n);
            }
        }
        for n in COLLECTIVES {
            if (hit(n) || versioned(n)) && !f.collectives.contains(&n) {
                f.collectives.push(n);
            }
        }
        for n in ALIASING {
            if hit(n) && !f.aliasing.contains(&n) {
                f.aliasing.push(n);
            }
        }
    }
    Some(f)
}

/// Refuses MLIR bytecode that is sharded, has collectives or donates
/// buffers ([`bytecode_features`]): what it declares cannot be read from
/// bytecode here, and compiled as written it would run on one device as a
/// forward call and pass (a 4-device `jit`), fail to compile (a
/// `shard_map`) or run one step of a training loop without a word. Other
/// bytecode, and text, pass.
pub fn refuse_unreadable_bytecode(program: &[u8]) -> Result<()> {
    let Some(f) = bytecode_features(program) else { return Ok(()) };
    let names = f.names();
    if names.is_empty() {
        return Ok(());
    }
    Err(err(format!(
        "MLIR bytecode that uses {}: its devices, shardings and donated buffers cannot be read from bytecode, and compiled as \
         written it would run on one device as a plain forward call. Give the text form instead (JAX: \
         `exported.mlir_module()`, not `mlir_module_serialized`)",
        names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
    )))
}

/// Checks a program's shardings against `@main`'s types and its declared
/// device count before any of it reaches a plugin, naming the argument or
/// result: a sharding over another number of dimensions than the array's
/// rank; a dimension its tiles do not divide (JAX refuses these too); a
/// dynamic dimension (`?`, a shape-polymorphic export) that is sharded; a
/// sharding or mesh over more devices than the module's
/// `mhlo.num_partitions` x `mhlo.num_replicas`, or a mesh of another size.
/// A plugin given any of these fails on the device, which read as a device
/// failure of the definition, not as the bad input it is.
pub fn check_layouts(sig: &MainSignature, s: &ProgramShardings) -> Result<()> {
    let declared = match (s.num_partitions, s.num_replicas) {
        (None, None) => None,
        (p, r) => Some(p.unwrap_or(1).saturating_mul(r.unwrap_or(1))),
    };
    if let Some(n) = declared {
        for (name, mesh) in &s.meshes {
            let size = mesh.device_ids.len();
            if size > 1 && size != n {
                return Err(err(format!(
                    "sdy.mesh @{name} has {size} devices, but the module declares {n} (mhlo.num_partitions x mhlo.num_replicas)"
                )));
            }
        }
    }
    let check = |what: &str, i: usize, t: &TensorType, sharding: &Option<Sharding>| -> Result<()> {
        let Some(Sharding::Tiled { tiles, assignment, .. }) = sharding else { return Ok(()) };
        let at = |m: String| err(format!("@main's {what} {i} ({}): {m}", t.display()));
        if tiles.len() != t.shape.len() {
            return Err(at(format!("its sharding has {} dimensions, the array has rank {}", tiles.len(), t.shape.len())));
        }
        for (d, (&dim, &n)) in t.shape.iter().zip(tiles).enumerate() {
            if n > 1 && dim < 0 {
                return Err(at(format!(
                    "dimension {d} is dynamic (`?`) and sharded {n} ways; give the program static shapes (export it for the input size)"
                )));
            }
            if n > 1 && dim % n as i64 != 0 {
                return Err(at(format!("dimension {d} of size {dim} is not divisible by the {n} tiles its sharding cuts it into")));
            }
        }
        if let Some(n) = declared.filter(|&n| assignment.iter().any(|&dev| dev >= n)) {
            return Err(at(format!(
                "its sharding names devices up to {}, but the module declares {n}",
                assignment.iter().max().unwrap_or(&0)
            )));
        }
        Ok(())
    };
    for (i, (t, sh)) in sig.args.iter().zip(&s.args).enumerate() {
        check("argument", i, t, sh)?;
    }
    for (i, (t, sh)) in sig.results.iter().zip(&s.results).enumerate() {
        check("result", i, t, sh)?;
    }
    Ok(())
}

/// What each device's arguments must be under SPMD partitioning over
/// `partitions` devices: the shard type of every sharded argument, the
/// global type of an unsharded one; where the shardings cannot be read,
/// dtypes and ranks only (dimensions `-1`), so a valid shard is never refused.
pub fn shard_types(program: &[u8], sig: &MainSignature, partitions: usize) -> Vec<TensorType> {
    let loose = || sig.args.iter().map(|t| TensorType { dtype: t.dtype, shape: vec![-1; t.shape.len()] }).collect();
    let Ok(shardings) = program_shardings(program) else { return loose() };
    let mut out = Vec::with_capacity(sig.args.len());
    for (t, s) in sig.args.iter().zip(&shardings.args) {
        let shape = match s {
            None => Ok(t.shape.clone()),
            Some(s) if s.num_devices().is_some_and(|n| n != partitions) => return loose(),
            Some(s) => s.shard_shape(&t.shape),
        };
        match shape {
            Ok(shape) => out.push(TensorType { dtype: t.dtype, shape }),
            Err(_) => return loose(),
        }
    }
    out
}

/// Copies the block `extent` from `src` (shape `src_shape`, at `src_at`)
/// into `dst` (shape `dst_shape`, at `dst_at`); elements of `size` bytes.
/// Iterative over the leading dimensions; the last is one contiguous copy.
#[allow(clippy::too_many_arguments)]
fn copy_block(
    src: &[u8],
    src_shape: &[usize],
    src_at: &[usize],
    dst: &mut [u8],
    dst_shape: &[usize],
    dst_at: &[usize],
    extent: &[usize],
    size: usize,
) {
    let rank = extent.len();
    if extent.contains(&0) {
        return;
    }
    let strides = |shape: &[usize]| {
        let mut s = vec![size; shape.len()];
        for i in (0..shape.len().saturating_sub(1)).rev() {
            s[i] = s[i + 1] * shape[i + 1];
        }
        s
    };
    let (ss, ds) = (strides(src_shape), strides(dst_shape));
    if rank == 0 {
        dst[..size].copy_from_slice(&src[..size]);
        return;
    }
    let row = extent[rank - 1] * size;
    let rows: usize = extent[..rank - 1].iter().product();
    for r in 0..rows {
        let c = coords(r, &extent[..rank - 1]);
        let mut so = src_at[rank - 1] * size;
        let mut d_o = dst_at[rank - 1] * size;
        for k in 0..rank - 1 {
            so += (src_at[k] + c[k]) * ss[k];
            d_o += (dst_at[k] + c[k]) * ds[k];
        }
        dst[d_o..d_o + row].copy_from_slice(&src[so..so + row]);
    }
}

fn dims_usize(shape: &[i64], what: &str) -> Result<Vec<usize>> {
    shape.iter().map(|&d| usize::try_from(d).map_err(|_| DataError::tensor(format!("{what} has a negative dimension {shape:?}")))).collect()
}

/// Checks that `sharding` can lay out an array over `devices` devices.
fn check_devices(sharding: &Sharding, devices: usize) -> Result<()> {
    match (sharding, sharding.num_devices()) {
        (_, Some(n)) if n != devices => Err(DataError::tensor(format!("the sharding covers {n} devices, {devices} given"))),
        (Sharding::Maximal { device }, _) if *device >= devices => {
            Err(DataError::tensor(format!("the sharding names device {device}, but there are {devices}")))
        }
        _ if devices == 0 => Err(DataError::tensor("no devices given")),
        _ => Ok(()),
    }
}

/// Cuts a global tensor into the shard each of `devices` devices holds
/// (padded shards are zero past the array's end).
pub fn split(global: &HostTensor, sharding: &Sharding, devices: usize) -> Result<Vec<HostTensor>> {
    check_devices(sharding, devices)?;
    let g = dims_usize(&global.shape, "the global tensor")?;
    let shard_shape = sharding.shard_shape(&global.shape)?;
    let s = dims_usize(&shard_shape, "a shard")?;
    let size = global.dtype.size();
    let bytes = tensors::check_allocation("a shard", global.dtype, &shard_shape)?;
    if global.data.len() != tensors::byte_size(global.dtype, &global.shape).unwrap_or(usize::MAX) {
        return Err(DataError::tensor(format!("the global tensor {:?} does not hold its shape's bytes", global)));
    }
    (0..devices)
        .map(|d| {
            let ranges = sharding.slice(&global.shape, d)?;
            let at: Vec<usize> = ranges.iter().map(|r| r.start as usize).collect();
            let extent: Vec<usize> = ranges.iter().map(|r| (r.end - r.start) as usize).collect();
            let mut data = vec![0u8; bytes];
            copy_block(&global.data, &g, &at, &mut data, &s, &vec![0; s.len()], &extent, size);
            HostTensor::from_bytes(global.dtype, shard_shape.clone(), data)
        })
        .collect()
}

/// Puts per-device shards back into the global tensor. Returns it and the
/// devices whose copy of a tile disagrees bit-wise with the first device
/// holding that tile (device 0, for a replicated array); the global tensor
/// takes the first holder's copy. A maximal sharding reads its one device.
pub fn assemble(shards: &[HostTensor], sharding: &Sharding, global_shape: &[i64]) -> Result<(HostTensor, Vec<usize>)> {
    check_devices(sharding, shards.len())?;
    let dtype = shards[0].dtype;
    let want = sharding.shard_shape(global_shape)?;
    for (d, t) in shards.iter().enumerate() {
        if t.dtype != dtype || t.shape != want || Some(t.data.len()) != tensors::byte_size(dtype, &want) {
            return Err(DataError::tensor(format!(
                "device {d}'s shard is {}{:?}, the sharding of a {dtype}{global_shape:?} array needs {dtype}{want:?}",
                t.dtype, t.shape
            )));
        }
    }
    let bytes = tensors::check_allocation("the assembled tensor", dtype, global_shape)?;
    let g = dims_usize(global_shape, "the global shape")?;
    let s = dims_usize(&want, "a shard")?;
    let mut data = vec![0u8; bytes];
    let mut first_of_tile: BTreeMap<usize, usize> = BTreeMap::new();
    let mut disagree = Vec::new();
    let devices: Vec<usize> = match sharding {
        Sharding::Maximal { device } => vec![*device],
        _ => (0..shards.len()).collect(),
    };
    for d in devices {
        let tile = sharding.tile_of(d);
        if let Some(&first) = first_of_tile.get(&tile) {
            if shards[d].data != shards[first].data {
                disagree.push(d);
            }
            continue;
        }
        first_of_tile.insert(tile, d);
        let ranges = sharding.slice(global_shape, d)?;
        let at: Vec<usize> = ranges.iter().map(|r| r.start as usize).collect();
        let extent: Vec<usize> = ranges.iter().map(|r| (r.end - r.start) as usize).collect();
        copy_block(&shards[d].data, &s, &vec![0; s.len()], &mut data, &g, &at, &extent, dtype.size());
    }
    Ok((HostTensor::from_bytes(dtype, global_shape.to_vec(), data)?, disagree))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_map_bodies_and_collectives_need_their_devices() {
        assert!(needs_its_devices(b"%0 = sdy.manual_computation(%x)"));
        assert!(needs_its_devices(b"\"stablehlo.all_reduce\"(%1)"));
        assert!(!needs_its_devices(b"%0 = stablehlo.tanh %x : tensor<2xf32>"));
        assert!(!needs_its_devices(b"// tpu-compat-fault: scale:0.5@all_reduce#1 device=2\n%0 = stablehlo.tanh %x : tensor<2xf32>"));
    }

    #[test]
    fn device_counts_are_read_strictly() {
        let m = |attrs: &str| {
            format!("module @m attributes {{{attrs}}} {{\n  func.func public @main(%x: tensor<2xf32>) -> tensor<2xf32> {{\n    return %x : tensor<2xf32>\n  }}\n}}\n")
        };
        assert_eq!(
            module_device_counts(m("mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32").as_bytes()).unwrap(),
            (Some(4), Some(1))
        );
        assert_eq!(module_device_counts(m("mhlo.other = 1").as_bytes()).unwrap(), (None, None));
        for bad in ["0", "-4", "4.5", "many", "99999999"] {
            let text = m(&format!("mhlo.num_partitions = {bad} : i32"));
            let e = module_device_counts(text.as_bytes()).unwrap_err().to_string();
            assert!(e.contains(&format!("mhlo.num_partitions = {bad}")), "{e}");
            assert!(program_shardings(text.as_bytes()).is_err(), "{bad}");
        }
    }

    fn mesh(axes: &[(&str, usize)]) -> BTreeMap<String, Mesh> {
        let n = axes.iter().map(|a| a.1).product();
        let m = Mesh { axes: axes.iter().map(|(a, n)| (a.to_string(), *n)).collect(), device_ids: (0..n).collect() };
        BTreeMap::from([("m".to_string(), m)])
    }

    fn iota(shape: &[i64]) -> HostTensor {
        let n = tensors::element_count(shape).unwrap();
        HostTensor::from_slice(shape, &(0..n as i32).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn gspmd_forms() {
        assert_eq!(Sharding::parse_gspmd("\"{replicated}\"").unwrap(), Sharding::Replicated);
        assert_eq!(Sharding::parse_gspmd("{maximal device=2}").unwrap(), Sharding::Maximal { device: 2 });
        let s = Sharding::parse_gspmd("{devices=[4,1]0,1,2,3}").unwrap();
        assert_eq!(s, Sharding::Tiled { tiles: vec![4, 1], replicas: 1, assignment: vec![0, 1, 2, 3] });
        assert_eq!(s.slice(&[8, 3], 2).unwrap(), [4..6, 0..3]);
        let r = Sharding::parse_gspmd("{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}").unwrap();
        assert_eq!(r, Sharding::Tiled { tiles: vec![2, 1], replicas: 2, assignment: vec![0, 1, 2, 3] });
        assert_eq!(r.slice(&[4, 2], 1).unwrap(), [0..2, 0..2]);
        assert_eq!(r.slice(&[4, 2], 2).unwrap(), [2..4, 0..2]);
        assert_eq!(Sharding::parse_gspmd("{devices=[2,1,2]<=[4] last_tile_dims={replicated}}").unwrap(), r);
        // <=[2,2]T(1,0): 0 2 1 3.
        let t = Sharding::parse_gspmd("{devices=[2,2]<=[2,2]T(1,0) metadata={op_name=\"a}\"}}").unwrap();
        assert_eq!(t, Sharding::Tiled { tiles: vec![2, 2], replicas: 1, assignment: vec![0, 2, 1, 3] });
    }

    #[test]
    fn shardy_forms() {
        let m = mesh(&[("x", 2), ("y", 2)]);
        let x = Sharding::parse_shardy(r#"#sdy.sharding<@m, [{"x"}, {}]>"#, &m).unwrap();
        // Devices (x, y) row-major: x=0 -> 0,1; x=1 -> 2,3; y numbers the replicas.
        assert_eq!(x, Sharding::Tiled { tiles: vec![2, 1], replicas: 2, assignment: vec![0, 1, 2, 3] });
        let y = Sharding::parse_shardy(r#"#sdy.sharding<@m, [{"y"}, {}], replicated={"x"}>"#, &m).unwrap();
        assert_eq!(y, Sharding::Tiled { tiles: vec![2, 1], replicas: 2, assignment: vec![0, 2, 1, 3] });
        let xy = Sharding::parse_shardy(r#"#sdy.sharding<@m, [{"x", "y"}]>"#, &m).unwrap();
        assert_eq!(xy, Sharding::Tiled { tiles: vec![4], replicas: 1, assignment: vec![0, 1, 2, 3] });
        let yx = Sharding::parse_shardy(r#"#sdy.sharding<@m, [{"y", "x"}]>"#, &m).unwrap();
        assert_eq!(yx, Sharding::Tiled { tiles: vec![4], replicas: 1, assignment: vec![0, 2, 1, 3] });
        assert_eq!(Sharding::parse_shardy(r#"#sdy.sharding<@m, [{}, {?}]>"#, &m).unwrap(), Sharding::Replicated);
        let open = Sharding::parse_shardy(r#"#sdy.sharding<@m, [{"x", ?}p1, {?}]>"#, &m).unwrap();
        assert_eq!(open, x);
        let inline = Sharding::parse_shardy(r#"#sdy.sharding<mesh<["d"=4], device_ids=[3,2,1,0]>, [{"d"}]>"#, &m).unwrap();
        assert_eq!(inline, Sharding::Tiled { tiles: vec![4], replicas: 1, assignment: vec![3, 2, 1, 0] });
        assert_eq!(inline.slice(&[8], 3).unwrap(), vec![0i64..2]);
    }

    #[test]
    fn a_program_says_its_meshes_and_shardings() {
        let p = br#"module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<4xf32>, %arg2: tensor<4xf32> {mhlo.sharding = "{devices=[4]0,1,2,3}"}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) {
    return %arg0 : tensor<8x4xf32>
  }
}"#;
        let s = program_shardings(p).unwrap();
        assert_eq!((s.num_partitions, s.num_replicas), (Some(4), Some(1)));
        assert_eq!(s.meshes["mesh"].axes, [("x".to_string(), 2), ("y".to_string(), 2)]);
        assert_eq!(s.args[0].as_ref().unwrap().shard_shape(&[8, 4]).unwrap(), [4, 2]);
        assert_eq!(s.args[1], None);
        assert_eq!(s.args[2].as_ref().unwrap().shard_shape(&[4]).unwrap(), [1]);
        assert_eq!(s.results[0].as_ref().unwrap().shard_shape(&[8, 4]).unwrap(), [2, 4]);
        let sig = crate::signature::parse_main_signature(p).unwrap();
        let types: Vec<String> = shard_types(p, &sig, 4).iter().map(TensorType::display).collect();
        assert_eq!(types, ["f32[4,2]", "f32[4]", "f32[1]"]);
        // Another device count than the sharding's: dtypes and ranks only.
        assert_eq!(shard_types(p, &sig, 2)[0].display(), "f32[?,?]");
    }

    #[test]
    fn shardings_as_frontend_attributes_are_read() {
        let p = br##"module @m attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22d\22=4]>, two = #sdy.mesh<[\22a\22=2]>}"}} {
  func.func public @main(%x: tensor<8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22d\22}]>"}}) -> (tensor<8xf32>) {
    return %x : tensor<8xf32>
  }
}"##;
        let s = program_shardings(p).unwrap();
        assert_eq!(s.meshes.len(), 2);
        assert_eq!(s.args[0], Some(Sharding::Tiled { tiles: vec![4], replicas: 1, assignment: vec![0, 1, 2, 3] }));
        assert_eq!(s.results[0], None);
    }

    #[test]
    fn split_and_assemble_round_trip() {
        let m = mesh(&[("x", 2), ("y", 2)]);
        let cases = [
            (Sharding::Replicated, vec![3i64, 5]),
            (Sharding::parse_gspmd("{devices=[4,1]0,1,2,3}").unwrap(), vec![8, 3]),
            (Sharding::parse_gspmd("{devices=[2,2]<=[2,2]T(1,0)}").unwrap(), vec![4, 6]),
            (Sharding::parse_shardy(r#"#sdy.sharding<@m, [{"y"}, {}]>"#, &m).unwrap(), vec![6, 2]),
            (Sharding::parse_shardy(r#"#sdy.sharding<@m, [{}, {"x", "y"}]>"#, &m).unwrap(), vec![2, 7]),
            (Sharding::parse_shardy(r#"#sdy.sharding<@m, [{"x"}, {}, {"y"}]>"#, &m).unwrap(), vec![3, 2, 5]),
        ];
        for (s, shape) in cases {
            let g = iota(&shape);
            let shards = split(&g, &s, 4).unwrap();
            assert_eq!(shards.len(), 4);
            let (back, disagree) = assemble(&shards, &s, &shape).unwrap();
            assert_eq!(back, g, "{s:?} {shape:?}");
            assert!(disagree.is_empty());
        }
        // The slices are what each device holds: device 2 of [4,1] over 8 rows holds rows 4..6.
        let s = Sharding::parse_gspmd("{devices=[4,1]0,1,2,3}").unwrap();
        let shards = split(&iota(&[8, 2]), &s, 4).unwrap();
        assert_eq!(shards[2].to_vec::<i32>().unwrap(), [8, 9, 10, 11]);
        // Uneven: 7 rows over 4 devices are shards of 2 rows, the last padded with zeros.
        let shards = split(&iota(&[7]), &Sharding::parse_gspmd("{devices=[4]0,1,2,3}").unwrap(), 4).unwrap();
        assert_eq!(shards[3].to_vec::<i32>().unwrap(), [6, 0]);
    }

    #[test]
    fn assemble_names_replicas_that_disagree() {
        let s = Sharding::parse_gspmd("{devices=[2,2]0,1,2,3 last_tile_dim_replicate}").unwrap();
        let g = iota(&[4]);
        let mut shards = split(&g, &s, 4).unwrap();
        shards[3].data[0] ^= 1;
        let (back, disagree) = assemble(&shards, &s, &[4]).unwrap();
        assert_eq!(back, g);
        assert_eq!(disagree, [3]);
        let mut all = split(&g, &Sharding::Replicated, 4).unwrap();
        all[1].data[4] ^= 0x80;
        assert_eq!(assemble(&all, &Sharding::Replicated, &[4]).unwrap().1, [1]);
        // Wrong shard shapes and counts are errors.
        assert!(assemble(&all[..3], &s, &[4]).is_err());
        assert!(assemble(&all, &s, &[4]).unwrap_err().to_string().contains("device 0's shard"));
        assert!(split(&g, &s, 3).is_err());
        assert!(split(&g, &Sharding::Maximal { device: 5 }, 4).is_err());
    }

    #[test]
    fn hostile_text_is_an_error() {
        let m = mesh(&[("x", 2)]);
        for t in [
            "",
            "{",
            "{devices=[4]0,1,2}",
            "{devices=[4]0,1,2,2}",
            "{devices=[99999999999999999999]0}",
            "{devices=[65536,65536]<=[4]}",
            "{devices=[2,2]<=[4]T(0,0)}",
            "{devices=[2]<=[2]T(0,1,2,3,4,5)}",
            "{devices=[2]0,1 last_tile_dims={manual}}",
            "{manual}",
            "{maximal device=x}",
            "{replicated} trailing",
            "{devices=[0]}",
            "{devices=[1]0 metadata={\"}",
        ] {
            assert!(Sharding::parse_gspmd(t).is_err(), "{t}");
        }
        for t in [
            "",
            "#sdy.sharding<@nope, [{}]>",
            r#"#sdy.sharding<@m, [{"z"}]>"#,
            r#"#sdy.sharding<@m, [{"x"}, {"x"}]>"#,
            r#"#sdy.sharding<@m, [{"x":(1)2}]>"#,
            r#"#sdy.sharding<@m, [{"x}]>"#,
            r#"#sdy.sharding<@m, [{"x"}"#,
            r#"#sdy.sharding<mesh<["a"=0]>, [{}]>"#,
            r#"#sdy.sharding<mesh<["a"=2], device_ids=[0,0]>, [{"a"}]>"#,
            r#"#sdy.sharding<mesh<["a"=65536, "b"=65536]>, [{"a"}]>"#,
        ] {
            assert!(Sharding::parse_shardy(t, &m).is_err(), "{t}");
        }
        // A sharding of another rank than the array is an error, not a panic.
        let s = Sharding::parse_gspmd("{devices=[2,2]0,1,2,3}").unwrap();
        assert!(s.slice(&[4], 0).is_err());
        assert!(s.slice(&[4, 4], 9).is_err());
        // Garbage around a program's shardings.
        let bad = br#"module { sdy.mesh @m = <["x"=2> func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> { } }"#;
        assert!(program_shardings(bad).is_err());
        let bad = br#"func.func @main(%a: tensor<2xf32> {mhlo.sharding = "{devices=[3]0,1}"}) -> tensor<2xf32> {"#;
        assert!(program_shardings(bad).unwrap_err().to_string().contains("argument 0"));
    }
}
