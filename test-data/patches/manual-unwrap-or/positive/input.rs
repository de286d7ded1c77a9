pub fn sizes(width: Option<u32>, height: Result<u32, String>, name: Option<String>) -> (u32, u32, String) {
    let w = match width {
        Some(w) => w,
        None => 80,
    };
    let h = match height { Ok(h) => h, Err(_) => w / 2 };
    let n = match name {
        Some(n) => n,
        None => String::from("untitled"),
    };
    (w, h, n)
}
