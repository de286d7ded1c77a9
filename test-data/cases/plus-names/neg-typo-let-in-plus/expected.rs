fn show(items: &[u8]) {
    let e2 = items.len();
    println!("{}", e2);
}
