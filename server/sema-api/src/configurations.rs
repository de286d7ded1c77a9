//! Two configurations of one workspace answering as one (`--all-cfgs`): the run's own first,
//! and, for code the first one configures out (under a `cfg` it leaves off), a second one that
//! turns it on. The second is asked only about such code, so it loads only when a candidate
//! lies there.

use crate::{Def, Expansion, FileSemantics, MethodInfo, Ns, ReceiverPassing, TypeInfo, Unresolved, Workspace};
use ra_ap_syntax::TextRange;
use std::path::Path;

/// How a model's reason for knowing nothing begins when the code is configured out.
pub const CONFIGURED_OUT: &str = "configured out";

/// A workspace's first configuration, and another for the code the first configures out.
pub struct Configurations<'a> {
    pub first: &'a dyn Workspace,
    pub other: &'a dyn Workspace,
}

impl Workspace for Configurations<'_> {
    fn file(&self, path: &Path, text: &str) -> Box<dyn FileSemantics> {
        Box::new(FirstThenOther { first: self.first.file(path, text), other: self.other.file(path, text) })
    }
}

struct FirstThenOther {
    first: Box<dyn FileSemantics>,
    other: Box<dyn FileSemantics>,
}

impl FirstThenOther {
    /// The first configuration's answer about the code at `range`, or, where it knows nothing
    /// because that code is configured out, the other's.
    fn ask<T>(
        &self,
        range: TextRange,
        known: impl Fn(&T) -> bool,
        q: impl Fn(&dyn FileSemantics) -> Option<T>,
    ) -> Option<T> {
        match q(&*self.first) {
            Some(answer) if known(&answer) => Some(answer),
            first if self.configured_out(range) => q(&*self.other).or(first),
            first => first,
        }
    }

    fn configured_out(&self, range: TextRange) -> bool {
        self.first.why_unknown(range).is_some_and(|why| why.starts_with(CONFIGURED_OUT))
    }
}

fn any<T>(_: &T) -> bool {
    true
}

fn typed(t: &TypeInfo) -> bool {
    !t.ty.has_unknown()
}

impl FileSemantics for FirstThenOther {
    fn type_of_expr(&self, range: TextRange) -> Option<TypeInfo> {
        self.ask(range, typed, |m| m.type_of_expr(range))
    }

    fn type_of_type(&self, range: TextRange) -> Option<TypeInfo> {
        self.ask(range, typed, |m| m.type_of_type(range))
    }

    fn resolve_path(&self, range: TextRange) -> Option<Def> {
        self.ask(range, any, |m| m.resolve_path(range))
    }

    fn resolve_method(&self, range: TextRange) -> Option<Def> {
        self.ask(range, any, |m| m.resolve_method(range))
    }

    fn receiver_passing(&self, range: TextRange) -> Option<ReceiverPassing> {
        self.ask(range, any, |m| m.receiver_passing(range))
    }

    fn resolve_text(&self, path: &str, ns: Ns, at: TextRange) -> Option<Def> {
        self.ask(at, any, |m| m.resolve_text(path, ns, at))
    }

    fn method_on(&self, receiver: TextRange, name: &str) -> Option<MethodInfo> {
        self.ask(receiver, any, |m| m.method_on(receiver, name))
    }

    fn path_is_const(&self, path: &str, at: TextRange) -> Option<bool> {
        self.ask(at, any, |m| m.path_is_const(path, at))
    }

    fn std_method_is_const(&self, name: &str) -> Option<bool> {
        self.first.std_method_is_const(name)
    }

    fn why_unresolved(&self, path: &str, ns: Ns, at: TextRange) -> Option<Unresolved> {
        self.first.why_unresolved(path, ns, at)
    }

    /// The other configuration's reason where the first configures the code out (it may be
    /// configured out there too, under another `cfg`).
    fn why_unknown(&self, range: TextRange) -> Option<String> {
        let first = self.first.why_unknown(range);
        match &first {
            Some(why) if why.starts_with(CONFIGURED_OUT) => self.other.why_unknown(range).or(first),
            _ => first,
        }
    }

    fn crate_is_no_std(&self) -> Option<bool> {
        self.first.crate_is_no_std()
    }

    fn crate_name(&self) -> Option<String> {
        self.first.crate_name()
    }

