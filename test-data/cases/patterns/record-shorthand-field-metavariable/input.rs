fn f(s: Old) {
    let Old { a } = s;
    let Old { b: c } = s;
    let Old { ref mut d } = s;
    let Old { e: e } = s;
}
