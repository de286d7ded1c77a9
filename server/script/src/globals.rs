//! The globals scripts see: spatch's `coccilib`, `cocci` and a small `re`, beside Starlark's
//! standard functions and `print`.

use allocative::Allocative;
use std::fmt;
use std::sync::OnceLock;

use starlark::any::ProvidesStaticType;
use starlark::environment::{Globals, GlobalsBuilder, LibraryExtension, Methods, MethodsBuilder, MethodsStatic};
use starlark::eval::Evaluator;
use starlark::starlark_module;
use starlark::values::none::{NoneOr, NoneType};
use starlark::values::{Heap, NoSerialize, StarlarkValue, Value, ValueLike, starlark_value};

use crate::{Record, Refused};

/// Built once: globals are frozen and shared by every run.
pub(crate) fn globals() -> &'static Globals {
    static GLOBALS: OnceLock<Globals> = OnceLock::new();
    GLOBALS.get_or_init(|| {
        GlobalsBuilder::extended_by(&[LibraryExtension::Print, LibraryExtension::StructType, LibraryExtension::Json])
            .with_namespace("coccilib", |b| {
                b.namespace("report", report);
                b.namespace("org", org);
            })
            .with_namespace("cocci", cocci)
            .with_namespace("re", re)
            .build()
    })
}

fn refused(message: String) -> starlark::Error {
    starlark::Error::new_other(Refused(message))
}

fn record<'a>(eval: &Evaluator<'_, 'a, '_>) -> starlark::Result<&'a Record> {
    eval.extra
        .and_then(|e| e.downcast_ref::<Record>())
        .ok_or_else(|| refused("the script runner's record is missing".to_owned()))
}

/// A field of a position (`p[0]`); a list of positions (`p`) is refused with a hint, since
/// spatch's functions take one position too.
fn field<'v>(pos: Value<'v>, name: &str, heap: &'v Heap) -> starlark::Result<String> {
    match pos.get_attr(name, heap)? {
        Some(v) => Ok(v.unpack_str().map_or_else(|| v.to_str(), str::to_owned)),
        None => {
            Err(refused(format!("expected a position (such as `p[0]`), got {} without a `{name}`", pos.get_type())))
        }
    }
}

#[starlark_module]
fn report(builder: &mut GlobalsBuilder) {
    /// `file:line:col-colend: msg`, spatch's report line.
    fn print_report<'v>(pos: Value<'v>, msg: &str, eval: &mut Evaluator<'v, '_, '_>) -> starlark::Result<NoneType> {
        let heap = eval.heap();
        let line = format!(
            "{}:{}:{}-{}: {msg}",
            field(pos, "file", heap)?,
            field(pos, "line", heap)?,
            field(pos, "column", heap)?,
            field(pos, "column_end", heap)?
        );
        record(eval)?.report(line);
        Ok(NoneType)
    }
}

/// An org-mode link to the position, as spatch's `coccilib.org` writes it; an empty message
/// reads `file::line`.
fn org_link<'v>(pos: Value<'v>, msg: &str, face: &str, heap: &'v Heap) -> starlark::Result<String> {
    let (file, line) = (field(pos, "file", heap)?, field(pos, "line", heap)?);
    let msg = if msg.is_empty() { format!("{file}::{line}") } else { msg.to_owned() };
    Ok(format!(
        "[[view:{file}::face={face}::linb={line}::colb={}::cole={}][{msg}]]",
        field(pos, "column", heap)?,
        field(pos, "column_end", heap)?
    ))
}

/// `[` and `]` would end an org link's text early: spatch's `print_safe_*` respell them.
fn safe(msg: &str) -> String {
    msg.replace('[', "@(").replace(']', ")")
}

/// The first position of a list (`p`, as `print_main` takes it), or the value itself.
fn first<'v>(ps: Value<'v>, heap: &'v Heap) -> starlark::Result<Value<'v>> {
    match ps.length() {
        Ok(_) => ps.at(heap.alloc(0), heap),
        Err(_) => Ok(ps),
    }
}

fn say_todo<'v>(pos: Value<'v>, msg: &str, face: &str, eval: &mut Evaluator<'v, '_, '_>) -> starlark::Result<NoneType> {
    let line = format!("* TODO {}", org_link(pos, msg, face, eval.heap())?);
    record(eval)?.report(line);
    Ok(NoneType)
}

