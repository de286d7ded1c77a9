use super::*;
use engine::{Edition, Engine};

const E: Edition = Edition::Edition2021;

fn texts(file: &str) -> Vec<String> {
    blocks(file, E, Doctests::default()).into_iter().map(|b| b.text).collect()
}

fn wrapped(code: &str) -> String {
    format!("fn main() {{\n{code}}}\n")
}

#[test]
fn outer_and_inner_doc_lines_give_their_code_wrapped_in_main() {
    let file = "//! ```\n//! let a = 1;\n//! ```\n\n/// Doc.\n///\n/// ```\n/// let b = 2;\n/// ```\nfn f() {}\n";
    assert_eq!(texts(file), [wrapped("let a = 1;\n"), wrapped("let b = 2;\n")]);
}

#[test]
fn code_with_a_main_is_not_wrapped() {
    let file = "/// ```\n/// fn main() {\n///     go();\n/// }\n/// ```\nfn f() {}\n";
    assert_eq!(texts(file), ["fn main() {\n    go();\n}\n"]);
}

#[test]
fn hidden_lines_are_code_and_double_hashes_are_one() {
    let file = "/// ```\n/// # use std::fmt;\n/// #\n///     #    indented();\n/// ##[derive(Debug)]\n/// #![allow(unused)]\n/// ```\n";
    assert_eq!(texts(file), [wrapped("use std::fmt;\n\n   indented();\n#[derive(Debug)]\n#![allow(unused)]\n")]);
    let b = &blocks(file, E, Doctests::default())[0];
    let hidden: Vec<bool> = b.lines.iter().map(|l| l.hidden).collect();
    assert_eq!(hidden, [true, true, true, false, false]);
    assert_eq!(b.lines[0].prefix, "/// # ");
    assert_eq!(b.lines[1].prefix, "/// # ", "a `#` alone gets the space a new line needs");
    assert_eq!(b.lines[3].prefix, "/// ");
}

#[test]
fn the_shared_indentation_and_the_fence_indentation_are_not_code() {
    let file = "    ///   ```\n    ///   if x {\n    ///       y();\n    ///   }\n    ///   ```\n    fn f() {}\n";
    assert_eq!(texts(file), [wrapped("if x {\n    y();\n}\n")]);
    let b = &blocks(file, E, Doctests::default())[0];
    assert_eq!(b.shown_prefix, "    ///   ");
    assert_eq!(b.lines[1].prefix, "    ///   ");
}

#[test]
fn rust_tags_are_doctests_and_other_languages_are_not() {
    for info in
        ["", "rust", "ignore", "no_run", "should_panic", "rust,ignore", "edition2018", "ignore-windows", "E0308"]
    {
        let file = format!("/// ```{info}\n/// a();\n/// ```\n");
        assert_eq!(texts(&file).len(), 1, "{info:?} is Rust");
    }
    for info in ["text", "console", "toml", "compile_fail", "text,ignore", "{.rust}"] {
        let file = format!("/// ```{info}\n/// a();\n/// ```\n");
        assert!(texts(&file).is_empty(), "{info:?} is not a doctest");
    }
    let file = "/// ```compile_fail\n/// a();\n/// ```\n";
    let asked = Doctests { compile_fail: true, ..Doctests::default() };
    assert_eq!(blocks(file, E, asked).len(), 1, "compile_fail blocks when asked");
    let b = &blocks("/// ```edition2015\n/// a();\n/// ```\n", E, Doctests::default())[0];
    assert_eq!(b.edition, Some(Edition::Edition2015));
}

#[test]
fn tildes_and_longer_fences_close_only_with_their_like() {
    let file = "/// ~~~\n/// a();\n/// ```\n/// ~~~\n/// ````\n/// ```\n/// b();\n/// ````\n";
    assert_eq!(texts(file), [wrapped("a();\n```\n"), wrapped("```\nb();\n")]);
}

#[test]
fn an_unterminated_fence_is_left_alone() {
    assert!(texts("/// ```\n/// a();\nfn f() {}\n").is_empty());
    // Nor is what follows it taken for a fence of its own.
    assert!(texts("/// ```\n/// a();\n///\n/// text\n").is_empty());
}

