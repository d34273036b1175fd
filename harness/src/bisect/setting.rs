//! A compile setting as `bisect` compares two of them: a compile profile
//! plus XLA debug options of the user's own, written `PROFILE[,NAME=VALUE...]`
//! (`fast`, `full,xla_cpu_use_fusion_emitters=false`). Every setting is also
//! a plain map of debug options (the profile's own, from
//! `runtime::profile_flags`, then the extras), which is what a trial hands
//! the plugin through `XLA_FLAGS` over the `full` profile, and what the
//! difference between two settings is taken over: one [`Change`] per option
//! whose value differs.

use runtime::CompileProfile;
use std::collections::BTreeMap;
use std::path::Path;

/// Why a setting could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingError {
    #[error("`{0}`: unknown compile profile (expected full or fast, then optional ,NAME=VALUE XLA options)")]
    Profile(String),
    #[error("`{0}`: an XLA option is NAME=VALUE with NAME an xla_* debug option (letters, digits, _) and a VALUE without spaces")]
    Option(String),
}

/// A compile profile and XLA debug options on top of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setting {
    pub profile: CompileProfile,
    /// The user's own options, in the order given (a later one wins).
    pub extra: Vec<(String, String)>,
}

impl std::str::FromStr for Setting {
    type Err = SettingError;
    fn from_str(s: &str) -> Result<Self, SettingError> {
        let mut parts = s.split(',');
        let head = parts.next().unwrap_or_default().trim();
        let profile: CompileProfile = head.parse().map_err(|_| SettingError::Profile(s.to_string()))?;
        let mut extra = Vec::new();
        for part in parts {
            let (name, value) = part.trim().split_once('=').ok_or_else(|| SettingError::Option(part.to_string()))?;
            let name = name.trim_start_matches("--");
            let name_ok = name.starts_with("xla_") && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
            let value_ok = !value.is_empty() && !value.contains(char::is_whitespace) && !value.contains('\'');
            if !(name_ok && value_ok) {
                return Err(SettingError::Option(part.to_string()));
            }
            extra.push((name.to_string(), value.to_string()));
        }
        Ok(Setting { profile, extra })
    }
}

impl std::fmt::Display for Setting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.profile.as_str())?;
        for (n, v) in &self.extra {
            write!(f, ",{n}={v}")?;
        }
        Ok(())
    }
}

/// Debug options by name: what a trial compiles under.
pub type Options = BTreeMap<String, String>;

impl Setting {
    /// Every debug option this setting sets: the profile's, then the extras.
    pub fn options(&self) -> Options {
        let mut m: Options = runtime::profile_flags(self.profile).into_iter().map(|(n, v)| (n.to_string(), v)).collect();
        for (n, v) in &self.extra {
            m.insert(n.clone(), v.clone());
        }
        m
    }
}

/// One option that differs between two settings: set it to the second's
/// value, or (`to: None`) leave it at the compiler's default as the second does.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Change {
    pub name: String,
    pub to: Option<String>,
}

impl std::fmt::Display for Change {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.to {
            Some(v) => write!(f, "{}={v}", self.name),
            None => write!(f, "{} at its default", self.name),
        }
    }
}

/// The options to change to go from `from` to `to`, by name.
pub fn differences(from: &Options, to: &Options) -> Vec<Change> {
    let names: std::collections::BTreeSet<&String> = from.keys().chain(to.keys()).collect();
    names.into_iter().filter(|n| from.get(*n) != to.get(*n)).map(|n| Change { name: n.clone(), to: to.get(n).cloned() }).collect()
}

/// `base` with `changes` made.
pub fn apply<'a>(base: &Options, changes: impl IntoIterator<Item = &'a Change>) -> Options {
    let mut m = base.clone();
    for c in changes {
        match &c.to {
            Some(v) => m.insert(c.name.clone(), v.clone()),
            None => m.remove(&c.name),
        };
    }
    m
}

/// The `XLA_FLAGS` value of a trial: its options, the HLO passes it
/// disables (`xla_disable_hlo_passes`), and where the plugin dumps the
/// module after every pass (for the list of passes it ran).
pub fn xla_flags(options: &Options, disabled_passes: &[String], dump: Option<&Path>) -> String {
    let mut flags: Vec<String> = options.iter().map(|(n, v)| format!("--{n}={v}")).collect();
    if !disabled_passes.is_empty() {
        flags.push(format!("--xla_disable_hlo_passes={}", disabled_passes.join(",")));
    }
    if let Some(d) = dump {
        flags.push(format!("--xla_dump_to={}", d.display()));
        flags.push("--xla_dump_hlo_pass_re=.*".to_string());
    }
    flags.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_a_profile_and_options() {
        let s: Setting = "full,xla_cpu_use_fusion_emitters=false,--xla_backend_optimization_level=2".parse().unwrap();
        assert_eq!(s.profile, CompileProfile::Full);
        assert_eq!(s.extra.len(), 2);
        assert_eq!(s.to_string(), "full,xla_cpu_use_fusion_emitters=false,xla_backend_optimization_level=2");
        assert_eq!(s.options().len(), 2);
        assert!(matches!("quick".parse::<Setting>(), Err(SettingError::Profile(_))));
        for bad in ["fast,emitters=false", "fast,xla_a", "fast,xla_a=", "fast,xla_a=1 2", "fast,xla a=1"] {
            assert!(matches!(bad.parse::<Setting>(), Err(SettingError::Option(_))), "{bad}");
        }
    }

    #[test]
    fn differences_go_from_one_setting_to_the_other() {
        let full: Setting = "full,xla_x=1".parse().unwrap();
        let fast: Setting = "fast,xla_backend_optimization_level=1".parse().unwrap();
        let d = differences(&full.options(), &fast.options());
        let names: Vec<String> = d.iter().map(ToString::to_string).collect();
        assert_eq!(
            names,
            [
                "xla_backend_optimization_level=1",
                "xla_cpu_use_fusion_emitters=false",
                "xla_llvm_disable_expensive_passes=true",
                "xla_x at its default"
            ]
        );
        assert_eq!(apply(&full.options(), &d), fast.options());
        assert_eq!(apply(&full.options(), &[]), full.options());
        assert!(differences(&fast.options(), &fast.options()).is_empty());
    }

    #[test]
    fn xla_flags_spell_options_passes_and_dumps() {
        let fast: Setting = "fast".parse().unwrap();
        let f = xla_flags(&fast.options(), &["algsimp".into(), "cse".into()], Some(Path::new("/d")));
        assert_eq!(
            f,
            "--xla_backend_optimization_level=0 --xla_cpu_use_fusion_emitters=false --xla_llvm_disable_expensive_passes=true \
             --xla_disable_hlo_passes=algsimp,cse --xla_dump_to=/d --xla_dump_hlo_pass_re=.*"
        );
        assert_eq!(xla_flags(&Options::new(), &[], None), "");
    }
}
