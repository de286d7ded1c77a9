fn build() -> Vec<Foo> {
    vec![
        Foo { b: new(2), a: new(1) },
        Foo { b: new(2), c: 3, a: new(1) },
        Foo {
            c: side_effect(),
            b: new(2), // bee
            a: new(1)
        },
        Foo {
            a: new(1),
            b: new(2)
        },
    ]
}
