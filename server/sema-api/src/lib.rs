//! The engine's one question-and-answer interface to a semantic model of the code: types of
//! expressions and what paths and method calls resolve to. The engine never depends on how the
//! answers are found (the `sema` crate answers from rust-analyzer's database); tests answer from
//! tables.
//!
//! Code is named by its range in the text the caller gave the engine (the input of
//! `engine::Engine::apply_given`): after an earlier rule changed the text, the engine maps a
//! range back to the input and asks only about code no rule touched. Every answer may be "I do
//! not know" (`None`): the engine then does not match a typed metavariable or a resolved path,
//! rather than rewrite on a guess.

mod configurations;

pub use configurations::{CONFIGURED_OUT, Configurations};

use ra_ap_syntax::TextRange;
use serde::{Deserialize, Serialize};

/// An item's identity, comparable across files of one workspace. Its text is meant for people
/// (`alloc::vec::Vec`, `core::mem::replace`, `mycrate::Foo::bar`); the engine only compares it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ItemId(pub String);

/// What kind of item a path names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ItemKind {
    Fn,
    Struct,
    Enum,
    Union,
    Variant,
    Trait,
    TypeAlias,
    Const,
    Static,
    Module,
    Macro,
    BuiltinType,
    Other,
}

/// What a path (or a method call) resolves to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Def {
    /// An item. For a fn in an impl of a trait, `trait_item` is the trait's declaration of it
    /// (`core::default::Default::default`), so a patch naming the trait method matches calls
    /// resolved to any impl.
    Item { id: ItemId, kind: ItemKind, trait_item: Option<ItemId> },
    /// A local variable or a parameter (`self` included); `decl` is where it is declared.
    Local {
        #[serde(with = "range")]
        decl: TextRange,
        param: bool,
    },
    /// A generic parameter (`T`).
    GenericParam(String),
    /// `Self` in an impl or trait.
    SelfType,
}

impl Def {
    /// Whether two resolutions name the same thing; a trait method and an impl's version of it
    /// count as the same when one side is the trait's.
    pub fn same_item(&self, other: &Def) -> bool {
        match (self, other) {
            (Def::Item { id: a, trait_item: ta, .. }, Def::Item { id: b, trait_item: tb, .. }) => {
                a == b || ta.as_ref() == Some(b) || tb.as_ref() == Some(a)
            }
            (a, b) => a == b,
        }
    }
}

/// A type as the semantic model inferred it, reduced to what type patterns compare.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ty {
    /// A struct, enum or union with its type arguments (lifetimes left out).
    Adt {
        id: ItemId,
        args: Vec<Ty>,
    },
    /// `&T` / `&mut T`.
    Ref {
        mutable: bool,
        inner: Box<Ty>,
    },
    /// `*const T` / `*mut T`.
    Ptr {
        mutable: bool,
        inner: Box<Ty>,
    },
    /// `[T]`.
    Slice(Box<Ty>),
    /// `[T; N]`, with `N` as written when known.
    Array(Box<Ty>, Option<String>),
    Tuple(Vec<Ty>),
    /// `u8`, `str`, `bool`, `char`, `()` is `Tuple(vec![])`, `!` is `Never`.
    Prim(String),
    Never,
    /// A generic parameter: its name.
    Param(String),
    /// `dyn Trait`, `impl Trait`, closures, fn items and pointers, associated types left
    /// unnormalised: known to exist but not comparable with a type pattern.
    Opaque(String),
    /// Inference failed here.
    Unknown,
}

impl Ty {
    /// Whether any part of the type is unknown.
    pub fn has_unknown(&self) -> bool {
        match self {
            Ty::Unknown => true,
            Ty::Adt { args, .. } | Ty::Tuple(args) => args.iter().any(Ty::has_unknown),
            Ty::Ref { inner, .. } | Ty::Ptr { inner, .. } | Ty::Slice(inner) | Ty::Array(inner, _) => {
                inner.has_unknown()
            }
            _ => false,
        }
    }
}

/// A type and how to write it in the file where it was found (`Vec<String>`), when it can be
/// written there (closures cannot).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TypeInfo {
    pub ty: Ty,
    pub text: Option<String>,
}

