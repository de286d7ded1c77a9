fn types(tcx: Ctxt, id: Id) {
    let a = tcx.type_of(id) /* after the call */;
    let b = /* before the call */ tcx.type_of(id);
    let c = tcx.type_of(id); // the id
    let d = (tcx.type_of(id) /* in parentheses */);
}
