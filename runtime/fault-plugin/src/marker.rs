//! The fault marker a program carries: a comment line
//! `// tpu-compat-fault: KIND@STAGE` or `KIND@STAGE#N` (the fault strikes
//! from the N-th time this process compiles a marked program on, or from the
//! executable's N-th execution on; earlier ones behave, so a worker's one
//! compile succeeds and a later command's second compile, e.g. `diverge`'s
//! instrumented program, hangs, and a training run fails at its third step).
//! A marker ending in ` op=NAME` (`abort@compile op=dot_general`) is aimed at
//! one op: it applies only to a program whose code (comment lines aside)
//! holds the op `stablehlo.NAME` (or `chlo.NAME`, or NAME written with its
//! dialect), as a compiler that crashes on one op crashes on every program
//! containing it, and on no other; `tpu-compat reduce` shrinks such a
//! program to the few ops that still crash.
//! `sleep:MS@execute` is a slow device: every execution of the program
//! sleeps MS milliseconds first, then runs (a planted slowdown).
//! Parsing is separate from the FFI so it can be tested without a plugin.

pub const PREFIX: &str = "// tpu-compat-fault:";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaultKind {
    Segfault,
    Abort,
    Hang,
    Error,
    Oom,
    /// SIGKILL from within: how the kernel's OOM killer looks to the host.
    Sigkill,
    /// Sleep this many milliseconds, then behave (execute only).
    Sleep(u32),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaultStage {
    Compile,
    Execute,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fault {
    pub kind: FaultKind,
    pub stage: FaultStage,
    /// From which time (1-based) in this process the fault strikes.
    pub from: u32,
}

impl FaultKind {
    pub fn name(self) -> &'static str {
        match self {
            FaultKind::Segfault => "segfault",
            FaultKind::Abort => "abort",
            FaultKind::Hang => "hang",
            FaultKind::Error => "error",
            FaultKind::Oom => "oom",
            FaultKind::Sigkill => "sigkill",
            FaultKind::Sleep(_) => "sleep",
        }
    }
}

impl FaultStage {
    pub fn name(self) -> &'static str {
        match self {
            FaultStage::Compile => "compile",
            FaultStage::Execute => "execute",
        }
    }
}

/// The first well-formed marker in a program's text (bytecode has none)
/// that applies to it: one aimed at an op (` op=NAME`) applies only where
/// the program holds that op.
pub fn find(program: &[u8]) -> Option<Fault> {
    let text = std::str::from_utf8(program).ok()?;
    text.lines().find_map(|line| {
        let (fault, op) = parse(line.trim())?;
        op.is_none_or(|op| holds_op(text, op)).then_some(fault)
    })
}

/// Does a line of code (not a comment) name the op `op` (`dot_general`,
/// `stablehlo.dot_general`, `chlo.erf`) as a whole word?
fn holds_op(text: &str, op: &str) -> bool {
    let names: Vec<String> = if op.contains('.') { vec![op.to_string()] } else { vec![format!("stablehlo.{op}"), format!("chlo.{op}")] };
    let is_name_char = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
    text.lines().map(|l| l.split("//").next().unwrap_or("")).any(|code| {
        names.iter().any(|name| {
            code.match_indices(name.as_str()).any(|(i, _)| {
                let before = code[..i].chars().next_back();
                let after = code[i + name.len()..].chars().next();
                !before.is_some_and(is_name_char) && !after.is_some_and(is_name_char)
            })
        })
    })
}

