//! Metavariable declarations: the lines between a rule's header and its `@@`.

use crate::diag::SmplError;
use crate::lex::{Cursor, Tok, TokKind};
use crate::model::{
    Atom, Constraint, FreshPart, IdScope, Inherited, ListLen, MetaKind, MetaVar, ScriptExpr, TypeConstraint,
};
use ra_ap_syntax::TextRange;
use std::collections::HashSet;

const KINDS: &str = "`expression`, `expression list`, `identifier`, `type`, `statement`, \
                     `constant`, `parameter`, `parameter list`, `position`, `fresh identifier`, \
                     `binary operator`, `assignment operator`, `idexpression` or `pattern`";

/// The words a declaration can start with, for suggesting one in place of a misspelt kind.
const KIND_WORDS: [&str; 14] = [
    "expression",
    "identifier",
    "type",
    "statement",
    "constant",
    "parameter",
    "position",
    "fresh",
    "binary",
    "assignment",
    "idexpression",
    "local",
    "global",
    "pattern",
];

/// Parses every declaration; a bad one is reported and skipped up to its `;`.
pub fn parse_decls(src: &str, toks: &[Tok], end: usize, errors: &mut Vec<SmplError>) -> Vec<MetaVar> {
    let mut c = Cursor::new(toks, end);
    let mut vars: Vec<MetaVar> = Vec::new();
    // The names declared so far, to refuse a second declaration of one. A set, not a search of
    // `vars`: a patch may declare tens of thousands, and searching for each would be quadratic.
    let mut names: HashSet<String> = HashSet::new();
    while !c.at_end() {
        if let Err(e) = parse_decl(src, &mut c, &mut vars, &mut names) {
            errors.push(e);
            while let Some(t) = c.bump() {
                if t.is(";") {
                    break;
                }
            }
        }
    }
    vars
}

fn parse_decl(
    src: &str,
    c: &mut Cursor,
    vars: &mut Vec<MetaVar>,
    names: &mut HashSet<String>,
) -> Result<(), SmplError> {
    let kind_tok = c.expect_ident(&format!("a metavariable kind ({KINDS})"))?;
    let kind = match kind_tok.text.as_str() {
        "idexpression" => MetaKind::IdExpression(IdScope::Any),
        "local" | "global" => {
            if !c.eat_word("idexpression") {
                return Err(c.expected(&format!("`idexpression` after `{}`", kind_tok.text)));
            }
            MetaKind::IdExpression(if kind_tok.text == "local" { IdScope::Local } else { IdScope::Global })
        }
        "expression" if c.eat_word("list") => MetaKind::ExpressionList(parse_list_len(c)?),
        "expression" => MetaKind::Expression,
        "identifier" => MetaKind::Identifier,
        "type" => MetaKind::Type,
        "statement" => MetaKind::Statement,
        "constant" => MetaKind::Constant,
        "pattern" => MetaKind::Pattern,
        // `position any r.p`: spatch runs the rule once for all of r's positions instead of
        // once each; the matches are the same, so cocci reads it as `position r.p`.
        "position" => {
            let _ = c.eat_word("any");
            MetaKind::Position
        }
        "parameter" if c.eat_word("list") => MetaKind::ParameterList(parse_list_len(c)?),
        "parameter" => MetaKind::Parameter,
        "binary" | "assignment" => {
            if !c.eat_word("operator") {
                return Err(c.expected(&format!("`operator` after `{}`", kind_tok.text)));
            }
            if kind_tok.text == "binary" { MetaKind::BinaryOperator } else { MetaKind::AssignmentOperator }
        }
        "fresh" => {
            if !c.eat_word("identifier") {
                return Err(c.expected("`identifier` after `fresh`"));
            }
            MetaKind::FreshIdentifier(Vec::new())
        }
        other => {
            // A near miss is most likely a slip: name the one kind meant rather than all.
            let message = match crate::suggest::closest(other, KIND_WORDS) {
                Some(meant) => format!("unknown metavariable kind `{other}`: did you mean `{meant}`?"),
                None => format!("unknown metavariable kind `{other}`: expected {KINDS}"),
            };
            return Err(SmplError::new(range(kind_tok), message));
        }
    };
    // `expression Vec<_> v;`: a type before the names.
    let ty = match kind {
        MetaKind::Expression | MetaKind::IdExpression(_) => parse_type_prefix(src, c)?,
        _ => None,
    };
    loop {
        let mut var = parse_name(src, c, &kind)?;
        var.ty = ty.clone();
        if !names.insert(var.name.clone()) {
            return Err(SmplError::new(var.span, format!("metavariable `{}` is declared twice", var.name)));
        }
        vars.push(var);
        if c.eat(";") {
            return Ok(());
        }
        if !c.eat(",") {
            return Err(c.expected("`,` or `;`"));
        }
    }
}

