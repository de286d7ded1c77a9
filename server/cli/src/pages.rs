//! Transparent huge pages off for this process. mimalloc asks the kernel for 2 MB pages over
//! its arenas (`madvise(MADV_HUGEPAGE)`); a cocci run touches its memory sparsely (many
//! parsed trees, rust-analyzer's database), so each huge page is zeroed whole for the little of
//! it that is used. Without them a typed run over syn peaks about 10% lower at the same time,
//! and the server's first diagnostics of a file come sooner (docs/benchmarks.md). The setting is
//! inherited by the processes cocci starts (`cargo check` under `--verify`): on systems whose
//! default is `madvise` that changes nothing for them, as they ask for no huge pages.

/// Turns transparent huge pages off for the process; where the kernel cannot, nothing changes.
pub fn no_huge_pages() {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    let _ = rustix::thread::disable_transparent_huge_pages(true);
}
