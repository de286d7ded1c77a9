//! SmPL, Coccinelle's semantic patch language, for Rust code.
//!
//! [`parse_patch`] turns the text of a `.cocci` file into a [`Patch`]: rules with their headers,
//! metavariables and bodies compiled to the [`pattern`] IR. Parsing never panics and never gives
//! up on the whole file: every problem becomes an [`SmplError`] with a byte range, and the rules
//! that did parse are returned beside the errors.
//!
//! Warnings are kept apart from errors: they point at what is likely a mistake but leaves the
//! patch meaningful (a `+` name nothing defines, a metavariable never used), so they never
//! stop a patch from running.

mod body;
mod check;
mod compile;
mod decl;
mod diag;
mod edition;
mod header;
pub mod iso_file;
pub mod isos;
mod lex;
pub mod limits;
mod model;
pub mod pattern;
mod plus_names;
mod script;
mod script_args;
pub mod suggest;
mod types;
mod unused;

pub use diag::{LineCol, LineIndex, SmplError};
pub use model::*;

use ra_ap_syntax::TextRange;

/// The result of parsing a patch: what could be parsed, and what went wrong.
#[derive(Clone, Debug, Default)]
pub struct Parsed {
    pub patch: Patch,
    pub errors: Vec<SmplError>,
    /// Likely mistakes that do not stop the patch: shown beside the errors, never failing a run.
    pub warnings: Vec<SmplError>,
}

impl Parsed {
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty()
    }
}

/// Parses the text of a `.cocci` file.
pub fn parse_patch(src: &str) -> Parsed {
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    let mut plus_names = plus_names::PlusNames::default();
    let mut rules: Vec<Rule> = Vec::new();
    let lines = line_spans(src);
    let mut i = 0;
    let mut virtuals: Vec<String> = Vec::new();
    // Text before the first header may only be blank lines, comments and `virtual` declarations.
    while i < lines.len() && !src[lines[i].0..].starts_with('@') {
        let (ls, le) = lines[i];
        let line = src[ls..le].trim();
        if let Some(names) = line.strip_prefix("virtual").filter(|r| r.starts_with(char::is_whitespace)) {
            let names_start = ls + (src[ls..le].len() - src[ls..le].trim_start().len()) + "virtual".len();
            parse_virtuals(names, names_start, &mut virtuals, &mut errors);
        } else if !line.is_empty() && !line.starts_with("//") && !line.starts_with("/*") && !line.starts_with('#') {
            errors.push(SmplError::at(ls, "expected a rule header (`@@` or `@ name @`)"));
            break;
        }
        i += 1;
    }
    while i < lines.len() {
        let (hs, he) = lines[i];
        if !src[hs..he].starts_with('@') {
            i += 1;
            continue;
        }
        let header_line = i + 1;
        i += 1;
        let diags = Diags { errors: &mut errors, warnings: &mut warnings, plus_names: &mut plus_names };
        let rule = parse_rule(src, &lines, hs, he, header_line, &mut i, &rules, diags);
        rules.push(rule);
    }
    if rules.is_empty() && errors.is_empty() {
        errors.push(SmplError::at(0, "expected a rule header (`@@` or `@ name @`): the patch has no rules"));
    }
    check_rule_references(&rules, &virtuals, &mut errors);
    plus_names.finish(&mut errors, &mut warnings);
    errors.sort_by_key(|e| e.range.start());
    warnings.sort_by_key(|e| e.range.start());
    Parsed { patch: Patch { rules, virtuals, isos: Vec::new() }, errors, warnings }
}

/// `virtual a, b`: the names of virtual rules.
fn parse_virtuals(text: &str, start: usize, out: &mut Vec<String>, errors: &mut Vec<SmplError>) {
    let mut offset = start;
    for part in text.split(',') {
        let name = part.trim().trim_end_matches(';').trim();
        let at = offset + (part.len() - part.trim_start().len());
        if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
            errors.push(SmplError::at(at, "expected the name of a virtual rule after `virtual`"));
        } else if !out.iter().any(|v| v == name) {
            out.push(name.to_owned());
        }
        offset += part.len() + 1;
    }
}

/// Where a rule's problems go: errors, warnings, and the `+` names judged once every rule is read.
struct Diags<'d> {
    errors: &'d mut Vec<SmplError>,
    warnings: &'d mut Vec<SmplError>,
    plus_names: &'d mut plus_names::PlusNames,
}

