//! Types inside `macro_rules!` transcribers: the code of a transcriber has no type of its own,
//! only the types each call of the macro gives it. An expression there is found again in every
//! expansion of every call rust-analyzer finds (by its tokens: those the transcriber wrote map
//! back to it through the expansion's span map, the others are what the call put in its
//! holes), and its type is known only when all of them agree.

use ra_ap_hir_expand::ExpansionInfo;
use ra_ap_ide_db::defs::Definition;
use ra_ap_syntax::ast::HasName;
use ra_ap_syntax::{AstNode, NodeOrToken, SyntaxKind, SyntaxNode, SyntaxToken, TextRange, ast};
use sema_api::{Ty, TypeInfo};

use crate::answer::Ctx;
use crate::convert::type_info;

/// How many calls are expanded at most for one question.
const MAX_CALLS: usize = 200;

impl Ctx<'_> {
    /// See [`sema_api::FileSemantics::type_in_transcriber`].
    pub(crate) fn type_in_transcriber(&self, range: TextRange) -> Result<TypeInfo, String> {
        if range.end() > self.root.text_range().end() {
            return Err("outside the file".to_owned());
        }
        let element = self.root.covering_element(range);
        let start = match &element {
            NodeOrToken::Node(n) => n.clone(),
            NodeOrToken::Token(t) => t.parent().ok_or("no code here")?,
        };
        let rules = start.ancestors().find_map(ast::MacroRules::cast).ok_or("not inside a macro_rules!")?;
        // The macro's own tokens: its code and the neighbours of a hole are all inside it.
        let code = code_at(rules.syntax(), range)?;
        let body = rules.syntax().text_range();
        let mac = self
            .sema
            .to_macro_def(&ast::Macro::MacroRules(rules.clone()))
            .ok_or("the model does not know this macro")?;
        let name = rules.name().map(|n| n.text().to_string()).unwrap_or_default();
        let usages = Definition::Macro(mac).usages(&self.sema).all();
        let mut found: Option<TypeInfo> = None;
        let mut calls = 0;
        for (_, references) in usages {
            for reference in references {
                let Some(name_ref) = reference.name.as_name_ref() else { continue };
                let Some(call) = name_ref.syntax().ancestors().find_map(ast::MacroCall::cast) else { continue };
                calls += 1;
                if calls > MAX_CALLS {
                    return Err(format!("`{name}!` has more than {MAX_CALLS} calls"));
                }
                let Some(expansion) = self.sema.expand_macro_call(&call) else {
                    return Err(format!("a call of `{name}!` the model cannot expand"));
                };
                let Some(macro_file) = expansion.file_id.macro_file() else { continue };
                let info = ExpansionInfo::new(self.db, macro_file);
                let mapped = self.mapped_tokens(&expansion.value, &info);
                let exprs = match &code {
                    Code::Own(own) => same_code(&mapped, (range, body), own),
                    Code::Hole { name, before, after } => hole_code(&mapped, body, *name, (*before, *after)),
                };
                for expr in exprs {
                    let ty = self.sema.type_of_expr(&expr).ok_or("a type the model cannot infer")?;
                    let ty = type_info(&self.sema, expr.syntax(), &ty.original);
                    if ty.ty.has_unknown() {
                        return Err(format!("its type is unknown in a call of `{name}!`"));
                    }
                    found = match found {
                        None => Some(ty),
                        Some(so_far) if so_far == ty => Some(so_far),
                        Some(so_far) => match common(&so_far.ty, &ty.ty) {
                            Some(ty) => Some(TypeInfo { ty, text: None }),
                            None => return Err(format!("the calls of `{name}!` give it different types")),
                        },
                    };
                }
            }
        }
        if calls == 0 {
            return Err(format!("`{name}!` is never called, so its code has no type"));
        }
        found.ok_or_else(|| format!("no call of `{name}!` expands to this code"))
    }

    /// The tokens of an expansion, each with the range in this file it came from (`None`:
    /// another file).
    fn mapped_tokens(&self, root: &SyntaxNode, info: &ExpansionInfo<'_>) -> Vec<(SyntaxToken, Option<TextRange>)> {
        root.descendants_with_tokens()
            .filter_map(NodeOrToken::into_token)
            .filter(|t| !t.kind().is_trivia())
            .map(|t| {
                let at = info.map_node_range_up(self.db, t.text_range());
                let here = at.filter(|(at, _)| at.file_id.file_id(self.db) == self.file_id).map(|(at, _)| at.range);
                (t, here)
            })
            .collect()
    }
}

