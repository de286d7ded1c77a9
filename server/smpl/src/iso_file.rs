//! Isomorphisms from files, in spatch's iso syntax: `using "x.iso"` in a rule's header loads
//! them for that rule, `--iso-file` for every rule. A file holds sections, each a kind line then
//! rules:
//!
//! ```text
//! Expression
//! @ len_zero @
//! expression E;
//! @@
//! E.len() == 0 <=> E.is_empty()
//! ```
//!
//! `A => B` lets a pattern written as `A` also match code written as `B`; `A <=> B` goes both
//! ways. Each side is Rust, parsed as a rule's body with the rule's declarations. Expression
//! isomorphisms are read (`Expression`, `ArgExpression`, `TestExpression`), and `Type` and
//! `Statement` ones (each side one node of that kind); sections of other kinds (`TopLevel`,
//! `Declaration`, `Identifier`) are skipped with a warning. Reading the
//! files is the caller's: this crate does no IO.
//!
//! How they match is the engine's (`matching::user_isos`): as the built-in isomorphisms, only
//! where the pattern's expression is kept or removed whole.

use crate::Parsed;
use crate::diag::SmplError;
use crate::model::{BodyKind, MetaVar, UserIso};
use crate::pattern::Pat;

/// What reading an iso file gave: its isomorphisms, and why parts of it were skipped (as
/// `(line, message)`, lines from 1).
#[derive(Debug, Default)]
pub struct IsoFile {
    pub isos: Vec<UserIso>,
    pub warnings: Vec<(usize, String)>,
}

/// The kinds of section read, and those skipped.
const EXPRESSION_KINDS: [&str; 3] = ["Expression", "ArgExpression", "TestExpression"];
const OTHER_KINDS: [&str; 5] = ["Statement", "Type", "TopLevel", "Declaration", "Identifier"];
/// Kinds read besides expressions: each side is one node of that kind.
const NODE_KINDS: [&str; 2] = ["Statement", "Type"];

/// Parses the text of an iso file (`file`: its name as `using` wrote it, if it came so). An
/// error is `(line, message)`.
pub fn parse_isos(text: &str, file: Option<&str>) -> Result<IsoFile, (usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = IsoFile::default();
    let mut kind: Option<&str> = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        if line.is_empty() || line.starts_with("//") {
            i += 1;
            continue;
        }
        if EXPRESSION_KINDS.contains(&line) || OTHER_KINDS.contains(&line) {
            kind = Some(if EXPRESSION_KINDS.contains(&line) { "Expression" } else { line });
            i += 1;
            continue;
        }
        let header_line = i + 1;
        let name =
            header_name(line).ok_or((header_line, format!("expected `@ name @` or a kind line, found `{line}`")))?;
        let Some(kind) = kind else {
            return Err((header_line, "expected a kind line (`Expression`) before the first isomorphism".to_owned()));
        };
        // Declarations up to `@@`, then the body up to the next header, kind line or the end.
        let decls_start = i + 1;
        let close = (decls_start..lines.len())
            .find(|&k| lines[k].trim() == "@@")
            .ok_or((header_line, format!("isomorphism `{name}`: expected `@@` after its declarations")))?;
        let body_start = close + 1;
        let mut end = body_start;
        while end < lines.len() {
            let t = lines[end].trim();
            if t.starts_with('@') || EXPRESSION_KINDS.contains(&t) || OTHER_KINDS.contains(&t) {
                break;
            }
            end += 1;
        }
        i = end;
        if kind != "Expression" && !NODE_KINDS.contains(&kind) {
            out.warnings.push((
                header_line,
                format!(
                    "isomorphism `{name}` is a `{kind}` one: cocci reads expression, statement and type isomorphisms; \
                     skipped"
                ),
            ));
            continue;
        }
        let decls: String = lines[decls_start..close].iter().map(|l| format!("{l}\n")).collect();
        let body: String = lines[body_start..end]
            .iter()
            .filter(|l| !l.trim_start().starts_with("//"))
            .map(|l| l.trim())
            .collect::<Vec<_>>()
            .join(" ");
        let (sides, both_ways) = match body.split_once("<=>") {
            Some((a, b)) => ((a.trim(), b.trim()), true),
            None => match body.split_once("=>") {
                Some((a, b)) => ((a.trim(), b.trim()), false),
                None => return Err((body_start + 1, format!("isomorphism `{name}`: expected `A <=> B` or `A => B`"))),
            },
        };
        let side = |code: &str| side_pattern(name, kind, &decls, code).map_err(|m| (body_start + 1, m));
        let (a, metavars) = side(sides.0)?;
        let (b, _) = side(sides.1)?;
        let iso = |from: &Pat, to: &Pat| UserIso {
            name: name.to_owned(),
            file: file.map(str::to_owned),
            from: from.clone(),
            to: to.clone(),
            metavars: metavars.clone(),
        };
        out.isos.push(iso(&a, &b));
        if both_ways {
            out.isos.push(iso(&b, &a));
        }
    }
    Ok(out)
}

