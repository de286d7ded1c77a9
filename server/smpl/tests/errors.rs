//! A broken patch gets errors with the line and column of the problem and what was expected;
//! parsing never panics and keeps what it could parse.

fn errors(patch: &str) -> Vec<String> {
    let parsed = smpl::parse_patch(patch);
    parsed
        .errors
        .iter()
        .map(|e| {
            let lc = e.line_col(patch);
            format!("{}:{}: {}", lc.line, lc.col, e.message)
        })
        .collect()
}

#[track_caller]
fn first_error(patch: &str, want: &str) {
    let got = errors(patch);
    assert!(!got.is_empty(), "no error for:\n{patch}");
    assert_eq!(got[0], want, "all errors: {got:#?}");
}

#[test]
fn valid_patch_has_no_errors() {
    assert!(errors("@@\nexpression e;\n@@\n- e.unwrap()\n+ e?\n").is_empty());
}

#[test]
fn text_before_the_first_rule() {
    first_error("expression e;\n@@\n", "1:1: expected a rule header (`@@` or `@ name @`)");
}

#[test]
fn empty_patch() {
    first_error("", "1:1: expected a rule header (`@@` or `@ name @`): the patch has no rules");
}

#[test]
fn header_not_closed() {
    first_error("@ r\nexpression e;\n@@\n- e\n", "1:4: expected `@` to close the rule header");
}

#[test]
fn declarations_not_ended() {
    first_error("@@\nexpression e;\n", "1:1: expected `@@` to end this rule's metavariable declarations");
}

#[test]
fn unknown_metavariable_kind() {
    first_error(
        "@@\nexpresion e;\n@@\n- e\n",
        "2:1: unknown metavariable kind `expresion`: did you mean `expression`?",
    );
    // A word near no kind gets the whole list instead of a guess.
    first_error(
        "@@\nbanana e;\n@@\n- e\n",
        "2:1: unknown metavariable kind `banana`: expected `expression`, `expression list`, `identifier`, `type`, \
         `statement`, `constant`, `parameter`, `parameter list`, `position`, `fresh identifier`, `binary operator`, \
         `assignment operator`, `idexpression` or `pattern`",
    );
}

#[test]
fn missing_semicolon_in_declaration() {
    first_error("@@\nexpression e\nidentifier f;\n@@\n- f(e)\n", "3:1: expected `,` or `;`, found `identifier`");
}

#[test]
fn rust_syntax_error_in_body_points_into_the_patch() {
    first_error("@@\nexpression e;\n@@\n- foo(e,\n+ bar(e)\n", "4:9: expected `)`");
}

#[test]
fn unclosed_disjunction() {
    first_error(
        "@@\nexpression e;\n@@\n(\n- e.a()\n|\n- e.b()\n",
        "4:1: expected `)` in column 0 to close this disjunction",
    );
}

#[test]
fn bar_outside_disjunction() {
    first_error("@@\nexpression e;\n@@\n- e.a()\n|\n- e.b()\n", "5:1: unexpected `|` outside a disjunction");
}

#[test]
fn unclosed_nest() {
    first_error("@@\nexpression e;\n@@\n  <...\n- e.a();\n", "4:3: expected `...>` to close this nest");
}

#[test]
fn when_without_dots() {
    first_error("@@\nexpression e;\n@@\n  e.a();\n  when != e\n", "5:3: unexpected `when` that follows no `...`");
}

#[test]
fn expression_metavariable_in_a_name_slot() {
    // A whole pattern slot (`let e = 1;`) takes an expression metavariable; the name after
    // `mut` is a name, not a pattern.
    assert!(smpl::parse_patch("@@\nexpression e;\n@@\n- let e = 1;\n").errors.is_empty());
    first_error(
        "@@\nexpression e;\n@@\n- let mut e = 1;\n",
        "4:11: metavariable `e` is an expression, but here it stands for a name",
    );
}

#[test]
fn pattern_metavariable_in_expression_position() {
    first_error(
        "@@\npattern p;\n@@\n- f(p + 1)\n",
        "4:5: metavariable `p` is a pattern, but here it stands for an expression",
    );
}