fn say_link<'v>(pos: Value<'v>, msg: &str, face: &str, eval: &mut Evaluator<'v, '_, '_>) -> starlark::Result<NoneType> {
    let line = org_link(pos, msg, face, eval.heap())?;
    record(eval)?.report(line);
    Ok(NoneType)
}

#[starlark_module]
fn org(builder: &mut GlobalsBuilder) {
    /// `* TODO [[view:...][msg]]`: an org-mode TODO line linking to the position.
    fn print_todo<'v>(
        pos: Value<'v>,
        #[starlark(default = "")] msg: &str,
        #[starlark(default = "ovl-face1")] color: &str,
        eval: &mut Evaluator<'v, '_, '_>,
    ) -> starlark::Result<NoneType> {
        say_todo(pos, msg, color, eval)
    }

    /// `[[view:...][msg]]`: an org-mode link to the position.
    fn print_link<'v>(
        pos: Value<'v>,
        #[starlark(default = "")] msg: &str,
        #[starlark(default = "ovl-face1")] color: &str,
        eval: &mut Evaluator<'v, '_, '_>,
    ) -> starlark::Result<NoneType> {
        say_link(pos, msg, color, eval)
    }

    fn print_safe_todo<'v>(
        pos: Value<'v>,
        #[starlark(default = "")] msg: &str,
        #[starlark(default = "ovl-face1")] color: &str,
        eval: &mut Evaluator<'v, '_, '_>,
    ) -> starlark::Result<NoneType> {
        say_todo(pos, &safe(msg), color, eval)
    }

    fn print_safe_link<'v>(
        pos: Value<'v>,
        #[starlark(default = "")] msg: &str,
        #[starlark(default = "ovl-face1")] color: &str,
        eval: &mut Evaluator<'v, '_, '_>,
    ) -> starlark::Result<NoneType> {
        say_link(pos, &safe(msg), color, eval)
    }
}

#[starlark_module]
fn cocci(builder: &mut GlobalsBuilder) {
    /// spatch's org-mode main item: a TODO at `p[0]` reading `msg file::line`.
    fn print_main<'v>(
        msg: &str,
        p: Value<'v>,
        #[starlark(default = "ovl-face1")] color: &str,
        eval: &mut Evaluator<'v, '_, '_>,
    ) -> starlark::Result<NoneType> {
        let pos = first(p, eval.heap())?;
        let at = format!("{}::{}", field(pos, "file", eval.heap())?, field(pos, "line", eval.heap())?);
        let text = if msg.is_empty() { at } else { format!("{msg} {at}") };
        say_todo(pos, &text, color, eval)
    }

    /// A secondary item: a link to `p[0]`.
    fn print_sec<'v>(
        msg: &str,
        p: Value<'v>,
        #[starlark(default = "ovl-face2")] color: &str,
        eval: &mut Evaluator<'v, '_, '_>,
    ) -> starlark::Result<NoneType> {
        let pos = first(p, eval.heap())?;
        say_link(pos, msg, color, eval)
    }

    /// A link to each position of `ps`.
    fn print_secs<'v>(
        msg: &str,
        ps: Value<'v>,
        #[starlark(default = "ovl-face2")] color: &str,
        eval: &mut Evaluator<'v, '_, '_>,
    ) -> starlark::Result<NoneType> {
        for pos in ps.iterate(eval.heap())? {
            say_link(pos, msg, color, eval)?;
        }
        Ok(NoneType)
    }

    /// `cocci.exit()` stops the treatment of the file once the script is done: no later run,
    /// no later rule; the changes made so far stay (as spatch has it).
    fn exit(eval: &mut Evaluator<'_, '_, '_>) -> starlark::Result<NoneType> {
        record(eval)?.exited.set(true);
        Ok(NoneType)
    }

    /// `cocci.include_match(False)` drops the match the script runs for.
    fn include_match(keep: bool, eval: &mut Evaluator<'_, '_, '_>) -> starlark::Result<NoneType> {
        record(eval)?.excluded.set(!keep);
        Ok(NoneType)
    }

    /// The code for an output: a string, which the rule inheriting it reads as its kind.
    fn make_ident(s: &str) -> starlark::Result<String> {
        Ok(s.to_owned())
    }

    fn make_expr(s: &str) -> starlark::Result<String> {
        Ok(s.to_owned())
    }

    fn make_type(s: &str) -> starlark::Result<String> {
        Ok(s.to_owned())
    }
}