/// The name in a header line `@ name @`.
fn header_name(line: &str) -> Option<&str> {
    let inner = line.strip_prefix('@')?.strip_suffix('@')?.trim();
    let name = inner.split_whitespace().next()?;
    name.chars().all(|c| c.is_alphanumeric() || c == '_').then_some(name)
}

/// One side of an isomorphism of `kind`, as a rule body with the isomorphism's declarations:
/// its pattern and metavariables.
fn side_pattern(name: &str, kind: &str, decls: &str, code: &str) -> Result<(Pat, Vec<MetaVar>), String> {
    if code.is_empty() {
        return Err(format!("isomorphism `{name}`: a side is empty"));
    }
    let src = format!("@@\n{decls}@@\n{code}\n");
    let parsed = crate::parse_patch(&src);
    if let Some(e) = parsed.errors.first() {
        return Err(format!("isomorphism `{name}`: {}", e.message));
    }
    let Some(rule) = parsed.patch.rules.into_iter().next() else {
        return Err(format!("isomorphism `{name}`: no pattern"));
    };
    let Some(body) = rule.body else { return Err(format!("isomorphism `{name}`: no pattern")) };
    let pattern = match (kind, body.kind) {
        ("Expression", BodyKind::Expr) | ("Type", BodyKind::Type) => Some(body.pattern),
        ("Statement", BodyKind::Stmts) => lone_statement(body.pattern),
        _ => None,
    };
    let what = match kind {
        "Expression" => "an expression",
        "Type" => "a type",
        _ => "one statement",
    };
    pattern.map(|p| (p, rule.metavars)).ok_or_else(|| format!("isomorphism `{name}`: `{code}` is not {what}"))
}

/// The one statement of a statement body (its sequence holds nothing else).
fn lone_statement(pattern: Pat) -> Option<Pat> {
    match pattern {
        Pat::Seq(mut items) if items.len() == 1 => lone_statement(items.pop()?),
        p @ (Pat::Node(_) | Pat::Meta(_)) => Some(p),
        _ => None,
    }
}

