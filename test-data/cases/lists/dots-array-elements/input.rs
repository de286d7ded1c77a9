fn exec(a: Cmd, b: Cmd, list: &[Cmd]) {
    run(&[a]);
    run(&[a.clone(), b, Cmd::new("ls")]);
    run(&[]);
    run(&list[..]);
    run(&(a, b));
    run(&[a; 3]);
}