fn compile(pattern: &str) -> starlark::Result<regex::Regex> {
    regex::Regex::new(pattern).map_err(|e| refused(format!("bad regular expression `{pattern}`: {e}")))
}

/// What `re.match` / `re.search` found: `m.group(n)`, `m.groups()`, `m.start()`, `m.end()`.
#[derive(Debug, ProvidesStaticType, NoSerialize, Allocative)]
pub(crate) struct ReMatch {
    groups: Vec<Option<String>>,
    start: usize,
    end: usize,
}

starlark::starlark_simple_value!(ReMatch);

impl fmt::Display for ReMatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "<re.Match span=({}, {})>", self.start, self.end)
    }
}

#[starlark_value(type = "re.Match")]
impl<'v> StarlarkValue<'v> for ReMatch {
    fn get_methods() -> Option<&'static Methods> {
        static RES: MethodsStatic = MethodsStatic::new();
        RES.methods(match_methods)
    }
}

fn found(caps: regex::Captures) -> ReMatch {
    let whole = caps.get(0).expect("group 0 is the whole match");
    ReMatch {
        groups: caps.iter().map(|g| g.map(|m| m.as_str().to_owned())).collect(),
        start: whole.start(),
        end: whole.end(),
    }
}

#[starlark_module]
fn match_methods(builder: &mut MethodsBuilder) {
    fn group<'v>(
        this: Value<'v>,
        #[starlark(require = pos, default = 0)] n: i32,
        heap: &'v Heap,
    ) -> starlark::Result<Value<'v>> {
        let m = this.downcast_ref::<ReMatch>().ok_or_else(|| refused("not a match".to_owned()))?;
        match usize::try_from(n).ok().and_then(|n| m.groups.get(n)) {
            Some(Some(g)) => Ok(heap.alloc(g.as_str())),
            Some(None) => Ok(Value::new_none()),
            None => Err(refused(format!("no group {n} in this match"))),
        }
    }

    fn groups<'v>(this: Value<'v>, heap: &'v Heap) -> starlark::Result<Value<'v>> {
        let m = this.downcast_ref::<ReMatch>().ok_or_else(|| refused("not a match".to_owned()))?;
        let gs: Vec<Value<'v>> =
            m.groups[1..].iter().map(|g| g.as_deref().map_or_else(Value::new_none, |s| heap.alloc(s))).collect();
        Ok(heap.alloc(starlark::values::tuple::AllocTuple(gs)))
    }

    fn start(this: Value) -> starlark::Result<i32> {
        let m = this.downcast_ref::<ReMatch>().ok_or_else(|| refused("not a match".to_owned()))?;
        Ok(m.start as i32)
    }

    fn end(this: Value) -> starlark::Result<i32> {
        let m = this.downcast_ref::<ReMatch>().ok_or_else(|| refused("not a match".to_owned()))?;
        Ok(m.end as i32)
    }
}

#[starlark_module]
fn re(builder: &mut GlobalsBuilder) {
    /// Python's `re.match`: a match at the start of the string, or `None`. Patterns are the
    /// `regex` crate's syntax (Python's without backreferences and lookaround).
    fn r#match(pattern: &str, string: &str) -> starlark::Result<NoneOr<ReMatch>> {
        let anchored = compile(&format!("^(?:{pattern})"))?;
        Ok(NoneOr::from_option(anchored.captures(string).map(found)))
    }

    /// Python's `re.search`: the first match anywhere, or `None`.
    fn search(pattern: &str, string: &str) -> starlark::Result<NoneOr<ReMatch>> {
        Ok(NoneOr::from_option(compile(pattern)?.captures(string).map(found)))
    }

    /// Python's `re.sub`: every match replaced; `\1` in the replacement is group 1.
    fn sub(pattern: &str, repl: &str, string: &str) -> starlark::Result<String> {
        let re = compile(pattern)?;
        // Python writes groups `\1`; the regex crate `${1}`.
        let repl = regex::Regex::new(r"\\(\d+)").expect("valid").replace_all(repl, "$${$1}").into_owned();
        Ok(re.replace_all(string, repl.as_str()).into_owned())
    }
}
