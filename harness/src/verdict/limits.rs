//! The PJRT plugin's limits: the one list (`baselines/plugin-limits.toml`,
//! built in), shared with the ATen shard, which reads the same file. A
//! failure naming one is the plugin's, never the program's or TorchTPU's.

use serde::Deserialize;
use std::sync::OnceLock;

/// The list's source, as committed.
pub const SOURCE: &str = include_str!("../../../baselines/plugin-limits.toml");

/// One limit: what the plugin says (a substring, matched ignoring case), and what it means.
#[derive(Debug, Deserialize)]
pub struct Limit {
    pub says: String,
    pub means: String,
    /// Read only in a bounded sweep, where TorchTPU sends bounded dynamic programs and buffers.
    #[serde(default)]
    pub bounded: bool,
}

#[derive(Deserialize)]
struct File {
    limit: Vec<Limit>,
}

/// The committed list (its parse is tested; a list that did not parse would be empty).
pub fn all() -> &'static [Limit] {
    static LIMITS: OnceLock<Vec<Limit>> = OnceLock::new();
    LIMITS.get_or_init(|| toml::from_str::<File>(SOURCE).map(|f| f.limit).unwrap_or_default())
}

/// Which of the plugin's limits a message names, in words; None where it names none.
pub fn named_in(message: &str) -> Option<&'static str> {
    find(message, false)
}

/// As [`named_in`], in a bounded sweep: the limits met only by bounded dynamic programs count too.
pub fn named_in_bounded(message: &str) -> Option<&'static str> {
    find(message, true)
}

fn find(message: &str, bounded: bool) -> Option<&'static str> {
    let lower = message.to_lowercase();
    all().iter().filter(|l| bounded || !l.bounded).find(|l| lower.contains(&l.says.to_lowercase())).map(|l| l.means.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_list_parses_and_each_limit_is_found_in_its_own_words() {
        let list: File = toml::from_str(SOURCE).expect("baselines/plugin-limits.toml parses");
        assert!(list.limit.len() >= 6);
        for l in all() {
            assert!(!l.says.trim().is_empty() && !l.means.trim().is_empty());
            let message = format!("INTERNAL: {} (more words)", l.says.to_uppercase());
            assert_eq!(named_in_bounded(&message), Some(l.means.as_str()));
            // A bounded sweep's limit is never read elsewhere, where the words could be TorchTPU's fault.
            assert_eq!(named_in(&message), (!l.bounded).then_some(l.means.as_str()));
        }
        assert!(all().iter().any(|l| l.bounded) && all().iter().any(|l| !l.bounded));
        assert_eq!(named_in("INVALID_ARGUMENT: shapes do not match"), None);
    }
}
