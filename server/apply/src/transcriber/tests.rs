use super::*;
use engine::{Edition, Engine};

const E: Edition = Edition::Edition2021;

fn read(file: &str) -> Vec<Transcriber> {
    transcribers(file, E).into_iter().map(|t| t.expect("readable")).collect()
}

/// The virtual text without the wrapper.
fn inner(t: &Transcriber) -> &str {
    &t.text[HEAD.len()..t.text.len() - TAIL.len()]
}

#[test]
fn holes_become_placeholders_as_long_and_offsets_match_the_file() {
    let file = "macro_rules! lookup { ($m:expr, $k:expr) => { $m.get($k).unwrap() }; }\n";
    let ts = read(file);
    assert_eq!(ts.len(), 1);
    let t = &ts[0];
    assert_eq!(inner(t), " _m.get(_k).unwrap() ");
    assert_eq!(&file[t.at.clone()], " $m.get($k).unwrap() ");
    assert_eq!(
        t.holes.iter().map(|(r, h)| (&file[r.clone()], h.as_str())).collect::<Vec<_>>(),
        [("$m", "$m"), ("$k", "$k")]
    );
    // Every byte but the holes' `$` is the file's, at the same offset.
    for (i, (a, b)) in inner(t).bytes().zip(file[t.at.clone()].bytes()).enumerate() {
        assert!(a == b || (b == b'$' && a == b'_'), "byte {i}");
    }
}

#[test]
fn repetition_markers_are_blanked_with_their_separators() {
    let file = "macro_rules! v { ($($x:expr),*) => {{ let mut v = Vec::new(); $( v.push($x.unwrap()); )* f($($x),*); $(g($x))? v }}; }";
    let t = &read(file)[0];
    assert_eq!(inner(t), "{ let mut v = Vec::new();    v.push(_x.unwrap());    f(  _x   );   g(_x)   v }");
    let blanked: Vec<&str> = t.blanks.iter().map(|b| &file[b.clone()]).collect();
    assert_eq!(blanked, ["$(", ")*", "$(", "),*", "$(", ")?"]);
}

#[test]
fn every_rule_of_every_macro_is_read_and_the_matcher_never() {
    let file = "macro_rules! a { () => ( x() ); ($e:expr) => [ $e ] }\nmacro_rules! b ( {} => { $crate::y() } );\n";
    let texts: Vec<String> = read(file).iter().map(|t| inner(t).to_owned()).collect();
    assert_eq!(texts, [" x() ", " _e ", " _crate::y() "]);
}

#[test]
fn macros_in_strings_and_comments_are_not_read() {
    let file = "// macro_rules! a { () => { x() } }\nconst S: &str = \"macro_rules! b { () => { y() } }\";\n";
    assert!(transcribers(file, E).is_empty());
}

#[test]
fn a_dollar_that_is_no_hole_or_a_clashing_placeholder_is_unreadable() {
    let why = |file: &str| transcribers(file, E).pop().unwrap().unwrap_err().why;
    assert!(why("macro_rules! a { () => { $ x } }").contains("neither"));
    assert!(why("macro_rules! a { ($x:expr) => { $x + _x } }").contains("placeholder"));
    assert!(why("macro_rules! a { ($x:expr) => { $($x)/ } }").contains("without"));
}

fn engine(patch: &str) -> Engine<'static> {
    // Leaked: an engine borrows its patch, and a test's patch lives as long as the test.
    let parsed = Box::leak(Box::new(smpl::parse_patch(patch)));
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    Engine::new(&parsed.patch)
}

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"ok\")\n";

#[test]
fn a_hole_copied_into_plus_code_is_written_as_the_hole() {
    let file = "macro_rules! lookup { ($m:expr, $k:expr) => { $m.get($k).unwrap() }; }\n";
    let out = outcome(&engine(UNWRAP), file, E, None).expect("found");
    assert_eq!(out.text, "macro_rules! lookup { ($m:expr, $k:expr) => { $m.get($k).expect(\"ok\") }; }\n");
    // The report is at the file's `$m.get($k).unwrap()`, and says so.
    let r = &out.reports[0];
    assert_eq!(&file[usize::from(r.range.start())..usize::from(r.range.end())], "$m.get($k).unwrap()");
    assert!(r.message.contains("$m.get($k)"), "{}", r.message);
    // Its quick fix alone makes the same text.
    let fix: Vec<_> =
        r.fix.iter().map(|e| (usize::from(e.range.start())..usize::from(e.range.end()), e.text.clone())).collect();
    assert_eq!(crate::virt::apply_edits(file, &fix), out.text);
}

#[test]
fn a_rewrite_reaching_a_repetition_marker_is_refused() {
    // Removing the statement would take the `)*` after it (blanked, so seen as spaces) along.
    let patch = "@@\nexpression e;\n@@\n- drop(e);\n";
    let file = "macro_rules! d { ($($x:expr),*) => { $( drop($x); )* }; }\n";
    let out = outcome(&engine(patch), file, E, None).expect("found");
    assert_eq!(out.text, file, "left as it was");
    assert!(out.problems.iter().any(|p| p.message == UNMAPPABLE), "{:?}", out.problems);
}

#[test]
fn a_placeholder_the_patch_writes_itself_is_refused() {
    let patch = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(_m)\n";
    let file = "macro_rules! l { ($m:expr) => { $m.unwrap() }; }\n";
    let out = outcome(&engine(patch), file, E, None).expect("found");
    assert_eq!(out.text, file);
    assert_eq!(out.problems.len(), 1);
}

#[test]
fn typed_candidates_are_skipped_and_items_are_not_parsed() {
    let typed = "@@\nexpression Option<u32> e;\n@@\n- e.unwrap()\n+ e.expect(\"ok\")\n";
    let file = "macro_rules! l { ($m:expr) => { $m.unwrap() }; }\n";
    let out = outcome(&engine(typed), file, E, None).expect("found");
    assert_eq!(out.text, file);
    assert!(out.skips.iter().all(|s| s.reason.to_string() == NO_TYPES) && !out.skips.is_empty());
    let soup = "macro_rules! s { ($t:ty) => { struct S { a: $t } impl S { fn f(&self) { self.a.unwrap() } } x: y.unwrap(), }; }\n";
    let out = outcome(&engine(UNWRAP), soup, E, None).expect("found");
    assert_eq!(out.text, soup);
    assert_eq!(out.skips.len(), 1);
    assert!(out.skips[0].reason.to_string().starts_with(UNPARSED));
}

#[test]
fn token_edits_leave_what_did_not_change_between_changed_lines_out() {
    let old = "a(_x.unwrap());   \n   b([  _x.unwrap()   ]);\n";
    let new = "a(_x.expect(1));   \n   b([  _x.expect(1)   ]);\n";
    let edits = crate::virt::token_edits(old, new);
    let olds: Vec<&str> = edits.iter().map(|(r, _)| &old[r.clone()]).collect();
    // `unwrap` becomes `expect`, and `1` comes in after `(`: the spaces between stay out.
    assert_eq!(olds, ["unwrap", "", "unwrap", ""]);
    let news: Vec<&str> = edits.iter().map(|(_, t)| t.as_str()).collect();
    assert_eq!(news, ["expect", "1", "expect", "1"]);
    assert_eq!(crate::virt::apply_edits(old, &edits), new);
}