/// What the types two calls give one expression have in common: the same type, or the same
/// type with `Unknown` for the type arguments they differ in (`Vec<u8>` and `Vec<String>`: a
/// `Vec` of something, which `expression Vec<_> v` accepts and `Vec<u8>` does not). `None`:
/// different types.
fn common(a: &Ty, b: &Ty) -> Option<Ty> {
    if a == b {
        return Some(a.clone());
    }
    let argument = |x: &Ty, y: &Ty| common(x, y).unwrap_or(Ty::Unknown);
    match (a, b) {
        (Ty::Adt { id: x, args: xs }, Ty::Adt { id: y, args: ys }) if x == y && xs.len() == ys.len() => {
            Some(Ty::Adt { id: x.clone(), args: xs.iter().zip(ys).map(|(p, q)| argument(p, q)).collect() })
        }
        (Ty::Ref { mutable: m, inner: x }, Ty::Ref { mutable: n, inner: y }) if m == n => {
            Some(Ty::Ref { mutable: *m, inner: Box::new(common(x, y)?) })
        }
        (Ty::Slice(x), Ty::Slice(y)) => Some(Ty::Slice(Box::new(argument(x, y)))),
        _ => None,
    }
}

/// The bytes `ranges` cover, as the fewest ranges in order.
fn covered(mut ranges: Vec<TextRange>) -> Vec<TextRange> {
    ranges.sort_by_key(|r| r.start());
    let mut out: Vec<TextRange> = Vec::new();
    for r in ranges {
        match out.last_mut() {
            Some(last) if r.start() <= last.end() => *last = last.cover(r),
            _ => out.push(r),
        }
    }
    out
}

/// What a range of a transcriber is, to find it in expansions.
enum Code {
    /// The file ranges of the tokens the transcriber wrote itself there.
    Own(Vec<TextRange>),
    /// One `$x` hole: what the call put there, between the transcriber's tokens `before` and
    /// `after` (`None`: the transcriber's start or end).
    Hole { name: TextRange, before: Option<TextRange>, after: Option<TextRange> },
}

/// The expressions of an expansion that are the transcriber's code at `range` (`own`: the
/// file ranges of the transcriber's own tokens there; `body`: the whole `macro_rules!`):
/// each the smallest expression covering the bytes of `own` and no other byte of the body but
/// those of the holes in `range` (an `expr` fragment may come wrapped in invisible parentheses
/// spanned by its hole); the other tokens are what the call put in the holes. Compared by the
/// bytes they cover, since the token tree and the expansion cut operators differently (`==`
/// is two `=` in a token tree, one token in the expansion).
fn same_code(
    mapped: &[(SyntaxToken, Option<TextRange>)],
    (range, body): (TextRange, TextRange),
    own: &[TextRange],
) -> Vec<ast::Expr> {
    let is_the_code = |e: &ast::Expr| {
        let inside = e.syntax().text_range();
        let mut written: Vec<TextRange> = mapped
            .iter()
            .filter(|(t, _)| inside.contains_range(t.text_range()))
            .filter_map(|(_, at)| at.filter(|at| body.contains_range(*at)))
            .collect();
        if written.iter().any(|at| !range.contains_range(*at)) {
            return false;
        }
        written.retain(|at| own.iter().any(|o| o.intersect(*at).is_some_and(|i| !i.is_empty())));
        covered(written) == covered(own.to_vec())
    };
    let starts_own = |at: &Option<TextRange>| at.is_some_and(|at| at.contains(own[0].start()));
    let mut out: Vec<ast::Expr> = Vec::new();
    for (token, _) in mapped.iter().filter(|(_, at)| starts_own(at)) {
        let candidate = token.parent_ancestors().filter_map(ast::Expr::cast).find(is_the_code);
        if let Some(expr) = candidate
            && !out.iter().any(|o| o.syntax() == expr.syntax())
        {
            out.push(expr);
        }
    }
    out
}