/// A fresh identifier's seed may name `r.x` without declaring it: declare it here, hidden (its
/// name holds the dot, so the body cannot use it), inherited from `r`.
pub fn declare_qualified_seeds(vars: &mut Vec<MetaVar>) {
    let mut wanted: Vec<(String, TextRange)> = Vec::new();
    for v in vars.iter() {
        let mut names: Vec<&String> = Vec::new();
        if let MetaKind::FreshIdentifier(parts) = &v.kind {
            for p in parts {
                match p {
                    FreshPart::Meta(name) => names.push(name),
                    FreshPart::Script(s) => names.extend(&s.args),
                    FreshPart::Literal(_) => {}
                }
            }
        }
        for c in &v.constraints {
            if let Constraint::Script(s) = c {
                names.extend(&s.args);
            }
        }
        for name in names {
            // `r.x` where the rule declares `x` as inherited from `r` needs nothing more.
            let declared = name.split_once('.').is_some_and(|(r, x)| {
                vars.iter().any(|m| m.inherited.as_ref().is_some_and(|i| i.rule == r && i.name == x))
            });
            if name.contains('.') && !declared && !wanted.iter().any(|(w, _)| w == name) {
                wanted.push((name.clone(), v.span));
            }
        }
    }
    for (name, span) in wanted {
        if vars.iter().any(|v| v.name == name) {
            continue;
        }
        let (rule, var) = name.split_once('.').unwrap_or_default();
        let inherited = Some(Inherited { rule: rule.to_owned(), name: var.to_owned() });
        vars.push(MetaVar {
            name: name.clone(),
            kind: MetaKind::Identifier,
            inherited,
            constraints: Vec::new(),
            ty: None,
            span,
        });
    }
}

/// The type written before a typed metavariable's names, if any: the tokens up to the first
/// name at bracket depth 0 that a `,`, `;`, constraint or `.` (for `r.x`) follows.
fn parse_type_prefix(src: &str, c: &mut Cursor) -> Result<Option<TypeConstraint>, SmplError> {
    let mut depth = 0i32;
    let mut n = 0;
    loop {
        let Some(t) = c.peek_at(n) else { return Err(c.expected("a metavariable name")) };
        let next = c.peek_at(n + 1);
        let ends_name = next.is_none_or(|x| [",", ";", "=", "!=", "=~", "!~", ".", ":"].iter().any(|p| x.is(p)));
        if depth == 0
            && t.kind == TokKind::Ident
            && !["mut", "dyn", "impl", "const"].contains(&t.text.as_str())
            && ends_name
        {
            break;
        }
        match t.text.as_str() {
            "<" | "(" | "[" | "{" => depth += 1,
            "<<" => depth += 2,
            ">" | ")" | "]" | "}" => depth -= 1,
            ">>" => depth -= 2,
            ";" => return Err(c.expected("a metavariable name")),
            _ => {}
        }
        n += 1;
    }
    if n == 0 {
        return Ok(None);
    }
    let (Some(first), Some(last), Some(name)) = (c.peek(), c.peek_at(n - 1), c.peek_at(n)) else { return Ok(None) };
    // A type and its names are on one line: across a line break this is rather a missing `;`
    // (reported when the names are read).
    if src[first.start..name.start].contains('\n') {
        return Ok(None);
    }
    let ty = crate::types::parse_type_constraint(src, first.start, last.end)?;
    for _ in 0..n {
        c.bump();
    }
    Ok(Some(ty))
}