/// How a method call passes its receiver to the method, as the compiler adjusts it: `derefs`
/// times dereferenced, then borrowed (`it.next()` passes `&mut it`; `b.len()` on a
/// `Box<Vec<u8>>` passes `&*b`; `v.len()` on a `&Vec<u8>` passes `v` as it is).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReceiverPassing {
    pub derefs: u32,
    pub borrow: Option<Borrow>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Borrow {
    Shared,
    Mut,
}

impl ReceiverPassing {
    /// The receiver passed as written.
    pub const AS_IS: ReceiverPassing = ReceiverPassing { derefs: 0, borrow: None };

    /// What to write before the receiver to pass it explicitly (`&mut `, `&*`).
    pub fn prefix(&self) -> String {
        let borrow = match self.borrow {
            None => "",
            Some(Borrow::Shared) => "&",
            Some(Borrow::Mut) => "&mut ",
        };
        format!("{borrow}{}", "*".repeat(self.derefs as usize))
    }
}

/// What added code calling a method needs to know of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MethodInfo {
    /// A `const fn` that stable Rust may call in a const context (std's
    /// `#[rustc_const_unstable]` fns are const only on nightly).
    pub const_callable: bool,
    /// How it takes `self`; `None` for an associated fn without `self`.
    pub self_access: Option<Access>,
}

/// How a method takes `self`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Access {
    /// `&self`
    Shared,
    /// `&mut self`
    Exclusive,
    /// `self`
    Owned,
}

/// Why a path written in a patch names no item at the patch's fixed place.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Unresolved {
    /// No item of the crate graph (std, the dependencies, the code's own crate) has that name:
    /// a misspelling, or an item of a crate this workspace does not use.
    NamesNothing,
    /// Several items have that name (`Entry`, `Ordering` in std; an `Arg` in two crates): the
    /// patch must say which. `candidates`: their full paths.
    Ambiguous { candidates: Vec<String> },
}

/// A macro call's expansion (its first level) as the model expands it, token by token: what a
/// call whose arguments are no expressions or items (`pick! { a = o.unwrap() => a }`) becomes,
/// and which of its tokens are the call's own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expansion {
    pub kind: ExpansionKind,
    /// The expansion's tokens in order (no white space or comments).
    pub tokens: Vec<ExpandedToken>,
}

/// What a macro call expands to, as its place in the code asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExpansionKind {
    Expr,
    Stmts,
    Items,
    /// A pattern, a type, or what does not parse as the place asks.
    Other,
}

/// One token of an expansion.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExpandedToken {
    pub text: String,
    /// The range of the call's own token this one is, as written at the call (the same text);
    /// `None` for a token the macro wrote.
    pub from: Option<[u32; 2]>,
}

/// Which namespace a path written in a patch is resolved in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ns {
    Type,
    Value,
}

/// Answers about one file's text. Implementations must be cheap to ask twice (they cache) and
/// must never panic; `None` means "not known".
pub trait FileSemantics: Sync {
    /// The type of the expression whose range is exactly `range` (its own type, before any
    /// auto-reference or dereference the code around it applies).
    fn type_of_expr(&self, range: TextRange) -> Option<TypeInfo>;

    /// The type of the item `range` is the whole of: a type written in the code (`Vec<u8>` in
    /// a signature), as the model reads it.
    fn type_of_type(&self, range: TextRange) -> Option<TypeInfo>;

    /// What the path whose range is exactly `range` resolves to (a path expression, a path in
    /// a type or pattern, the callee of `f(x)`).
    fn resolve_path(&self, range: TextRange) -> Option<Def>;

    /// The fn a method call (the `METHOD_CALL_EXPR` at `range`) resolves to.
    fn resolve_method(&self, range: TextRange) -> Option<Def>;

    /// How the method call at `range` passes its receiver (its auto-dereferences and
    /// auto-borrow), so the same call written as a call of a path says it explicitly.
    fn receiver_passing(&self, range: TextRange) -> Option<ReceiverPassing>;

