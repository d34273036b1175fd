//! The fault marker a program carries: a comment line
//! `// tpu-compat-fault: KIND@STAGE` or `KIND@STAGE#N` (the fault strikes
//! from the N-th time this process reaches STAGE with a marked program on;
//! earlier ones behave, so a worker's one compile succeeds and a later
//! command's second compile, e.g. `diverge`'s instrumented program, hangs).
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

/// The first well-formed marker in a program's text (bytecode has none).
pub fn find(program: &[u8]) -> Option<Fault> {
    let text = std::str::from_utf8(program).ok()?;
    text.lines().find_map(|line| parse(line.trim()))
}

fn parse(line: &str) -> Option<Fault> {
    let rest = line.strip_prefix(PREFIX)?.trim();
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
    Some(Fault { kind, stage, from })
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
}
