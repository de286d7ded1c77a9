use crate::ty::{Ty, TyCtxt};

pub fn field_types<'tcx>(tcx: TyCtxt<'tcx>, adt: &AdtDef) -> Vec<Ty<'tcx>> {
    adt.fields()
        .iter()
        .map(|field| tcx.type_of(field.did))
        .collect()
}

impl<'tcx> Checker<'tcx> {
    fn check_item(&self, item: DefId) {
        // The type of the item itself, before any substitution.
        let ty = self.tcx.type_of(item);
        println!("checking {:?}: {}", item, self.tcx.type_of(item));
        if let Some(parent) = self.tcx.parent(item) {
            self.compare(ty, self.tcx.type_of(parent));
        }
    }
}
