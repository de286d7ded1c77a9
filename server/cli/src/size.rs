//! `--max-memory SIZE`: a memory budget as people write it (`4G`, `1500M`, `none`).

/// A budget given on the command line: bytes, or none at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget(Option<u64>);

impl Budget {
    pub fn bytes(self) -> Option<u64> {
        self.0
    }
}

/// `4G`, `4GB`, `4GiB`, `1500M`, `512K`, plain bytes (units are powers of 1024), or `none`.
pub fn parse_budget(text: &str) -> Result<Budget, String> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("none") {
        return Ok(Budget(None));
    }
    let split = t.find(|c: char| !c.is_ascii_digit() && c != '.').unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let number: f64 = number.parse().map_err(|_| format!("`{text}` is no size (write 4G, 1500M or none)"))?;
    let shift = match unit.trim().to_ascii_uppercase().trim_end_matches("IB").trim_end_matches('B') {
        "" => 0,
        "K" => 10,
        "M" => 20,
        "G" => 30,
        "T" => 40,
        _ => return Err(format!("`{text}`: unknown unit `{unit}` (K, M, G or T)")),
    };
    let bytes = number * (1u64 << shift) as f64;
    if bytes < 1.0 {
        return Err(format!("`{text}` is no memory at all (write none for no budget)"));
    }
    Ok(Budget(Some(bytes as u64)))
}

/// Half the machine's memory, at most 4 GiB: room for the model of a large workspace per
/// thread on a laptop, with the rest of the machine left alone. `None` where the machine's
/// memory cannot be read.
pub fn default_budget() -> Option<u64> {
    const AT_MOST: u64 = 4 << 30;
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = meminfo.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kb: u64 = line["MemTotal:".len()..].trim().trim_end_matches("kB").trim().parse().ok()?;
    Some((kb * 1024 / 2).min(AT_MOST))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(parse_budget("4G").unwrap().bytes(), Some(4 << 30));
        assert_eq!(parse_budget("4GiB").unwrap().bytes(), Some(4 << 30));
        assert_eq!(parse_budget("1500M").unwrap().bytes(), Some(1500 << 20));
        assert_eq!(parse_budget("1.5g").unwrap().bytes(), Some(3 << 29));
        assert_eq!(parse_budget("65536").unwrap().bytes(), Some(65536));
        assert_eq!(parse_budget("none").unwrap().bytes(), None);
        assert!(parse_budget("4X").unwrap_err().contains("unknown unit `X`"));
        assert!(parse_budget("lots").unwrap_err().contains("no size"));
        assert!(parse_budget("0").is_err());
    }

    #[test]
    fn the_default_is_half_the_memory_at_most_4g() {
        let budget = default_budget().expect("Linux has /proc/meminfo");
        assert!(budget > 0 && budget <= 4 << 30, "{budget}");
    }
}
