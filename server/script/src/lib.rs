//! Runs the code of SmPL script rules (`@script:python@`) in a hermetic interpreter.
//!
//! The code is Python-syntax, run by Starlark (the `starlark` crate): a deterministic Python
//! dialect with no IO, no imports and no clock, so a patch's script cannot touch the machine
//! it runs on. What spatch scripts use is provided as globals: `coccilib.report.print_report`,
//! `coccilib.org.print_todo`, `cocci.include_match`, `cocci.make_ident`/`make_expr`/`make_type`,
//! `coccinelle.NAME = value` for the rule's outputs, and a small `re`.
//!
//! Bounds: Starlark has no `while` (a reserved word) and every `for` walks a finite value;
//! what remains is long loops (`for i in range(10**9)`), deep recursion and big values. Every
//! statement counts against [`MAX_STEPS`], calls nest at most [`MAX_CALL_DEPTH`] deep, and
//! values may take [`MAX_HEAP_BYTES`], checked between statements: one statement building a
//! huge value (`"x" * 2000000000`) is bounded only by Starlark's own checks (ints are i32).

mod globals;
mod imports;
mod outputs;

use std::cell::{Cell, RefCell};
use std::fmt;

use starlark::any::ProvidesStaticType;
use starlark::environment::{FrozenModule, Module};
use starlark::eval::{BeforeStmtFuncDyn, Evaluator};
use starlark::syntax::{AstModule, Dialect};
use starlark::values::Value;
use starlark::values::list::AllocList;
use starlark::values::structs::AllocStruct;

/// Statements one run may execute before it is stopped as runaway.
pub const MAX_STEPS: u64 = 1_000_000;
/// How deep calls may nest (recursion included).
pub const MAX_CALL_DEPTH: usize = 64;
/// The memory a run's values may hold, checked between statements.
pub const MAX_HEAP_BYTES: usize = 256 << 20;
/// What a script is told when it changes what it may only read.
pub const IMMUTABLE: &str = "cannot change this value: a list cannot change while it is walked, and in the \
                             editor the globals of `@initialize:python@` are read-only (each file's scripts \
                             start from what initialize left)";
/// Parse errors list every token Starlark expected: past this length the list is cut.
const MAX_MESSAGE: usize = 200;

/// A script rule's code, as the patch holds it.
#[derive(Clone, Copy, Debug)]
pub struct Code<'a> {
    pub text: &'a str,
    /// The 1-based patch line of the code's first line: errors are reported on patch lines.
    pub first_line: u32,
    /// The outputs the rule declares (`g;`): the only names `coccinelle.NAME = ...` may set.
    pub outputs: &'a [String],
}

/// Where a position metavariable matched, as spatch gives it to scripts (`p[0].line`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Position {
    pub file: String,
    pub current_element: String,
    pub line: u32,
    pub column: u32,
    pub line_end: u32,
    pub column_end: u32,
}

/// The value of one script variable (`x << r.x;`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// The code a metavariable bound, as text.
    Text(String),
    /// A position metavariable: every place it matched (scripts index it, `p[0]`).
    Positions(Vec<Position>),
}

/// What one run of a script did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Lines of `print_report` / `print_todo`, in the order they were printed.
    pub reports: Vec<String>,
    /// Lines of `print(...)`.
    pub printed: Vec<String>,
    /// False once the script called `cocci.include_match(False)`: the match is dropped.
    pub include: bool,
    /// The script called `cocci.exit()`: the file's treatment stops after this run, keeping
    /// the changes made so far.
    pub exit: bool,
    /// `coccinelle.NAME = value`, in the order they were first set.
    pub outputs: Vec<(String, String)>,
    /// The report and `print` lines together, in the order the script said them.
    pub said: Vec<Said>,
    /// The value of the code's last statement when it is an expression (a constraint's or a
    /// fresh identifier's script): `None` for other code.
    pub value: Option<Evaluated>,
}

/// The value of a script expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Evaluated {
    Bool(bool),
    Text(String),
    /// Another kind of value (`None`, a number, a list): its type's name.
    Other(String),
}

/// A line a script said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// Of `print_report` / `print_todo`.
    Report(String),
    /// Of `print`.
    Printed(String),
}

/// Why a script did not run to the end: on which patch line, and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    pub line: u32,
    pub message: String,
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ScriptError {}

/// What the provided functions record while the code runs (reached through `eval.extra`).
#[derive(ProvidesStaticType, Default)]
pub(crate) struct Record {
    pub(crate) reports: RefCell<Vec<String>>,
    pub(crate) printed: RefCell<Vec<String>>,
    /// Both, in the order they were said.
    pub(crate) said: RefCell<Vec<Said>>,
    pub(crate) excluded: Cell<bool>,
    pub(crate) exited: Cell<bool>,
}

