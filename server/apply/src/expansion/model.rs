//! The model's answers about an expansion's virtual text: a range the call wrote (once) is
//! asked of the file's model at the call, which finds its node in the expansion; code the
//! macro wrote is unknown, saying so.

use super::text::Expanded;
use engine::TextRange;
use sema_api::{Def, FileSemantics, MethodInfo, Ns, ReceiverPassing, TypeInfo, Unresolved};
use std::ops::Range;

/// Why nothing is known of code the macro wrote.
pub const MACRO_WRITTEN: &str = "in a macro call's expansion, code the macro writes itself (or uses twice): the model is asked only about the call's own code";

pub struct Mapped<'a> {
    pub inner: &'a dyn FileSemantics,
    pub expanded: &'a Expanded,
    /// The call's token tree in the file.
    pub args: Range<usize>,
}

impl Mapped<'_> {
    /// The file range of the virtual range `r`, when the call wrote it once.
    fn file(&self, r: TextRange) -> Option<TextRange> {
        let exact = self.expanded.exact(&(usize::from(r.start())..usize::from(r.end())))?;
        Some(crate::virt::to_range(exact))
    }

    /// Where to ask about the crate and scope of the code at `r`: the code itself, else the
    /// call.
    fn place(&self, r: TextRange) -> TextRange {
        self.file(r).unwrap_or_else(|| crate::virt::to_range(self.args.clone()))
    }
}

impl FileSemantics for Mapped<'_> {
    fn type_of_expr(&self, range: TextRange) -> Option<TypeInfo> {
        self.inner.type_of_expr(self.file(range)?)
    }

    fn type_of_type(&self, range: TextRange) -> Option<TypeInfo> {
        self.inner.type_of_type(self.file(range)?)
    }

    fn resolve_path(&self, range: TextRange) -> Option<Def> {
        self.inner.resolve_path(self.file(range)?)
    }

    fn resolve_method(&self, range: TextRange) -> Option<Def> {
        self.inner.resolve_method(self.file(range)?)
    }

    fn receiver_passing(&self, range: TextRange) -> Option<ReceiverPassing> {
        self.inner.receiver_passing(self.file(range)?)
    }

    fn resolve_text(&self, path: &str, ns: Ns, at: TextRange) -> Option<Def> {
        self.inner.resolve_text(path, ns, self.place(at))
    }

    fn method_on(&self, receiver: TextRange, name: &str) -> Option<MethodInfo> {
        self.inner.method_on(self.file(receiver)?, name)
    }

    fn path_is_const(&self, path: &str, at: TextRange) -> Option<bool> {
        self.inner.path_is_const(path, self.place(at))
    }

    fn std_method_is_const(&self, name: &str) -> Option<bool> {
        self.inner.std_method_is_const(name)
    }

    fn why_unresolved(&self, path: &str, ns: Ns, at: TextRange) -> Option<Unresolved> {
        self.inner.why_unresolved(path, ns, self.place(at))
    }

    fn why_unknown(&self, range: TextRange) -> Option<String> {
        match self.file(range) {
            Some(r) => self.inner.why_unknown(r),
            None => Some(MACRO_WRITTEN.to_owned()),
        }
    }

    fn crate_is_no_std(&self) -> Option<bool> {
        self.inner.crate_is_no_std()
    }

    fn crate_name(&self) -> Option<String> {
        self.inner.crate_name()
    }
}
