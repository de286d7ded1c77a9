//! Fresh identifiers (`fresh identifier x = "tmp";`): the name each match gets.

use crate::bind::Value;
use crate::matching::script_constraints::ScriptHook;
use crate::matching::state::Instance;
use crate::scripts::{Evaluated, ScriptFailure};
use ra_ap_syntax::SyntaxKind;
use smpl::{FreshPart, MetaKind, Rule, ScriptExpr};

/// Names the rule's fresh identifiers in every match, as spatch does: a name built with `##`
/// (or from a metavariable) is exactly that; a lone string is followed by a counter (0, 1, ...)
/// that keeps each new name unused in the file. A name a script gives (`= script:python(x) {
/// x + "_v2" }`) is exactly that; a script that fails is recorded in `scripts` and names
/// nothing.
pub fn assign_fresh(rule: &Rule, instances: &mut [Instance], text: &str, scripts: Option<&ScriptHook>) {
    let fresh: Vec<(usize, &[FreshPart])> = rule
        .metavars
        .iter()
        .enumerate()
        .filter_map(|(id, m)| match &m.kind {
            MetaKind::FreshIdentifier(parts) => Some((id, &parts[..])),
            _ => None,
        })
        .collect();
    if fresh.is_empty() {
        return;
    }
    let mut taken = identifiers(text);
    let mut counter = 0usize;
    for inst in instances {
        for &(id, parts) in &fresh {
            let base: String = parts
                .iter()
                .map(|p| match p {
                    FreshPart::Literal(s) => s.clone(),
                    FreshPart::Meta(name) => rule
                        .metavars
                        .iter()
                        .position(|m| &m.name == name)
                        .and_then(|i| inst.env.get(i))
                        .map(|v| v.word(text))
                        .unwrap_or_default(),
                    FreshPart::Script(s) => scripted(rule, s, inst, scripts).unwrap_or_default(),
                })
                .collect();
            let counted = matches!(parts, [FreshPart::Literal(_)]);
            let name = if counted {
                loop {
                    let candidate = format!("{base}{counter}");
                    counter += 1;
                    if !taken.contains(&candidate) {
                        break candidate;
                    }
                }
            } else {
                base
            };
            taken.insert(name.clone());
            inst.env.bind(id, Value::Fresh(name));
        }
    }
}

/// The name a script expression gives in `inst`; `None` (the failure recorded) when it fails
/// or gives no name.
fn scripted(rule: &Rule, s: &ScriptExpr, inst: &Instance, hook: Option<&ScriptHook>) -> Option<String> {
    let hook = hook?;
    let value_of = |arg: &str| rule.metavar_named(arg).and_then(|i| inst.env.get(i)).cloned();
    let inputs = match hook.inputs(s, value_of) {
        Ok(inputs) => inputs,
        Err(arg) => {
            // An empty name would be written: refuse the rule's matches instead.
            let message = format!("the script's argument `{arg}` is not bound in this match: no name to give");
            hook.fail(ScriptFailure { line: s.line, message });
            return None;
        }
    };
    let what = match hook.evaluate(s, &inputs)? {
        Evaluated::Text(name) if is_identifier(&name) => return Some(name),
        Evaluated::Text(name) => format!("`{name}`, which is not an identifier"),
        Evaluated::Bool(b) => format!("a boolean ({})", if b { "True" } else { "False" }),
        Evaluated::Other(t) => format!("a value of type {t}"),
    };
    hook.fail(ScriptFailure {
        line: s.line,
        message: format!("a fresh identifier's script must give a name, not {what}"),
    });
    None
}

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_') && chars.all(|c| c.is_alphanumeric() || c == '_')
}

/// Every identifier in `text`.
pub(crate) fn identifiers(text: &str) -> std::collections::HashSet<String> {
    let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, text);
    (0..lexed.len()).filter(|&i| lexed.kind(i) == SyntaxKind::IDENT).map(|i| lexed.text(i).to_owned()).collect()
}
