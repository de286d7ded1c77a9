fn build() -> Vec<Foo> {
    vec![
        Foo { a: 1, b: 2, c: 3 },
        Foo { b: 2, a: 1, c: 3 },
        Foo { c: 3, b: 2, d: 4, a: 1 },
        Foo { b: 2, a: 1 },
        Foo { b: 2, c: 3 },
    ]
}