/// Parses one rule whose header line is `src[hs..he]`; `i` moves past the rule's body.
#[allow(clippy::too_many_arguments)]
fn parse_rule(
    src: &str,
    lines: &[(usize, usize)],
    hs: usize,
    he: usize,
    header_line: usize,
    i: &mut usize,
    earlier: &[Rule],
    diags: Diags,
) -> Rule {
    let Diags { errors, warnings, plus_names } = diags;
    let header_range = TextRange::new((hs as u32).into(), (he as u32).into());
    let mut rule = Rule {
        name: format!("rule@{header_line}"),
        named: false,
        header: header_range,
        depends: None,
        quantifier: None,
        kind: None,
        metavars: Vec::new(),
        body: None,
        script: None,
        disabled_isos: Vec::new(),
        using: Vec::new(),
    };
    let mut extends = None;
    let mut script_when = None;
    let mut script_refused = false;
    let line = &src[hs..he];
    // `@@` alone opens an anonymous rule whose declarations follow; `@ ... @` a named one.
    let close = line[1..].find('@').map(|j| hs + 1 + j);
    let decl_start;
    match close {
        None => {
            errors.push(SmplError::at(he, "expected `@` to close the rule header"));
            decl_start = he;
        }
        Some(c) => {
            let after = src[c + 1..he].trim();
            if !after.is_empty() && !after.starts_with("//") {
                errors.push(SmplError::at(c + 1, "expected a new line after the rule header"));
            }
            let header = lex::lex(src, hs + 1, c).and_then(|toks| {
                if toks.len() > limits::MAX_HEADER_TOKENS {
                    return Err(SmplError::at(
                        hs,
                        format!("this rule header has over {} tokens: refused", limits::MAX_HEADER_TOKENS),
                    ));
                }
                header::parse_header(&toks, c)
            });
            match header {
                Ok(h) => {
                    if let Some(name) = h.name {
                        rule.name = name;
                        rule.named = true;
                    }
                    rule.depends = h.depends;
                    rule.quantifier = h.quantifier;
                    for (name, at) in h.disabled {
                        match isos::named(&name) {
                            Some(iso) => rule.disabled_isos.push(iso.name.to_owned()),
                            // It may name one of the files' isomorphisms: told once they load.
                            None if !h.using.is_empty() => rule.disabled_isos.push(name),
                            None => warnings.push(SmplError::new(at, isos::unknown(&name))),
                        }
                    }
                    rule.using = h.using;
                    rule.kind = h.kind;
                    extends = h.extends;
                    script_when = h.script;
                }
                Err(e) => {
                    // A refused script header (`@script:ocaml@`) still has code, not Rust, below:
                    // skip it rather than report it as a broken Rust body.
                    let words = line[1..].trim_start();
                    if ["script", "initialize", "finalize"]
                        .iter()
                        .any(|w| words.strip_prefix(w).is_some_and(|rest| rest.trim_start().starts_with(':')))
                    {
                        script_refused = true;
                    }
                    errors.push(e)
                }
            }
            decl_start = he;
        }
    }
    // Declarations run to the `@@` line.
    let mut decl_end = None;
    while *i < lines.len() {
        let (s, e) = lines[*i];
        *i += 1;
        if src[s..e].trim_end() == "@@" {
            decl_end = Some(s);
            break;
        }
        if src[s..e].starts_with('@') {
            *i -= 1;
            break;
        }
    }
    let Some(decl_end) = decl_end else {
        errors.push(SmplError::at(hs, "expected `@@` to end this rule's metavariable declarations"));
        return rule;
    };
    if script_refused {
        while *i < lines.len() && !src[lines[*i].0..].starts_with('@') {
            *i += 1;
        }
        return rule;
    }
    if let Some(when) = script_when {
        parse_script_rest(src, lines, (decl_start, decl_end), i, when, &mut rule, errors);
        return rule;
    }
    match lex::lex(src, decl_start, decl_end) {
        Ok(toks) => rule.metavars = decl::parse_decls(src, &toks, decl_end, errors),
        Err(e) => errors.push(e),
    }
    if let Some((base, at)) = extends {
        extend(&mut rule, &base, at, earlier, errors);
    }
    decl::declare_qualified_seeds(&mut rule.metavars);
    // The body runs to the next line starting with `@`.
    let body_start = lines.get(*i).map_or(src.len(), |l| l.0);
    while *i < lines.len() && !src[lines[*i].0..].starts_with('@') {
        *i += 1;
    }
    let body_end = lines.get(*i).map_or(src.len(), |l| l.0);
    rule.body = compile_body(src, body_start, body_end, &rule.metavars, rule.kind, errors, plus_names);
    // A body refused or left unparsed has errors enough: no warnings beside them.
    if rule.body.is_some() {
        unused::check(src, (body_start, body_end), &rule.metavars, warnings);
    }
    rule
}

