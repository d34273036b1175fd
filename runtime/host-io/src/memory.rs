//! How many bytes the host may give the harness: the kernel's
//! `MemAvailable`, lowered to the cap `TPU_COMPAT_HOST_MEMORY` sets (to
//! rehearse a smaller machine, and to test refusals without a large one).
//! A cap that is not a size is an error, never ignored: ignoring it would
//! silently lift the cap the user asked for.
//!
//! The cap's grammar: a whole number, optionally followed (spaces allowed,
//! case ignored) by a unit. `K`, `M`, `G`, `T` and `KiB`/`Ki` ... `TiB`/`Ti`
//! are powers of 1024 (`8G` is 8 GiB, as before); `KB`, `MB`, `GB`, `TB` are
//! powers of 1000 (SI); `B` or no unit is bytes. Zero, a sign, a fraction or
//! an unknown unit is refused.

use std::fmt;

/// The environment variable that caps host memory (see the module doc).
pub const HOST_MEMORY_ENV: &str = "TPU_COMPAT_HOST_MEMORY";

/// Used when `/proc/meminfo` cannot be read: 16 GiB.
pub const FALLBACK_MEMORY_LIMIT: u64 = 16 << 30;

/// What the host may give, and where the figure comes from (for messages).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HostMemory {
    pub bytes: u64,
    pub source: &'static str,
}

/// `TPU_COMPAT_HOST_MEMORY` is set to something that is not a size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CapError {
    pub value: String,
    pub reason: &'static str,
}

impl fmt::Display for CapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{HOST_MEMORY_ENV}={:?} is not a memory size ({}): give bytes, or a whole number with a unit: \
             K, M, G, T (or KiB ... TiB: powers of 1024) or KB, MB, GB, TB (powers of 1000), e.g. 8G or 512MiB",
            self.value, self.reason
        )
    }
}

impl std::error::Error for CapError {}

/// How many bytes the host may give: the kernel's `MemAvailable`
/// (`/proc/meminfo`, else [`FALLBACK_MEMORY_LIMIT`]), lowered to
/// [`HOST_MEMORY_ENV`] where that is smaller. An unparsable cap is an error.
pub fn limit() -> Result<HostMemory, CapError> {
    let kernel = kernel_memory();
    let Some(value) = std::env::var_os(HOST_MEMORY_ENV) else { return Ok(kernel) };
    let text = value.to_str().ok_or_else(|| CapError { value: value.to_string_lossy().into_owned(), reason: "not UTF-8" })?;
    let cap = parse_size(text).map_err(|reason| CapError { value: text.to_string(), reason })?;
    Ok(if cap < kernel.bytes { HostMemory { bytes: cap, source: "the cap TPU_COMPAT_HOST_MEMORY sets" } } else { kernel })
}

/// Parses a size in the grammar of the module doc; the error says what is wrong.
pub fn parse_size(text: &str) -> Result<u64, &'static str> {
    let t = text.trim();
    if t.is_empty() {
        return Err("empty");
    }
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (digits, unit) = t.split_at(split);
    if digits.is_empty() {
        return Err("it does not start with a whole number");
    }
    let scale: u64 = match unit.trim_start().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "ki" | "kib" => 1 << 10,
        "m" | "mi" | "mib" => 1 << 20,
        "g" | "gi" | "gib" => 1 << 30,
        "t" | "ti" | "tib" => 1 << 40,
        "kb" => 1_000,
        "mb" => 1_000_000,
        "gb" => 1_000_000_000,
        "tb" => 1_000_000_000_000,
        _ => return Err("unknown unit"),
    };
    let n: u64 = digits.parse().map_err(|_| "too large")?;
    let bytes = n.checked_mul(scale).ok_or("too large")?;
    if bytes == 0 {
        return Err("zero leaves no memory");
    }
    Ok(bytes)
}

fn kernel_memory() -> HostMemory {
    let available = std::fs::read_to_string("/proc/meminfo").ok().and_then(|t| {
        let line = t.lines().find(|l| l.starts_with("MemAvailable:"))?;
        let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
        kib.checked_mul(1024)
    });
    match available {
        Some(bytes) => HostMemory { bytes, source: "available memory (MemAvailable in /proc/meminfo)" },
        None => HostMemory { bytes: FALLBACK_MEMORY_LIMIT, source: "the fallback cap (/proc/meminfo unreadable)" },
    }
}

/// `1.5 GiB`-style, for messages.
pub fn gib(bytes: u64) -> String {
    format!("{:.1} GiB", bytes as f64 / (1u64 << 30) as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_common_spellings_parse_binary_or_decimal_as_documented() {
        for (text, bytes) in [
            ("1073741824", 1u64 << 30),
            ("8G", 8 << 30),
            ("8g", 8 << 30),
            ("1Gi", 1 << 30),
            ("1GiB", 1 << 30),
            ("1 GiB", 1 << 30),
            ("512M", 512 << 20),
            ("512MiB", 512 << 20),
            ("64K", 64 << 10),
            ("2T", 2 << 40),
            ("1GB", 1_000_000_000),
            ("1gb", 1_000_000_000),
            ("500MB", 500_000_000),
            ("4096B", 4096),
            (" 2G ", 2 << 30),
        ] {
            assert_eq!(parse_size(text), Ok(bytes), "{text}");
        }
    }

    #[test]
    fn what_is_not_a_size_is_refused_with_a_reason() {
        for (text, reason) in [
            ("", "empty"),
            ("  ", "empty"),
            ("abc", "it does not start with a whole number"),
            ("-1", "it does not start with a whole number"),
            ("+1G", "it does not start with a whole number"),
            ("0", "zero leaves no memory"),
            ("0G", "zero leaves no memory"),
            ("1.5G", "unknown unit"),
            ("1X", "unknown unit"),
            ("1 G B", "unknown unit"),
            ("99999999999999999999", "too large"),
            ("17179869184G", "too large"),
        ] {
            assert_eq!(parse_size(text), Err(reason), "{text:?}");
        }
    }

    #[test]
    fn the_message_names_the_variable_the_value_and_the_grammar() {
        let e = CapError { value: "abc".into(), reason: "unknown unit" };
        let text = e.to_string();
        assert!(text.starts_with("TPU_COMPAT_HOST_MEMORY=\"abc\" is not a memory size (unknown unit)"), "{text}");
        assert!(text.contains("powers of 1024") && text.contains("powers of 1000"), "{text}");
    }
}
