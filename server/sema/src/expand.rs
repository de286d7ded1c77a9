//! A macro call's expansion for the engine (`FileSemantics::expand_macro`): the tokens
//! rust-analyzer expands a call to, each with the range of the call's own token it came from,
//! so that a patch can match the expansion and rewrite at the call only where a token is the
//! call's.

use ra_ap_hir::InFile;
use ra_ap_syntax::{AstNode, NodeOrToken, SyntaxKind, TextRange, TextSize, ast};
use sema_api::{ExpandedToken, Expansion, ExpansionKind};

use crate::answer::Ctx;

impl Ctx<'_> {
    /// The expansion of the macro call whose token tree is exactly `args`.
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
        let tokens = root
            .descendants_with_tokens()
            .filter_map(NodeOrToken::into_token)
            .filter(|t| !t.kind().is_trivia())
            .map(|token| {
                let text = token.text().to_owned();
                let at = InFile::new(expansion.file_id, token).original_file_range_opt(self.db);
                // Only a token written at the call, as it is written there: a token the macro
                // made has no place to be rewritten. The place is where the token starts (a
                // token the parser glued, `==` from `=` `=`, maps by its first part).
                let from = at
                    .filter(|r| r.file_id.file_id(self.db) == self.file_id)
                    .map(|r| TextRange::at(r.range.start(), TextSize::of(text.as_str())))
                    .filter(|r| args.contains_range(*r) && self.reads(*r, &text))
                    .map(|r| [u32::from(r.start()), u32::from(r.end())]);
                ExpandedToken { text, from }
            })
            .collect();
        Some(Expansion { kind, tokens })
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
