//! The engine's script port ([`engine::scripts::ScriptRunner`]) over the `script` crate's
//! hermetic interpreter, and the two scripts that run once per run of a patch rather than per
//! file: `@initialize:python@` before any file ([`Scripts::start`]) and `@finalize:python@`
//! after all ([`Scripts::finish`]).
//!
//! What they share: the names initialize code defines. [`Scripts::changing`] runs script rules
//! as spatch does, one after another in one interpreter: each may change those names (`count
//! += 1`, `seen.append(x)`) and the next, and finalize, see what it left. Their order must then
//! be the files' order, so the CLI does so, a file at a time, for a patch whose script rules sit
//! beside initialize or finalize code ([`shares_state`]). Otherwise (other patches, and the
//! editor, which runs a file's scripts again on each edit) every script starts from what
//! initialize left and cannot change it; a script that tries gets an error saying so.

use engine::scripts::{
    Evaluated, LineKind, ScriptCall, ScriptEval, ScriptFailure, ScriptLine, ScriptRun, ScriptRunner, ScriptValue,
};
use engine::{Patch, ScriptWhen, TextRange, TextSize};
use std::sync::{Mutex, MutexGuard};

/// Runs a patch's scripts; shareable between the threads that process files.
pub struct Scripts {
    /// What the initialize code defined, if there was any, and (changing) what the script rules
    /// since left.
    state: Mutex<Option<script::Shared>>,
    /// Script rules may change the state (see the module's doc).
    changing: bool,
}

/// Whether `patch`'s script rules share state with each other or with finalize code (there is
/// initialize or finalize code beside them): their runs must then come in the files' order.
pub fn shares_state(patch: &Patch) -> bool {
    let has = |when: ScriptWhen| patch.rules.iter().any(|r| r.script.as_ref().is_some_and(|s| s.when == when));
    has(ScriptWhen::Rule) && (has(ScriptWhen::Initialize) || has(ScriptWhen::Finalize))
}

/// A once-per-run script that failed: its rule and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnceFailure {
    pub rule: String,
    pub failure: ScriptFailure,
}

impl Scripts {
    /// Runs the patch's `@initialize:python@` rules in order; what they printed comes back.
    pub fn start(patch: &Patch) -> Result<(Scripts, Vec<ScriptLine>), OnceFailure> {
        let mut shared = None;
        let mut lines = Vec::new();
        for rule in &patch.rules {
            let Some(s) = rule.script.as_ref().filter(|s| s.when == ScriptWhen::Initialize) else { continue };
            let code = script::Code { text: &s.code, first_line: s.first_line, outputs: &[] };
            let (next, outcome) = script::initialize(code, shared.as_ref())
                .map_err(|e| OnceFailure { rule: rule.name.clone(), failure: failure(e) })?;
            lines.extend(lines_of(&rule.name, outcome));
            shared = Some(next);
        }
        Ok((Scripts { state: Mutex::new(shared), changing: false }, lines))
    }

    /// These scripts, with script rules that change the state they share (see the module's doc).
    pub fn changing(self) -> Scripts {
        Scripts { changing: true, ..self }
    }

    fn state(&self) -> MutexGuard<'_, Option<script::Shared>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs the patch's `@finalize:python@` rules in order, once every file is done.
    pub fn finish(&self, patch: &Patch) -> Result<Vec<ScriptLine>, OnceFailure> {
        let mut lines = Vec::new();
        for rule in &patch.rules {
            let Some(s) = rule.script.as_ref().filter(|s| s.when == ScriptWhen::Finalize) else { continue };
            let code = script::Code { text: &s.code, first_line: s.first_line, outputs: &[] };
            let state = self.state().clone();
            let outcome = script::run_with(code, state.as_ref(), &[])
                .map_err(|e| OnceFailure { rule: rule.name.clone(), failure: failure(e) })?;
            lines.extend(lines_of(&rule.name, outcome));
        }
        Ok(lines)
    }
}

impl ScriptRunner for Scripts {
    fn run(&self, call: ScriptCall<'_>) -> Result<ScriptRun, ScriptFailure> {
        let outputs: Vec<String> = call.script.outputs.iter().map(|o| o.0.clone()).collect();
        let code = script::Code { text: &call.script.code, first_line: call.script.first_line, outputs: &outputs };
        let inputs: Vec<(String, script::Input)> = call.inputs.iter().map(|(n, v)| (n.clone(), input(v))).collect();
        // Changing runs hold the state for the run (they come one at a time anyway); read-only
        // ones take a copy of it (an `Arc`) and run side by side.
        let outcome = if self.changing {
            script::run_changing(code, &mut self.state(), &inputs)
        } else {
            let state = self.state().clone();
            script::run_with(code, state.as_ref(), &inputs)
        }
        .map_err(failure)?;
        Ok(ScriptRun {
            include: outcome.include,
            exit: outcome.exit,
            outputs: outcome.outputs.clone(),
            lines: lines_of("", outcome),
        })
    }

