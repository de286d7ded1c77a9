pub fn sizes(width: Option<u32>, height: Result<u32, String>, name: Option<String>) -> (u32, u32, String) {
    let w = width.unwrap_or(80);
    let h = height.unwrap_or_else(|_| w / 2);
    let n = name.unwrap_or_else(|| String::from("untitled"));
    (w, h, n)
}
