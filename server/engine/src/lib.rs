//! The matching and rewriting engine: applies a parsed semantic patch to the text of one Rust
//! file. It does no IO and knows nothing of files, threads or editors; the CLI and the language
//! server both call [`Engine::apply`].

mod bind;
mod code;
mod explaining;
pub mod infer;
pub(crate) mod item_parts;
mod matching;
mod plus_code;
mod prepare;
mod rewriting;
mod running;
pub mod scripts;
mod skip;

pub use code::MAX_MACRO_NESTING;
pub use explaining::{At, Explained, Reason, Verdict};
pub use frag::depth::{MAX_DEPTH, STACK_SIZE, limit_worker_stacks, worker_stack};
pub use prepare::prefilter::Req;
pub use ra_ap_syntax::{Edition, TextRange, TextSize};
pub use running::driver::Given;
pub use running::unresolved::UnresolvedPath;
/// The port to a semantic model ([`Given::sema`] asks it), re-exported for callers that hold
/// an engine; the `sema` crate answers it without depending on the engine.
pub use sema_api as sema;
pub use skip::{Skip, SkipReason};
pub use smpl::{LineCol, LineIndex, Patch, ScriptWhen};

/// The edition patch code is parsed with.
pub(crate) const EDITION_FOR_PATCHES: Edition = Edition::Edition2021;

/// Macros whose arguments are code as data (what a proc macro generates), not code of the file:
/// the default for [`Engine::with_opaque_macros`] in the CLI (and for the server, to agree).
pub const CODE_AS_DATA_MACROS: &[&str] =
    &["quote", "quote_spanned", "parse_quote", "parse_quote_spanned", "format_ident"];

/// A patch prepared for applying to many files (shareable between threads).
pub struct Engine<'p> {
    patch: &'p Patch,
    reqs: Vec<Req>,
    /// For every rule, the metavariables later rules inherit.
    exported: Vec<Vec<String>>,
    /// For every rule, where it uses each metavariable.
    scopes: Vec<prepare::scope::RuleScope>,
    /// For every rule, the alternatives isomorphism files give its pattern.
    user_isos: Vec<matching::user_isos::Alternatives>,
    /// The virtual rules the user defined (`-D name`).
    defined: Vec<String>,
    /// Macros whose arguments are never searched (code-as-data such as `quote!`).
    opaque_macros: Vec<String>,
    /// Whether bodies may be decided from their syntax where that gives the graph's answer.
    shortcuts: bool,
    /// Whether isomorphisms apply (`smpl::isos`); on unless `--no-isos`.
    isos: bool,
    /// What runs the patch's script rules; without it they are problems.
    scripts: Option<std::sync::Arc<dyn scripts::ScriptRunner>>,
}

/// A replacement of a range of text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextEdit {
    pub range: TextRange,
    pub text: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportKind {
    /// What a `*` line matched.
    Found,
    /// A change a `-`/`+` rule makes.
    Change,
}

/// Something a rule found: a `*` line's match, or a change a `-`/`+` rule makes. Positions are
/// in the input text (mapped back when earlier rules changed the text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub rule: String,
    /// Index of the rule in the patch.
    pub rule_index: usize,
    pub kind: ReportKind,
    /// Where, in the text given to the engine; lines and columns are the caller's to compute
    /// ([`Report::start_in`]).
    pub range: TextRange,
    pub message: String,
    /// Edits of the input text that make just this change; empty when it cannot be made
    /// alone (a rule working on text earlier rules changed).
    pub fix: Vec<TextEdit>,
    /// The metavariables of the match and the code they bound.
    pub bindings: Vec<(String, String)>,
    /// The types of the code typed metavariables bound, as the semantic model reads them.
    pub types: Vec<(String, String)>,
}

impl Report {
    /// The line and column where it starts in `input`, the text given to the engine.
    pub fn start_in(&self, input: &str) -> LineCol {
        LineCol::of(input, self.range.start().into())
    }

    /// The line and column where it ends in `input`.
    pub fn end_in(&self, input: &str) -> LineCol {
        LineCol::of(input, self.range.end().into())
    }
}

/// A problem applying the patch to this file (the file is still processed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The rule it concerns; empty for a problem of the file (a part too deep to work on).
    pub rule: String,
    /// Where, in the text given to the engine: the code of the match (or the part) concerned.
    /// Callers turn it into lines and columns (or the editor's positions) themselves.
    pub at: Option<TextRange>,
    pub message: String,
    /// The 1-based line of the patch the problem is about, when it is the patch's (a script
    /// rule's code that failed there); front ends that know the patch's file place it there.
    pub patch_line: Option<u32>,
}

