fn cleanup(a: Guard, b: Guard, c: Guard, d: Guard) -> Guard {
    drop(a);
    std::mem::drop(b);
    let _ = c;
    let _guard = d.clone();
    mem::drop(d.clone());
    let x = drop(e);
    d
}
