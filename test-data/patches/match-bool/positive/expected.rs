pub fn label(verbose: bool, n: u32) -> &'static str {
    let unit = if n > 1 { "items" } else { "item" };
    if verbose { "many things" } else { unit }
}
