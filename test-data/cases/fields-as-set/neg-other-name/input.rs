fn build() {
    let other = Foo { b: 2, c: 1 };
    let twice = Foo { b: 2, b: 1 };
    let fewer = Foo { b: 2 };
}
