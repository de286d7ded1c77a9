pub fn label(verbose: bool, n: u32) -> &'static str {
    let unit = match n > 1 { true => "items", false => "item" };
    match verbose {
        false => unit,
        true => "many things",
    }
}
