//! Script rules (`@script:python@`, `@initialize:python@`, `@finalize:python@`): their
//! declarations and their code. The code is kept as text: running it is the `script` crate's
//! job, so this crate stays free of any interpreter.

use crate::diag::SmplError;
use crate::lex::{Cursor, Tok, TokKind};
use crate::model::{Inherited, Rule, ScriptInput};
use ra_ap_syntax::TextRange;

/// What a script rule's declarations say: inputs `x << r.y;` and outputs `g;`.
#[derive(Debug, Default)]
pub struct Decls {
    pub inputs: Vec<ScriptInput>,
    pub outputs: Vec<(String, TextRange)>,
}

/// Parses the tokens between a script rule's header and its `@@`. A bad declaration is
/// reported and skipped to its `;`, so one mistake does not hide the next.
pub fn parse_decls(toks: &[Tok], end: usize, errors: &mut Vec<SmplError>) -> Decls {
    let mut decls = Decls::default();
    let mut c = Cursor::new(toks, end);
    while !c.at_end() {
        if let Err(e) = parse_decl(&mut c, &mut decls, errors) {
            errors.push(e);
            while let Some(t) = c.bump() {
                if t.is(";") {
                    break;
                }
            }
        }
    }
    decls
}

/// One declaration; a name declared twice is reported but does not stop the next declaration
/// (its `;` is already read).
fn parse_decl(c: &mut Cursor, decls: &mut Decls, errors: &mut Vec<SmplError>) -> Result<(), SmplError> {
    let name = c.expect_ident("a script variable (`x << r.x;`) or an output name (`g;`)")?;
    let span_start = name.start;
    if c.eat(";") {
        if check_new(decls, &name.text, range(name), errors) {
            decls.outputs.push((name.text.clone(), range(name)));
        }
        return Ok(());
    }
    if !c.eat("<<") {
        return Err(c.expected("`<<` or `;`"));
    }
    let rule = c.expect_ident("the rule the value comes from (`r` in `r.x`)")?;
    c.expect(".")?;
    let var = c.expect_ident("the metavariable the value comes from (`x` in `r.x`)")?;
    let default = if c.eat("=") {
        match c.bump() {
            Some(t) if t.kind == TokKind::Str => Some(t.text.clone()),
            _ => return Err(c.expected("a default value in double quotes")),
        }
    } else {
        None
    };
    let span = TextRange::new((span_start as u32).into(), (var.end as u32).into());
    c.expect(";")?;
    if check_new(decls, &name.text, span, errors) {
        decls.inputs.push(ScriptInput {
            name: name.text.clone(),
            from: Inherited { rule: rule.text.clone(), name: var.text.clone() },
            default,
            span,
        });
    }
    Ok(())
}

/// Whether `name` is new in this script rule; reports it when it is not.
fn check_new(decls: &Decls, name: &str, at: TextRange, errors: &mut Vec<SmplError>) -> bool {
    let taken = decls.inputs.iter().any(|i| i.name == name) || decls.outputs.iter().any(|o| o.0 == name);
    if taken {
        errors.push(SmplError::new(at, format!("`{name}` is declared twice in this script rule")));
    }
    !taken
}

fn range(t: &Tok) -> TextRange {
    TextRange::new((t.start as u32).into(), (t.end as u32).into())
}

/// The code of a script rule, as written: its lines from `start` to `end`. The code is kept
/// whole (Python's indentation matters), but trailing blank lines are dropped.
pub fn code(src: &str, start: usize, end: usize) -> String {
    let text = src[start..end].trim_end();
    if text.is_empty() { String::new() } else { format!("{text}\n") }
}

/// A script input `x << r.y` must name an earlier rule and something it declares (a
/// metavariable, or an output of an earlier script rule).
pub fn check_inputs(rule: &Rule, earlier: &[Rule], errors: &mut Vec<SmplError>) {
    let Some(script) = &rule.script else { return };
    for input in &script.inputs {
        let Inherited { rule: from, name } = &input.from;
        let Some(r) = earlier.iter().find(|r| r.named && &r.name == from) else {
            errors.push(SmplError::new(input.span, format!("rule `{from}` does not exist before this rule")));
            continue;
        };
        if !declares(r, name) {
            errors.push(SmplError::new(input.span, format!("rule `{from}` does not declare a metavariable `{name}`")));
        }
    }
}

/// Whether `rule` gives later rules a value called `name`.
pub fn declares(rule: &Rule, name: &str) -> bool {
    match &rule.script {
        Some(s) => s.outputs.iter().any(|o| o.0 == name),
        None => rule.metavars.iter().any(|m| m.name == name),
    }
}