#[test]
fn typed_metavariable_in_pattern_position() {
    first_error(
        "@@\nexpression Vec<u8> v;\nexpression e;\n@@\n- if let Some(v) = e {}\n",
        "5:15: metavariable `v` is typed, but here it stands for a pattern, which has no type to check: \
         declare it `pattern v;` or `expression v;`",
    );
}

#[test]
fn fresh_identifier_on_a_minus_line() {
    first_error(
        "@@\nfresh identifier n = \"tmp\";\n@@\n- let n = 1;\n",
        "4:7: fresh identifier `n` can only be used in `+` code",
    );
}

#[test]
fn dependency_on_a_missing_rule() {
    first_error("@ r depends on q @\nexpression e;\n@@\n- e.a()\n", "1:16: rule `q` does not exist");
}

#[test]
fn dependency_on_a_later_rule() {
    first_error(
        "@ a depends on b @\n@@\n  x();\n@ b @\n@@\n  y();\n",
        "1:16: rule `b` is defined after this rule; a rule can only depend on earlier rules",
    );
}

#[test]
fn inherited_from_a_rule_that_does_not_declare_it() {
    first_error(
        "@ r @\nidentifier f;\n@@\n  f();\n@@\nidentifier r.g;\n@@\n- g()\n",
        "6:12: rule `r` does not declare a metavariable `g`: did you mean `f`?",
    );
    first_error(
        "@ r @\nidentifier f, fn_name;\n@@\n  fn_name(f);\n@@\nidentifier r.fn_nmae;\n@@\n- fn_nmae()\n",
        "6:12: rule `r` does not declare a metavariable `fn_nmae`: did you mean `fn_name`?",
    );
}

#[test]
fn misspelt_rule_names_get_the_near_one() {
    let first = "@ r2 @\nidentifier x;\n@@\n  x();\n";
    first_error(
        &format!("{first}@ s depends on r1 @\n@@\n  y();\n"),
        "5:16: rule `r1` does not exist: did you mean `r2`?",
    );
    first_error(
        &format!("{first}@@\nidentifier r1.x;\n@@\n- x()\n"),
        "6:12: rule `r1` does not exist: did you mean `r2`?",
    );
    first_error(
        &format!("{first}@ s extends r1 @\n@@\n- x()\n"),
        "5:13: rule `r1` does not exist before this rule: did you mean `r2`?",
    );
    // A virtual rule is a rule `depends on` may name too.
    first_error(
        "virtual patch\n@ s depends on pacth @\n@@\n  y();\n",
        "2:16: rule `pacth` does not exist: did you mean `patch`?",
    );
}

#[test]
fn inherited_with_another_kind() {
    first_error(
        "@ r @\nidentifier f;\n@@\n  f();\n@@\nexpression r.f;\n@@\n- f\n",
        "6:12: `r.f` is an identifier in rule `r`, but is declared here as an expression",
    );
}

#[test]
fn star_mixed_with_minus() {
    first_error("@@\nexpression e;\n@@\n* e.a()\n- e.b()\n", "4:1: a rule cannot mix `*` lines with `-` or `+` lines");
}

#[test]
fn empty_body() {
    first_error("@@\nexpression e;\n@@\n", "4:1: expected code to match after `@@`");
}

#[test]
fn bad_regex_constraint() {
    first_error(
        "@@\nidentifier f =~ \"(\";\n@@\n- f()\n",
        "2:17: invalid regular expression: regex parse error:\n    (\n    ^\nerror: unclosed group",
    );
}

#[test]
fn errors_in_one_rule_keep_the_others() {
    let patch = "@ a @\nexpression e;\n@@\n- e.unwrap(\n\n@ b @\nexpression e;\n@@\n- e.clone()\n+ e\n";
    let parsed = smpl::parse_patch(patch);
    assert_eq!(parsed.errors.len(), 1, "{:?}", parsed.errors);
    let b = parsed.patch.rules.iter().find(|r| r.name == "b").unwrap();
    assert!(b.body.is_some());
}

