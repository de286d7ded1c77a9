fn cleanup(a: Guard, b: Guard) -> Guard {
    let _guard = a.clone();
    mem::drop(b.clone());
    let x = drop(b);
    core::mem::drop(b);
    a.drop();
    a
}
