use crate::{At, Edition, Engine, Given, Verdict};
use ra_ap_syntax::{TextRange, TextSize};

fn explain(patch: &str, src: &str, at: At) -> Vec<Verdict> {
    let patch = smpl::parse_patch(patch).patch;
    let engine = Engine::new(&patch);
    engine.explain(src, Edition::Edition2021, at, Given::default()).into_iter().map(|e| e.verdict).collect()
}

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";

fn point(src: &str, needle: &str) -> At {
    At::Point(TextSize::from(src.find(needle).unwrap() as u32))
}

#[test]
fn a_match_around_the_place_is_reported_with_its_bindings() {
    let src = "fn f() { let x = a.unwrap(); }\n";
    let [Verdict::Matched { range, bindings }] = &explain(UNWRAP, src, point(src, "unwrap"))[..] else { panic!() };
    assert_eq!(&src[std::ops::Range::<usize>::from(*range)], "a.unwrap()");
    assert_eq!(bindings, &[("e".to_owned(), "a".to_owned())]);
}

#[test]
fn the_element_that_failed_furthest_is_named_with_the_code_it_met() {
    let src = "fn f() { let x = a.unwrap(); let y = b.expect(\"y\"); }\n";
    let [Verdict::NotMatched(reasons)] = &explain(UNWRAP, src, point(src, "b.expect"))[..] else { panic!() };
    assert_eq!(reasons[0].message, "`unwrap` in the pattern met `expect`");
    assert_eq!(reasons[0].kind, "token");
}

#[test]
fn a_line_covers_the_matches_that_start_on_it() {
    let line = At::Line(TextRange::new(0.into(), 10.into()));
    assert!(line.covers(TextRange::new(3.into(), 40.into())));
    assert!(!line.covers(TextRange::new(11.into(), 12.into())));
    let point = At::Point(5.into());
    assert!(point.covers(TextRange::new(3.into(), 6.into())));
    assert!(!point.covers(TextRange::new(3.into(), 5.into())));
}

#[test]
fn a_disjunction_gives_a_reason_per_branch() {
    let patch = "@@\nexpression e;\n@@\n(\n- e.unwrap()\n|\n- e.unwrap_or(0)\n)\n";
    let src = "fn f() { a.unwrap_or(1); }\n";
    let [Verdict::NotMatched(reasons)] = &explain(patch, src, point(src, "a."))[..] else { panic!() };
    let said: Vec<(Option<usize>, &str)> = reasons.iter().map(|r| (r.branch, r.message.as_str())).collect();
    assert_eq!(said, [(Some(0), "`unwrap` in the pattern met `unwrap_or`"), (Some(1), "`0` in the pattern met `1`")]);
}
