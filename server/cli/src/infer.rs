//! `cocci infer BEFORE AFTER`: the patch an example edit gives (see `engine::infer`), on
//! stdout; each change it could not make a rule of, on stderr as `BEFORE:line:col: ...`.

use std::path::Path;
use std::process::ExitCode;

pub fn run(before: &Path, after: &Path) -> ExitCode {
    let read = |p: &Path| std::fs::read_to_string(p).map_err(|e| format!("error: cannot read {}: {e}", p.display()));
    let (old, new) = match (read(before), read(after)) {
        (Ok(old), Ok(new)) => (old, new),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let edition = project::edition::Editions::default().for_file(before);
    let inferred = engine::infer::infer(&old, &new, edition);
    if inferred.changes == 0 {
        eprintln!("the two files are the same: nothing to infer");
        return ExitCode::from(1);
    }
    print!("{}", inferred.patch);
    let lines = smpl::LineIndex::new(&old);
    for (range, why) in &inferred.refused {
        let at = lines.line_col(range.start);
        eprintln!("{}:{}:{}: this change is not in the patch: {why}", before.display(), at.line, at.col);
    }
    let covered = inferred.changes - inferred.refused.len();
    eprintln!("{covered} of {} changes in the patch", inferred.changes);
    if inferred.refused.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) }
}
