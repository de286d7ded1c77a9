//! Files whose lines end with `\r\n` keep them: added lines take the file's line breaks, and a
//! rewritten or removed line neither leaves a lone `\r` nor drops one (a fuzz finding: a tail
//! expression rewritten in place lost the `\r` before its line break).

use engine::{Edition, Engine};

fn apply(patch: &str, input: &str) -> String {
    let parsed = smpl::parse_patch(patch);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    Engine::new(&parsed.patch).apply(input, Edition::Edition2021).text
}

/// Every `\n` of `text` comes right after a `\r`, and every `\r` right before a `\n`.
fn all_crlf(text: &str) -> bool {
    let b = text.as_bytes();
    b.iter().enumerate().all(|(i, &c)| match c {
        b'\n' => i > 0 && b[i - 1] == b'\r',
        b'\r' => b.get(i + 1) == Some(&b'\n'),
        _ => true,
    })
}

#[test]
fn rewritten_removed_and_added_lines_keep_crlf() {
    let input = "fn f() {\r\n    foo(x);\r\n    g();\r\n    foo(y)\r\n\r\n}\r\n";
    let cases = [
        (
            "@@\nexpression E;\n@@\n- foo(E)\n+ bar(E)\n",
            "fn f() {\r\n    bar(x);\r\n    g();\r\n    bar(y)\r\n\r\n}\r\n",
        ),
        ("@@\n@@\n- g();\n", "fn f() {\r\n    foo(x);\r\n    foo(y)\r\n\r\n}\r\n"),
        (
            "@@\nexpression E;\n@@\n  foo(E);\n+ bar(E);\n+ baz();\n",
            "fn f() {\r\n    foo(x);\r\n    bar(x);\r\n    baz();\r\n    g();\r\n    foo(y)\r\n\r\n}\r\n",
        ),
        (
            "@@\n@@\n+ first();\n  g();\n",
            "fn f() {\r\n    foo(x);\r\n    first();\r\n    g();\r\n    foo(y)\r\n\r\n}\r\n",
        ),
    ];
    for (patch, want) in cases {
        let out = apply(patch, input);
        assert_eq!(out, want, "patch:\n{patch}");
        assert!(all_crlf(&out));
    }
}

#[test]
fn the_last_line_without_a_break_stays_so() {
    let out = apply("@@\n@@\n- g();\n", "fn f() {\r\n    foo(x);\r\n    g();\r\n}");
    assert_eq!(out, "fn f() {\r\n    foo(x);\r\n}");
}

#[test]
fn lf_files_stay_lf() {
    let out = apply("@@\nexpression E;\n@@\n  foo(E);\n+ bar(E);\n", "fn f() {\n    foo(x);\n}\n");
    assert_eq!(out, "fn f() {\n    foo(x);\n    bar(x);\n}\n");
}
