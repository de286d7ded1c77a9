//! Whether a rewrite keeps a file free of syntax errors, judged without the rewritten file's
//! tree: each top-level item the rewrite touches is parsed alone from the new text.
//!
//! Checking a rewrite by re-parsing the file (even incrementally) and then making sure the new
//! tree's text is the new text walks the whole file: for a keystroke's one-fn re-match in a
//! 10,000-line file, most of what the match cost. The items that hold the replacements are all
//! that can have changed.

use ra_ap_syntax::{Edition, NodeOrToken, SyntaxNode, TextRange, TextSize};

/// Whether `new_text`, made from the text of `root` (a file's tree without syntax errors) by
/// the `replaced` ranges (of the old text, in order, with the length of their new text), is
/// still without any, validation included: each top-level item holding replacements is parsed
/// and validated alone, from its new text. `None`: a replacement is not inside one item (it
/// spans two, lies between them or touches an item's edge), so only the whole file can say;
/// or the items are more than a quarter of the file, which is then cheaper to parse whole.
pub fn edited_items_parse(
    root: &SyntaxNode,
    replaced: &[(TextRange, usize)],
    new_text: &str,
    edition: Edition,
) -> Option<bool> {
    // Each item with the shift of the text before it and after its own replacements.
    let mut items: Vec<(TextRange, i64, i64)> = Vec::new();
    let mut delta: i64 = 0;
    for &(range, len) in replaced {
        let item = item_holding(root, range)?;
        let before = delta;
        delta += len as i64 - i64::from(u32::from(range.len()));
        match items.last_mut() {
            Some(last) if last.0 == item => last.2 = delta,
            _ => items.push((item, before, delta)),
        }
    }
    // Parsing items one by one costs more than parsing (and validating) the file once when
    // they are most of it (a dense rewrite): the caller then checks the whole file.
    let size: u32 = items.iter().map(|(item, ..)| u32::from(item.len())).sum();
    if size > u32::from(root.text_range().len()) / 4 {
        return None;
    }
    let shifted = |at: TextSize, by: i64| usize::try_from(i64::from(u32::from(at)) + by).ok();
    Some(items.iter().all(|&(item, before, after)| {
        let text = shifted(item.start(), before).zip(shifted(item.end(), after)).and_then(|(s, e)| new_text.get(s..e));
        text.is_some_and(|text| ra_ap_syntax::SourceFile::parse(text, edition).errors().is_empty())
    }))
}

/// The range of the top-level item of `root` strictly holding `range`: the covering element's
/// ancestor just below the root (not a scan of the root's children for each range).
fn item_holding(root: &SyntaxNode, range: TextRange) -> Option<TextRange> {
    let start = match root.covering_element(range) {
        NodeOrToken::Node(n) => n,
        NodeOrToken::Token(t) => t.parent()?,
    };
    let item = start.ancestors().find(|n| n.parent().as_ref() == Some(root))?.text_range();
    (item.contains_range(range) && !touches_edge(item, range)).then_some(item)
}

/// Whether `range` only touches `item`'s edges (an insertion at its start or end), where a
/// change may belong to the text between items.
fn touches_edge(item: TextRange, range: TextRange) -> bool {
    range.end() <= item.start()
        || range.start() >= item.end()
        || range.start() == item.start()
        || range.end() == item.end()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Applies `edits` (old ranges and their new text, in order) to `old`, and asks whether
    /// the result parses: by the edited items alone, and by a parse of the whole result.
    fn judge(old: &str, edits: &[(std::ops::Range<usize>, &str)]) -> (Option<bool>, bool) {
        let edition = Edition::Edition2021;
        let before = ra_ap_syntax::SourceFile::parse(old, edition);
        assert!(before.errors().is_empty());
        let mut new_text = String::new();
        let mut at = 0;
        let mut replaced = Vec::new();
        for (range, insert) in edits {
            new_text.push_str(&old[at..range.start]);
            new_text.push_str(insert);
            at = range.end;
            let r = TextRange::new((range.start as u32).into(), (range.end as u32).into());
            replaced.push((r, insert.len()));
        }
        new_text.push_str(&old[at..]);
        let whole = ra_ap_syntax::SourceFile::parse(&new_text, edition).errors().is_empty();
        (edited_items_parse(&before.syntax_node(), &replaced, &new_text, edition), whole)
    }

    /// Items, with others after them: the edited ones are a small part of the file, as in an
    /// editor.
    fn old() -> String {
        let others: String = (0..40).map(|i| format!("fn other{i}() {{ let y = {i}; }}\n")).collect();
        format!(
            "fn a() {{\n    let x = 1;\n}}\n\ntrait T {{ fn f(); }}\nimpl T for u8 {{\n    fn f() {{}}\n}}\nfn c() {{ g(2); h(3); }}\n{others}"
        )
    }

    #[test]
    fn edits_are_judged_by_the_items_they_are_in() {
        let old = old();
        let old = old.as_str();
        let one = old.find("1;").unwrap();
        let two = old.find("2)").unwrap();
        let three = old.find("3)").unwrap();
        // Expressions for expressions, in two items and twice in one: clean.
        let clean = [(one..one + 1, "x + 40"), (two..two + 1, "y.z()"), (three..three + 1, "(4, 5)")];
        assert_eq!(judge(old, &clean), (Some(true), true));
        // A parse error in the last item, after shifts by the earlier edits.
        let broken = [(one..one + 1, "x + 40"), (three..three + 1, "4 +")];
        assert_eq!(judge(old, &broken), (Some(false), false));
        // A validation error that needs the item's context: `pub` on a trait impl's fn.
        let f = old.rfind("fn f() {}").unwrap();
        assert_eq!(judge(old, &[(f..f, "pub ")]), (Some(false), false));
        // Between two items, or at an item's edge: only the whole file can tell.
        let gap = old.find("\n\ntrait").unwrap() + 1;
        assert_eq!(judge(old, &[(gap..gap, "fn b() {}\n")]).0, None);
        assert_eq!(judge(old, &[(0..0, "pub ")]).0, None);
        // Across two items.
        let across = old.find("}\n\ntrait").unwrap();
        assert_eq!(judge(old, &[(across..across + 3, "")]).0, None);
        // Edits in most of a file: parsing it whole is cheaper.
        let small = "fn a() {\n    let x = 1;\n}\n";
        let one = small.find("1;").unwrap();
        assert_eq!(judge(small, &[(one..one + 1, "2")]), (None, true));
    }
}
