fn render(a: u32, b: u32, name: &str) -> Vec<String> {
    println!("{}", name.to_string());
    let v = vec![(a + b).to_string(), format!("{}: {}", a, b)];
    let w = format!("{:?}", a);
    let nested = a.to_string().to_string();
    assert_eq!((-1i32).to_string(), "-1");
    v
}
