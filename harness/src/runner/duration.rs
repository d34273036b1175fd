//! The run's durations (`--timeout`, the kill grace): one grammar, bounded.

use std::time::Duration;

/// A duration the run does not take.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BadDuration {
    #[error("`{0}` is not a duration (e.g. 30s, 500ms, 5m, 1h)")]
    Malformed(String),
    #[error("`{0}` is not more than zero: give a positive duration (e.g. 30s)")]
    NotPositive(String),
    #[error("`{0}` is longer than the limit of 7 days")]
    TooLong(String),
    #[error("`{text}`: {message}")]
    Unrepresentable { text: String, message: String },
}

/// `300`, `300s`, `500ms`, `5m`, `1.5h`; positive and at most a week.
pub fn parse_duration(s: &str) -> Result<Duration, BadDuration> {
    const WEEK_S: f64 = 7.0 * 86_400.0;
    let t = s.trim();
    let (num, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 1e-3)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1.0)
    } else if let Some(n) = t.strip_suffix('m') {
        (n, 60.0)
    } else if let Some(n) = t.strip_suffix('h') {
        (n, 3600.0)
    } else {
        (t, 1.0)
    };
    match num.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 && v * scale <= WEEK_S => {
            Duration::try_from_secs_f64(v * scale).map_err(|e| BadDuration::Unrepresentable { text: s.to_string(), message: e.to_string() })
        }
        Ok(v) if v.is_finite() && v > 0.0 => Err(BadDuration::TooLong(s.to_string())),
        Ok(v) if v <= 0.0 => Err(BadDuration::NotPositive(s.to_string())),
        _ => Err(BadDuration::Malformed(s.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_parse_within_range() {
        assert_eq!(parse_duration("500ms").unwrap(), Duration::from_millis(500));
        assert_eq!(parse_duration("1.5h").unwrap(), Duration::from_secs(5400));
        for bad in ["0s", "-1s", "nan", "1e19s", "99999999999999999999h", "8d", "x"] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
        assert!(parse_duration("169h").unwrap_err().to_string().contains("7 days"));
        assert_eq!(parse_duration("0s").unwrap_err(), BadDuration::NotPositive("0s".into()));
        assert!(parse_duration("-2m").unwrap_err().to_string().contains("not more than zero"));
    }
}
