fn types(tcx: Ctxt, id: Id) {
    let a = tcx.type_of(  id  /* the id */ );
    let b = tcx.type_of(id/* tight */);
    let c = tcx.type_of(
        id // the id, on its line
    );
    let d = tcx.type_of(id.parent() /* one */ /* two */);
    let e = tcx.type_of(/* before */ id);
    let f = tcx.type_of(id /* the id */ + 1);
}