    /// What `path`, written in a patch, means for the crate of the code at `at`: resolved in the
    /// patch's fixed place (std's prelude, crates of the graph by name; see
    /// `docs/semantics.md`), never in the scope of the code.
    fn resolve_text(&self, path: &str, ns: Ns, at: TextRange) -> Option<Def>;

    /// What the method `name` called on the expression at `receiver` would be: the fn method
    /// resolution finds for that name on the expression's type.
    fn method_on(&self, receiver: TextRange, name: &str) -> Option<MethodInfo> {
        let _ = (receiver, name);
        None
    }

    /// Whether `path`, written in a patch (resolved as [`FileSemantics::resolve_text`] does, for
    /// the crate of the code at `at`), is a fn that stable Rust may call in a const context.
    fn path_is_const(&self, path: &str, at: TextRange) -> Option<bool> {
        let _ = (path, at);
        None
    }

    /// Whether a method called `name` is one stable Rust may call in a const context, asked
    /// where the receiver's type cannot be known (the receiver is code a rewrite adds):
    /// `Some(true)` when every method of the standard library so named is, `Some(false)` when
    /// none is, `None` when some are, or std has none (only the receiver's type would tell).
    fn std_method_is_const(&self, name: &str) -> Option<bool> {
        let _ = name;
        None
    }

    /// Why `path`, written in a patch, names no item at the patch's fixed place (asked where
    /// [`FileSemantics::resolve_text`] answered nothing, for the crate of the code at `at`).
    /// `None`: the model cannot say.
    fn why_unresolved(&self, path: &str, ns: Ns, at: TextRange) -> Option<Unresolved> {
        let _ = (path, ns, at);
        None
    }

    /// Why nothing is known about the code at `range` (its type, what it names), when the
    /// model knows a reason a user can act on: the code is configured out by a `cfg`
    /// attribute, the file belongs to no crate the model loaded, the file changed since.
    fn why_unknown(&self, range: TextRange) -> Option<String> {
        let _ = range;
        None
    }

    /// Whether the file's crate may be compiled without std (`#![no_std]`, also under a
    /// `cfg_attr`): paths the `+` code adds must then name `core` or `alloc`.
    fn crate_is_no_std(&self) -> Option<bool> {
        None
    }

    /// The name of the crate the file belongs to, as paths name it (`-` written `_`).
    fn crate_name(&self) -> Option<String> {
        None
    }

    /// The expansion of the macro call whose token tree (its delimiters included) is exactly
    /// `args`: a call in the file, or inside the arguments of another. `None`: not known (no
    /// model, a macro the model cannot expand).
    fn expand_macro(&self, args: TextRange) -> Option<Expansion> {
        let _ = args;
        None
    }

    /// The type of the expression at `range` inside a `macro_rules!` transcriber of this file,
    /// as the macro's calls give it: `Ok` when every expansion of every call of the macro the
    /// model finds has that expression, of one type. `Err(why)` otherwise, in words a user
    /// reads (no call found, calls that disagree, the expression is all a call's tokens).
    fn type_in_transcriber(&self, range: TextRange) -> Result<TypeInfo, String> {
        let _ = range;
        Err("no semantic model".to_owned())
    }
}

/// A workspace's semantic model, asked file by file: what the front ends hand to the one
/// "patch x file" step, which asks it for a file's answers only when the patch needs them
/// (or, for a rewrite that could be wrong without them, as a guard).
pub trait Workspace: Sync {
    /// Answers about the file at `path` whose text (without its byte order mark) is `text`.
    /// Cheap: nothing is loaded until a question is asked.
    fn file(&self, path: &std::path::Path, text: &str) -> Box<dyn FileSemantics>;
}

/// Ranges as `[start, end]` byte offsets, for answers that cross a process boundary (the
/// command line's background model).
pub mod range {
    use ra_ap_syntax::{TextRange, TextSize};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(range: &TextRange, s: S) -> Result<S::Ok, S::Error> {
        [u32::from(range.start()), u32::from(range.end())].serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<TextRange, D::Error> {
        let [start, end] = <[u32; 2]>::deserialize(d)?;
        if start > end {
            return Err(serde::de::Error::custom("a range's start is past its end"));
        }
        Ok(TextRange::new(TextSize::from(start), TextSize::from(end)))
    }
}
