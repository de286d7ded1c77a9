fn f() {
    #[allow(unused_mut)]
    let y = compute();
    let z = y + 1;
    use_it(z);
}