impl Record {
    pub(crate) fn report(&self, line: String) {
        self.said.borrow_mut().push(Said::Report(line.clone()));
        self.reports.borrow_mut().push(line);
    }
}

impl starlark::PrintHandler for Record {
    fn println(&self, text: &str) -> starlark::Result<()> {
        self.printed.borrow_mut().push(text.to_owned());
        self.said.borrow_mut().push(Said::Printed(text.to_owned()));
        Ok(())
    }
}

/// Counts statements and stops the run past [`MAX_STEPS`].
struct Steps(u64);

impl<'a, 'e: 'a> BeforeStmtFuncDyn<'a, 'e> for Steps {
    fn call<'v>(
        &mut self,
        _span: starlark::codemap::FileSpanRef,
        eval: &mut Evaluator<'v, 'a, 'e>,
    ) -> starlark::Result<()> {
        self.0 += 1;
        if self.0 > MAX_STEPS {
            return Err(starlark::Error::new_other(Refused(format!(
                "the script ran over {MAX_STEPS} steps: stopped (a loop that does not end?)"
            ))));
        }
        if eval.heap().allocated_bytes() > MAX_HEAP_BYTES {
            return Err(starlark::Error::new_other(Refused(format!(
                "the script's values take over {} MiB: stopped",
                MAX_HEAP_BYTES >> 20
            ))));
        }
        Ok(())
    }
}

/// An error raised by cocci itself (not by the script's code).
#[derive(Debug)]
pub(crate) struct Refused(pub(crate) String);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refused {}

/// The Python syntax cocci accepts: Starlark's, with statements allowed at the top level (as
/// scripts write them), and no `load` (there is nothing to load).
fn dialect() -> Dialect {
    Dialect { enable_top_level_stmt: true, enable_load: false, enable_f_strings: true, ..Dialect::Standard }
}

/// Runs `code` once with `inputs` bound as global variables.
pub fn run(code: Code, inputs: &[(String, Input)]) -> Result<Outcome, ScriptError> {
    run_with(code, None, inputs)
}

/// What `@initialize:python@` code left defined (or, in [`run_changing`], the scripts after
/// it): its global names, frozen. [`run_with`] reads them without changing them (Starlark
/// freezes a module's values once it has run, and a frozen value refuses mutation with an
/// error), so files may run in parallel in any order and see the same values; [`run_changing`]
/// gives a run its own copies and keeps what it leaves.
#[derive(Clone)]
pub struct Shared(FrozenModule);

/// Runs `@initialize:python@` code once, seeing what earlier initialize code defined
/// (`prior`), and keeps what it defines for the script rules and finalize code that follow.
pub fn initialize(code: Code, prior: Option<&Shared>) -> Result<(Shared, Outcome), ScriptError> {
    // Its globals and those of the initialize code before it, all kept for what follows.
    let (module, outcome) = eval(code, prior.map(Globals::Changing), &[])?;
    let frozen = module
        .freeze()
        .map_err(|e| ScriptError { line: code.first_line, message: format!("cannot keep its globals: {e:?}") })?;
    Ok((Shared(frozen), outcome))
}

/// [`run`], with the globals initialize code defined (`shared`) visible and read-only.
pub fn run_with(code: Code, shared: Option<&Shared>, inputs: &[(String, Input)]) -> Result<Outcome, ScriptError> {
    eval(code, shared.map(Globals::ReadOnly), inputs).map(|(_, outcome)| outcome)
}

/// [`run`] as spatch runs script rules one after another in one interpreter: the globals the
/// scripts before left (`state`: initialize's, then each run's) are this run's to change
/// (`count += 1`, `seen.append(x)`), and what it leaves is the next run's `state`. Lists and
/// dicts are copied out of the frozen state (a frozen value refuses change), so a run costs
/// the size of the state it is given. Runs must come in order: the caller serializes them.
pub fn run_changing(
    code: Code,
    state: &mut Option<Shared>,
    inputs: &[(String, Input)],
) -> Result<Outcome, ScriptError> {
    let (module, outcome) = eval(code, state.as_ref().map(Globals::Changing), inputs)?;
    let frozen = module
        .freeze()
        .map_err(|e| ScriptError { line: code.first_line, message: format!("cannot keep its globals: {e:?}") })?;
    *state = Some(Shared(frozen));
    Ok(outcome)
}

