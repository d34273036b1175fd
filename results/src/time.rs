//! Time as results record it: seconds since the Unix epoch on rows,
//! RFC 3339 UTC in `run.json` and baseline provenance, a compact stamp in
//! run-folder names, and milliseconds for stage timings.

use chrono::{DateTime, Utc};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch, now.
pub fn now_s() -> f64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0)
}

/// Milliseconds since `t`.
pub fn ms_since(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

/// `t` as RFC 3339 UTC to the second (`2026-11-30T04:36:00Z`).
pub fn rfc3339(t: SystemTime) -> String {
    DateTime::<Utc>::from(t).format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// `t` as a compact UTC stamp for folder names (`20261130T043600Z`).
pub fn compact_utc(t: SystemTime) -> String {
    DateTime::<Utc>::from(t).format("%Y%m%dT%H%M%SZ").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_format_as_utc() {
        let t = UNIX_EPOCH + std::time::Duration::from_secs(1_796_013_360);
        assert_eq!(rfc3339(t), "2026-11-30T04:36:00Z");
        assert_eq!(compact_utc(t), "20261130T043600Z");
        assert_eq!(rfc3339(UNIX_EPOCH), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(UNIX_EPOCH + std::time::Duration::from_secs(951_782_400)), "2000-02-29T00:00:00Z");
    }
}
