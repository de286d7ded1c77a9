fn check(names: &[String], q: &Queue) {
    my_log!(Level::Debug, "empty: {}", names.len() == 0);
    ensure!(q.items.len() == 0, Error::NotEmpty);
    println!("{}", format!("{:?}", q.pending.len() == 0));
    assert!(vec![names[0].len() == 0, true][0]);
    let table = vec![vec![q.a.len() == 0], vec![]];
    crate::util::trace!(q.b.len() == 0);
}
