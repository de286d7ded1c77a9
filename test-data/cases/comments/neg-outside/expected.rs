fn types(tcx: Ctxt, id: Id) {
    let a = tcx.bound_type_of(id).subst_identity() /* after the call */;
    let b = /* before the call */ tcx.bound_type_of(id).subst_identity();
    let c = tcx.bound_type_of(id).subst_identity(); // the id
    let d = (tcx.bound_type_of(id).subst_identity() /* in parentheses */);
}
