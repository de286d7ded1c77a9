fn types(tcx: Ctxt, id: Id) {
    let a = tcx.bound_type_of(id /* the id */).subst_identity();
    let b = tcx.bound_type_of(id/* tight */).subst_identity();
    let c = tcx.bound_type_of(id // the id, on its line
    ).subst_identity();
    let d = tcx.bound_type_of(id.parent() /* one */ /* two */).subst_identity();
    let e = /* before */ tcx.bound_type_of(id).subst_identity();
    let f = tcx.bound_type_of(id /* the id */ + 1).subst_identity();
}