#[test]
fn comments_that_are_not_doc_comments_or_not_comments_are_not_read() {
    // `////` is a plain comment; a `///` line inside a string or a block comment is no comment.
    assert!(texts("//// ```\n//// a();\n//// ```\n").is_empty());
    let in_string = "const S: &str = \"\n/// ```\n/// a();\n/// ```\n\";\n";
    assert!(texts(in_string).is_empty());
    assert_eq!(candidates(in_string, Doctests::default()).len(), 1, "found by its lines, refused by the lexer");
    assert!(texts("/*\n/// ```\n/// a();\n/// ```\n*/\n").is_empty());
}

#[test]
fn crlf_lines_give_lf_code() {
    let file = "/// ```\r\n/// let a = 1;\r\n/// ```\r\n";
    let b = &blocks(file, E, Doctests::default())[0];
    assert_eq!(b.text, wrapped("let a = 1;\n"));
    assert!(b.crlf);
}

#[test]
fn tabs_in_the_shared_indentation_leave_the_comment_alone() {
    assert!(texts("///\t```\n///\ta();\n///\t```\n").is_empty());
}

#[test]
fn disabled_reads_nothing() {
    assert!(blocks("/// ```\n/// a();\n/// ```\n", E, Doctests::OFF).is_empty());
}

/// Maps the edit of the block's text (`from` replaced, `to` in its place) back to the file, and
/// gives the file after it.
fn map_one(file: &str, from: &str, to: &str) -> Option<String> {
    let b = &blocks(file, E, Doctests::default())[0];
    let at = b.text.find(from).unwrap();
    let (r, text) = b.map_edit(at..at + from.len(), to)?;
    Some(format!("{}{text}{}", &file[..r.start], &file[r.end..]))
}

#[test]
fn edits_map_inside_lines_and_added_lines_get_the_prefix() {
    let file = "    /// ```\n    /// # let v = make();\n    /// v.go();\n    /// ```\n";
    assert_eq!(map_one(file, "go", "run").unwrap(), file.replace("v.go", "v.run"));
    assert_eq!(
        map_one(file, "make()", "make()\n    .done()").unwrap(),
        file.replace("make();", "make()\n    /// #     .done();")
    );
    // Whole lines removed: their comment lines go, the others keep their prefixes.
    assert_eq!(map_one(file, "let v = make();\n", "").unwrap(), "    /// ```\n    /// v.go();\n    /// ```\n");
    // A line added before the last one looks like it; one added after it, like the last.
    assert_eq!(
        map_one(file, "v.go();\n", "first();\nv.go();\n").unwrap(),
        file.replace("    /// v.go", "    /// first();\n    /// v.go")
    );
    assert_eq!(
        map_one(file, "v.go();\n", "v.go();\n\nlast();\n").unwrap(),
        file.replace("v.go();\n", "v.go();\n    ///\n    /// last();\n")
    );
}

#[test]
fn shown_and_hidden_lines_keep_what_they_are() {
    let file = "/// ```\n/// # let a = x.unwrap();\n/// let b = y.unwrap();\n/// ```\n";
    // An edit over both lines, with as many lines: each keeps its prefix.
    let both = map_one(file, "unwrap();\nlet b = y.unwrap", "expect(1);\nlet b = y.expect").unwrap();
    assert_eq!(both, "/// ```\n/// # let a = x.expect(1);\n/// let b = y.expect();\n/// ```\n");
    // Joined into one line, or split into three: which to hide cannot be told.
    assert_eq!(map_one(file, "unwrap();\nlet b = y.unwrap", "unwrap(); let b = y.unwrap"), None);
    assert_eq!(map_one(file, "let a = x.unwrap();\nlet b = y.unwrap();\n", "a;\nb;\nc;\n"), None);
    // A line added between a hidden and a shown line: which it should be cannot be told.
    let insert_before = |file: &str, line: &str| {
        let b = &blocks(file, E, Doctests::default())[0];
        let at = b.text.find(line).unwrap();
        b.map_edit(at..at, "c();\n").map(|(r, text)| format!("{}{text}{}", &file[..r.start], &file[r.end..]))
    };
    assert_eq!(insert_before(file, "let b"), None);
    // Between two lines alike, it is like them.
    let two_shown = "/// ```\n/// a();\n/// b();\n/// ```\n";
    assert_eq!(insert_before(two_shown, "b();").unwrap(), two_shown.replace("/// b", "/// c();\n/// b"));
    // Whole lines replaced line for line.
    let lines = map_one(file, "let a = x.unwrap();\nlet b = y.unwrap();\n", "a;\nb;\n").unwrap();
    assert_eq!(lines, "/// ```\n/// # a;\n/// b;\n/// ```\n");
}

