//! The parsed form of a `.cocci` file: rules, their headers and metavariables.

use crate::pattern::Pat;
use ra_ap_syntax::TextRange;

/// A whole semantic patch: rules in file order.
#[derive(Clone, Debug, Default)]
pub struct Patch {
    pub rules: Vec<Rule>,
    /// `virtual a, b`: names that hold (as matched rules) when the user defines them (`-D a`).
    pub virtuals: Vec<String>,
    /// Isomorphisms loaded from files (`using "x.iso"`, `--iso-file`): see
    /// [`crate::iso_file`].
    pub isos: Vec<UserIso>,
}

#[derive(Clone, Debug)]
pub struct Rule {
    /// The rule's name; anonymous rules are called `rule@LINE` after their header line.
    pub name: String,
    /// Whether the name was written in the header.
    pub named: bool,
    /// The header (`@ ... @`), for pointing at the rule.
    pub header: TextRange,
    pub depends: Option<Dep>,
    pub quantifier: Option<Quantifier>,
    pub kind: Option<RuleKind>,
    pub metavars: Vec<MetaVar>,
    /// `None` when the body had errors that left nothing to match (and for script rules).
    pub body: Option<Body>,
    /// Set for `@script:python@`, `@initialize:python@` and `@finalize:python@`: the rule runs
    /// code instead of matching, and has no metavariables or body of its own.
    pub script: Option<Script>,
    /// The isomorphisms its header turns off (`disable commutative_eq`), by the names of
    /// [`crate::isos::ISOS`].
    pub disabled_isos: Vec<String>,
    /// The isomorphism files its header names (`using "x.iso"`), as written, with where.
    pub using: Vec<(String, TextRange)>,
}

/// When a script rule runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScriptWhen {
    /// `@initialize:python@`: once, before any file.
    Initialize,
    /// `@script:python@`: once per distinct tuple of inherited values, in rule order.
    Rule,
    /// `@finalize:python@`: once, after every file.
    Finalize,
}

/// A script rule: what it takes from earlier rules, what it gives later ones, and its code.
#[derive(Clone, Debug)]
pub struct Script {
    pub when: ScriptWhen,
    pub inputs: Vec<ScriptInput>,
    /// `g;`: names the code sets (`coccinelle.g = ...`), which later rules inherit as `s.g`.
    pub outputs: Vec<(String, TextRange)>,
    /// The code, from the line after `@@` to the next rule header, as written.
    pub code: String,
    /// The 1-based patch line of the code's first line, for pointing errors at the patch.
    pub first_line: u32,
}

/// `x << r.y;` or `x << r.y = "default";`: the script's variable `x` holds `r`'s `y`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptInput {
    pub name: String,
    pub from: Inherited,
    /// The value when `r.y` is not bound; without it, the script does not run then.
    pub default: Option<String>,
    pub span: TextRange,
}

/// A rule's `depends on` expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dep {
    /// The named rule matched (in the environment being considered).
    Rule(String, TextRange),
    /// `ever r`: `r` matched somewhere in the file.
    Ever(String, TextRange),
    /// `never r`: `r` matched nowhere in the file.
    Never(String, TextRange),
    /// `file in "path"`: the file is that one, or lies under that folder.
    FileIn(String),
    Not(Box<Dep>),
    And(Box<Dep>, Box<Dep>),
    Or(Box<Dep>, Box<Dep>),
}

impl Dep {
    /// Every rule name the expression mentions, with where it is mentioned.
    pub fn rule_names(&self) -> Vec<(&str, TextRange)> {
        let mut out = Vec::new();
        self.collect_names(&mut out);
        out
    }

    fn collect_names<'a>(&'a self, out: &mut Vec<(&'a str, TextRange)>) {
        match self {
            Dep::Rule(n, r) | Dep::Ever(n, r) | Dep::Never(n, r) => out.push((n, *r)),
            Dep::FileIn(_) => {}
            Dep::Not(d) => d.collect_names(out),
            Dep::And(a, b) | Dep::Or(a, b) => {
                a.collect_names(out);
                b.collect_names(out);
            }
        }
    }
}

/// What a rule's lone-term body is read as (`@ r identifier @`): an identifier rule also
/// replaces names that are not expressions (a fn's name, a `let` binding); a type rule reads
/// the body as a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleKind {
    Expression,
    Identifier,
    Type,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantifier {
    Exists,
    Forall,
}

