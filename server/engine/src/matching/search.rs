//! Finding every match of a pattern inside some code: the walk over the tree (and over macro
//! arguments re-parsed as expressions) that tries the matcher where the pattern could start.

use crate::code::CodeEl;
use crate::matching::matcher::Ctx;
use crate::matching::state::{Instance, State};
use crate::matching::walk::{Found, Walk, can_start, root_kinds, walk_with};
use ra_ap_syntax::SyntaxKind;
use smpl::pattern::Pat;

/// Nodes whose children are a sequence of statements or items (or arms, fields, variants).
pub(crate) fn is_container(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(
        kind,
        SOURCE_FILE
            | ITEM_LIST
            | ASSOC_ITEM_LIST
            | STMT_LIST
            | EXTERN_ITEM_LIST
            | MATCH_ARM_LIST
            | RECORD_FIELD_LIST
            | VARIANT_LIST
    )
}

impl Ctx<'_> {
    /// Every match of `pat` in or under `roots`, in tree order, at most `limit`. Matches start
    /// from `base`'s bindings; `nest` tags them as occurrences of that nest.
    pub fn find_all(
        &self,
        pat: &Pat,
        roots: &[CodeEl],
        base: &State,
        nest: Option<usize>,
        limit: usize,
    ) -> Vec<Instance> {
        self.search(pat, roots, base, nest, limit, Walk::Matches)
    }

    /// [`Ctx::find_all`] for what a `when` forbids: code inside opaque macros (`quote!`) counts
    /// too, since a use of a variable there is a use, even though cocci never rewrites there.
    pub fn find_forbidden(&self, pat: &Pat, roots: &[CodeEl], base: &State, limit: usize) -> Vec<Instance> {
        self.search(pat, roots, base, None, limit, Walk::Everything)
    }

    /// A search for `pat` under `roots`, walking as `how` says.
    pub(crate) fn search_with(
        &self,
        pat: &Pat,
        roots: &[CodeEl],
        base: &State,
        limit: usize,
        how: Walk,
    ) -> Vec<Instance> {
        self.search(pat, roots, base, None, limit, how)
    }

    /// The whole-file search: macro calls without the rule's words are skipped.
    pub fn find_in_file(&self, pat: &Pat, file: &[CodeEl], base: &State) -> Vec<Instance> {
        self.search(pat, file, base, None, usize::MAX, Walk::Gated)
    }

    fn search(
        &self,
        pat: &Pat,
        roots: &[CodeEl],
        base: &State,
        nest: Option<usize>,
        limit: usize,
        how: Walk,
    ) -> Vec<Instance> {
        let mut out = Vec::new();
        match pat {
            // A nest matched at a node (a rule that is one nest, or a nest that is all of
            // another's body) is P's occurrences inside it where the node passes its `when`s.
            // Matched at every node, it found each occurrence again inside every node around
            // it, and nests of nests multiplied that (10 levels on a 40-line file: seconds).
            // As `when != Q` holds on a node only if it holds on the nodes inside, that is P's
            // occurrences that pass the `when`s themselves, each found once.
            Pat::Nest(np) if np.whens.iter().all(|w| !matches!(w, smpl::pattern::When::Match(_))) => {
                let found = self.search(&np.body, roots, base, Some(np.id), limit, how);
                if np.whens.is_empty() {
                    return found;
                }
                let st = base.child();
                return found
                    .into_iter()
                    .filter(|o| self.whens_ok(&np.whens, std::slice::from_ref(&o.root), &st))
                    .collect();
            }
            Pat::Seq(items) if nest.is_none() && crate::prepare::pattern_facts::uses_paths(items) => {
                // `...` between statements: along the paths of every body.
                let mut bodies = Vec::new();
                walk_with(roots, self, how, &mut |c| {
                    if c.as_node().is_some_and(cfg::is_body) {
                        bodies.push(c.clone());
                    }
                    true
                });
                let quick = if self.shortcuts { self.quick_shape(items) } else { None };
                // Paths hold choices a match's success decides against: for real (`lenient`).
                let was_lenient = self.lenient.replace(false);
                for body in bodies {
                    let Some(node) = body.as_node() else { continue };
                    // A body without the words the pattern needs cannot hold a match.
                    if !self.req_holds_in(&body) {
                        continue;
                    }
                    if let Some(shape) = &quick
                        && let crate::matching::quick::Quick::Decided(found) =
                            self.quick_trailing_gap(shape, &body, base)
                    {
                        out.extend(found);
                        continue;
                    }
                    let cfg = self.graphs.borrow_mut().get(node, self.edition);
                    let g = crate::matching::graph::Graph::new(cfg, node.clone(), body.shift);
                    self.path_matches(&g, items, base, &mut out);
                    if out.len() >= limit {
                        break;
                    }
                }
                self.lenient.set(was_lenient);
            }
            Pat::Seq(items) => {
                // The run itself (a nest's statements), then every block inside it.
                self.seq_at(items, roots, base, nest, limit, &mut out);
                walk_with(roots, self, how, &mut |c| {
                    if out.len() < limit && is_container(c.kind()) {
                        let stmts = c.child_nodes();
                        self.seq_at(items, &stmts, base, nest, limit, &mut out);
                    }
                    out.len() < limit
                });
            }
            _ => {
                let kinds = root_kinds(pat, self.user_isos);
                let too_low = self.too_low_for(pat);
                walk_with(roots, self, how, &mut |c| {
                    if kinds.as_ref().is_none_or(|ks| ks.contains(&c.kind()))
                        && (kinds.is_some() || can_start(c))
                        && !too_low(c)
                        && self.may_match_at(pat, c, base)
                    {
                        let mut st = base.child();
                        let mut found = Found::new(&mut out, limit);
                        self.m(pat, c, &mut st, &mut |st: &mut State| found.add(st.to_instance(c, nest)));
                    }
                    out.len() < limit
                });
            }
        }
        out
    }

    /// Tries a statement sequence at every start position of `stmts`.
    fn seq_at(
        &self,
        items: &[Pat],
        stmts: &[CodeEl],
        base: &State,
        nest: Option<usize>,
        limit: usize,
        out: &mut Vec<Instance>,
    ) {
        // A pattern that starts with `...` starts at the beginning of the block.
        let starts = if matches!(items.first(), Some(Pat::Dots(_))) { 0..stmts.len().min(1) } else { 0..stmts.len() };
        for j in starts {
            if out.len() >= limit {
                return;
            }
            // A run on a file's other parts does not start in the parts it skips (the runs on
            // those parts find what starts there).
            if !self.skip.is_empty() && self.skip.contains(&stmts[j].range()) {
                continue;
            }
            let mut st = base.child();
            let root = &stmts[j];
            let mut found = Found::new(out, limit);
            self.seq(items, &stmts[j..], &mut st, true, &mut |st: &mut State| found.add(st.to_instance(root, nest)));
        }
    }
}