#[test]
fn edits_of_the_wrapper_are_not_mapped() {
    let file = "/// ```\n/// a();\n/// ```\n";
    assert_eq!(map_one(file, "fn main", "fn other"), None);
    assert_eq!(map_one(file, "a();\n}", "a();\n"), None);
}

#[test]
fn crlf_edits_add_crlf_lines() {
    let file = "/// ```\r\n/// a();\r\n/// ```\r\n";
    assert_eq!(map_one(file, "a();", "a();\nb();").unwrap(), "/// ```\r\n/// a();\r\n/// b();\r\n/// ```\r\n");
}

#[test]
fn report_positions_are_on_the_comment_lines() {
    let file = "/// ```\n/// # let x = 1;\n///   y(x);\n/// ```\n";
    let b = &blocks(file, E, Doctests::default())[0];
    let at = b.text.find("y(x)").unwrap();
    assert_eq!(&file[b.range_to_file(at..at + 4)], "y(x)");
    let at = b.text.find("x = 1").unwrap();
    assert_eq!(&file[b.range_to_file(at..at + 5)], "x = 1");
    // The wrapper is taken to the code's ends.
    assert_eq!(&file[b.range_to_file(0..b.text.len())], "let x = 1;\n///   y(x);");
}

fn apply_to(patch: &str, file: &str, doctests: Doctests) -> crate::Applied<'static> {
    let parsed = Box::leak(Box::new(smpl::parse_patch(patch)));
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let engine = Engine::standard(&parsed.patch);
    let file: &'static str = Box::leak(file.to_owned().into_boxed_str());
    crate::run(
        &engine,
        crate::FileIn {
            name: "t.rs",
            text: file,
            edition: E,
            semantics: None,
            doctests,
            macro_bodies: true,
            expand_macros: crate::ExpandMacros::default(),
        },
    )
}

const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"checked\")\n";

#[test]
fn a_doctest_is_rewritten_in_its_comment_and_reported_on_its_line() {
    let file = "/// ```\n/// # let v: Option<u8> = None;\n/// v.unwrap();\n/// ```\nfn f() {}\n";
    let applied = apply_to(UNWRAP, file, Doctests::default());
    assert_eq!(applied.new_text().unwrap(), file.replace("v.unwrap()", "v.expect(\"checked\")"));
    let outcome = applied.outcome.as_ref().unwrap();
    assert_eq!(outcome.reports.len(), 1);
    let r = &outcome.reports[0];
    assert_eq!(&file[usize::from(r.range.start())..usize::from(r.range.end())], "v.unwrap()");
    assert_eq!(r.fix.len(), 1, "the quick fix is an edit of the comment");
    let (at, with) = (&r.fix[0].range, &r.fix[0].text);
    let fixed = format!("{}{with}{}", &file[..usize::from(at.start())], &file[usize::from(at.end())..]);
    assert_eq!(Some(fixed), applied.new_text());
    // `--no-doctests`: the file's code holds no match (the engine ran on it: the comment has
    // the patch's words).
    let off = apply_to(UNWRAP, file, Doctests::OFF);
    assert!(off.new_text().is_none());
    assert!(off.outcome.as_ref().is_some_and(|o| o.reports.is_empty()));
}

#[test]
fn a_rewrite_of_the_main_rustdoc_adds_is_refused() {
    // The `fn main` around the code is not in the comment: its rewrite cannot be written back.
    let patch = "@@\nidentifier f;\n@@\n- fn f() { ... }\n";
    let file = "//! ```\n//! a();\n//! ```\n";
    let applied = apply_to(patch, file, Doctests::default());
    let outcome = applied.outcome.as_ref().unwrap();
    assert!(!outcome.changed);
    assert!(outcome.reports.is_empty(), "{:?}", outcome.reports);
    assert_eq!(outcome.problems.len(), 1);
    assert!(outcome.problems[0].refuses_a_match());
    assert_eq!(outcome.problems[0].message, UNMAPPABLE);
}