#[derive(Clone, Debug)]
pub struct MetaVar {
    /// The name used in the rule body (for `r.x`, `x`).
    pub name: String,
    pub kind: MetaKind,
    /// `r.x`: the value comes from rule `r`'s `x`.
    pub inherited: Option<Inherited>,
    pub constraints: Vec<Constraint>,
    /// `expression Vec<_> v;`: the type the code must have (checked on the semantic model).
    pub ty: Option<TypeConstraint>,
    /// Where the name is declared.
    pub span: TextRange,
}

/// The types a typed metavariable accepts: one of the alternatives (`{String, &str}`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeConstraint {
    pub alternatives: Vec<TypePat>,
    /// As written, for messages.
    pub text: String,
}

/// A type pattern, compared with the type the semantic model infers for the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypePat {
    /// `_`: any type.
    Any,
    /// A path (`Vec`, `std::collections::HashMap`, `u8`, `T` for a `type` metavariable) with
    /// its type arguments (`_` for those left out).
    Path {
        path: String,
        args: Vec<TypePat>,
    },
    /// `&T` / `&mut T`.
    Ref {
        mutable: bool,
        inner: Box<TypePat>,
    },
    Slice(Box<TypePat>),
    Array(Box<TypePat>),
    Tuple(Vec<TypePat>),
    Never,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inherited {
    pub rule: String,
    pub name: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MetaKind {
    Expression,
    Identifier,
    Type,
    Statement,
    Constant,
    ExpressionList(Option<ListLen>),
    ParameterList(Option<ListLen>),
    Position,
    /// `fresh identifier n = "tmp" ## x;`: a new name built from the parts.
    FreshIdentifier(Vec<FreshPart>),
    /// `parameter p;`: one parameter of a fn.
    Parameter,
    /// `binary operator op;`: the operator of a binary expression (`==`, `+`, `&&`...).
    BinaryOperator,
    /// `assignment operator op;`: `=`, `+=`, `-=`...
    AssignmentOperator,
    /// `idexpression x;`: a path naming a local variable, a parameter, a static or a const
    /// (`local idexpression`: a local or parameter only; `global idexpression`: a static or const).
    IdExpression(IdScope),
    /// `pattern p;`: a Rust pattern (`Some(x)`, `(a, b)`, `_`, `ref mut x`), never an
    /// expression. A body holding one is read as a pattern where it parses as one.
    Pattern,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdScope {
    Any,
    Local,
    Global,
}

impl MetaKind {
    pub fn describe(&self) -> &'static str {
        match self {
            MetaKind::Expression => "an expression",
            MetaKind::Identifier => "an identifier",
            MetaKind::Type => "a type",
            MetaKind::Statement => "a statement",
            MetaKind::Constant => "a constant",
            MetaKind::ExpressionList(_) => "an expression list",
            MetaKind::ParameterList(_) => "a parameter list",
            MetaKind::Position => "a position",
            MetaKind::FreshIdentifier(_) => "a fresh identifier",
            MetaKind::Parameter => "a parameter",
            MetaKind::BinaryOperator => "a binary operator",
            MetaKind::AssignmentOperator => "an assignment operator",
            MetaKind::IdExpression(_) => "an identifier expression",
            MetaKind::Pattern => "a pattern",
        }
    }
}

/// `[n]` after `list`: a fixed length or a metavariable bound to the length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListLen {
    Fixed(usize),
    Named(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FreshPart {
    Literal(String),
    /// The text bound to another metavariable (by its name in this rule).
    Meta(String),
    /// `= script:python(x, r.y) { expr }`: the name the expression gives.
    Script(ScriptExpr),
}

/// `script:python(x, r.y) { expr }` in a declaration: a Python expression over metavariables'
/// values, as a constraint (`identifier f : script:python() { ok(f) };`, true to match) or a
/// fresh identifier's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptExpr {
    /// The metavariables given to the code, as written (`x`, `r.y`); the code names each by
    /// its name without the rule. A constraint's own metavariable is given too.
    pub args: Vec<String>,
    /// The expression, as written between the braces.
    pub code: String,
    /// The 1-based patch line the code starts on.
    pub line: u32,
}

impl Rule {
    /// The metavariable a name in a declaration stands for: `x`, or `r.x` (declared `T r.x;`,
    /// or implicitly as `r.x`).
    pub fn metavar_named(&self, name: &str) -> Option<usize> {
        self.metavars.iter().position(|m| m.name == name).or_else(|| {
            let (r, x) = name.split_once('.')?;
            self.metavars.iter().position(|m| m.inherited.as_ref().is_some_and(|i| i.rule == r && i.name == x))
        })
    }

    /// Whether a declaration holds a script expression (a constraint, or a fresh identifier's
    /// name): the rule then needs a script runner as script rules do.
    pub fn has_script_expressions(&self) -> bool {
        self.metavars.iter().any(|m| {
            m.constraints.iter().any(|c| matches!(c, Constraint::Script(_)))
                || matches!(&m.kind, MetaKind::FreshIdentifier(parts)
                    if parts.iter().any(|p| matches!(p, FreshPart::Script(_))))
        })
    }
}

impl ScriptExpr {
    /// The name the code knows `arg` by (`y` for `r.y`).
    pub fn short_name(arg: &str) -> &str {
        arg.rsplit_once('.').map_or(arg, |(_, name)| name)
    }
}

/// A value a constraint compares with: a literal word, or another metavariable's binding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Atom {
    Word(String),
    /// `x` (a metavariable of this rule) or `r.x`.
    Meta {
        rule: Option<String>,
        name: String,
    },
}