fn parse_list_len(c: &mut Cursor) -> Result<Option<ListLen>, SmplError> {
    if !c.eat("[") {
        return Ok(None);
    }
    let len = match c.bump() {
        Some(t) if t.kind == TokKind::Int => ListLen::Fixed(t.text.parse().unwrap_or(usize::MAX)),
        Some(t) if t.kind == TokKind::Ident => ListLen::Named(t.text.clone()),
        _ => return Err(c.expected("a length or a metavariable name")),
    };
    c.expect("]")?;
    Ok(Some(len))
}

fn parse_name(src: &str, c: &mut Cursor, kind: &MetaKind) -> Result<MetaVar, SmplError> {
    let first = c.expect_ident("a metavariable name")?;
    let mut span = range(first);
    let mut inherited = None;
    let mut name = first.text.clone();
    if c.eat(".") {
        let second = c.expect_ident("a metavariable name after `.`")?;
        span = TextRange::new(span.start(), range(second).end());
        inherited = Some(Inherited { rule: first.text.clone(), name: second.text.clone() });
        name = second.text.clone();
    }
    let mut kind = kind.clone();
    let mut constraints = Vec::new();
    if let MetaKind::FreshIdentifier(parts) = &mut kind {
        if inherited.is_some() {
            return Err(SmplError::new(span, "a fresh identifier cannot be inherited"));
        }
        if !c.eat("=") {
            return Err(c.expected("`=` and the new name (`fresh identifier x = \"name\";`)"));
        }
        *parts = match c.peek() {
            Some(t) if t.kind == TokKind::Ident && t.text == "script" => vec![FreshPart::Script(parse_script(src, c)?)],
            _ => parse_fresh_parts(c)?,
        };
    } else {
        // spatch joins several with `&&`; cocci also takes them one after the other.
        while let Some(con) = parse_constraint(src, c)? {
            constraints.push(con);
            c.eat("&&");
        }
    }
    Ok(MetaVar { name, kind, inherited, constraints, ty: None, span })
}

fn parse_fresh_parts(c: &mut Cursor) -> Result<Vec<FreshPart>, SmplError> {
    let mut parts = Vec::new();
    loop {
        match c.peek() {
            Some(t) if t.kind == TokKind::Str => parts.push(FreshPart::Literal(t.text.clone())),
            // `r.x`: a metavariable of an earlier rule, without declaring it here.
            Some(t)
                if t.kind == TokKind::Ident
                    && c.peek_at(1).is_some_and(|d| d.is("."))
                    && c.peek_at(2).is_some_and(|n| n.kind == TokKind::Ident) =>
            {
                let name = c.peek_at(2).map(|n| n.text.clone()).unwrap_or_default();
                parts.push(FreshPart::Meta(format!("{}.{name}", t.text)));
                c.bump();
                c.bump();
            }
            Some(t) if t.kind == TokKind::Ident => parts.push(FreshPart::Meta(t.text.clone())),
            _ => return Err(c.expected("a string or a metavariable name")),
        }
        c.bump();
        if !c.eat("##") {
            return Ok(parts);
        }
    }
}

