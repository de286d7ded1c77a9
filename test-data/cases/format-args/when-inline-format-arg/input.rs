fn unused() {
    let z = compute();
    println!("{}", 1);
}

fn escaped_braces() {
    let w = compute();
    println!("{{w}}");
}