#[test]
fn garbage_never_panics() {
    // Shapes that stress every stage of the parser.
    let inputs = [
        "@",
        "@@",
        "@@\n@@",
        "@@\n@@\n(",
        "@@\n@@\n)\n|",
        "@@\n@@\n- ...",
        "@@\n@@\n<+...",
        "@ @ @\n",
        "@@\nexpression\n@@\n",
        "@@\n@@\n\\(",
        "@@\nposition p;\n@@\n  x@p@p",
        "@@\n@@\n- \u{1F980}(\n",
        "@r depends on (((\n@@\n",
        "@@\nexpression list[ es;\n@@\n",
        "@@\n@@\n  ... when\n",
        "@@\n@@\n+ x\n",
    ];
    for input in inputs {
        let _ = smpl::parse_patch(input);
    }
}

/// What an editor sends while a patch is typed: every prefix of every patch in test-data, and
/// each with a character dropped, parse without panicking.
#[test]
fn half_typed_patches_never_panic() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data");
    let mut patches = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let p = entry.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "cocci") {
                patches.push(std::fs::read_to_string(&p).unwrap());
            }
        }
    }
    assert!(patches.len() > 200, "found {} patches", patches.len());
    // Twin cases share their patch: each text is typed once.
    patches.sort();
    patches.dedup();
    let mut parsed = 0;
    for text in &patches {
        let bounds: Vec<usize> = text.char_indices().map(|(i, _)| i).chain([text.len()]).collect();
        for (n, &end) in bounds.iter().enumerate() {
            let _ = smpl::parse_patch(&text[..end]);
            if n + 1 < bounds.len() {
                let mut dropped = text[..end].to_owned();
                dropped.push_str(&text[bounds[n + 1]..]);
                let _ = smpl::parse_patch(&dropped);
            }
            parsed += 2;
        }
    }
    assert!(parsed > 10_000);
}

#[test]
fn metavariable_in_plus_code_that_nothing_binds() {
    // Printing the name would write `x.is_empty()` into the code: an error of the patch.
    first_error(
        "@@\nexpression x, y;\n@@\n- y.len() == 0\n+ x.is_empty()\n",
        "5:3: metavariable `x` is used in `+` code but never bound: it must appear in the rule's `-` or context code",
    );
    // Bound in one branch of a disjunction, or inherited: fine.
    assert!(errors("@@\nexpression x, y;\n@@\n(\n- f(x)\n|\n- g(y)\n)\n+ h(x)\n").is_empty());
    assert!(errors("@r@\nexpression x;\n@@\n f(x)\n@@\nexpression r.x;\n@@\n- g()\n+ g(x)\n").is_empty());
    first_error(
        "@@\nposition p;\nexpression e;\n@@\n- f(e@p)\n+ g(p)\n",
        "6:5: position metavariable `p` cannot be used in `+` code",
    );
    first_error(
        "@@\nidentifier f;\nexpression e;\nfresh identifier n = \"x_\" ## g;\n@@\n- f(e)\n+ n(e)\n",
        "4:18: `g` in the name of fresh identifier `n` is not a metavariable of this rule",
    );
}

#[test]
fn plus_code_that_does_not_parse() {
    // Reported whether or not anything matches, at the `+` line.
    first_error("@@\nexpression x;\n@@\n- x.len() == 0\n+ x.is_empty(\n", "5:14: in the `+` code: expected `)`");
    first_error("@@\nexpression e;\n@@\n  f(e);\n+ let y = ;\n  g(e);\n", "5:11: in the `+` code: expected expression");
    // `+` code completed by its context parses.
    assert!(errors("@@\nexpression a, b;\n@@\n- foo(a,\n+ bar(a,\n  b)\n").is_empty());
}

#[test]
fn an_error_at_the_end_of_the_patch_stays_inside_it() {
    // Found by the fuzzer (test-data/fuzz/smpl/found-unterminated-string): the fragment ends
    // with a newline the patch has not, and the error of an unterminated string ran past it.
    for patch in
        ["@@\nexpression e;\n@@\n- e.unwrap()\n+\ned\")", "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"c"]
    {
        let parsed = smpl::parse_patch(patch);
        assert!(!parsed.errors.is_empty(), "{patch:?}");
        for e in &parsed.errors {
            assert!(usize::from(e.range.end()) <= patch.len(), "{e:?} in {} bytes", patch.len());
        }
    }
}