fn parse_constraint(src: &str, c: &mut Cursor) -> Result<Option<Constraint>, SmplError> {
    if c.eat(":") {
        if !c.peek().is_some_and(|t| t.kind == TokKind::Ident && t.text == "script") {
            return Err(c.expected("`script:python(...) { ... }` after `:`"));
        }
        Ok(Some(Constraint::Script(parse_script(src, c)?)))
    } else if c.eat("=") {
        Ok(Some(Constraint::OneOf(parse_atoms(c)?)))
    } else if c.eat("!=") {
        Ok(Some(Constraint::NoneOf(parse_atoms(c)?)))
    } else if c.peek().is_some_and(|t| t.is("=~") || t.is("!~")) {
        let negated = c.bump().unwrap().is("!~");
        let Some(s) = c.peek().filter(|t| t.kind == TokKind::Str) else {
            return Err(c.expected("a regular expression in double quotes"));
        };
        c.bump();
        let re = regex::Regex::new(&s.text)
            .map_err(|e| SmplError::new(range(s), format!("invalid regular expression: {e}")))?;
        Ok(Some(if negated { Constraint::NotMatches(re) } else { Constraint::Matches(re) }))
    } else {
        Ok(None)
    }
}

/// `script:python(x, r.y) { expr }`, the cursor on `script`.
fn parse_script(src: &str, c: &mut Cursor) -> Result<ScriptExpr, SmplError> {
    c.bump();
    c.expect(":")?;
    let language = c.expect_ident("`python`")?;
    if language.text != "python" {
        return Err(SmplError::new(
            range(language),
            format!("`script:{}`: only Python-syntax scripts run (`script:python`)", language.text),
        ));
    }
    c.expect("(")?;
    let mut args = Vec::new();
    while !c.eat(")") {
        let first = c.expect_ident("a metavariable name or `)`")?;
        let mut name = first.text.clone();
        if c.eat(".") {
            name = format!("{name}.{}", c.expect_ident("a metavariable name after `.`")?.text);
        }
        args.push(name);
        if !c.eat(",") {
            c.expect(")")?;
            break;
        }
    }
    let open = c.expect("{")?;
    let mut depth = 1;
    let close = loop {
        let Some(t) = c.bump() else { return Err(c.expected("`}` to end the script")) };
        if t.is("{") {
            depth += 1;
        } else if t.is("}") {
            depth -= 1;
            if depth == 0 {
                break t;
            }
        }
    };
    let code = src[open.end..close.start].trim();
    if code.is_empty() {
        return Err(SmplError::new(range(open), "an empty script: expected a Python expression between the braces"));
    }
    let code_start = open.end + (src[open.end..close.start].len() - src[open.end..close.start].trim_start().len());
    let line = src[..code_start].matches('\n').count() as u32 + 1;
    Ok(ScriptExpr { args, code: code.to_owned(), line })
}

fn parse_atoms(c: &mut Cursor) -> Result<Vec<Atom>, SmplError> {
    if !c.eat("{") {
        return Ok(vec![parse_atom(c)?]);
    }
    let mut atoms = Vec::new();
    loop {
        atoms.push(parse_atom(c)?);
        if c.eat("}") {
            return Ok(atoms);
        }
        if !c.eat(",") {
            return Err(c.expected("`,` or `}`"));
        }
    }
}

fn parse_atom(c: &mut Cursor) -> Result<Atom, SmplError> {
    match c.peek() {
        Some(t) if t.kind == TokKind::Ident => {
            c.bump();
            if c.peek().is_some_and(|d| d.is(".")) && c.peek_at(1).is_some_and(|n| n.kind == TokKind::Ident) {
                c.bump();
                let name = c.bump().unwrap();
                Ok(Atom::Meta { rule: Some(t.text.clone()), name: name.text.clone() })
            } else {
                // Whether a bare name is a metavariable is decided once every declaration is known.
                Ok(Atom::Word(t.text.clone()))
            }
        }
        // Numbers, strings, and operators (for operator metavariables).
        Some(t)
            if t.kind == TokKind::Int
                || t.kind == TokKind::Str
                || (t.kind == TokKind::Punct && is_operator(&t.text)) =>
        {
            c.bump();
            Ok(Atom::Word(t.text.clone()))
        }
        _ => Err(c.expected("a name, a number or `{`")),
    }
}

