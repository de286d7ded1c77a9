//! Memory figures of this process, from `/proc/self/status` (Linux; `None` elsewhere).

fn status_field(name: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(name))?;
    let kb: u64 = line[name.len()..].trim().trim_end_matches("kB").trim().parse().ok()?;
    Some(kb * 1024)
}

/// Resident memory now, in bytes.
pub fn rss() -> Option<u64> {
    status_field("VmRSS:")
}

/// Peak resident memory so far, in bytes.
pub fn peak_rss() -> Option<u64> {
    status_field("VmHWM:")
}

/// Gives memory the allocator holds free back to the system, after a database was dropped:
/// glibc keeps freed memory in its arenas, so without this the process's resident memory
/// would stay at its peak however many databases were dropped.
pub(crate) fn release_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only walks the allocator's own free lists.
    unsafe {
        libc::malloc_trim(0);
    }
}