impl Problem {
    /// Whether the problem is a match left as it was because its rewrite would be wrong (the
    /// rule's other matches were rewritten).
    pub fn refuses_a_match(&self) -> bool {
        self.message.ends_with(rewriting::refuse::LEFT_AS_IT_WAS)
    }

    /// The line and column where it starts in `input`, the text given to the engine.
    pub fn line_col(&self, input: &str) -> Option<LineCol> {
        self.at.map(|r| LineCol::of(input, r.start().into()))
    }
}

#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// The file after every rule ran; equal to the input when nothing changed.
    pub text: String,
    pub changed: bool,
    pub reports: Vec<Report>,
    pub problems: Vec<Problem>,
    /// Syntax errors in the input: the file was matched where it parses.
    pub syntax_errors: usize,
    /// Candidates a typed metavariable or a resolved path skipped because the semantic model
    /// could not tell their type or what they name (or there was no model).
    pub unknown_types: usize,
    /// Each of those candidates, with its place and why the model could not tell.
    pub skips: Vec<Skip>,
    /// Paths of the patch that name nothing at the patch's fixed place (std's prelude, crates
    /// by name, a name only one item of the graph has), with why when the model could say:
    /// code was compared with them as written.
    pub unresolved_paths: Vec<UnresolvedPath>,
    /// Macro calls whose tokens hold a rule's words but are no expressions, items or
    /// statements (`pick! { a = o.unwrap() => a }`, `json!({..})`): not looked into, since only
    /// the macro's expansion would say where those tokens go. Their token trees' ranges.
    pub macros_not_entered: Vec<TextRange>,
    /// What script rules printed (reports, org lines, `print`), in the order they ran.
    pub script_lines: Vec<scripts::ScriptLine>,
}

impl<'p> Engine<'p> {
    pub fn new(patch: &'p Patch) -> Engine<'p> {
        let exported = running::env::exported(patch);
        let scopes = (0..patch.rules.len()).map(|i| prepare::scope::RuleScope::of(patch, i, &exported[i])).collect();
        let user_isos: Vec<matching::user_isos::Alternatives> =
            patch.rules.iter().map(|r| matching::user_isos::Alternatives::of(r, &patch.isos)).collect();
        Engine {
            patch,
            reqs: patch.rules.iter().zip(&user_isos).map(|(r, alts)| Req::of_rule(r, alts)).collect(),
            exported,
            scopes,
            user_isos,
            defined: Vec::new(),
            opaque_macros: Vec::new(),
            shortcuts: true,
            isos: true,
            scripts: None,
        }
    }

    /// Decides every `...` on control-flow graphs, without the syntactic shortcuts (which must
    /// give the same answers: tests and benchmarks compare the two).
    #[doc(hidden)]
    pub fn without_shortcuts(mut self) -> Engine<'p> {
        self.shortcuts = false;
        self
    }

