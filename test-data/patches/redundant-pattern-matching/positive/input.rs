pub fn describe(name: Option<&str>, parsed: Result<u32, String>) -> &'static str {
    if let Some(_) = name {
        println!("named");
    }
    if let Err(_) = parsed {
        return "bad number";
    } else {
        println!("good number");
    }
    if let None = name { "anonymous" } else { "someone" }
}

pub fn ok(r: Result<(), String>) -> bool {
    if let Ok(_) = r { true } else { false }
}