impl Ctx<'_> {
    /// Every match of `pat` under `roots` (one per starting node), looking only into code
    /// whose text holds the words `req` says a match needs.
    pub(crate) fn find_all_pruned(
        &self,
        pat: &Pat,
        roots: &[CodeEl],
        base: &State,
        req: &crate::prepare::prefilter::Req,
        enter_macros: bool,
    ) -> Vec<Instance> {
        let kinds = root_kinds(pat, self.user_isos);
        let too_low = self.too_low_for(pat);
        let holds = |c: &CodeEl| self.words.holds(req, c.range());
        let mut out = Vec::new();
        let mut stack: Vec<CodeEl> =
            roots.iter().rev().filter(|r| r.as_node().is_some() && holds(r)).cloned().collect();
        while let Some(c) = stack.pop() {
            if kinds.as_ref().is_none_or(|ks| ks.contains(&c.kind()))
                && (kinds.is_some() || can_start(&c))
                && !too_low(&c)
            {
                let mut st = base.child();
                let mut found = Found::new(&mut out, usize::MAX);
                self.m(pat, &c, &mut st, &mut |st: &mut State| found.add(st.to_instance(&c, None)));
            }
            let Some(node) = c.as_node() else { continue };
            let mark = stack.len();
            for child in node.children() {
                let child = CodeEl::node(child, c.shift);
                if !holds(&child) {
                    continue;
                }
                if child.kind() == SyntaxKind::TOKEN_TREE {
                    if enter_macros
                        && node.kind() == SyntaxKind::MACRO_CALL
                        && let Some(args) = self.macros.contents(&child, self.edition, true)
                    {
                        stack.extend(args.items.into_iter().filter(|i| i.as_node().is_some() && holds(i)));
                    }
                    continue;
                }
                stack.push(child);
            }
            stack[mark..].reverse();
        }
        out
    }

    /// A test for search starts too shallow for `pat` to match there (see `height`): always
    /// false for patterns of ordinary depth.
    fn too_low_for(&self, pat: &Pat) -> impl Fn(&CodeEl) -> bool {
        let least = self.least_height(pat);
        let heights = (least > crate::matching::height::DEEP).then(crate::matching::height::CodeHeights::default);
        move |c: &CodeEl| heights.as_ref().is_some_and(|h| h.of(c) < least)
    }

    /// Whether the text of `el` holds the words the rule needs.
    fn req_holds_in(&self, el: &CodeEl) -> bool {
        self.words.holds(self.req, el.range())
    }
}

#[cfg(test)]
mod tests {
    use crate::{Edition, Engine};

    const UNWRAP: &str = "@@\nexpression e;\n@@\n- e.unwrap()\n+ e.expect(\"x\")\n";
    const SRC: &str = "fn f() {\n    quote! { a.unwrap() };\n    quote::quote!(b.unwrap());\n    println!(\"{}\", c.unwrap());\n    d.unwrap();\n}\n";

    fn apply(engine: &Engine) -> String {
        engine.apply(SRC, Edition::Edition2021).text
    }

    #[test]
    fn opaque_macros_are_not_searched() {
        let patch = smpl::parse_patch(UNWRAP).patch;
        let all = apply(&Engine::new(&patch));
        assert_eq!(all.matches("expect").count(), 4, "{all}");
        let opaque = apply(&Engine::new(&patch).with_opaque_macros(["quote"]));
        assert_eq!(
            opaque,
            "fn f() {\n    quote! { a.unwrap() };\n    quote::quote!(b.unwrap());\n    println!(\"{}\", c.expect(\"x\"));\n    d.expect(\"x\");\n}\n"
        );
    }

    #[test]
    fn an_opaque_macro_call_can_still_be_matched_whole() {
        let patch = smpl::parse_patch("@@\nexpression e;\n@@\n- quote!(e)\n+ quote2!(e)\n").patch;
        let out =
            Engine::new(&patch).with_opaque_macros(["quote"]).apply("fn f() { quote!(a); }\n", Edition::Edition2021);
        assert_eq!(out.text, "fn f() { quote2!(a); }\n");
    }
}