#[test]
fn typed_candidates_in_doctests_are_skipped_with_the_reason() {
    let patch = "@@\nexpression Option<u8> e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";
    let file = "/// ```\n/// let v: Option<u8> = None;\n/// v.unwrap();\n/// ```\nfn f() {}\n";
    let applied = apply_to(patch, file, Doctests::default());
    let outcome = applied.outcome.as_ref().unwrap();
    assert!(!outcome.changed);
    assert_eq!(outcome.skips.len(), 1);
    assert_eq!(outcome.skips[0].reason.to_string(), NO_MODEL);
    assert_eq!(outcome.skips[0].reason.kind(), "in a doctest");
    let at = outcome.skips[0].at.unwrap();
    assert_eq!(&file[usize::from(at.start())..usize::from(at.end())], "v");
}

#[test]
fn the_file_and_its_doctests_are_rewritten_together() {
    let file = "/// ```\n/// a.unwrap();\n/// ```\nfn f() {\n    b.unwrap();\n}\n";
    let applied = apply_to(UNWRAP, file, Doctests::default());
    assert_eq!(applied.new_text().unwrap(), file.replace(".unwrap()", ".expect(\"checked\")"));
    assert_eq!(applied.counts().matches, 2);
}

#[test]
fn line_edits_keep_changes_inside_their_lines() {
    let edits = crate::virt::line_edits("a\nlet x = foo(1);\nb\n", "a\nlet x = bar(1);\nb\n");
    assert_eq!(edits, [(10..13, "bar".to_owned())]);
    let edits = crate::virt::line_edits("a\nb\nc\n", "a\nc\n");
    assert_eq!(edits, [(2..4, String::new())]);
}

#[test]
fn the_comment_around_a_line_is_its_doc_and_blank_lines() {
    let file = "fn a() {}\n/// x\n///\n\n/// ```\n/// b();\n/// ```\nfn f() {}\n";
    let at = file.find("/// ```").unwrap();
    assert_eq!(&file[extract::comment_around(file, at)], "/// x\n///\n\n/// ```\n/// b();\n/// ```\n");
}

#[test]
fn block_doc_comments_give_their_code_with_or_without_stars() {
    let starred = "/**\n * Doc.\n *\n * ```\n * let a = 1;\n * #   hidden();\n * ```\n */\nfn f() {}\n";
    assert_eq!(texts(starred), [wrapped("let a = 1;\n  hidden();\n")]);
    let b = &blocks(starred, E, Doctests::default())[0];
    assert_eq!(b.shown_prefix, " * ");
    assert_eq!(b.lines[1].prefix, " * # ", "a line added next to a hidden one is hidden");
    let bare = "    /*!\n    ```\n    let a = 1;\n    ```\n    */\n";
    assert_eq!(texts(bare), [wrapped("let a = 1;\n")]);
    // The closing fence may share its line with `*/`.
    assert_eq!(texts("/**\n * ```\n * a();\n * ``` */\nfn f() {}\n"), [wrapped("a();\n")]);
}

#[test]
fn block_comments_that_are_no_doc_or_nest_are_not_read() {
    for file in [
        "/*\n * ```\n * a();\n * ```\n */\n",
        "/***\n * ```\n * a();\n * ```\n */\n",
        // A fence on the opener's line: a line added there would begin with `/**`.
        "/** ```\n * a();\n * ```\n */\n",
        // A nested comment ends before the `*/` seen first: the lexer says where it ends.
        "/** /* */\n * ```\n * a();\n * ```\n */\n",
        "fn f() { let s = \"/**\n * ```\n * a();\n * ```\n */\"; }\n",
    ] {
        assert!(texts(file).is_empty(), "{file:?}");
    }
}

#[test]
fn a_block_doc_comment_is_rewritten_in_place_with_its_stars() {
    let file = "/**\n * ```\n * # let v: Option<u8> = None;\n * v.unwrap();\n * ```\n */\nfn f() {}\n";
    let applied = apply_to(UNWRAP, file, Doctests::default());
    assert_eq!(applied.new_text().unwrap(), file.replace("v.unwrap()", "v.expect(\"checked\")"));
    let r = &applied.outcome.as_ref().unwrap().reports[0];
    assert_eq!(&file[usize::from(r.range.start())..usize::from(r.range.end())], "v.unwrap()");
    assert_eq!(r.fix.len(), 1, "the quick fix reads back as the doctest");
    // A statement added after a line gets the line's ` * `.
    let patch = "@@\nexpression e;\n@@\n  e.unwrap();\n+ done();\n";
    let applied = apply_to(patch, file, Doctests::default());
    assert_eq!(applied.new_text().unwrap(), file.replace(" * v.unwrap();\n", " * v.unwrap();\n * done();\n"));
}