/// How a run sees the globals scripts before it left.
#[derive(Clone, Copy)]
enum Globals<'s> {
    ReadOnly(&'s Shared),
    Changing(&'s Shared),
}

/// `v` with every list and dict in it copied onto `heap`, where code may change them (strings,
/// numbers, tuples and structs cannot change: they are kept as they are).
fn thaw<'v>(heap: &'v starlark::values::Heap, v: Value<'v>) -> Value<'v> {
    use starlark::values::dict::{AllocDict, DictRef};
    use starlark::values::list::ListRef;
    if let Some(list) = ListRef::from_value(v) {
        let items: Vec<Value<'v>> = list.iter().map(|x| thaw(heap, x)).collect();
        return heap.alloc(AllocList(items));
    }
    if let Some(dict) = DictRef::from_value(v) {
        let entries: Vec<(Value<'v>, Value<'v>)> = dict.iter().map(|(k, x)| (k, thaw(heap, x))).collect();
        return heap.alloc(AllocDict(entries));
    }
    v
}

fn eval(code: Code, shared: Option<Globals>, inputs: &[(String, Input)]) -> Result<(Module, Outcome), ScriptError> {
    let text = imports::strip_provided(code.text)
        .map_err(|(line, message)| ScriptError { line: code.first_line + line, message })?;
    let at_line = |e: &starlark::Error| ScriptError {
        line: code.first_line + e.span().map_or(0, |s| s.resolve_span().begin.line as u32),
        message: short(e.without_diagnostic().to_string()),
    };
    let ast = AstModule::parse("script", text, &dialect()).map_err(|e| at_line(&e))?;
    let globals = globals::globals();
    let module = Module::new();
    match shared {
        Some(Globals::ReadOnly(Shared(frozen))) => module.import_public_symbols(frozen),
        Some(Globals::Changing(Shared(frozen))) => {
            for name in frozen.names() {
                if let Ok(value) = frozen.get(name.as_str()) {
                    let value = value.owned_value(module.frozen_heap());
                    module.set(name.as_str(), thaw(module.heap(), value));
                }
            }
        }
        None => {}
    }
    let outputs = outputs::Outputs::new(code.outputs);
    let record = Record::default();
    let value;
    {
        let heap = module.heap();
        for (name, input) in inputs {
            let value = match input {
                Input::Text(s) => heap.alloc(s.as_str()),
                Input::Positions(ps) => heap.alloc(AllocList(ps.iter().map(|p| position(heap, p)))),
            };
            module.set(name, value);
        }
        module.set("coccinelle", heap.alloc(outputs.clone()));
        let mut eval = Evaluator::new(&module);
        eval.extra = Some(&record);
        eval.set_print_handler(&record);
        eval.set_max_callstack_size(MAX_CALL_DEPTH)
            .map_err(|e| ScriptError { line: code.first_line, message: e.to_string() })?;
        let steps: Box<dyn BeforeStmtFuncDyn> = Box::new(Steps(0));
        eval.before_stmt_for_dap(steps.into());
        let last = eval.eval_module(ast, globals).map_err(|e| at_line(&e))?;
        value = if let Some(b) = last.unpack_bool() {
            Some(Evaluated::Bool(b))
        } else if let Some(text) = last.unpack_str() {
            Some(Evaluated::Text(text.to_owned()))
        } else if last.is_none() {
            None
        } else {
            Some(Evaluated::Other(last.get_type().to_owned()))
        };
    }
    let outcome = Outcome {
        reports: record.reports.take(),
        printed: record.printed.take(),
        include: !record.excluded.get(),
        exit: record.exited.get(),
        outputs: outputs.values(),
        said: record.said.take(),
        value,
    };
    Ok((module, outcome))
}

/// The message without a long list of expected tokens, which says nothing a reader needs.
fn short(mut message: String) -> String {
    // Starlark says only "Immutable" when code changes a frozen value: here, a global of
    // initialize code (or a value being iterated over).
    if message == "Immutable" {
        return IMMUTABLE.to_owned();
    }
    if message.len() > MAX_MESSAGE
        && let Some(cut) = message.find(", expected one of")
    {
        message.truncate(cut);
    }
    message
}

/// A position as spatch's scripts see it: its fields are strings (`int(p[0].line)` to count),
/// so code written for spatch formats and compares them the same way here.
fn position<'v>(heap: &'v starlark::values::Heap, p: &Position) -> Value<'v> {
    heap.alloc(AllocStruct([
        ("file", heap.alloc(p.file.as_str())),
        ("current_element", heap.alloc(p.current_element.as_str())),
        ("line", heap.alloc(p.line.to_string())),
        ("column", heap.alloc(p.column.to_string())),
        ("line_end", heap.alloc(p.line_end.to_string())),
        ("column_end", heap.alloc(p.column_end.to_string())),
    ]))
}

#[cfg(test)]
mod tests;
