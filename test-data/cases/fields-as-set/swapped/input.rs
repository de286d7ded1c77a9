fn build() {
    let in_order = Foo { a: 1, b: 2 };
    let swapped = Foo { b: 2, a: 1 };
    let nested = Foo { b: Foo { b: 4, a: 3 }, a: 1 };
    let in_macro = vec![Foo { b: "two", a: "one" }];
}
