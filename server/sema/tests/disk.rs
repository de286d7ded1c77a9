//! A long-lived model brought back in line with the files on disk (`sync_with_disk`): what the
//! command line's background model does at the start of each run.

mod common;

use common::{Fixture, at};
use sema::SemanticModel;
use sema_api::{FileSemantics, ItemId, Ty};

const LIB: &str = "pub mod a;\npub fn use_it() -> usize {\n    let v = a::make();\n    v.len()\n}\n";

fn fixture() -> Fixture {
    let fixture = Fixture::package("synced", LIB);
    fixture.write("src/a.rs", "pub fn make() -> Vec<u8> {\n    Vec::new()\n}\n");
    fixture
}

fn type_of_make(model: &SemanticModel, fixture: &Fixture) -> Option<Ty> {
    let file = model.file(fixture.path("src/lib.rs"), LIB);
    file.type_of_expr(at(LIB, "a::make()")).map(|t| t.ty)
}

fn adt(id: &str, args: Vec<Ty>) -> Ty {
    Ty::Adt { id: ItemId(id.into()), args }
}

#[test]
fn a_file_changed_on_disk_is_read_again_by_its_contents() {
    let fixture = fixture();
    let model = SemanticModel::new([fixture.root()]);
    let vec_u8 = adt("alloc::vec::Vec", vec![Ty::Prim("u8".into())]);
    assert_eq!(type_of_make(&model, &fixture), Some(vec_u8.clone()));
    assert_eq!(model.sync_with_disk(), Ok(0), "nothing changed yet");
    // Another file than the one asked about: only its contents tell the model.
    fixture.write("src/a.rs", "pub fn make() -> String {\n    String::new()\n}\n");
    assert_eq!(type_of_make(&model, &fixture), Some(vec_u8), "the model holds the text it loaded");
    assert_eq!(model.sync_with_disk(), Ok(1));
    assert_eq!(type_of_make(&model, &fixture), Some(adt("alloc::string::String", vec![])));
    assert_eq!(model.load_reports().len(), 1, "a changed text is no reason to load again");
}

/// A change to the files on disk, and the reason the model gives for needing a new load.
type Change = (&'static str, fn(&Fixture));

#[test]
fn a_changed_manifest_or_a_file_added_or_removed_needs_a_new_load() {
    let cases: [Change; 3] = [
        ("Cargo.toml changed", |f| {
            let manifest = std::fs::read_to_string(f.path("Cargo.toml")).unwrap();
            f.write("Cargo.toml", &format!("{manifest}\n[features]\nx = []\n"));
        }),
        ("src/b.rs was added", |f| f.write("src/b.rs", "pub fn b() {}\n")),
        ("src/a.rs was removed", |f| std::fs::remove_file(f.path("src/a.rs")).unwrap()),
    ];
    for (why, change) in cases {
        let fixture = fixture();
        let model = SemanticModel::new([fixture.root()]);
        assert!(type_of_make(&model, &fixture).is_some());
        change(&fixture);
        let stale = model.sync_with_disk().expect_err(why);
        assert!(stale.contains(why), "{why}: {stale}");
    }
}
