//! The code side of matching: syntax elements of the file, or of a macro call's arguments
//! re-parsed as expressions, with the shift that maps the latter back to file offsets.

use frag::{MacroArgs, parse_macro_args, parse_macro_contents};
use ra_ap_syntax::{Edition, NodeOrToken, SyntaxElement, SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize};

/// A syntax element and the offset to add to its ranges to get offsets in the file.
#[derive(Clone, Debug)]
pub struct CodeEl {
    pub el: SyntaxElement,
    pub shift: i64,
}

impl CodeEl {
    pub fn node(node: SyntaxNode, shift: i64) -> CodeEl {
        CodeEl { el: NodeOrToken::Node(node), shift }
    }

    pub fn kind(&self) -> SyntaxKind {
        self.el.kind()
    }

    pub fn as_node(&self) -> Option<&SyntaxNode> {
        self.el.as_node()
    }

    pub fn as_token(&self) -> Option<&SyntaxToken> {
        self.el.as_token()
    }

    /// The element's range in the file, trivia inside it included.
    pub fn range(&self) -> TextRange {
        shift_range(self.el.text_range(), self.shift)
    }

    /// Children that take part in matching: no trivia, no separator commas.
    pub fn children(&self) -> Vec<CodeEl> {
        match &self.el {
            NodeOrToken::Node(n) => n
                .children_with_tokens()
                .filter(|c| !c.kind().is_trivia() && c.kind() != SyntaxKind::COMMA)
                .map(|c| CodeEl { el: c, shift: self.shift })
                .collect(),
            NodeOrToken::Token(_) => Vec::new(),
        }
    }

    /// Child nodes only (statements of a block, items of a file...).
    pub fn child_nodes(&self) -> Vec<CodeEl> {
        match &self.el {
            NodeOrToken::Node(n) => n.children().map(|c| CodeEl::node(c, self.shift)).collect(),
            NodeOrToken::Token(_) => Vec::new(),
        }
    }

    /// Non-trivia tokens, for comparing two bindings.
    pub fn tokens(&self) -> impl Iterator<Item = SyntaxToken> + '_ {
        let it: Box<dyn Iterator<Item = SyntaxToken>> = match &self.el {
            NodeOrToken::Node(n) => Box::new(n.descendants_with_tokens().filter_map(|e| e.into_token())),
            NodeOrToken::Token(t) => Box::new(std::iter::once(t.clone())),
        };
        it.filter(|t| !t.kind().is_trivia())
    }

    /// The only non-trivia token, if there is exactly one.
    pub fn sole_token(&self) -> Option<SyntaxToken> {
        let mut toks = self.tokens();
        let first = toks.next()?;
        toks.next().is_none().then_some(first)
    }
}

pub fn shift_range(r: TextRange, shift: i64) -> TextRange {
    let s = (i64::from(u32::from(r.start())) + shift).max(0) as u32;
    TextRange::at(TextSize::new(s), r.len())
}

/// The elements of a macro call's arguments, when its token tree parses as expressions.
#[derive(Clone)]
pub struct ReparsedArgs {
    /// Arguments and, for `[x; n]`, the `;`; no brackets or commas.
    pub items: Vec<CodeEl>,
    pub open: CodeEl,
    pub close: CodeEl,
}

/// A macro call's arguments, for matching a macro-call pattern.
pub fn reparse_token_tree(tt: &CodeEl, edition: Edition) -> Option<ReparsedArgs> {
    reparsed(tt, parse_macro_args(tt.as_node()?, edition)?)
}

/// A macro call's contents (arguments, items or statements), for searching inside it.
pub fn reparse_macro_contents(tt: &CodeEl, edition: Edition) -> Option<ReparsedArgs> {
    reparsed(tt, parse_macro_contents(tt.as_node()?, edition)?)
}

fn reparsed(tt: &CodeEl, args: MacroArgs) -> Option<ReparsedArgs> {
    let node = tt.as_node()?;
    let shift = tt.shift + args.shift;
    let items = args
        .list
        .children_with_tokens()
        .filter(|c| {
            !c.kind().is_trivia()
                && !matches!(
                    c.kind(),
                    SyntaxKind::COMMA
                        | SyntaxKind::L_PAREN
                        | SyntaxKind::R_PAREN
                        | SyntaxKind::L_BRACK
                        | SyntaxKind::R_BRACK
                )
        })
        .map(|c| CodeEl { el: c, shift })
        .collect();
    let mut toks = node.children_with_tokens().filter(|c| !c.kind().is_trivia());
    let open = CodeEl { el: toks.next()?, shift: tt.shift };
    let close = CodeEl { el: toks.last()?, shift: tt.shift };
    Some(ReparsedArgs { items, open, close })
}

/// Whether two elements are the same code: equal tokens, trivia ignored.
pub fn same_tokens(a: &CodeEl, b: &CodeEl) -> bool {
    let mut x = a.tokens();
    let mut y = b.tokens();
    loop {
        match (x.next(), y.next()) {
            (None, None) => return true,
            (Some(p), Some(q)) if p.kind() == q.kind() && p.text() == q.text() => {}
            _ => return false,
        }
    }
}

