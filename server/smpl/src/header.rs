//! Rule headers: `@@`, `@ name @`, `@ name depends on D exists @`.

use crate::diag::SmplError;
use crate::lex::{Cursor, Tok, TokKind};
use crate::model::{Dep, Quantifier, RuleKind, ScriptWhen};
use ra_ap_syntax::TextRange;

#[derive(Debug)]
pub struct Header {
    pub name: Option<String>,
    pub depends: Option<Dep>,
    pub quantifier: Option<Quantifier>,
    /// `extends r`: the rule inherits every metavariable of `r` and depends on it.
    pub extends: Option<(String, TextRange)>,
    pub kind: Option<RuleKind>,
    /// `script:python`, `initialize:python`, `finalize:python`.
    pub script: Option<ScriptWhen>,
    /// `disable a, b`: the isomorphisms named, with where each name is.
    pub disabled: Vec<(String, TextRange)>,
    /// `using "a.iso"`: isomorphism files to load, with where each name is.
    pub using: Vec<(String, TextRange)>,
}

const KEYWORDS: &[&str] = &[
    "depends",
    "on",
    "exists",
    "forall",
    "ever",
    "never",
    "extends",
    "using",
    "disable",
    "expression",
    "identifier",
    "type",
];

const EXPECTED: &str = "`extends`, `depends on`, `exists`, `forall`, `using`, `disable`, a rule kind (`expression`, \
                        `identifier`, `type`) or `@`";

/// Parses the tokens between the two `@` of a header.
pub fn parse_header(toks: &[Tok], end: usize) -> Result<Header, SmplError> {
    let mut c = Cursor::new(toks, end);
    let mut header = Header {
        name: None,
        depends: None,
        quantifier: None,
        extends: None,
        kind: None,
        script: None,
        disabled: Vec::new(),
        using: Vec::new(),
    };
    if let Some(t) = c.peek()
        && ["script", "initialize", "finalize"].contains(&t.text.as_str())
        && c.peek_at(1).is_some_and(|t| t.is(":"))
    {
        header.script = Some(parse_script_kind(&mut c)?);
    }
    if let Some(t) = c.peek()
        && t.kind == TokKind::Ident
        && !KEYWORDS.contains(&t.text.as_str())
    {
        header.name = Some(t.text.clone());
        c.bump();
    }
    while !c.at_end() {
        if c.eat_word("depends") {
            if !c.eat_word("on") {
                return Err(c.expected("`on` after `depends`"));
            }
            if header.depends.is_some() {
                return Err(c.expected("a single `depends on` clause"));
            }
            // `depends on exists d` / `depends on forall d`: the scope over environments
            // (exists is the default; see docs/smpl.md).
            let _ = c.eat_word("exists") || c.eat_word("forall");
            header.depends = Some(parse_or(&mut c)?);
        } else if c.eat_word("extends") {
            let name = c.expect_ident("the name of the rule to extend")?;
            header.extends = Some((name.text.clone(), range(name)));
        } else if c.eat_word("using") {
            // Isomorphism files, loaded beside the patch (see `crate::iso_file`).
            loop {
                match c.bump() {
                    Some(t) if t.kind == TokKind::Str => header.using.push((t.text.clone(), range(t))),
                    _ => return Err(c.expected("an isomorphism file name in double quotes")),
                }
                if !c.eat(",") {
                    break;
                }
            }
        } else if c.eat_word("disable") {
            // Isomorphisms to turn off (see `crate::isos`).
            loop {
                let name = c.expect_ident("an isomorphism name")?;
                header.disabled.push((name.text.clone(), range(name)));
                if !c.eat(",") {
                    break;
                }
            }
        } else if let Some(kind) = ["expression", "identifier", "type"].iter().find(|k| c.eat_word(k)) {
            header.kind = Some(match *kind {
                "identifier" => RuleKind::Identifier,
                "type" => RuleKind::Type,
                _ => RuleKind::Expression,
            });
        } else if c.eat_word("exists") {
            header.quantifier = Some(Quantifier::Exists);
        } else if c.eat_word("forall") {
            header.quantifier = Some(Quantifier::Forall);
        } else {
            return Err(c.expected(EXPECTED));
        }
    }
    if header.script.is_some() && (header.extends.is_some() || header.kind.is_some() || header.quantifier.is_some()) {
        return Err(SmplError::at(toks[0].start, "a script rule's header takes only a name and `depends on`"));
    }
    Ok(header)
}

/// `script:python`: when the script runs, and that its language is one cocci runs.
fn parse_script_kind(c: &mut Cursor) -> Result<ScriptWhen, SmplError> {
    let word = c.bump().expect("peeked");
    let when = match word.text.as_str() {
        "initialize" => ScriptWhen::Initialize,
        "finalize" => ScriptWhen::Finalize,
        _ => ScriptWhen::Rule,
    };
    c.bump(); // `:`
    let lang = c.expect_ident("the script's language (`python`)")?;
    if lang.text != "python" {
        // Scripts run in a hermetic Python-like interpreter (Starlark); there is no OCaml.
        return Err(SmplError::new(
            range(lang),
            format!(
                "`{}` scripts are not supported: only Python-syntax scripts (`{}:python`) run",
                lang.text, word.text
            ),
        ));
    }
    Ok(when)
}

fn range(t: &Tok) -> TextRange {
    TextRange::new((t.start as u32).into(), (t.end as u32).into())
}

fn parse_or(c: &mut Cursor) -> Result<Dep, SmplError> {
    let mut lhs = parse_and(c)?;
    while c.eat("||") {
        let rhs = parse_and(c)?;
        lhs = Dep::Or(Box::new(lhs), Box::new(rhs));
    }
    Ok(lhs)
}

