pub fn label(verbose: bool, n: u32) -> String {
    // A block arm is kept as it is.
    match verbose {
        true => {
            let s = format!("{n} items");
            s
        }
        false => String::new(),
    }
}

pub fn guarded(b: bool, n: u32) -> u32 {
    match b {
        true if n > 2 => 1,
        _ => 0,
    }
}
