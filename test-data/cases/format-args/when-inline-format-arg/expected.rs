fn unused() {
    println!("{}", 1);
}

fn escaped_braces() {
    println!("{{w}}");
}