    fn expand_macro(&self, args: TextRange) -> Option<Expansion> {
        self.ask(args, any, |m| m.expand_macro(args))
    }

    /// Both configurations' calls: the macro may be called under a `cfg` one of them leaves
    /// off, with another type. Known only where both agree.
    fn type_in_transcriber(&self, range: TextRange) -> Result<TypeInfo, String> {
        let first = self.first.type_in_transcriber(range)?;
        match self.other.type_in_transcriber(range) {
            Ok(other) if other.ty == first.ty => Ok(first),
            Ok(_) => Err("the macro's calls under another configuration give it another type".to_owned()),
            Err(why) => Err(format!("under the other configuration: {why}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Ty;
    use ra_ap_syntax::TextSize;

    /// Knows the type of what is not configured out; says why of the rest.
    struct Config {
        /// Ranges starting here or later are configured out.
        out_from: u32,
        why: &'static str,
        /// What the calls of the file's macro give its code.
        in_macro: Option<&'static str>,
    }

    impl FileSemantics for Config {
        fn type_of_expr(&self, range: TextRange) -> Option<TypeInfo> {
            (u32::from(range.start()) < self.out_from).then(|| TypeInfo {
                ty: Ty::Adt { id: crate::ItemId("alloc::vec::Vec".into()), args: Vec::new() },
                text: None,
            })
        }
        fn type_of_type(&self, _: TextRange) -> Option<TypeInfo> {
            None
        }
        fn resolve_path(&self, _: TextRange) -> Option<Def> {
            None
        }
        fn resolve_method(&self, _: TextRange) -> Option<Def> {
            None
        }
        fn receiver_passing(&self, _: TextRange) -> Option<ReceiverPassing> {
            None
        }
        fn resolve_text(&self, _: &str, _: Ns, _: TextRange) -> Option<Def> {
            None
        }
        fn why_unknown(&self, range: TextRange) -> Option<String> {
            (u32::from(range.start()) >= self.out_from).then(|| self.why.to_owned())
        }
        fn type_in_transcriber(&self, _: TextRange) -> Result<TypeInfo, String> {
            let ty = self.in_macro.ok_or("never called")?;
            Ok(TypeInfo { ty: Ty::Adt { id: crate::ItemId(ty.into()), args: Vec::new() }, text: None })
        }
    }

    fn at(start: u32) -> TextRange {
        TextRange::at(TextSize::new(start), TextSize::new(1))
    }

    #[test]
    fn the_other_configuration_answers_only_where_the_first_configures_the_code_out() {
        let both = FirstThenOther {
            first: Box::new(Config {
                out_from: 10,
                why: "configured out by `#[cfg(feature = \"a\")]`",
                in_macro: None,
            }),
            other: Box::new(Config { out_from: 20, why: "configured out by `#[cfg(windows)]`", in_macro: None }),
        };
        assert!(both.type_of_expr(at(5)).is_some());
        assert!(both.type_of_expr(at(15)).is_some(), "the feature's code, from the other");
        assert!(both.type_of_expr(at(25)).is_none());
        assert_eq!(both.why_unknown(at(25)).unwrap(), "configured out by `#[cfg(windows)]`");
        // A reason that is not a cfg's: the other configuration is not asked.
        let unknown = FirstThenOther {
            first: Box::new(Config { out_from: 10, why: "the file changed since the model read it", in_macro: None }),
            other: Box::new(Config { out_from: 20, why: "", in_macro: None }),
        };
        assert!(unknown.type_of_expr(at(15)).is_none());
    }

    #[test]
    fn a_transcriber_has_a_type_only_where_both_configurations_agree() {
        let config = |in_macro| Box::new(Config { out_from: 100, why: "", in_macro });
        let both = |a, b| FirstThenOther { first: config(a), other: config(b) };
        let ty = |both: FirstThenOther| both.type_in_transcriber(at(1)).map(|t| t.ty);
        let vec = Ty::Adt { id: crate::ItemId("Vec".into()), args: Vec::new() };
        assert_eq!(ty(both(Some("Vec"), Some("Vec"))), Ok(vec));
        assert!(ty(both(Some("Vec"), Some("Queue"))).unwrap_err().contains("another type"));
        assert!(ty(both(Some("Vec"), None)).unwrap_err().contains("never called"));
        assert!(ty(both(None, Some("Vec"))).is_err());
    }
}