/// A marker line: the fault, and the op it is aimed at (` op=NAME`), if any.
fn parse(line: &str) -> Option<(Fault, Option<&str>)> {
    let rest = line.strip_prefix(PREFIX)?.trim();
    let (rest, op) = match rest.split_once(char::is_whitespace) {
        Some((head, tail)) => {
            let op = tail.trim().strip_prefix("op=")?.trim();
            if op.is_empty() || op.contains(char::is_whitespace) {
                return None;
            }
            (head, Some(op))
        }
        None => (rest, None),
    };
    let (kind, stage) = rest.split_once('@')?;
    let kind = match kind.trim() {
        "segfault" => FaultKind::Segfault,
        "abort" => FaultKind::Abort,
        "hang" => FaultKind::Hang,
        "error" => FaultKind::Error,
        "oom" => FaultKind::Oom,
        "sigkill" => FaultKind::Sigkill,
        k => FaultKind::Sleep(k.strip_prefix("sleep:")?.trim().parse::<u32>().ok()?),
    };
    let (stage, from) = match stage.split_once('#') {
        Some((stage, n)) => (stage, n.trim().parse::<u32>().ok().filter(|&n| n >= 1)?),
        None => (stage, 1),
    };
    let stage = match stage.trim() {
        "compile" => FaultStage::Compile,
        "execute" => FaultStage::Execute,
        _ => return None,
    };
    if matches!(kind, FaultKind::Sleep(_)) && stage != FaultStage::Execute {
        return None;
    }
    Some((Fault { kind, stage, from }, op))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_parse_and_junk_does_not() {
        let p = b"module {\n  // tpu-compat-fault: hang@execute\n}";
        assert_eq!(find(p), Some(Fault { kind: FaultKind::Hang, stage: FaultStage::Execute, from: 1 }));
        assert_eq!(
            find(b"// tpu-compat-fault: segfault@compile"),
            Some(Fault { kind: FaultKind::Segfault, stage: FaultStage::Compile, from: 1 })
        );
        assert_eq!(
            find(b"// tpu-compat-fault: hang@compile#2"),
            Some(Fault { kind: FaultKind::Hang, stage: FaultStage::Compile, from: 2 })
        );
        assert_eq!(find(b"// tpu-compat-fault: hang@compile#0"), None);
        assert_eq!(find(b"// tpu-compat-fault: hang@compile#x"), None);
        assert_eq!(find(b"// tpu-compat-fault: explode@compile"), None);
        assert_eq!(find(b"// tpu-compat-fault: abort"), None);
        assert_eq!(
            find(b"// tpu-compat-fault: sleep:250@execute"),
            Some(Fault { kind: FaultKind::Sleep(250), stage: FaultStage::Execute, from: 1 })
        );
        assert_eq!(find(b"// tpu-compat-fault: sleep:250@compile"), None, "a slow compile is not a fault here");
        assert_eq!(find(b"// tpu-compat-fault: sleep:-1@execute"), None);
        assert_eq!(find(b"// tpu-compat-fault: sleep@execute"), None);
        assert_eq!(find(b"module {}"), None);
        assert_eq!(find(&[0xff, 0xfe, 0x00]), None);
    }

    #[test]
    fn an_op_aimed_marker_applies_only_where_the_op_is() {
        let abort = Some(Fault { kind: FaultKind::Abort, stage: FaultStage::Compile, from: 1 });
        let with = b"// tpu-compat-fault: abort@compile op=dot_general\n%0 = stablehlo.dot_general %a, %b : f\n";
        assert_eq!(find(with), abort);
        let generic = b"// tpu-compat-fault: abort@compile op=stablehlo.dot_general\n%0 = \"stablehlo.dot_general\"(%a, %b)\n";
        assert_eq!(find(generic), abort);
        // A longer op name, a comment naming the op, and no op at all do not count.
        let other = b"// tpu-compat-fault: abort@compile op=dot\n%0 = stablehlo.dot_general %a : f // stablehlo.dot\n";
        assert_eq!(find(other), None);
        assert_eq!(find(b"// tpu-compat-fault: abort@compile op=tanh\n// stablehlo.tanh\n"), None);
        assert_eq!(find(b"// tpu-compat-fault: abort@compile op=erf\n%0 = chlo.erf %x\n"), abort);
        // Junk after the marker is no marker.
        assert_eq!(find(b"// tpu-compat-fault: abort@compile tanh\n%0 = stablehlo.tanh %x\n"), None);
        assert_eq!(find(b"// tpu-compat-fault: abort@compile op=\n%0 = stablehlo.tanh %x\n"), None);
    }
}
