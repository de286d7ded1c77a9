fn unused() {
    println!("{}", 1);
}

fn escaped_braces() {
    println!("{{w}}");
}

fn other_name_in_a_macro() {
    my_macro!(w => 1);
}
