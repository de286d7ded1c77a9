pub fn describe(name: Option<&str>, parsed: Result<u32, String>) -> &'static str {
    if name.is_some() {
        println!("named");
    }
    if parsed.is_err() {
        return "bad number";
    } else {
        println!("good number");
    }
    if name.is_none() { "anonymous" } else { "someone" }
}

pub fn ok(r: Result<(), String>) -> bool {
    if r.is_ok() { true } else { false }
}
