fn f(a: Option<u32>, n: u32) -> u32 {
    let x = a.unwrap_or(n + 1);
    let y = a.map(|v| v * 2).unwrap_or(n);
    x + y
}