/// The expressions of an expansion that a `$x` hole (`name`: the `x`) became: each run of
/// tokens that are not the body's (`body`, the whole `macro_rules!`; invisible parentheses
/// around the fragment map to `name` and count as the call's) between a token from `before`
/// and one from `after`, when it is exactly one expression.
fn hole_code(
    mapped: &[(SyntaxToken, Option<TextRange>)],
    body: TextRange,
    name: TextRange,
    (before, after): (Option<TextRange>, Option<TextRange>),
) -> Vec<ast::Expr> {
    let the_calls = |at: &Option<TextRange>| at.is_none_or(|at| !body.contains_range(at) || at == name);
    let mut out = Vec::new();
    let mut i = 0;
    while i < mapped.len() {
        if !the_calls(&mapped[i].1) {
            i += 1;
            continue;
        }
        let start = i;
        while i < mapped.len() && the_calls(&mapped[i].1) {
            i += 1;
        }
        // The neighbours by where they end and start (a glued `&&` may map to both `&`).
        let prev = start.checked_sub(1).and_then(|p| mapped[p].1);
        let next = mapped.get(i).and_then(|n| n.1);
        if prev.map(TextRange::end) != before.map(TextRange::end)
            || next.map(TextRange::start) != after.map(TextRange::start)
        {
            continue;
        }
        let (first, last) = (&mapped[start].0, &mapped[i - 1].0);
        let cover = first.text_range().cover(last.text_range());
        let expr = first.parent_ancestors().filter_map(ast::Expr::cast).find(|e| e.syntax().text_range() == cover);
        out.extend(expr);
    }
    out
}

/// What the transcriber's code at `range` of the `macro_rules!` item `rules` is (see
/// [`Code`]). Code holding a repetition marker (`$(`) is refused.
fn code_at(rules: &SyntaxNode, range: TextRange) -> Result<Code, String> {
    let all: Vec<SyntaxToken> =
        rules.descendants_with_tokens().filter_map(NodeOrToken::into_token).filter(|t| !t.kind().is_trivia()).collect();
    let first = all.iter().position(|t| range.contains_range(t.text_range())).ok_or("no code here")?;
    let end = first + all[first..].iter().take_while(|t| range.contains_range(t.text_range())).count();
    let tokens = &all[first..end];
    let mut own = Vec::new();
    let mut holes = 0;
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i].kind() == SyntaxKind::DOLLAR {
            if tokens.get(i + 1).is_some_and(|t| t.kind() == SyntaxKind::L_PAREN) {
                return Err("inside a `$( .. )` repetition".to_owned());
            }
            holes += 1;
            i += 2;
            continue;
        }
        own.push(tokens[i].text_range());
        i += 1;
    }
    if !own.is_empty() {
        return Ok(Code::Own(own));
    }
    if holes != 1 || tokens.len() != 2 {
        return Err("no code of the transcriber's own".to_owned());
    }
    // The transcriber's tokens around the hole (the `{ }` around the transcriber are not in
    // the expansion); another hole beside it is refused.
    let hole_at = |i: usize| all[i].kind() == SyntaxKind::DOLLAR || (i >= 1 && all[i - 1].kind() == SyntaxKind::DOLLAR);
    let outer = |t: &SyntaxToken| {
        let rules_body = t.parent().and_then(|transcriber| transcriber.parent());
        rules_body.and_then(|b| b.parent()).is_some_and(|r| r.kind() == SyntaxKind::MACRO_RULES)
    };
    let before = match first.checked_sub(1) {
        Some(p) if hole_at(p) => return Err("next to another hole".to_owned()),
        Some(p) if all[p].kind() == SyntaxKind::L_CURLY && outer(&all[p]) => None,
        p => p.map(|p| all[p].text_range()),
    };
    let after = match all.get(end) {
        Some(_) if hole_at(end) => return Err("next to another hole".to_owned()),
        Some(t) if t.kind() == SyntaxKind::R_CURLY && outer(t) => None,
        t => t.map(SyntaxToken::text_range),
    };
    Ok(Code::Hole { name: tokens[1].text_range(), before, after })
}
