fn show(items: &[u8]) {
    println!("{}", items.len());
}
