fn build(base: Foo) -> Vec<Foo> {
    vec![
        Foo { b: 2, a: 1, c: 3 },
        Foo { a: 1, b: 2, c: 3 },
        Foo { c: 3, b: 2, a: 1 },
        Foo { b: 2, a: 1, ..base },
    ]
}