/// The rest of a script rule: its declarations up to `@@` (at `decls`), then its code up to
/// the next rule header; `i` moves past the code.
fn parse_script_rest(
    src: &str,
    lines: &[(usize, usize)],
    decls: (usize, usize),
    i: &mut usize,
    when: ScriptWhen,
    rule: &mut Rule,
    errors: &mut Vec<SmplError>,
) {
    let parsed = match lex::lex(src, decls.0, decls.1) {
        Ok(toks) => script::parse_decls(&toks, decls.1, errors),
        Err(e) => {
            errors.push(e);
            script::Decls::default()
        }
    };
    let first_decl =
        parsed.inputs.iter().map(|d| d.span).chain(parsed.outputs.iter().map(|o| o.1)).min_by_key(|r| r.start());
    if let Some(at) = first_decl.filter(|_| when != ScriptWhen::Rule) {
        // spatch gives initialize/finalize nothing to inherit: their state lives in globals.
        errors.push(SmplError::new(at, "`initialize` and `finalize` scripts take no metavariables"));
    }
    let first_line = *i as u32 + 1;
    let start = lines.get(*i).map_or(src.len(), |l| l.0);
    while *i < lines.len() && !src[lines[*i].0..].starts_with('@') {
        *i += 1;
    }
    let end = lines.get(*i).map_or(src.len(), |l| l.0);
    rule.script = Some(Script {
        when,
        inputs: parsed.inputs,
        outputs: parsed.outputs,
        code: script::code(src, start, end),
        first_line,
    });
}

/// `extends r`: every metavariable of `r` not declared again is inherited, and the rule
/// depends on `r`.
fn extend(rule: &mut Rule, base: &str, at: TextRange, earlier: &[Rule], errors: &mut Vec<SmplError>) {
    let Some(r) = earlier.iter().find(|r| r.named && r.name == base) else {
        let named = earlier.iter().filter(|r| r.named).map(|r| r.name.as_str());
        let hint = suggest::did_you_mean(base, named);
        errors.push(SmplError::new(at, format!("rule `{base}` does not exist before this rule{hint}")));
        return;
    };
    for m in &r.metavars {
        if rule.metavars.iter().any(|v| v.name == m.name) {
            continue;
        }
        let kind = match &m.kind {
            MetaKind::FreshIdentifier(_) => MetaKind::Identifier,
            k => k.clone(),
        };
        rule.metavars.push(MetaVar {
            name: m.name.clone(),
            kind,
            inherited: Some(Inherited { rule: base.to_owned(), name: m.name.clone() }),
            constraints: Vec::new(),
            ty: None,
            span: at,
        });
    }
    let dep = Dep::Rule(base.to_owned(), at);
    rule.depends = Some(match rule.depends.take() {
        Some(d) => Dep::And(Box::new(dep), Box::new(d)),
        None => dep,
    });
}

fn compile_body(
    src: &str,
    start: usize,
    end: usize,
    metas: &[MetaVar],
    kind: Option<RuleKind>,
    errors: &mut Vec<SmplError>,
    plus_names: &mut plus_names::PlusNames,
) -> Option<Body> {
    if let Some(e) = limits::check_body(src, start, end) {
        errors.push(e);
        return None;
    }
    let positions: Vec<&str> = metas.iter().filter(|m| m.kind == MetaKind::Position).map(|m| m.name.as_str()).collect();
    let elems = body::scan_body(src, start, end, &positions, errors);
    let errors_before = errors.len();
    let mut compiler = compile::Compiler::new(src, metas);
    let mut compiled = compiler.compile_body(&elems, start, kind);
    if !compiler.errors.is_empty() && src[start..end].contains("try!") {
        // `try!(e)` is a macro call only before the 2018 edition: read such a body as 2015 code.
        let mut old = compile::Compiler::new(src, metas);
        old.edition = ra_ap_syntax::Edition::Edition2015;
        let retried = old.compile_body(&elems, start, kind);
        if old.errors.is_empty() {
            compiler = old;
            compiled = retried;
        }
    }
    errors.append(&mut compiler.errors);
    let (pattern, kind) = compiled?;
    check::plus_uses_bound(metas, &pattern, &compiler.plus, errors);
    script_args::check(metas, &pattern, errors);
    // The `+` view shares the context code: check it only once the `-` view is clean.
    // What `+` names is checked on that view too, once it parses: a name nothing defines is
    // printed as is.
    if !compiler.plus.is_empty() && errors.len() == errors_before {
        let (view, plus_errors) = compile::plus_syntax_errors(src, metas, &elems, compiler.edition);
        if let (Some(view), true) = (&view, plus_errors.is_empty()) {
            plus_names.check_rule(src, (start, end), metas, view, &compiler.plus);
        }
        errors.extend(plus_errors);
    }
    let has_star = pattern.has_mark(pattern::Mark::Star);
    let has_minus = pattern.has_mark(pattern::Mark::Minus);
    if has_star && (has_minus || !compiler.plus.is_empty()) {
        errors.push(SmplError::at(start, "a rule cannot mix `*` lines with `-` or `+` lines"));
    }
    Some(Body { pattern, kind, transforms: has_minus || !compiler.plus.is_empty(), has_star, plus: compiler.plus })
}

