fn f(s: Old) {
    let New { a } = s;
    let New { b: c } = s;
    let New { ref mut d } = s;
    let New { e: e } = s;
}
