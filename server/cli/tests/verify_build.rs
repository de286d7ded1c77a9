//! `apply --verify`'s build pass on a file outside any Cargo workspace: built alone with
//! `rustc --emit=metadata`, which finds what rust-analyzer does not (a library feature that is
//! unstable, E0658); that rewrite is backed out at its line, the other is kept.

mod common;

use common::{cocci, project, stderr, stdout};

#[test]
fn a_lone_file_is_built_with_rustc_and_what_it_refuses_is_backed_out() {
    let lib = "pub fn any(v: Vec<u8>) -> bool {\n    v.into_iter().len() > 0\n}\n\n\
               pub fn some(v: &[u8]) -> bool {\n    v.len() > 0\n}\n";
    let dir = project(&[("p.cocci", "@@\nexpression e;\n@@\n- e.len() > 0\n+ !e.is_empty()\n"), ("lone.rs", lib)]);
    let out = cocci(&["apply", "--verify", "p.cocci", "lone.rs"], dir.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert!(diff.contains("+    !v.is_empty()"), "{diff}\n{err}");
    assert!(!diff.contains("into_iter().is_empty()"), "{diff}\n{err}");
    assert!(err.contains("lone.rs:2:5: rule@1: refused by --verify (rustc): error[E0658]"), "{err}");
    assert!(err.contains("1 match, 1 refused, 1 file changed"), "{err}");
}
