//! Fresh identifiers (`fresh identifier x = "tmp";`): the name each match gets.

use crate::bind::Value;
use crate::matching::state::Instance;
use ra_ap_syntax::SyntaxKind;
use smpl::{FreshPart, MetaKind, Rule};

/// Names the rule's fresh identifiers in every match, as spatch does: a name built with `##`
/// (or from a metavariable) is exactly that; a lone string is followed by a counter (0, 1, ...)
/// that keeps each new name unused in the file.
pub fn assign_fresh(rule: &Rule, instances: &mut [Instance], text: &str) {
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

/// Every identifier in `text`.
pub(crate) fn identifiers(text: &str) -> std::collections::HashSet<String> {
    let lexed = ra_ap_parser::LexedStr::new(crate::EDITION_FOR_PATCHES, text);
    (0..lexed.len()).filter(|&i| lexed.kind(i) == SyntaxKind::IDENT).map(|i| lexed.text(i).to_owned()).collect()
}
