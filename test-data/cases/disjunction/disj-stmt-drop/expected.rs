fn cleanup(a: Guard, b: Guard, c: Guard, d: Guard) -> Guard {
    let _guard = d.clone();
    mem::drop(d.clone());
    let x = drop(e);
    d
}