/// Binary and assignment operators, as constraints name them.
pub fn is_operator(text: &str) -> bool {
    matches!(
        text,
        "==" | "!="
            | "<"
            | ">"
            | "<="
            | ">="
            | "+"
            | "-"
            | "*"
            | "/"
            | "%"
            | "^"
            | "&"
            | "|"
            | "&&"
            | "||"
            | "<<"
            | ">>"
            | "="
            | "+="
            | "-="
            | "*="
            | "/="
            | "%="
            | "^="
            | "&="
            | "|="
            | "<<="
            | ">>="
    )
}

fn range(t: &Tok) -> TextRange {
    TextRange::new((t.start as u32).into(), (t.end as u32).into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lex::lex;

    fn decls(src: &str) -> (Vec<MetaVar>, Vec<SmplError>) {
        let mut errors = Vec::new();
        let toks = lex(src, 0, src.len()).unwrap();
        (parse_decls(src, &toks, src.len(), &mut errors), errors)
    }

    #[test]
    fn every_kind_parses() {
        let (vars, errors) = decls(
            "expression e, f; identifier x; type T; statement S; constant c;\n\
             expression list[2] es; parameter list ps; position p; fresh identifier n = \"tmp_\" ## x;\n\
             identifier r.y; expression list[k] ks;",
        );
        assert!(errors.is_empty(), "{errors:?}");
        let kinds: Vec<(&str, &MetaKind)> = vars.iter().map(|v| (v.name.as_str(), &v.kind)).collect();
        assert_eq!(kinds[0], ("e", &MetaKind::Expression));
        assert_eq!(kinds[1], ("f", &MetaKind::Expression));
        assert_eq!(kinds[6], ("es", &MetaKind::ExpressionList(Some(ListLen::Fixed(2)))));
        assert_eq!(kinds[7], ("ps", &MetaKind::ParameterList(None)));
        assert_eq!(
            kinds[9],
            ("n", &MetaKind::FreshIdentifier(vec![FreshPart::Literal("tmp_".into()), FreshPart::Meta("x".into())]))
        );
        assert_eq!(vars[10].inherited, Some(Inherited { rule: "r".into(), name: "y".into() }));
        assert_eq!(kinds[11].1, &MetaKind::ExpressionList(Some(ListLen::Named("k".into()))));
    }

    #[test]
    fn typed_metavariables() {
        let (vars, errors) = decls(
            "expression Vec<_> v, w; local idexpression String s; idexpression x; expression {String, &str} t;\n\
             global idexpression u32 g; expression e;",
        );
        assert!(errors.is_empty(), "{errors:?}");
        let names: Vec<&str> = vars.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(names, ["v", "w", "s", "x", "t", "g", "e"]);
        assert_eq!(vars[0].ty.as_ref().map(|t| t.text.as_str()), Some("Vec<_>"));
        assert_eq!(vars[1].ty, vars[0].ty);
        assert_eq!(vars[2].kind, MetaKind::IdExpression(IdScope::Local));
        assert_eq!(vars[3].kind, MetaKind::IdExpression(IdScope::Any));
        assert!(vars[3].ty.is_none());
        assert_eq!(vars[4].ty.as_ref().map(|t| t.alternatives.len()), Some(2));
        assert_eq!(vars[5].kind, MetaKind::IdExpression(IdScope::Global));
        assert!(vars[6].ty.is_none());
        let (_, errors) = decls("expression impl Fn() f;");
        assert!(errors[0].message.starts_with("a type pattern is a path"), "{errors:?}");
    }

    #[test]
    fn script_expressions_constrain_and_name() {
        let (vars, errors) = decls(
            "identifier f : script:python(r.x, e) { ok(f, {\"k\": x}) } && != g;\n\
             expression e;\n\
             fresh identifier n = script:python (e) { e + \"_v2\" };",
        );
        assert!(errors.is_empty(), "{errors:?}");
        let Constraint::Script(s) = &vars[0].constraints[0] else { panic!("{:?}", vars[0].constraints) };
        assert_eq!(s.args, ["r.x", "e"]);
        assert_eq!(s.code, "ok(f, {\"k\": x})", "braces inside the code are kept");
        assert_eq!(s.line, 1);
        assert!(matches!(vars[0].constraints[1], Constraint::NoneOf(_)), "`&&` joins constraints");
        let MetaKind::FreshIdentifier(parts) = &vars[2].kind else { panic!("{:?}", vars[2].kind) };
        assert!(matches!(&parts[..], [FreshPart::Script(s)] if s.code == "e + \"_v2\"" && s.line == 3));
        let (_, errors) = decls("identifier f : script:ocaml() { ok f };");
        assert_eq!(errors[0].message, "`script:ocaml`: only Python-syntax scripts run (`script:python`)");
        let (_, errors) = decls("identifier f : script:python() {  };");
        assert!(errors[0].message.starts_with("an empty script"), "{errors:?}");
    }

    #[test]
    fn pattern_metavariables() {
        let (vars, errors) = decls("pattern p, q; pattern r.p2;");
        assert!(errors.is_empty(), "{errors:?}");
        assert!(vars.iter().all(|v| v.kind == MetaKind::Pattern), "{vars:?}");
        assert_eq!(vars[2].inherited, Some(Inherited { rule: "r".into(), name: "p2".into() }));
        let (_, errors) = decls("patern p;");
        assert_eq!(errors[0].message, "unknown metavariable kind `patern`: did you mean `pattern`?");
        // A pattern has no type the model could check: a type before the name is no kind's.
        let (_, errors) = decls("pattern Vec<u8> p;");
        assert!(!errors.is_empty());
    }

    #[test]
    fn constraints_parse() {
        let (vars, errors) =
            decls("identifier f = {open, close}; identifier g != drop; identifier h =~ \"^try_\"; position p != r.p;");
        assert!(errors.is_empty(), "{errors:?}");
        assert!(matches!(&vars[0].constraints[0], Constraint::OneOf(a) if a.len() == 2));
        assert!(matches!(&vars[1].constraints[0], Constraint::NoneOf(a) if a == &[Atom::Word("drop".into())]));
        assert!(matches!(&vars[2].constraints[0], Constraint::Matches(r) if r.is_match("try_open")));
        assert!(matches!(&vars[3].constraints[0],
            Constraint::NoneOf(a) if a == &[Atom::Meta { rule: Some("r".into()), name: "p".into() }]));
    }

    #[test]
    fn errors_name_what_was_expected_and_recover() {
        let (vars, errors) = decls("expresion e; identifier x y; type T;");
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert_eq!(errors[0].message, "unknown metavariable kind `expresion`: did you mean `expression`?");
        assert_eq!(errors[1].message, "expected `,` or `;`, found `y`");
        assert_eq!(u32::from(errors[1].range.start()), 26);
        // The good declarations around the bad ones survive.
        let names: Vec<&str> = vars.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(names, ["x", "T"]);
    }

    #[test]
    fn a_kind_far_from_every_other_lists_them_all() {
        let (_, errors) = decls("banana e; identifer x; binray operator b;");
        assert!(errors[0].message.starts_with("unknown metavariable kind `banana`: expected `expression`"));
        assert_eq!(errors[1].message, "unknown metavariable kind `identifer`: did you mean `identifier`?");
        assert_eq!(errors[2].message, "unknown metavariable kind `binray`: did you mean `binary`?");
    }

    #[test]
    fn missing_semicolon_and_bad_regex() {
        let (_, errors) = decls("expression e");
        assert_eq!(errors[0].message, "expected `,` or `;`");
        let (_, errors) = decls("identifier f =~ \"(\";");
        assert!(errors[0].message.starts_with("invalid regular expression"), "{}", errors[0].message);
        let (_, errors) = decls("identifier x; expression x;");
        assert_eq!(errors[0].message, "metavariable `x` is declared twice");
        let (_, errors) = decls("fresh identifier n;");
        assert!(errors[0].message.starts_with("expected `=` and the new name"), "{}", errors[0].message);
    }
}