fn parse_and(c: &mut Cursor) -> Result<Dep, SmplError> {
    let mut lhs = parse_unary(c)?;
    while c.eat("&&") {
        let rhs = parse_unary(c)?;
        lhs = Dep::And(Box::new(lhs), Box::new(rhs));
    }
    Ok(lhs)
}

fn parse_unary(c: &mut Cursor) -> Result<Dep, SmplError> {
    if c.eat("!") {
        return Ok(Dep::Not(Box::new(parse_unary(c)?)));
    }
    if c.eat("(") {
        let inner = parse_or(c)?;
        c.expect(")")?;
        return Ok(inner);
    }
    if c.peek().is_some_and(|t| t.is_word("ever") || t.is_word("never"))
        && c.peek_at(1).is_some_and(|t| t.kind == TokKind::Ident)
    {
        let kw = c.bump().unwrap();
        let name = c.bump().unwrap();
        let r = range(name);
        return Ok(if kw.text == "ever" { Dep::Ever(name.text.clone(), r) } else { Dep::Never(name.text.clone(), r) });
    }
    if c.peek().is_some_and(|t| t.is_word("file")) && c.peek_at(1).is_some_and(|t| t.is_word("in")) {
        c.bump();
        c.bump();
        let Some(path) = c.peek().filter(|t| t.kind == TokKind::Str) else {
            return Err(c.expected("a file or folder name in double quotes after `file in`"));
        };
        c.bump();
        return Ok(Dep::FileIn(path.text.clone()));
    }
    let name = c.expect_ident("a rule name, `!`, `ever`, `never`, `file in` or `(`")?;
    Ok(Dep::Rule(name.text.clone(), range(name)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lex::lex;

    fn header(src: &str) -> Result<Header, SmplError> {
        parse_header(&lex(src, 0, src.len())?, src.len())
    }

    #[test]
    fn parses_name_dependencies_and_quantifier() {
        let h = header("r depends on a && !(b || ever c) exists").unwrap();
        assert_eq!(h.name.as_deref(), Some("r"));
        assert_eq!(h.quantifier, Some(Quantifier::Exists));
        let names: Vec<&str> = h.depends.as_ref().unwrap().rule_names().iter().map(|n| n.0).collect();
        assert_eq!(names, ["a", "b", "c"]);
        assert!(matches!(h.depends, Some(Dep::And(_, _))));
    }

    #[test]
    fn anonymous_rule_may_have_dependencies() {
        let h = header("depends on never r").unwrap();
        assert_eq!(h.name, None);
        assert!(matches!(h.depends, Some(Dep::Never(ref n, _)) if n == "r"));
    }

    #[test]
    fn extends_rule_kinds_isomorphisms_and_file_in() {
        let h = header("r2 extends r1 depends on forall a && file in \"src/net\" identifier").unwrap();
        assert_eq!(h.extends.as_ref().map(|e| e.0.as_str()), Some("r1"));
        assert_eq!(h.kind, Some(RuleKind::Identifier));
        assert!(matches!(h.depends, Some(Dep::And(_, ref b)) if matches!(**b, Dep::FileIn(ref p) if p == "src/net")));
        let h = header("r using \"a.iso\", \"b.iso\" disable neg_if, not_ptr type").unwrap();
        assert_eq!(h.kind, Some(RuleKind::Type));
        let files: Vec<&str> = h.using.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(files, ["a.iso", "b.iso"]);
    }

    #[test]
    fn bad_headers_say_what_was_expected() {
        let e = header("r depends a").unwrap_err();
        assert_eq!(e.message, "expected `on` after `depends`, found `a`");
        let e = header("r depends on").unwrap_err();
        assert_eq!(e.message, "expected a rule name, `!`, `ever`, `never`, `file in` or `(`");
        let e = header("r depends on (a").unwrap_err();
        assert_eq!(e.message, "expected `)`");
        let e = header("r whatever").unwrap_err();
        assert_eq!(e.message, format!("expected {EXPECTED}, found `whatever`"));
    }

    #[test]
    fn script_headers_name_when_and_dependencies() {
        let h = header("script:python s depends on r && report").unwrap();
        assert_eq!(h.script, Some(ScriptWhen::Rule));
        assert_eq!(h.name.as_deref(), Some("s"));
        assert!(matches!(h.depends, Some(Dep::And(_, _))));
        let h = header("script:python depends on org").unwrap();
        assert_eq!((h.script, h.name), (Some(ScriptWhen::Rule), None));
        assert_eq!(header("initialize:python").unwrap().script, Some(ScriptWhen::Initialize));
        assert_eq!(header("finalize:python").unwrap().script, Some(ScriptWhen::Finalize));
        // A rule may still be called `script` when no `:` follows.
        let h = header("script depends on r").unwrap();
        assert_eq!((h.script, h.name.as_deref()), (None, Some("script")));
    }

    #[test]
    fn other_script_languages_and_matching_words_are_refused() {
        let e = header("script:ocaml s").unwrap_err();
        assert_eq!(e.message, "`ocaml` scripts are not supported: only Python-syntax scripts (`script:python`) run");
        assert_eq!(u32::from(e.range.start()), 7);
        let e = header("initialize:ocaml").unwrap_err();
        assert!(e.message.starts_with("`ocaml` scripts are not supported"), "{}", e.message);
        let e = header("script:python s exists").unwrap_err();
        assert_eq!(e.message, "a script rule's header takes only a name and `depends on`");
    }
}