/// `depends on` and `r.x` must name earlier rules (or virtual rules) and what they declare.
fn check_rule_references(rules: &[Rule], virtuals: &[String], errors: &mut Vec<SmplError>) {
    for (idx, rule) in rules.iter().enumerate() {
        let earlier = &rules[..idx];
        script::check_inputs(rule, earlier, errors);
        let find = |name: &str| earlier.iter().find(|r| r.named && r.name == name);
        let is_virtual = |name: &str| virtuals.iter().any(|v| v == name);
        let later = |name: &str| rules[idx..].iter().any(|r| r.named && r.name == name);
        // What a misspelt rule name may have meant: a rule it could name.
        let hint = |name: &str| {
            let named = earlier.iter().filter(|r| r.named).map(|r| r.name.as_str());
            suggest::did_you_mean(name, named.chain(virtuals.iter().map(String::as_str)))
        };
        if let Some(dep) = &rule.depends {
            for (name, range) in dep.rule_names() {
                if find(name).is_none() && !is_virtual(name) {
                    let why = if name == rule.name && rule.named {
                        format!("rule `{name}` cannot depend on itself")
                    } else if later(name) {
                        format!("rule `{name}` is defined after this rule; a rule can only depend on earlier rules")
                    } else {
                        format!("rule `{name}` does not exist{}", hint(name))
                    };
                    errors.push(SmplError::new(range, why));
                }
            }
        }
        for m in &rule.metavars {
            let Some(inh) = &m.inherited else { continue };
            match find(&inh.rule) {
                // A script's outputs are strings: a later rule reads them as whatever it declares.
                Some(r) if r.script.is_some() => {
                    if !script::declares(r, &inh.name) {
                        errors.push(SmplError::new(
                            m.span,
                            format!("script rule `{}` does not declare an output `{}`", inh.rule, inh.name),
                        ));
                    }
                }
                None if later(&inh.rule) => errors.push(SmplError::new(
                    m.span,
                    format!(
                        "rule `{}` is defined after this rule; metavariables can only be inherited from earlier rules",
                        inh.rule
                    ),
                )),
                None => errors
                    .push(SmplError::new(m.span, format!("rule `{}` does not exist{}", inh.rule, hint(&inh.rule)))),
                Some(r) => match r.metavars.iter().find(|v| v.name == inh.name) {
                    None => {
                        // Qualified seeds (`r.x` of a fresh identifier) are no names to inherit.
                        let declared = r.metavars.iter().filter(|v| !v.name.contains('.')).map(|v| v.name.as_str());
                        let hint = suggest::did_you_mean(&inh.name, declared);
                        errors.push(SmplError::new(
                            m.span,
                            format!("rule `{}` does not declare a metavariable `{}`{hint}", inh.rule, inh.name),
                        ))
                    }
                    // A fresh identifier's seed `r.x` takes whatever `x` is.
                    Some(v)
                        if !m.name.contains('.')
                            && std::mem::discriminant(&v.kind) != std::mem::discriminant(&m.kind)
                            && !matches!(v.kind, MetaKind::FreshIdentifier(_)) =>
                    {
                        errors.push(SmplError::new(
                            m.span,
                            format!(
                                "`{}.{}` is {} in rule `{}`, but is declared here as {}",
                                inh.rule,
                                inh.name,
                                v.kind.describe(),
                                inh.rule,
                                m.kind.describe()
                            ),
                        ))
                    }
                    Some(_) => {}
                },
            }
        }
    }
}

/// `(start, end)` byte offsets of every line, without the newline.
fn line_spans(src: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, c) in src.char_indices() {
        if c == '\n' {
            out.push((start, i));
            start = i + 1;
        }
    }
    if start < src.len() {
        out.push((start, src.len()));
    }
    out
}