/// The code text of an element without trivia between tokens where none is needed, used to
/// compare against constraint words: tokens joined by single spaces only between word tokens.
pub fn normalized_text(els: &[CodeEl]) -> String {
    let mut out = String::new();
    let mut prev_word = false;
    for el in els {
        for t in el.tokens() {
            let word = t.text().starts_with(|c: char| c.is_alphanumeric() || c == '_');
            if word && prev_word {
                out.push(' ');
            }
            out.push_str(t.text());
            prev_word = word;
        }
    }
    out
}

/// How many macro calls deep the engine looks into arguments. Each level is parsed from its
/// own text, which holds every deeper level: looking into `m!(m!(m!(..)))` costs the square of
/// its length, so past this depth the arguments are left alone and the run says so. Written
/// code nests a handful of macros (`assert!(matches!(..))`, `vec![vec![..]]`).
pub const MAX_MACRO_NESTING: u32 = 64;

/// Re-parsed macro calls of one text, by token tree: a token tree is parsed once however many
/// patterns and `when` checks look inside it.
#[derive(Default)]
pub struct MacroCache {
    args: Parsed,
    contents: Parsed,
    /// How many macro calls deep each re-parsed tree is, by its root's range and shift (trees
    /// of the file itself are at level 0).
    levels: std::cell::RefCell<std::collections::HashMap<(TextRange, i64), u32>>,
    /// Token trees (file ranges) not looked into because they nest too deep.
    too_nested: std::cell::RefCell<Vec<TextRange>>,
    /// Token trees (file ranges) holding a rule's words whose contents are no expressions,
    /// items or statements (`pick! { a = o.unwrap() => a }`): only the macro's expansion would
    /// say where its tokens go.
    not_entered: std::cell::RefCell<Vec<TextRange>>,
}

impl MacroCache {
    pub fn args(&self, tt: &CodeEl, edition: Edition) -> Option<ReparsedArgs> {
        self.cached(&self.args, tt, || reparse_token_tree(tt, edition))
    }

    /// A macro call's contents, for searching inside it. `has_words`: the token tree holds
    /// the rule's words, so one that cannot be read is kept (see
    /// [`MacroCache::take_not_entered`]).
    pub fn contents(&self, tt: &CodeEl, edition: Edition, has_words: bool) -> Option<ReparsedArgs> {
        let parsed = self.cached(&self.contents, tt, || reparse_macro_contents(tt, edition));
        // (Duplicates, from trees asked again, are removed by the caller of the take.)
        if parsed.is_none() && has_words && !self.too_nested.borrow().contains(&tt.range()) {
            self.not_entered.borrow_mut().push(tt.range());
        }
        parsed
    }

    /// The token trees holding a rule's words that could not be read as code, in the file's
    /// offsets of the text they were found in; emptied by the call.
    pub fn take_not_entered(&self) -> Vec<TextRange> {
        std::mem::take(&mut *self.not_entered.borrow_mut())
    }

    /// The token trees left alone because they nest deeper than [`MAX_MACRO_NESTING`] macro
    /// calls, in the file's offsets of the text they were found in; emptied by the call.
    pub fn take_too_nested(&self) -> Vec<TextRange> {
        std::mem::take(&mut *self.too_nested.borrow_mut())
    }

    fn cached(&self, map: &Parsed, tt: &CodeEl, parse: impl FnOnce() -> Option<ReparsedArgs>) -> Option<ReparsedArgs> {
        let key = (tt.el.text_range(), tt.shift);
        if let Some(known) = map.borrow().get(&key) {
            return known.clone();
        }
        let level = self.level_of(tt) + 1;
        let parsed = if level > MAX_MACRO_NESTING {
            self.too_nested.borrow_mut().push(tt.range());
            None
        } else {
            parse()
        };
        if let Some(root) = parsed.as_ref().and_then(|p| p.items.first()).and_then(root_of) {
            self.levels.borrow_mut().insert(root, level);
        }
        map.borrow_mut().insert(key, parsed.clone());
        parsed
    }

    /// How many macro calls deep the tree holding `tt` is.
    fn level_of(&self, tt: &CodeEl) -> u32 {
        root_of(tt).and_then(|root| self.levels.borrow().get(&root).copied()).unwrap_or(0)
    }
}

/// The range and shift of the root of the tree `el` is in: the key of a re-parsed tree.
fn root_of(el: &CodeEl) -> Option<(TextRange, i64)> {
    let node = match &el.el {
        NodeOrToken::Node(n) => n.clone(),
        NodeOrToken::Token(t) => t.parent()?,
    };
    let root = node.ancestors().last()?;
    Some((root.text_range(), el.shift))
}

type Parsed = std::cell::RefCell<std::collections::HashMap<(TextRange, i64), Option<ReparsedArgs>>>;

/// Whether a node's children are a struct literal's or a struct pattern's fields.
pub(crate) fn is_field_list(kind: SyntaxKind) -> bool {
    matches!(kind, SyntaxKind::RECORD_EXPR_FIELD_LIST | SyntaxKind::RECORD_PAT_FIELD_LIST)
}