#[derive(Clone, Debug)]
pub enum Constraint {
    /// `= {a, b}` or `= a`.
    OneOf(Vec<Atom>),
    /// `!= {a, b}` or `!= a`.
    NoneOf(Vec<Atom>),
    /// `=~ "re"`.
    Matches(regex::Regex),
    /// `!~ "re"`.
    NotMatches(regex::Regex),
    /// `: script:python(args) { expr }`: the expression must be true.
    Script(ScriptExpr),
}

/// A parsed rule body: the pattern to match and the code to add.
#[derive(Clone, Debug)]
pub struct Body {
    pub pattern: Pat,
    pub kind: BodyKind,
    pub plus: Vec<PlusRun>,
    /// Whether the rule has `*` lines (it then only reports).
    pub has_star: bool,
    /// Whether the rule changes code (has `-` or `+` lines).
    pub transforms: bool,
}

/// What the body's minus/context code is, as Rust.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyKind {
    Expr,
    /// A Rust pattern (a body holding a `pattern` metavariable that parses as one): it
    /// matches the code's patterns, not its expressions.
    Pattern,
    Type,
    /// Statements or items, in sequence.
    Stmts,
}

/// A run of consecutive `+` lines: inserted between the pattern leaves around it.
#[derive(Clone, Debug)]
pub struct PlusRun {
    /// Patch offset of the start of the first line; leaves before it in the patch precede it.
    pub offset: ra_ap_syntax::TextSize,
    /// The lines' text without the `+` column, one entry a line.
    pub lines: Vec<String>,
    /// Patch offset of each line's text (just after its `+`).
    pub line_offsets: Vec<ra_ap_syntax::TextSize>,
    /// Each line's indentation in the patch, after the marker column.
    pub indent: Vec<usize>,
    /// The disjunction branches `(disjunction id, branch index)` that must have been taken.
    pub branches: Vec<(usize, usize)>,
    /// The innermost nest the run is inside, if any.
    pub nest: Option<usize>,
    /// Indentation (after the marker column) of the nearest non-`+` line before the run, if any.
    pub anchor_indent_before: Option<usize>,
    /// Indentation of the nearest non-`+` line after the run, if any.
    pub anchor_indent_after: Option<usize>,
}

/// One direction of an isomorphism: a pattern written as `from` also matches code as `to`.
/// Read from an iso file by `crate::iso_file`.
#[derive(Clone, Debug)]
pub struct UserIso {
    /// Its name (`@ len_zero @`): `disable len_zero` turns it off.
    pub name: String,
    /// The file it comes from, as the patch's `using` names it; `None`: given for every rule.
    pub file: Option<String>,
    pub from: Pat,
    pub to: Pat,
    /// Its metavariables: those `from` and `to` name, by the same ids.
    pub metavars: Vec<MetaVar>,
}
