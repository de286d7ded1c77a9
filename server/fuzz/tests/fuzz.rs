//! The fuzz targets in `cargo test`: every stored input (seeds and the findings kept as
//! regressions in `test-data/fuzz/`) passes, and a short seeded run of each target finds
//! nothing.

use cocci_fuzz::{Budget, Target, fuzz, on_worker_stack, stored};
use std::path::PathBuf;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test-data/fuzz")
}

#[test]
fn every_stored_input_passes() {
    for target in Target::ALL {
        let inputs = stored(&dir(), target);
        assert!(inputs.len() >= 3, "{}: seeds in test-data/fuzz/{}", target.name(), target.name());
        for (path, data) in inputs {
            let result = on_worker_stack(move || target.check(&data));
            assert!(result.is_ok(), "{}: {}", path.display(), result.unwrap_err());
        }
    }
}

#[test]
fn a_short_seeded_run_of_each_target_finds_nothing() {
    for (target, runs) in [(Target::Smpl, 1000), (Target::Engine, 500), (Target::Server, 2000), (Target::Session, 6)] {
        let seeds: Vec<Vec<u8>> = stored(&dir(), target).into_iter().map(|(_, d)| d).collect();
        let (done, findings) = on_worker_stack(move || fuzz(target, &seeds, 12, Budget::Iterations(runs), |_| {}));
        assert_eq!(done, runs);
        assert!(
            findings.is_empty(),
            "{}: {:#?}",
            target.name(),
            findings.iter().map(|f| (String::from_utf8_lossy(&f.input), &f.failure)).collect::<Vec<_>>()
        );
    }
}

/// The properties do fail: a broken case is caught.
#[test]
fn the_checks_catch_failures() {
    assert!(Target::Server.check(b"Content-Length: 2\r\n\r\n{}").is_ok());
    // A second run that changes code the first did not add: `- ...` removes up to the first
    // match, then up to the next (a patch wrongly marked idempotent).
    let bad = cocci_fuzz::EngineCase {
        patch: "@@\nexpression E;\n@@\n- ... E.unwrap()\n+ E.expect(\"x\")\n".into(),
        rust: "fn f() {\n    let a = x.unwrap();\n    let b = y.unwrap();\n}\n".into(),
        idempotent: true,
    };
    let result = on_worker_stack(move || cocci_fuzz::engine_target(&bad));
    assert!(result.unwrap_err().starts_with("not idempotent"));
    // `+` code the pattern matches again changes on a second run, only in what the first added.
    let rematches = cocci_fuzz::EngineCase {
        patch: "@@\nexpression E;\n@@\n- foo(E)\n+ foo(foo(E))\n".into(),
        rust: "fn f() { foo(1); }\n".into(),
        idempotent: true,
    };
    assert_eq!(on_worker_stack(move || cocci_fuzz::engine_target(&rematches)), Ok(()));
}

/// The session target compares something: some stored session ends with a patch that runs and
/// reports on its Rust file, and its steps changed the file.
#[test]
fn stored_sessions_end_with_reports_to_compare() {
    use cocci_fuzz::session::{SessionCase, cli, final_texts};
    let compared = stored(&dir(), Target::Session)
        .into_iter()
        .filter(|(_, data)| {
            let case = SessionCase::decode(data);
            let (rust, patch) = final_texts(&case);
            rust != case.files.rust && cli(&patch, &rust).is_some_and(|r| !r.is_empty())
        })
        .count();
    assert!(compared > 0, "no stored session compares reports");
}
