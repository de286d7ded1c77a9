fn build() -> Vec<Foo> {
    vec![
        Foo { b: old(2), a: old(1) },
        Foo { b: old(2), c: 3, a: old(1) },
        Foo {
            c: side_effect(),
            b: old(2), // bee
            a: old(1)
        },
        Foo {
            a: old(1),
            b: old(2)
        },
    ]
}
