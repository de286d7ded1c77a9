//! The port through which the engine runs script rules (`@script:python@`). The engine decides
//! when a script runs and with which values (spatch's environments), and what its results do
//! to later rules; running the code is the caller's: the engine has no interpreter (the `apply`
//! crate adapts the `script` crate to this trait). Without a runner, a patch's script rules are
//! problems, never skipped in silence.

use smpl::{Rule, Script};

/// Runs one script rule's code with the values of its inputs.
pub trait ScriptRunner: Send + Sync {
    fn run(&self, call: ScriptCall<'_>) -> Result<ScriptRun, ScriptFailure>;

    /// Evaluates a script expression of a declaration, with what initialize code defined.
    fn evaluate(&self, eval: ScriptEval<'_>) -> Result<Evaluated, ScriptFailure>;
}

/// One run of a script rule.
pub struct ScriptCall<'a> {
    pub rule: &'a Rule,
    pub script: &'a Script,
    /// The script's variables (`x << r.x;`) and their values, in declaration order.
    pub inputs: &'a [(String, ScriptValue)],
}

/// The value of a script variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScriptValue {
    /// The code a metavariable bound, as text (or the input's default).
    Text(String),
    /// A position metavariable: where it matched.
    Positions(Vec<ScriptPosition>),
}

/// A place in the file as spatch's scripts see it: 1-based lines, 0-based columns in
/// characters, the end column exclusive (`file:line:col-colend` reads as spatch prints it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScriptPosition {
    pub file: String,
    /// The name of the fn around the place (empty outside any fn).
    pub current_element: String,
    pub line: u32,
    pub column: u32,
    pub line_end: u32,
    pub column_end: u32,
}

/// What one run of a script did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScriptRun {
    /// What it printed for the user, in order.
    pub lines: Vec<ScriptLine>,
    /// False after `cocci.include_match(False)`: the environments this run stands for are
    /// dropped.
    pub include: bool,
    /// After `cocci.exit()`: the treatment of the file stops here, keeping its changes.
    pub exit: bool,
    /// `coccinelle.NAME = value`: values later rules inherit from the script rule.
    pub outputs: Vec<(String, String)>,
}

/// A line a script printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptLine {
    /// The script rule that printed it (filled in by the engine).
    pub rule: String,
    pub kind: LineKind,
    pub text: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// `coccilib.report.print_report` or `coccilib.org.print_todo`: a finding, like a match.
    Report,
    /// `print(...)`: output, not a finding.
    Print,
}

/// Why a script stopped: the 1-based patch line and the interpreter's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptFailure {
    pub line: u32,
    pub message: String,
}

/// A script expression to evaluate: a constraint's (`: script:python(x) { ok(x) }`) or a fresh
/// identifier's (`= script:python(x) { x + "_v2" }`).
pub struct ScriptEval<'a> {
    pub code: &'a str,
    /// The 1-based patch line the code starts on.
    pub line: u32,
    /// The metavariables given to it and their values.
    pub inputs: &'a [(String, ScriptValue)],
}

/// What a script expression gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Evaluated {
    Bool(bool),
    Text(String),
    /// Another kind of value: its type's name.
    Other(String),
}
