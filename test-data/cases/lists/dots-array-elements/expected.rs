fn exec(a: Cmd, b: Cmd, list: &[Cmd]) {
    run_first(&a);
    run_first(&a.clone());
    run(&[]);
    run(&list[..]);
    run(&(a, b));
    run(&[a; 3]);
}
