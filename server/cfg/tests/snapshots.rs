//! The graphs of bodies covering each construct, as `cocci cfg` prints them. Re-bless with
//! `INSTA_UPDATE=always cargo test -p cocci-cfg` (or `cargo insta review`).

use ra_ap_syntax::{Edition, SourceFile};

/// Every body of `src`, printed.
fn graphs(src: &str) -> String {
    let parse = SourceFile::parse(src, Edition::Edition2021);
    assert!(parse.errors().is_empty(), "{:?}", parse.errors());
    let root = parse.syntax_node();
    cfg::bodies(&root)
        .iter()
        .map(|b| cfg::to_text(&cfg::Cfg::build(b, Edition::Edition2021), b, src))
        .collect::<Vec<_>>()
        .join("")
}

#[test]
fn straight_line_and_tail() {
    insta::assert_snapshot!(graphs("fn f(a: u8) -> u8 {\n    let b = a + 1;\n    log(b);\n    b * 2\n}\n"));
}

#[test]
fn if_else_as_statement_and_value() {
    insta::assert_snapshot!(graphs(
        "fn f(c: bool) -> u8 {\n    if c { a(); } else { b(); }\n    let v = if c { 1 } else { 2 };\n    v\n}\n"
    ));
}

#[test]
fn early_return_in_if_is_an_error_exit() {
    insta::assert_snapshot!(graphs(
        "fn f(x: u8) -> u8 {\n    if x == 0 {\n        return 1;\n    }\n    if x == 1 { log(); return 2; } else { log(); }\n    x\n}\n"
    ));
}

#[test]
fn question_mark_exits() {
    insta::assert_snapshot!(graphs(
        "fn f() -> Result<(), E> {\n    let a = open()?;\n    a.read()?.check()?;\n    Ok(())\n}\n"
    ));
}

#[test]
fn match_arms_with_guards() {
    insta::assert_snapshot!(graphs(
        "fn f(o: Option<u8>) -> u8 {\n    match o {\n        Some(x) if x > 2 => x,\n        Some(_) => { log(); 0 }\n        None => return 9,\n    }\n}\n"
    ));
}

#[test]
fn loops_break_values_and_continue() {
    insta::assert_snapshot!(graphs(
        "fn f(v: &[u8]) -> u8 {\n    let found = loop {\n        let x = next();\n        if x > 3 { break x; }\n    };\n    for i in v {\n        if *i == 0 { continue; }\n        use_(i);\n    }\n    while ready() { step(); }\n    found\n}\n"
    ));
}

#[test]
fn labelled_loops_and_blocks() {
    insta::assert_snapshot!(graphs(
        "fn f() {\n    'outer: for a in xs() {\n        for b in ys() {\n            if b == a { continue 'outer; }\n            if b > a { break 'outer; }\n        }\n    }\n    let r = 'blk: {\n        if quick() { break 'blk 1; }\n        2\n    };\n    use_(r);\n}\n"
    ));
}

#[test]
fn let_else() {
    insta::assert_snapshot!(graphs(
        "fn f(o: Option<u8>) -> u8 {\n    let Some(x) = o else {\n        return 0;\n    };\n    x\n}\n"
    ));
}

#[test]
fn closures_and_async_blocks_are_bodies_of_their_own() {
    insta::assert_snapshot!(graphs(
        "fn f(v: Vec<u8>) {\n    let g = |x: u8| { if x > 1 { return 0; } x };\n    let h = async move { fetch().await?; Ok(()) };\n    v.iter().map(|y| y + 1).count();\n}\n"
    ));
}

#[test]
fn if_as_a_value_inside_a_macro_argument() {
    insta::assert_snapshot!(graphs(
        "fn f(b: bool) -> Result<(), E> {\n    println!(\"{}\", if b { \"x\" } else { \"y\" });\n    write!(out, \"{}\", read()?)?;\n    Ok(())\n}\n"
    ));
}

#[test]
fn const_and_static_initialisers_and_methods() {
    insta::assert_snapshot!(graphs(
        "const N: u8 = if cfg() { 1 } else { 2 };\nstatic S: &str = pick().unwrap();\nimpl T {\n    fn m(&self) -> u8 { self.a.unwrap_or(0) }\n}\ntrait U {\n    fn d(&self) { self.m(); }\n}\n"
    ));
}

#[test]
fn panics_end_paths() {
    insta::assert_snapshot!(graphs(
        "fn f(x: u8) -> u8 {\n    if x == 0 { panic!(\"zero\"); }\n    match x { 1 => unreachable!(), _ => x }\n}\n"
    ));
}

#[test]
fn compression_shrinks_expression_chains() {
    let src = "fn f() -> u8 {\n    let a = g(h(1) + k(2, [3, 4]), S { x: 5 }).m().n();\n    a\n}\n";
    let parse = SourceFile::parse(src, Edition::Edition2021);
    let root = parse.syntax_node();
    let body = &cfg::bodies(&root)[0];
    let g = cfg::Cfg::build(body, Edition::Edition2021);
    // entry, exit, two statements: every expression node is gone.
    assert_eq!(g.nodes.len(), 4, "{}", cfg::to_text(&g, body, src));
    assert!(g.raw_nodes >= 15, "raw {}", g.raw_nodes);
}