#[test]
fn one_line_doc_attributes_give_their_code() {
    let file = "#[doc = \"```\"]\n#[doc = \"# let v = Some(1);\"]\n#[doc = r#\"let s = \"a\";\"#]\n#[doc = \"```\"]\nfn f() {}\n";
    assert_eq!(texts(file), [wrapped("let v = Some(1);\nlet s = \"a\";\n")]);
    let b = &blocks(file, E, Doctests::default())[0];
    assert_eq!(b.lines[0].prefix, "#[doc = \"# ");
    assert_eq!(b.lines[0].suffix, "\"]");
    // An escape makes the comment's text other than the file's bytes: not read.
    assert!(texts("#[doc = \"```\"]\n#[doc = \"let s = \\\"a\\\";\"]\n#[doc = \"```\"]\n").is_empty());
    // Inside a string, not an attribute: the lexer says so.
    assert!(texts("const S: &str = \"\n#[doc = \\\"```\\\"]\n\";\n").is_empty());
    let quoted = "fn g() {}\nconst S: &str = r#\"\n#[doc = \"```\"]\n#[doc = \"a();\"]\n#[doc = \"```\"]\n\"#;\n";
    assert!(texts(quoted).is_empty());
}

#[test]
fn doc_attributes_are_rewritten_in_their_strings() {
    let file =
        "#![doc = \"```\"]\n#![doc = \"let v: Option<u8> = None;\"]\n#![doc = \"v.unwrap();\"]\n#![doc = \"```\"]\n";
    let patch = "@@\nexpression e;\n@@\n- e.unwrap();\n+ e.unwrap_or(0);\n+ e.is_some();\n";
    let applied = apply_to(patch, file, Doctests::default());
    let want =
        file.replace("#![doc = \"v.unwrap();\"]\n", "#![doc = \"v.unwrap_or(0);\"]\n#![doc = \"v.is_some();\"]\n");
    assert_eq!(applied.new_text().unwrap(), want);
    // New code a plain string cannot hold without an escape is refused, not written escaped.
    let applied = apply_to(UNWRAP, file, Doctests::default());
    let outcome = applied.outcome.as_ref().unwrap();
    assert!(!outcome.changed);
    assert_eq!(outcome.problems.len(), 1);
    assert_eq!(outcome.problems[0].message, UNMAPPABLE);
    // A raw string holds it.
    let raw = file.replace("#![doc = \"v.unwrap();\"]", "#![doc = r#\"v.unwrap();\"#]");
    let applied = apply_to(UNWRAP, &raw, Doctests::default());
    assert_eq!(applied.new_text().unwrap(), raw.replace("v.unwrap()", "v.expect(\"checked\")"));
}

#[test]
fn a_doc_string_over_several_lines_gives_its_code_and_takes_new_lines() {
    let file = "#![doc = r#\"\nIntro.\n\n```\n# let v: Option<u8> = None;\n    v.unwrap();\n```\n\"#]\nfn f() {}\n";
    assert_eq!(texts(file), [wrapped("let v: Option<u8> = None;\n    v.unwrap();\n")]);
    let b = &blocks(file, E, Doctests::default())[0];
    assert_eq!((b.lines[1].prefix.as_str(), b.lines[1].suffix.as_str()), ("", ""), "no marker, no closing");
    // A statement added after a line is a line of the string, indented as it is.
    let patch = "@@\nexpression e;\n@@\n  e.unwrap();\n+ done();\n";
    let applied = apply_to(patch, file, Doctests::default());
    assert_eq!(applied.new_text().unwrap(), file.replace("    v.unwrap();\n", "    v.unwrap();\n    done();\n"));
    // Line breaks as `\r\n` stay so.
    let crlf = file.replace('\n', "\r\n");
    let applied = apply_to(UNWRAP, &crlf, Doctests::default());
    assert_eq!(applied.new_text().unwrap(), crlf.replace("v.unwrap()", "v.expect(\"checked\")"));
    // Not read: a plain string with an escape, code after the `]`, a string left open.
    for other in [
        "#[doc = \"\n```\nlet s = \\\"a\\\";\n```\n\"]\nfn f() {}\n",
        "#[doc = \"\n```\na();\n```\n\"] fn f() {}\n",
        "#[doc = r#\"\n```\na();\n```\n",
    ] {
        assert!(texts(other).is_empty(), "{other:?}");
    }
}
