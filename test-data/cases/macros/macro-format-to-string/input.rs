fn render(a: u32, b: u32, name: &str) -> Vec<String> {
    println!("{}", format!("{}", name));
    let v = vec![format!("{}", a + b), format!("{}: {}", a, b)];
    let w = format!("{:?}", a);
    let nested = format!("{}", format!("{}", a));
    assert_eq!(format!("{}", -1i32), "-1");
    v
}
