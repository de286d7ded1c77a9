//! The matcher's side of explaining: only an explaining run sets `Ctx::explain`; the normal
//! run pays one `Option` check at each point where matching gives up.

use crate::bind::Value;
use crate::code::CodeEl;
use crate::explaining::failure::{Met, shown};
use crate::matching::matcher::Ctx;
use crate::matching::state::State;
use smpl::pattern::MetaId;

impl Ctx<'_> {
    /// Records a failure when explaining (`progress`: the leaves matched so far).
    #[inline]
    pub(crate) fn failed(&self, progress: usize, met: impl FnOnce() -> Met) {
        if let Some(d) = self.explain {
            d.borrow_mut().note(progress, met());
        }
    }

    /// Whether binding `id` to `c` would hold; records why not. Explaining runs only: the
    /// normal run learns it from [`Ctx::bind`] itself.
    pub(crate) fn bind_would_hold(&self, id: MetaId, c: &CodeEl, st: &State) -> bool {
        let v = Value::Code(vec![c.clone()]);
        let met = match st.env.get(id) {
            Some(old) if !old.same(&v) => Met::Bound { meta: id, bound: shown(old, self.src), code: c.range() },
            None if !self.constraints_ok(id, &v, st) => Met::Constraint { meta: id, code: c.range() },
            _ => return true,
        };
        self.failed(st.hits.len(), || met);
        false
    }

    /// Why a typed metavariable refused `c`: the model's type for it, or why it had none.
    pub(crate) fn type_failure(&self, id: MetaId, c: &CodeEl) -> Met {
        if let Some((_, _, why)) = self.unknown.borrow().get(&c.range()) {
            return Met::TypeUnknown { meta: id, code: c.range(), why: why.clone() };
        }
        let ty = self.sema.zip((self.to_input)(c.range())).and_then(|(sema, r)| {
            let info = sema.type_of_expr(r)?;
            info.text.or_else(|| crate::matching::typed::render(&info.ty))
        });
        Met::Type { meta: id, code: c.range(), ty }
    }
}