/// Loads the iso files the patch's rules name (`using "x.iso"`) into `parsed.patch.isos`;
/// `read` gives a file's text by the name the patch wrote (relative to the patch: the caller
/// knows where that is). A file that cannot be read or parsed is an error at its name in the
/// patch; skipped sections are warnings there.
pub fn load_isos(parsed: &mut Parsed, read: &dyn Fn(&str) -> Result<String, String>) {
    let mut loaded: Vec<String> = Vec::new();
    let named: Vec<(String, ra_ap_syntax::TextRange)> =
        parsed.patch.rules.iter().flat_map(|r| r.using.iter().cloned()).collect();
    for (file, at) in named {
        if loaded.contains(&file) {
            continue;
        }
        loaded.push(file.clone());
        let text = match read(&file) {
            Ok(t) => t,
            Err(e) => {
                parsed.errors.push(SmplError::new(at, format!("cannot read isomorphism file `{file}`: {e}")));
                continue;
            }
        };
        match parse_isos(&text, Some(&file)) {
            Ok(iso_file) => {
                for (line, w) in iso_file.warnings {
                    parsed.warnings.push(SmplError::new(at, format!("{file}:{line}: {w}")));
                }
                parsed.patch.isos.extend(iso_file.isos);
            }
            Err((line, e)) => parsed.errors.push(SmplError::new(at, format!("{file}:{line}: {e}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "// Rust's own.\nExpression\n@ len_zero @\nexpression E;\n@@\nE.len() == 0 <=> E.is_empty()\n\nTopLevel\n@ s @\nidentifier f;\n@@\nfn f() {} => fn f() { }\n\nExpression\n@ default_or @\nexpression E;\n@@\nE.unwrap_or_default() => E.unwrap_or(Default::default())\n";

    #[test]
    fn expression_isomorphisms_are_read_both_ways_or_one() {
        let f = parse_isos(FILE, Some("rust.iso")).unwrap();
        let names: Vec<&str> = f.isos.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(names, ["len_zero", "len_zero", "default_or"], "`<=>` gives two directions, `=>` one");
        assert_eq!(f.isos[0].metavars.len(), 1);
        assert_eq!(f.isos[0].file.as_deref(), Some("rust.iso"));
        assert!(matches!(&f.isos[0].from, Pat::Node(n) if n.kind == ra_ap_syntax::SyntaxKind::BIN_EXPR));
        assert!(matches!(&f.isos[1].from, Pat::Node(n) if n.kind == ra_ap_syntax::SyntaxKind::METHOD_CALL_EXPR));
        assert_eq!(f.warnings.len(), 1);
        assert_eq!(f.warnings[0].0, 9);
        assert!(f.warnings[0].1.contains("`TopLevel`"), "{:?}", f.warnings);
    }

    #[test]
    fn type_and_statement_isomorphisms_are_read_as_one_node_a_side() {
        let file = "Type\n@ vec_path @\ntype T;\n@@\nVec<T> => std::vec::Vec<T>\n\nStatement\n@ drop_let @\n\
                    expression E;\n@@\ndrop(E); => let _ = E;\n";
        let f = parse_isos(file, None).unwrap();
        assert!(f.warnings.is_empty(), "{:?}", f.warnings);
        let kinds: Vec<String> = f.isos.iter().map(|i| format!("{} {}", i.from.sexpr(), i.to.sexpr())).collect();
        assert!(kinds[0].starts_with("(PATH_TYPE") && kinds[1].starts_with("(EXPR_STMT"), "{kinds:?}");
        assert!(kinds[1].contains("(LET_STMT"), "{kinds:?}");
        // A side of another kind, or two statements, is an error naming what was expected.
        let e = parse_isos("Type\n@ t @\nexpression E;\n@@\nE + 1 => E\n", None).unwrap_err();
        assert!(e.1.contains("is not a type"), "{e:?}");
        let e = parse_isos("Statement\n@ s @\nexpression E;\n@@\nf(E); g(E); => h(E);\n", None).unwrap_err();
        assert!(e.1.contains("is not one statement"), "{e:?}");
    }

    #[test]
    fn mistakes_name_their_line() {
        let e = parse_isos("Expression\n@ a @\nexpression E;\n@@\nE +\n", None).unwrap_err();
        assert_eq!(e.0, 5);
        assert!(e.1.starts_with("isomorphism `a`: expected"), "{e:?}");
        let e = parse_isos("@ a @\nexpression E;\n@@\nE <=> E\n", None).unwrap_err();
        assert_eq!(e, (1, "expected a kind line (`Expression`) before the first isomorphism".to_owned()));
        let e = parse_isos("Expression\n@ a @\nexpression E;\n@@\nE + 1 <=> \n", None).unwrap_err();
        assert_eq!(e.1, "isomorphism `a`: a side is empty");
        let e = parse_isos("Expression\n@ a @\nexpression E;\n@@\nlet x = E; <=> E\n", None).unwrap_err();
        assert!(e.1.contains("is not an expression") || e.1.contains("expected"), "{e:?}");
    }

    #[test]
    fn a_patch_loads_the_files_its_rules_name() {
        let patch = "@ r using \"rust.iso\" @\nexpression v;\n@@\n- v.len() == 0\n+ v.is_empty()\n";
        let mut parsed = crate::parse_patch(patch);
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        load_isos(&mut parsed, &|name| if name == "rust.iso" { Ok(FILE.to_owned()) } else { Err("no".into()) });
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        assert_eq!(parsed.patch.isos.len(), 3);
        assert_eq!(parsed.warnings.len(), 1, "the skipped section");
        let missing = "@ r using \"gone.iso\" @\nexpression v;\n@@\n- v.len() == 0\n";
        let mut parsed = crate::parse_patch(missing);
        load_isos(&mut parsed, &|_| Err("No such file".into()));
        assert_eq!(parsed.errors.len(), 1);
        assert_eq!(parsed.errors[0].message, "cannot read isomorphism file `gone.iso`: No such file");
        assert_eq!(&missing[parsed.errors[0].range], "\"gone.iso\"");
    }
}