    fn evaluate(&self, eval: ScriptEval<'_>) -> Result<Evaluated, ScriptFailure> {
        let code = script::Code { text: eval.code, first_line: eval.line, outputs: &[] };
        let inputs: Vec<(String, script::Input)> = eval.inputs.iter().map(|(n, v)| (n.clone(), input(v))).collect();
        let state = self.state().clone();
        let outcome = script::run_with(code, state.as_ref(), &inputs).map_err(failure)?;
        match outcome.value {
            Some(script::Evaluated::Bool(b)) => Ok(Evaluated::Bool(b)),
            Some(script::Evaluated::Text(t)) => Ok(Evaluated::Text(t)),
            Some(script::Evaluated::Other(t)) => Ok(Evaluated::Other(t)),
            None => Err(ScriptFailure {
                line: eval.line,
                message: "the script gave no value: expected an expression".into(),
            }),
        }
    }
}

fn input(v: &ScriptValue) -> script::Input {
    match v {
        ScriptValue::Text(s) => script::Input::Text(s.clone()),
        ScriptValue::Positions(ps) => script::Input::Positions(
            ps.iter()
                .map(|p| script::Position {
                    file: p.file.clone(),
                    current_element: p.current_element.clone(),
                    line: p.line,
                    column: p.column,
                    line_end: p.line_end,
                    column_end: p.column_end,
                })
                .collect(),
        ),
    }
}

/// A run's report and `print` lines, in the order it said them.
fn lines_of(rule: &str, outcome: script::Outcome) -> Vec<ScriptLine> {
    let line = |kind, text| ScriptLine { rule: rule.to_owned(), kind, text };
    outcome
        .said
        .into_iter()
        .map(|s| match s {
            script::Said::Report(t) => line(LineKind::Report, t),
            script::Said::Printed(t) => line(LineKind::Print, t),
        })
        .collect()
}

fn failure(e: script::ScriptError) -> ScriptFailure {
    ScriptFailure { line: e.line, message: e.message }
}

/// Script rules' report lines (`coccilib.report.print_report(p[0], msg)`: `file:line:col-colend:
/// msg`, the columns 0-based) as reports of `text`: an editor shows them as it shows a `*`
/// line's matches. Other lines (org-mode links, `print`) have no place there.
pub fn as_reports(lines: &[ScriptLine], text: &str, patch: &Patch) -> Vec<engine::Report> {
    // Asked on every match of a document by the server: most patches have no script lines,
    // and their text is not scanned.
    if !lines.iter().any(|l| l.kind == LineKind::Report) {
        return Vec::new();
    }
    let line_starts: Vec<usize> = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
    let place = |line: usize, col: usize| -> Option<TextSize> {
        let start = *line_starts.get(line.checked_sub(1)?)?;
        let line_text = text[start..].split('\n').next().unwrap_or_default();
        let byte = line_text.char_indices().nth(col).map_or(line_text.len(), |(b, _)| b);
        Some(TextSize::new((start + byte) as u32))
    };
    lines
        .iter()
        .filter(|l| l.kind == LineKind::Report)
        .filter_map(|l| {
            let (line, col, col_end, message) = report_parts(&l.text)?;
            let (start, end) = (place(line, col)?, place(line, col_end)?);
            Some(engine::Report {
                rule: l.rule.clone(),
                rule_index: patch.rules.iter().position(|r| r.name == l.rule).unwrap_or(0),
                kind: engine::ReportKind::Found,
                range: TextRange::new(start, end.max(start)),
                message: message.to_owned(),
                fix: Vec::new(),
                bindings: Vec::new(),
                types: Vec::new(),
            })
        })
        .collect()
}

/// `file:line:col-colend: msg` cut into its numbers and message (the file name may hold `:`).
fn report_parts(text: &str) -> Option<(usize, usize, usize, &str)> {
    let (head, message) = text.split_once(": ")?;
    let (rest, cols) = head.rsplit_once(':')?;
    let (_, line) = rest.rsplit_once(':')?;
    let (col, col_end) = cols.split_once('-')?;
    Some((line.parse().ok()?, col.parse().ok()?, col_end.parse().ok()?, message))
}
