//! Deep patches: nesting past `smpl::limits::MAX_PATCH_DEPTH` is refused with an error, never
//! overflows a stack (a stack overflow aborts the whole process, taking every other file and
//! rule with it); nesting up to it parses in time and memory linear in the patch. Each test runs
//! on a thread with the stack the CLI gives its work (1 GB).

use smpl::limits::{MAX_HEADER_TOKENS, MAX_PATCH_DEPTH};
use smpl::pattern::Pat;

fn parse(patch: String) -> smpl::Parsed {
    std::thread::Builder::new().stack_size(1 << 30).spawn(move || smpl::parse_patch(&patch)).unwrap().join().unwrap()
}

/// `( f0(e) | ( f1(e) | ( ... ) ) )`, `n` levels in column 0.
fn disjunctions(n: usize) -> String {
    let mut body = String::new();
    for i in 0..n {
        body.push_str(&format!("(\n- f{i}(e)\n|\n"));
    }
    body.push_str("- g(e)\n");
    body.push_str(&")\n".repeat(n));
    format!("@@\nexpression e;\n@@\n{body}+ k(e)\n")
}

fn nests(n: usize, inner: &str) -> String {
    format!("@@\n@@\n{}{inner}{}", " <...\n".repeat(n), " ...>\n".repeat(n))
}

#[test]
fn nesting_past_the_limit_is_refused_with_an_error() {
    let n = MAX_PATCH_DEPTH + 1;
    let parens = format!("@@\nexpression e;\n@@\n- {}e.unwrap(){}\n+ e\n", "(".repeat(n), ")".repeat(n));
    let inline = format!("@@\nexpression e;\n@@\n- {}g(e){}\n", "\\( f(e) \\| ".repeat(n), " \\)".repeat(n));
    for (what, patch) in [
        ("disjunctions", disjunctions(n)),
        ("inline disjunctions", inline),
        ("parentheses", parens),
        ("nests", nests(n, "- a();\n")),
        ("4,300 disjunctions, once a stack overflow", disjunctions(4_300)),
    ] {
        let parsed = parse(patch);
        assert_eq!(parsed.errors.len(), 1, "{what}: {:?}", parsed.errors);
        assert_eq!(
            parsed.errors[0].message,
            format!("this rule nests deeper than {MAX_PATCH_DEPTH} levels (brackets, disjunctions and nests): refused"),
            "{what}"
        );
    }
}

#[test]
fn a_header_with_too_many_tokens_is_refused() {
    let deps = vec!["a"; MAX_HEADER_TOKENS].join(" && ");
    let parsed = parse(format!("virtual a\n@ r depends on {deps} @\n@@\n- f();\n"));
    assert_eq!(parsed.errors.len(), 1);
    assert_eq!(parsed.errors[0].message, format!("this rule header has over {MAX_HEADER_TOKENS} tokens: refused"));
    let nots = format!("virtual a\n@ r depends on {}a @\n@@\n- f();\n", "!".repeat(MAX_HEADER_TOKENS / 2));
    assert!(parse(nots).errors.is_empty());
}

#[test]
fn disjunctions_nested_to_the_limit_parse_and_keep_every_branch() {
    let parsed = parse(disjunctions(MAX_PATCH_DEPTH - 10));
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    // Every level is there once: the branches were moved into the pattern, not copied.
    let mut p = &parsed.patch.rules[0].body.as_ref().unwrap().pattern;
    let mut levels = 0;
    loop {
        match p {
            Pat::Seq(items) if items.len() == 1 => p = &items[0],
            Pat::Disj(d) => {
                assert_eq!(d.branches.len(), 2);
                levels += 1;
                p = &d.branches[1];
            }
            _ => break,
        }
    }
    assert_eq!(levels, MAX_PATCH_DEPTH - 10);
}

#[test]
fn nests_that_are_all_of_a_nest_become_one_nest() {
    let parsed = parse(nests(900, "- a();\n"));
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let pattern = &parsed.patch.rules[0].body.as_ref().unwrap().pattern;
    let nest = match pattern {
        Pat::Nest(n) => n,
        Pat::Seq(items) => match &items[..] {
            [Pat::Nest(n)] => n,
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    };
    assert!(!matches!(&nest.body, Pat::Nest(_)), "one level, not 900");
    assert!(matches!(&nest.body, Pat::Seq(items) if items.len() == 1 && !matches!(items[0], Pat::Nest(_))));
    // `when`s of an inner nest keep the levels apart: they constrain its own runs.
    let kept = parse("@@\n@@\n <...\n <...\n- a();\n ...>\n when != b()\n ...>\n".to_owned());
    assert!(kept.errors.is_empty(), "{:?}", kept.errors);
    let pattern = &kept.patch.rules[0].body.as_ref().unwrap().pattern;
    let outer = match pattern {
        Pat::Nest(n) => n,
        Pat::Seq(items) => match &items[..] {
            [Pat::Nest(n)] => n,
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    };
    assert!(format!("{:?}", outer.body).contains("Nest("), "the inner nest stays");
}
