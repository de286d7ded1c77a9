//! A path in a patch means what it means at the root of a crate using std. One that names
//! nothing there (a crate's own type written bare) is compared as written, and cocci says so
//! once, at its place in the patch, with how to name it instead.

mod common;

use common::{cocci, project, stderr, stdout};

const MANIFEST: &str = "[package]\nname = \"names\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";
const LIB: &str = "pub mod shapes {\n    #[derive(Default)]\n    pub struct Square(pub u8);\n    impl Square {\n        pub fn new() -> Square {\n            Square(0)\n        }\n    }\n}\n\n\
                   use crate::shapes::Square;\n\npub fn a() -> Square {\n    Square::new()\n}\n\n\
                   pub fn b() -> Square {\n    shapes::Square::new()\n}\n";

#[test]
fn a_bare_crate_type_in_a_patch_is_compared_as_written_and_said_so() {
    let ws = project(&[
        ("p.cocci", "@@\n@@\n- Square::new()\n+ Square::default()\n"),
        ("q.cocci", "@@\n@@\n- names::shapes::Square::new()\n+ Square::default()\n"),
        ("Cargo.toml", MANIFEST),
        ("src/lib.rs", LIB),
    ]);
    let out = cocci(&["apply", "p.cocci", "src"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert!(diff.contains("-    Square::new()\n+    Square::default()"), "{diff}\n{err}");
    assert!(!diff.contains("-    shapes::Square::new()"), "written otherwise: not matched\n{diff}");
    assert!(
        err.contains("p.cocci:3:3: warning: `Square::new` names no type of std's prelude or of a crate by name"),
        "{err}"
    );
    // Named from its crate, it is compared by meaning: both spellings match, no warning.
    let out = cocci(&["apply", "q.cocci", "src"], ws.path());
    let (diff, err) = (stdout(&out), stderr(&out));
    assert!(diff.contains("-    shapes::Square::new()\n+    Square::default()"), "{diff}\n{err}");
    assert!(diff.contains("-    Square::new()\n+    Square::default()"), "{diff}\n{err}");
    assert!(!err.contains("warning"), "{err}");
}
