//! `coccinelle.NAME = value`: the values a script rule gives later rules.
//!
//! Starlark can assign attributes (`a.b = c` calls the value's `set_attr`) but none of its
//! built-in values accept it, so `coccinelle` is a small value of its own. That keeps the
//! script's text as written: rewriting `coccinelle.g = ...` into a call before parsing would
//! miss assignments that span lines or sit in a `def`, and shift errors off their lines.

use std::fmt;
use std::sync::{Arc, Mutex};

use allocative::Allocative;
use starlark::any::ProvidesStaticType;
use starlark::values::{Heap, NoSerialize, StarlarkValue, Value, starlark_value};

use crate::Refused;

/// The `coccinelle` object; clones share what was set, so the runner reads it after the run.
#[derive(Clone, Debug, ProvidesStaticType, NoSerialize, Allocative)]
pub(crate) struct Outputs {
    #[allocative(skip)]
    declared: Arc<Vec<String>>,
    #[allocative(skip)]
    set: Arc<Mutex<Vec<(String, String)>>>,
}

starlark::starlark_simple_value!(Outputs);

impl Outputs {
    pub(crate) fn new(declared: &[String]) -> Outputs {
        Outputs { declared: Arc::new(declared.to_vec()), set: Arc::default() }
    }

    pub(crate) fn values(&self) -> Vec<(String, String)> {
        self.set.lock().map(|v| v.clone()).unwrap_or_default()
    }
}

impl fmt::Display for Outputs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("coccinelle")
    }
}

#[starlark_value(type = "coccinelle")]
impl<'v> StarlarkValue<'v> for Outputs {
    fn set_attr(&self, attribute: &str, new_value: Value<'v>) -> starlark::Result<()> {
        if !self.declared.iter().any(|d| d == attribute) {
            return Err(starlark::Error::new_other(Refused(format!(
                "`coccinelle.{attribute}` is not an output of this rule: declare `{attribute};` before its `@@`"
            ))));
        }
        // Later rules read outputs as code (an identifier, an expression, a type): text only.
        let Some(text) = new_value.unpack_str() else {
            return Err(starlark::Error::new_other(Refused(format!(
                "`coccinelle.{attribute}` must be a string, not {} (`cocci.make_ident(...)` makes one)",
                new_value.get_type()
            ))));
        };
        let mut set = self.set.lock().map_err(|_| starlark::Error::new_other(Refused("poisoned".into())))?;
        match set.iter_mut().find(|(n, _)| n == attribute) {
            Some(slot) => slot.1 = text.to_owned(),
            None => set.push((attribute.to_owned(), text.to_owned())),
        }
        Ok(())
    }

    fn get_attr(&self, attribute: &str, heap: &'v Heap) -> Option<Value<'v>> {
        let set = self.set.lock().ok()?;
        set.iter().find(|(n, _)| n == attribute).map(|(_, v)| heap.alloc(v.as_str()))
    }

    fn dir_attr(&self) -> Vec<String> {
        self.values().into_iter().map(|(n, _)| n).collect()
    }
}
