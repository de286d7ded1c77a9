//! An edit inside one fn rebuilds that fn's graph only; the other bodies keep theirs (the same
//! `Arc`, the same generation), even when the edit moved them.

use cfg::CfgCache;
use ra_ap_syntax::{Edition, SourceFile, TextRange, TextSize};
use std::sync::Arc;

const SRC: &str = "fn one() {\n    a();\n}\n\nfn two(x: u8) {\n    if x > 1 { b(); }\n}\n\nfn three() {\n    let f = |y: u8| y + 1;\n    c(f);\n}\n";

fn graphs(cache: &mut CfgCache, text: &str) -> Vec<Arc<cfg::Cfg>> {
    let root = SourceFile::parse(text, Edition::Edition2021).syntax_node();
    let out = cfg::bodies(&root).iter().map(|b| cache.get(b, Edition::Edition2021)).collect();
    cache.sweep();
    out
}

#[test]
fn an_edit_in_one_fn_rebuilds_only_that_fn() {
    let mut cache = CfgCache::default();
    let before = graphs(&mut cache, SRC);
    assert_eq!(before.len(), 4, "three fns and a closure");
    assert_eq!(cache.built, 4);

    // Edit inside `two`, through the incremental reparse an editor would use.
    let parse = SourceFile::parse(SRC, Edition::Edition2021);
    let at = SRC.find("b();").unwrap() as u32;
    let edited = parse.reparse(TextRange::at(TextSize::new(at), TextSize::new(1)), "bb", Edition::Edition2021);
    let text = edited.syntax_node().text().to_string();
    assert!(text.contains("bb();"));
    let after = graphs(&mut cache, &text);

    assert!(Arc::ptr_eq(&before[0], &after[0]), "fn one kept its graph");
    assert!(!Arc::ptr_eq(&before[1], &after[1]), "fn two was rebuilt");
    assert_ne!(before[1].generation, after[1].generation);
    assert!(Arc::ptr_eq(&before[2], &after[2]), "fn three kept its graph though it moved");
    assert!(Arc::ptr_eq(&before[3], &after[3]), "the closure kept its graph");
    assert_eq!(cache.built, 5, "one graph built for the edit");
    assert_eq!(cache.len(), 4, "the old graph of `two` is forgotten");
}

#[test]
fn a_moved_body_still_finds_its_statements() {
    let mut cache = CfgCache::default();
    let first = graphs(&mut cache, SRC);
    let moved = format!("// a comment that moves everything\n{SRC}");
    let root = SourceFile::parse(&moved, Edition::Edition2021).syntax_node();
    let bodies = cfg::bodies(&root);
    let g = cache.get(&bodies[2], Edition::Edition2021);
    assert!(Arc::ptr_eq(&g, &first[2]));
    // The reused graph resolves its statements in the moved body.
    let stmts: Vec<String> =
        g.statements().filter_map(|id| g.syntax(&bodies[2], id)).map(|n| n.text().to_string()).collect();
    assert_eq!(stmts, ["let f = |y: u8| y + 1;", "c(f);"]);
}
