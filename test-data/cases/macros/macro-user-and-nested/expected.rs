fn check(names: &[String], q: &Queue) {
    my_log!(Level::Debug, "empty: {}", names.is_empty());
    ensure!(q.items.is_empty(), Error::NotEmpty);
    println!("{}", format!("{:?}", q.pending.is_empty()));
    assert!(vec![names[0].is_empty(), true][0]);
    let table = vec![vec![q.a.is_empty()], vec![]];
    crate::util::trace!(q.b.is_empty());
}
