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
    let lower = message.to_lowercase();
    all().iter().find(|l| lower.contains(&l.says.to_lowercase())).map(|l| l.means.as_str())
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
            assert_eq!(named_in(&message), Some(l.means.as_str()));
        }
        assert_eq!(named_in("INVALID_ARGUMENT: shapes do not match"), None);
    }
}