    /// Matches patterns only as they are written: no isomorphism applies (`--no-isos`).
    pub fn without_isos(mut self) -> Engine<'p> {
        self.isos = false;
        self
    }

    /// The engine as `cocci apply` and the language server run it by default: code-as-data
    /// macros ([`CODE_AS_DATA_MACROS`]) are not entered.
    pub fn standard(patch: &'p Patch) -> Engine<'p> {
        Engine::new(patch).with_opaque_macros(CODE_AS_DATA_MACROS.iter().copied())
    }

    /// Defines virtual rules (`-D name`): rules depending on them see them as matched. Names the
    /// patch does not declare `virtual` are returned as errors.
    pub fn define(&mut self, names: &[String]) -> Result<(), Vec<String>> {
        let unknown: Vec<String> = names.iter().filter(|n| !self.patch.virtuals.contains(n)).cloned().collect();
        if !unknown.is_empty() {
            return Err(unknown);
        }
        for n in names {
            if !self.defined.contains(n) {
                self.defined.push(n.clone());
            }
        }
        Ok(())
    }

    /// Macros (by the last segment of their path: `quote` covers `quote::quote!`) whose
    /// arguments the search never enters: their tokens are data, not code of this file
    /// (`quote!`, `parse_quote!`). A pattern can still match such a call as a whole.
    pub fn with_opaque_macros(mut self, names: impl IntoIterator<Item = impl Into<String>>) -> Engine<'p> {
        self.opaque_macros = names.into_iter().map(Into::into).collect();
        self
    }

    /// Runs the patch's script rules with `runner` (the `apply` crate has one over the `script`
    /// crate's interpreter). `@initialize:python@` / `@finalize:python@` are the runner's
    /// owner's to run, once per run of the patch, not per file.
    pub fn with_scripts(mut self, runner: std::sync::Arc<dyn scripts::ScriptRunner>) -> Engine<'p> {
        self.scripts = Some(runner);
        self
    }

    pub fn patch(&self) -> &Patch {
        self.patch
    }

    /// Whether some rule could match `text` at all (a cheap substring test, no parsing). Rules
    /// that only run after others matched are covered: a rule that can run first must match.
    pub fn may_match(&self, text: &str) -> bool {
        self.may_match_parts(&[text])
    }

    /// [`Engine::may_match`] on the text `parts` make end to end (a fragment and the code a
    /// wrapper puts around it), when no word runs across two parts: without building it.
    pub fn may_match_parts(&self, parts: &[&str]) -> bool {
        let parts: Vec<&[u8]> = parts.iter().map(|p| p.as_bytes()).collect();
        self.patch.rules.iter().zip(&self.reqs).any(|(rule, req)| {
            // Whether the rule can run before any other matched (`file in` is judged later).
            let can_run_first = rule.depends.as_ref().is_none_or(|d| {
                running::env::GlobalEnv::initial(&self.defined).holds(d, &self.defined, Some("")) || mentions_file_in(d)
            });
            // A script rule whose every input has a default runs without any match.
            let script_runs_alone = rule
                .script
                .as_ref()
                .is_some_and(|s| s.when == smpl::ScriptWhen::Rule && s.inputs.iter().all(|i| i.default.is_some()));
            can_run_first && (script_runs_alone || (rule.body.is_some() && req.check_parts(&parts)))
        })
    }

    /// Applies every rule in order to `input`.
    pub fn apply(&self, input: &str, edition: Edition) -> Outcome {
        running::driver::apply(self, input, edition, Given::default())
    }

    /// [`Engine::apply`] starting from what the caller already has (a tree, graphs) or on a
    /// part of the file.
    pub fn apply_given(&self, input: &str, edition: Edition, given: Given) -> Outcome {
        running::driver::apply(self, input, edition, given)
    }

    /// Runs the patch on `input` as [`Engine::apply_given`] does, and says for each rule
    /// whether a match covers `at`, and if not why. Ranges are in `input`.
    pub fn explain(&self, input: &str, edition: Edition, at: At, given: Given) -> Vec<Explained> {
        let probe = explaining::Probe::new(at);
        running::driver::run(self, input, edition, given, Some(&probe));
        probe.into_explained()
    }

    /// The virtual rules defined for this run.
    pub fn defined(&self) -> &[String] {
        &self.defined
    }

    /// Whether the patch needs the semantic model: typed metavariables, identifier
    /// expressions, or paths (`a::b`) in `-` or context code to compare by what they name.
    /// Without one, [`Given::sema`] is never asked and need not be loaded.
    pub fn needs_semantics(&self) -> bool {
        self.has_typed_metavars() || self.patch.rules.iter().any(prepare::pattern_facts::names_resolvable_paths)
    }

    /// Whether the patch has typed metavariables or identifier expressions: it matches
    /// nothing of theirs without a semantic model (paths alone fall back to their text).
    pub fn has_typed_metavars(&self) -> bool {
        self.patch
            .rules
            .iter()
            .any(|r| r.metavars.iter().any(|m| m.ty.is_some() || matches!(m.kind, smpl::MetaKind::IdExpression(_))))
    }

    /// Whether the patch's matches inside a fn depend only on that fn's code: one rule, without
    /// inherited metavariables or fresh identifiers. Then [`Given::only`] / [`Given::except`]
    /// runs on parts of a file add up to a run on the whole file.
    pub fn is_local(&self) -> bool {
        let rules: Vec<&smpl::Rule> = self.patch.rules.iter().filter(|r| r.body.is_some()).collect();
        // A script rule sees every match of the file (once per distinct set of values).
        let scripts = self.patch.rules.iter().any(|r| r.script.is_some());
        rules.len() == 1
            && !scripts
            && rules[0].depends.is_none()
            && rules[0]
                .metavars
                .iter()
                .all(|m| m.inherited.is_none() && !matches!(m.kind, smpl::MetaKind::FreshIdentifier(_)))
    }
}

fn mentions_file_in(d: &smpl::Dep) -> bool {
    match d {
        smpl::Dep::FileIn(_) => true,
        smpl::Dep::Not(x) => mentions_file_in(x),
        smpl::Dep::And(a, b) | smpl::Dep::Or(a, b) => mentions_file_in(a) || mentions_file_in(b),
        _ => false,
    }
}
