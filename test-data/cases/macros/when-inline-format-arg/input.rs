fn unused() {
    let z = compute();
    println!("{}", 1);
}

fn escaped_braces() {
    let w = compute();
    println!("{{w}}");
}

fn other_name_in_a_macro() {
    let v = compute();
    my_macro!(w => 1);
}
