//! Lowering a parsed template to the pattern IR.
//!
//! Walks the Rust tree of a template and builds the [`Pat`] the engine matches: placeholders
//! become the `...`, disjunctions and nests they stand for, metavariable names become
//! metavariables (with an error when one stands where its kind cannot), and every leaf gets
//! its patch offset and marker back through the template. `shift` is how far a node's offsets
//! are from the template's (a fragment parsed inside a wrapper, macro arguments parsed apart).

use super::Compiler;
use super::messages::describe_syntax;
use super::names::reroot_branches;
use super::template::{DISJ, DOTS, NEST, Template, placeholder_id, tpl_offset};
use crate::diag::SmplError;
use crate::model::MetaKind;
use crate::pattern::*;
use frag::FragmentKind;
use ra_ap_syntax::{NodeOrToken, SyntaxElement, SyntaxKind, SyntaxNode, SyntaxToken};

impl Compiler<'_> {
    /// Lowers the root a fragment of `kind` was parsed into: the list of statements or items,
    /// the attributes, the arms, fields or variants it holds, or the one node it is.
    pub(super) fn lower_root(&mut self, root: &SyntaxNode, tpl: &Template, kind: FragmentKind) -> Pat {
        match kind {
            FragmentKind::Stmts | FragmentKind::Items => Pat::Seq(self.lower_children(root, tpl, 0)),
            // The attributes of the fn they were parsed on.
            FragmentKind::Attrs => Pat::Seq(
                root.descendants()
                    .find(|n| n.kind() == SyntaxKind::FN)
                    .into_iter()
                    .flat_map(|f| f.children().filter(|c| c.kind() == SyntaxKind::ATTR).collect::<Vec<_>>())
                    .map(|c| self.lower_node(&c, tpl, 0))
                    .collect(),
            ),
            // The list node's text is `{` + template + `}`: offsets are one byte off.
            FragmentKind::MatchArms | FragmentKind::Fields | FragmentKind::Variants => Pat::Seq(
                root.children_with_tokens()
                    .filter(|c| !matches!(c.kind(), SyntaxKind::L_CURLY | SyntaxKind::R_CURLY))
                    .filter_map(|c| self.lower_element(c, tpl, -1))
                    .collect(),
            ),
            _ => self.lower_node(root, tpl, 0),
        }
    }

    /// The patterns of a node's children, trivia and separator commas left out.
    fn lower_children(&mut self, node: &SyntaxNode, tpl: &Template, shift: i64) -> Vec<Pat> {
        node.children_with_tokens().filter_map(|c| self.lower_element(c, tpl, shift)).collect()
    }

    /// The pattern of one child; a statement from a `?` line is optional.
    fn lower_element(&mut self, el: SyntaxElement, tpl: &Template, shift: i64) -> Option<Pat> {
        match el {
            NodeOrToken::Node(n) => {
                let pat = self.lower_node(&n, tpl, shift);
                let is_stmt =
                    n.parent().is_some_and(|p| matches!(p.kind(), SyntaxKind::MACRO_STMTS | SyntaxKind::STMT_LIST));
                if is_stmt && tpl.is_optional(tpl_offset(n.text_range().start(), shift)) {
                    return Some(Pat::Optional(Box::new(pat)));
                }
                Some(pat)
            }
            NodeOrToken::Token(t) => {
                if t.kind().is_trivia() || t.kind() == SyntaxKind::COMMA {
                    return None;
                }
                // An operator metavariable laid out as an operator.
                let at = tpl_offset(t.text_range().start(), shift);
                if let Some(&(_, id)) = tpl.ops.iter().find(|(o, _)| *o == at) {
                    return Some(Pat::Meta(MetaPat {
                        id,
                        node_kind: t.kind(),
                        origin: tpl.origin(at),
                        position: None,
                    }));
                }
                // The `;` a statement-level `...` put after an expression line is not the patch's.
                if t.kind() == SyntaxKind::SEMICOLON && tpl.is_generated(tpl_offset(t.text_range().start(), shift)) {
                    return None;
                }
                Some(Pat::Token(self.token_pat(&t, tpl, shift)))
            }
        }
    }

    /// A token as it is, with its patch origin.
    fn token_pat(&self, t: &SyntaxToken, tpl: &Template, shift: i64) -> TokenPat {
        TokenPat {
            kind: t.kind(),
            text: t.text().to_owned(),
            origin: tpl.origin(tpl_offset(t.text_range().start(), shift)),
        }
    }

    /// The pattern of a node: what it stands for if it is a placeholder or a metavariable,
    /// else a node pattern of its lowered children.
    fn lower_node(&mut self, node: &SyntaxNode, tpl: &Template, shift: i64) -> Pat {
        let position = self.position_at(node, tpl, shift);
        if let Some(tok) = sole_token(node)
            && let Some(p) = self.lower_sole(node, &tok, tpl, shift, position)
        {
            return p;
        }
        if node.kind() == SyntaxKind::EXPR_STMT
            && let Some(p) = self.lower_stmt_placeholder(node, tpl, shift, position)
        {
            return p;
        }
        // An arm, field or variant placeholder of a disjunction.
        if matches!(
            node.kind(),
            SyntaxKind::MATCH_ARM | SyntaxKind::RECORD_FIELD | SyntaxKind::VARIANT | SyntaxKind::ATTR
        ) && let Some(id) = node
            .descendants_with_tokens()
            .filter_map(|e| e.into_token())
            .find(|t| t.kind() == SyntaxKind::IDENT)
            .and_then(|t| placeholder_id(t.text(), DISJ))
            && let Some(p) = self.disj_pat(id)
        {
            return p;
        }
        // `...` laid out as a match arm of its own (`__cocci_dots_N => {},`) or as an item
        // (`__cocci_dots_N!{}`): the `...` itself.
        let named_by = match node.kind() {
            SyntaxKind::MATCH_ARM => Some(SyntaxKind::IDENT_PAT),
            SyntaxKind::MACRO_CALL => Some(SyntaxKind::PATH),
            _ => None,
        };
        if let Some(d) = named_by.and_then(|kind| self.dots_named_by(node, kind)) {
            return d;
        }
        // A nest among statements is a labelled block statement: the nest itself.
        if node.kind() == SyntaxKind::EXPR_STMT
            && let Some(block) = node.children().find(|c| c.kind() == SyntaxKind::BLOCK_EXPR)
            && let Some(p) = self.lower_nest(&block, tpl, shift)
        {
            return p;
        }
        if node.kind() == SyntaxKind::BLOCK_EXPR
            && let Some(p) = self.lower_nest(node, tpl, shift)
        {
            return p;
        }
        if node.kind() == SyntaxKind::MACRO_CALL {
            let children = node
                .children_with_tokens()
                .filter_map(|c| match c {
                    NodeOrToken::Node(n) if n.kind() == SyntaxKind::TOKEN_TREE => {
                        Some(self.lower_token_tree(&n, tpl, shift))
                    }
                    other => self.lower_element(other, tpl, shift),
                })
                .collect();
            return Pat::node(node.kind(), children, position);
        }
        let children = self.lower_children(node, tpl, shift);
        Pat::node(node.kind(), children, position)
    }

    /// The `...` whose placeholder is the only token of `node`'s child of `kind`.
    fn dots_named_by(&self, node: &SyntaxNode, kind: SyntaxKind) -> Option<Pat> {
        let child = node.children().find(|c| c.kind() == kind)?;
        let id = placeholder_id(sole_token(&child)?.text(), DOTS)?;
        self.dots.get(id).map(|d| Pat::Dots(Box::new(d.clone())))
    }

    /// A node whose only token is a placeholder or a metavariable name.
    fn lower_sole(
        &mut self,
        node: &SyntaxNode,
        tok: &SyntaxToken,
        tpl: &Template,
        shift: i64,
        position: Option<MetaId>,
    ) -> Option<Pat> {
        if tok.kind() != SyntaxKind::IDENT {
            return None;
        }
        let name = tok.text();
        if let Some(id) = placeholder_id(name, DOTS) {
            return self.dots.get(id).map(|d| Pat::Dots(Box::new(d.clone())));
        }
        if let Some(id) = placeholder_id(name, DISJ) {
            return self.disj_pat(id).map(|d| reroot_branches(d, node));
        }
        let (id, meta) = self.metas.iter().enumerate().find(|(_, m)| m.name == name)?;
        let origin = tpl.origin(tpl_offset(tok.text_range().start(), shift));
        let k = node.kind();
        // A typed metavariable in a pattern slot: the model types expressions, not patterns,
        // so it could only match there by a guess. Refused rather than matched untyped.
        if k == SyntaxKind::IDENT_PAT && meta.ty.is_some() && !self.syntax_only {
            self.errors.push(SmplError::at(
                origin.offset.into(),
                format!(
                    "metavariable `{name}` is typed, but here it stands for a pattern, which has no type to check: \
                     declare it `pattern {name};` or `expression {name};`"
                ),
            ));
        }
        let fits = match &meta.kind {
            // In a pattern slot (`if let Some(x) = e`), an expression stands for the code's
            // pattern there, as rust-analyzer's SSR reads it.
            MetaKind::Expression => matches!(k, SyntaxKind::PATH_EXPR | SyntaxKind::IDENT_PAT),
            // A pattern stands where Rust reads a lone name as one: `Some(p)`, `let p`, `|p|`.
            MetaKind::Pattern => k == SyntaxKind::IDENT_PAT,
            // In a pattern slot, a constant stands for a literal pattern (`Some(1)`).
            MetaKind::Constant => matches!(k, SyntaxKind::PATH_EXPR | SyntaxKind::IDENT_PAT),
            MetaKind::ExpressionList(_) | MetaKind::Statement | MetaKind::IdExpression(_) => k == SyntaxKind::PATH_EXPR,
            MetaKind::Identifier => true,
            MetaKind::Type => matches!(k, SyntaxKind::PATH_TYPE | SyntaxKind::PATH),
            MetaKind::ParameterList(_) | MetaKind::Parameter => k == SyntaxKind::PARAM,
            // Laid out as operators; a name here is misplaced.
            MetaKind::BinaryOperator | MetaKind::AssignmentOperator => false,
            MetaKind::Position if self.syntax_only => return None,
            MetaKind::FreshIdentifier(_) if self.syntax_only => return None,
            MetaKind::Position => {
                self.errors.push(SmplError::at(
                    origin.offset.into(),
                    format!("position metavariable `{name}` can only be attached to code with `@{name}`"),
                ));
                return Some(Pat::Token(self.token_pat(tok, tpl, shift)));
            }
            MetaKind::FreshIdentifier(_) => {
                self.errors.push(SmplError::at(
                    origin.offset.into(),
                    format!("fresh identifier `{name}` can only be used in `+` code"),
                ));
                return Some(Pat::Token(self.token_pat(tok, tpl, shift)));
            }
        };
        // A pattern where an expression stands is misplaced as a whole, not a name inside.
        let misplaced_pattern = meta.kind == MetaKind::Pattern && k == SyntaxKind::PATH_EXPR && !self.syntax_only;
        if !fits && node.children().next().is_some() && !misplaced_pattern {
            // `Vec<T>`: the outermost node is the generic argument; the type is inside.
            return None;
        }
        if !fits && !self.syntax_only {
            self.errors.push(SmplError::at(
                origin.offset.into(),
                format!(
                    "metavariable `{name}` is {}, but here it stands for {}",
                    meta.kind.describe(),
                    describe_syntax(k)
                ),
            ));
            // Said once: the name inside is not lowered again, nor is `+` code naming it
            // told that it is unbound.
            if !misplaced_pattern {
                return None;
            }
        }
        Some(Pat::Meta(MetaPat { id, node_kind: k, origin, position }))
    }

    /// `S;` for a statement metavariable and `__cocci_disj_N;` for a statement disjunction.
    fn lower_stmt_placeholder(
        &mut self,
        node: &SyntaxNode,
        tpl: &Template,
        shift: i64,
        position: Option<MetaId>,
    ) -> Option<Pat> {
        let mut sig = node.children_with_tokens().filter(|c| !c.kind().is_trivia());
        let expr = sig.next()?.into_node()?;
        let semi = sig.next();
        if sig.next().is_some() || semi.as_ref().is_some_and(|s| s.kind() != SyntaxKind::SEMICOLON) {
            return None;
        }
        let tok = sole_token(&expr)?;
        let name = tok.text();
        if let Some(id) = placeholder_id(name, DISJ) {
            return self.disj_pat(id);
        }
        if let Some(id) = placeholder_id(name, DOTS) {
            return self.dots.get(id).map(|d| Pat::Dots(Box::new(d.clone())));
        }
        let (id, meta) = self.metas.iter().enumerate().find(|(_, m)| m.name == name)?;
        if meta.kind != MetaKind::Statement {
            return None;
        }
        let origin = tpl.origin(tpl_offset(tok.text_range().start(), shift));
        Some(Pat::Meta(MetaPat { id, node_kind: SyntaxKind::EXPR_STMT, origin, position }))
    }

    /// `'__cocci_nest_N: { .. }`, the labelled block a nest is laid out as: the nest itself.
    fn lower_nest(&mut self, node: &SyntaxNode, tpl: &Template, shift: i64) -> Option<Pat> {
        let label = node.children().find(|c| c.kind() == SyntaxKind::LABEL)?;
        let lifetime = label.first_token()?;
        let id: usize = placeholder_id(lifetime.text(), NEST)?;
        let stmts = node.children().find(|c| c.kind() == SyntaxKind::STMT_LIST)?;
        let items: Vec<Pat> = stmts
            .children_with_tokens()
            .filter(|c| !matches!(c.kind(), SyntaxKind::L_CURLY | SyntaxKind::R_CURLY))
            .filter_map(|c| self.lower_element(c, tpl, shift))
            .collect();
        // A nest holding one tail expression is an expression nest.
        let is_expr = stmts.children().count() == 1
            && stmts
                .children()
                .next()
                .is_some_and(|c| <ra_ap_syntax::ast::Expr as ra_ap_syntax::AstNode>::can_cast(c.kind()));
        let body = if is_expr && items.len() == 1 { items.into_iter().next().unwrap() } else { Pat::Seq(items) };
        let (origin, at_least_one, whens) = self.nests.get(id)?.clone();
        let outer = NestPat { id, body, at_least_one, whens, origin };
        Some(Pat::Nest(Box::new(self.collapse_nest(outer))))
    }

    /// `<... <... P ...> ...>` is `<... P ...>`: the occurrences of a nest that is all of
    /// another nest's body are the occurrences of its own body. Matching the two levels apart
    /// found every occurrence once for each run of statements around it, and each level of
    /// nesting multiplied the work (10 levels on a 40-line file: seconds and hundreds of MB).
    /// Kept apart when the inner nest has `when`s of its own (they constrain its shorter runs),
    /// when the two lines have different markers, or when `+` code sits in the outer nest only.
    fn collapse_nest(&self, outer: NestPat) -> NestPat {
        let inner = match &outer.body {
            Pat::Nest(inner) => inner,
            Pat::Seq(items) => match &items[..] {
                [Pat::Nest(inner)] => inner,
                _ => return outer,
            },
            _ => return outer,
        };
        let plus_in_outer = self.plus.iter().chain(&self.pending_plus).any(|r| r.nest == Some(outer.id));
        if !inner.whens.is_empty() || inner.origin.mark != outer.origin.mark || plus_in_outer {
            return outer;
        }
        let NestPat { body, at_least_one, whens, origin, .. } = outer;
        let inner = match body {
            Pat::Nest(inner) => inner,
            Pat::Seq(mut items) => match items.pop() {
                Some(Pat::Nest(inner)) => inner,
                _ => unreachable!("checked above"),
            },
            _ => unreachable!("checked above"),
        };
        // The inner nest's id: its `+` code names it. At least one occurrence only if both
        // levels ask for one (an outer `<+...` over an inner `<...` holds on any run).
        NestPat { id: inner.id, body: inner.body, at_least_one: at_least_one && inner.at_least_one, whens, origin }
    }

    /// A macro call's token tree: its arguments as expressions when they parse as such.
    fn lower_token_tree(&mut self, tt: &SyntaxNode, tpl: &Template, shift: i64) -> Pat {
        let toks: Vec<SyntaxToken> =
            tt.children_with_tokens().filter_map(|c| c.into_token()).filter(|t| !t.kind().is_trivia()).collect();
        if let (Some(open), Some(close)) = (toks.first(), toks.last())
            && toks.len() >= 2
            && let Some(args) = frag::parse_macro_args(tt, self.edition)
        {
            let inner_shift = shift + args.shift;
            let args_pats: Vec<Pat> = args
                .list
                .children_with_tokens()
                .filter(|c| {
                    !matches!(
                        c.kind(),
                        SyntaxKind::L_PAREN | SyntaxKind::R_PAREN | SyntaxKind::L_BRACK | SyntaxKind::R_BRACK
                    )
                })
                .filter_map(|c| self.lower_element(c, tpl, inner_shift))
                .collect();
            return Pat::MacroArgs(Box::new(MacroArgsPat {
                open: self.token_pat(open, tpl, shift),
                args: args_pats,
                close: self.token_pat(close, tpl, shift),
            }));
        }
        // Tokens that are not expressions are compared one by one.
        let children = self.lower_children(tt, tpl, shift);
        Pat::node(SyntaxKind::TOKEN_TREE, children, None)
    }

    /// The pattern of disjunction `id`, whose placeholder is being lowered. Its branches are
    /// moved out, not copied: each placeholder is lowered once, and copying made nested
    /// disjunctions quadratic (each level held a copy of every level inside it: 2,000 levels
    /// took 2.4 GB).
    fn disj_pat(&mut self, id: usize) -> Option<Pat> {
        let d = self.disjs.get_mut(id)?;
        let inner = Box::new(DisjPat { id, branches: std::mem::take(&mut d.branches), ends: d.ends.clone() });
        Some(if d.conj { Pat::Conj(inner) } else { Pat::Disj(inner) })
    }
}

/// The node's only non-trivia token, if it has exactly one.
fn sole_token(node: &SyntaxNode) -> Option<SyntaxToken> {
    let mut toks = node.descendants_with_tokens().filter_map(|e| e.into_token()).filter(|t| !t.kind().is_trivia());
    let first = toks.next()?;
    toks.next().is_none().then_some(first)
}
