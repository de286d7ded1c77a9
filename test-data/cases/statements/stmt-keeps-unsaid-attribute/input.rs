fn f() {
    #[allow(unused_mut)]
    let mut y = compute();
    let mut z = y + 1;
    use_it(z);
}
