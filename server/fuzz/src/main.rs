//! `cocci-fuzz TARGET SECONDS [--seed N] [--dir test-data/fuzz]`: fuzzes one target (`smpl`,
//! `engine`, `server`, `session`) for SECONDS. `cocci-fuzz TARGET --check FILE` prints what one input does. Each input is written to `target/fuzz/TARGET.current`
//! before it runs, so an input that aborts the process (a stack overflow) is left there.
//! Failures are written to `DIR/TARGET/found-HASH`, where the tests replay them; the exit status
//! is 1 when there were any.

use cocci_fuzz::{Budget, Target, fuzz, on_worker_stack, stored};
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn main() {
    // As the CLI does: rust-analyzer drops trees on a thread of its own, spawned without a
    // stack size, and dropping a deep tree recurses on its depth.
    if std::env::var_os("RUST_MIN_STACK").is_none() {
        // SAFETY: first thing in `main`, before any other thread exists.
        unsafe { std::env::set_var("RUST_MIN_STACK", engine::STACK_SIZE.to_string()) };
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = || -> ! {
        eprintln!("usage: cocci-fuzz smpl|engine|server|session SECONDS [--seed N] [--dir DIR] | --check FILE");
        std::process::exit(2)
    };
    let option = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let Some(target) = args.first().and_then(|t| Target::from_name(t)) else { usage() };
    // `--check FILE`: the failure of one stored input, in full.
    if let Some(file) = option("--check") {
        let data = std::fs::read(&file).expect("the file");
        let result = on_worker_stack(move || target.check(&data));
        match result {
            Ok(()) => eprintln!("{file}: passes"),
            Err(failure) => eprintln!("{file}: {failure}"),
        }
        return;
    }
    let Some(seconds) = args.get(1).and_then(|s| s.parse::<u64>().ok()) else { usage() };
    let seed = option("--seed").and_then(|s| s.parse().ok()).unwrap_or_else(|| fastrand::u64(..));
    let dir = PathBuf::from(option("--dir").unwrap_or_else(|| "test-data/fuzz".into()));
    let seeds: Vec<Vec<u8>> = stored(&dir, target).into_iter().map(|(_, d)| d).collect();
    std::fs::create_dir_all("target/fuzz").expect("target/fuzz");
    let current = PathBuf::from(format!("target/fuzz/{}.current", target.name()));
    // Panics are findings, reported below; not printed as they happen.
    std::panic::set_hook(Box::new(|_| {}));
    eprintln!("fuzzing {} for {seconds} s, seed {seed}, {} seeds", target.name(), seeds.len());
    let until = Instant::now() + Duration::from_secs(seconds);
    let (runs, findings) = on_worker_stack(move || {
        fuzz(target, &seeds, seed, Budget::Until(until), |input| {
            let _ = std::fs::write(&current, input);
        })
    });
    eprintln!("{}: {runs} inputs, {} findings", target.name(), findings.len());
    for f in &findings {
        let hash = f.input.iter().fold(0xcbf29ce484222325u64, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x100000001b3));
        let path = dir.join(target.name()).join(format!("found-{hash:016x}"));
        let _ = std::fs::write(&path, &f.input);
        eprintln!("  {}: {}", path.display(), f.failure.lines().next().unwrap_or(""));
    }
    std::process::exit(i32::from(!findings.is_empty()));
}
