//! A macro call's expansion for the engine (`FileSemantics::expand_macro`): the tokens
//! rust-analyzer expands a call to, each with the range of the call's own token it came from,
//! so that a patch can match the expansion and rewrite at the call only where a token is the
//! call's.

use ra_ap_hir::InFile;
use ra_ap_syntax::{AstNode, NodeOrToken, SyntaxKind, TextRange, TextSize, ast};
use sema_api::{ExpandedToken, Expansion, ExpansionKind};

use crate::answer::Ctx;

/// How deep calls inside an expansion are expanded in turn (a macro handing the call's tokens
/// to another, `tokio::select!` to its own inner rules, goes a few levels).
const MAX_DEPTH: usize = 8;

impl Ctx<'_> {
    /// The expansion of the macro call whose token tree is exactly `args`. Calls inside it that
    /// hold some of the call's own tokens are expanded in turn, so the code reads as rustc sees
    /// it once every macro is expanded.
    pub(crate) fn expand_macro(&self, args: TextRange) -> Option<Expansion> {
        let call = self.macro_call_of(args)?;
        let expansion = self.sema.expand_macro_call(&call)?;
        let root = expansion.value;
        let kind = match root.kind() {
            SyntaxKind::MACRO_ITEMS => ExpansionKind::Items,
            SyntaxKind::MACRO_STMTS => ExpansionKind::Stmts,
            k if ast::Expr::can_cast(k) => ExpansionKind::Expr,
            _ => ExpansionKind::Other,
        };
        let mut tokens = Vec::new();
        self.expanded_tokens(&root, expansion.file_id, args, 0, &mut tokens);
        Some(Expansion { kind, tokens })
    }

    /// The tokens of `root` (of the expansion `file`) into `out`, each with the range of the
    /// call's own token it came from; a call inside that holds such a token replaced by its
    /// expansion (braced where statements stand for an expression).
    fn expanded_tokens(
        &self,
        root: &ra_ap_syntax::SyntaxNode,
        file: ra_ap_hir::HirFileId,
        args: TextRange,
        depth: usize,
        out: &mut Vec<ExpandedToken>,
    ) {
        let mut walk = root.preorder_with_tokens();
        while let Some(event) = walk.next() {
            let ra_ap_syntax::WalkEvent::Enter(element) = event else { continue };
            match element {
                NodeOrToken::Node(node) => {
                    let Some(call) = ast::MacroCall::cast(node).filter(|_| depth < MAX_DEPTH) else { continue };
                    let holds_own = call.token_tree().is_some_and(|tt| {
                        tt.syntax()
                            .descendants_with_tokens()
                            .filter_map(NodeOrToken::into_token)
                            .any(|t| self.written_at_call(file, t, args).is_some())
                    });
                    let Some(inner) = holds_own.then(|| self.sema.expand_macro_call(&call)).flatten() else {
                        continue;
                    };
                    walk.skip_subtree();
                    let braced = inner.value.kind() == SyntaxKind::MACRO_STMTS
                        && call.syntax().parent().is_some_and(|p| p.kind() == SyntaxKind::MACRO_EXPR);
                    let written = |text: &str| ExpandedToken { text: text.to_owned(), from: None };
                    if braced {
                        out.push(written("{"));
                    }
                    self.expanded_tokens(&inner.value, inner.file_id, args, depth + 1, out);
                    if braced {
                        out.push(written("}"));
                    }
                }
                NodeOrToken::Token(token) if !token.kind().is_trivia() => {
                    let text = token.text().to_owned();
                    let from = self.written_at_call(file, token, args);
                    out.push(ExpandedToken { text, from });
                }
                NodeOrToken::Token(_) => {}
            }
        }
    }

    /// Where the call wrote `token` (of the expansion `file`), when it did: only a token written
    /// at the call, as it is written there, has a place to be rewritten. The place is where the
    /// token starts (a token the parser glued, `==` from `=` `=`, maps by its first part).
    fn written_at_call(
        &self,
        file: ra_ap_hir::HirFileId,
        token: ra_ap_syntax::SyntaxToken,
        args: TextRange,
    ) -> Option<[u32; 2]> {
        let len = TextSize::of(token.text());
        let text = token.text().to_owned();
        let at = InFile::new(file, token).original_file_range_opt(self.db)?;
        let r = TextRange::at(at.range.start(), len);
        (at.file_id.file_id(self.db) == self.file_id && args.contains_range(r) && self.reads(r, &text))
            .then(|| [u32::from(r.start()), u32::from(r.end())])
    }

    /// The macro call whose token tree is exactly `args`: in the file, or in the expansion of
    /// the call whose arguments hold it.
    fn macro_call_of(&self, args: TextRange) -> Option<ast::MacroCall> {
        let direct =
            self.find::<ast::TokenTree>(args).and_then(|tt| tt.syntax().parent()).and_then(ast::MacroCall::cast);
        direct.or_else(|| {
            self.find_in_expansion::<ast::TokenTree>(args)?.syntax().parent().and_then(ast::MacroCall::cast)
        })
    }

    /// Whether the file's text at `range` is `text`.
    fn reads(&self, range: TextRange, text: &str) -> bool {
        self.root.text_range().contains_range(range) && self.root.text().slice(range) == text
    }
}
