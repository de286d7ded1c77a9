pub fn lengths(list: &[String], suffix: &String) -> Vec<String> {
    // The closure clones something else than its argument.
    list.iter().map(|_s| suffix.clone()).collect()
}

pub fn upper(list: &[String]) -> Vec<String> {
    list.iter().map(|s| s.to_uppercase()).collect()
}

pub fn owned(list: Vec<String>, boxed: Option<Box<u32>>) -> (Vec<String>, Option<u32>) {
    // Owned items: `.cloned()` would not compile; a box: `.copied()` would not.
    (list.into_iter().map(|s| s.clone()).collect(), boxed.map(|b| *b))
}

pub fn parsed(r: Result<String, ()>) -> Result<String, ()> {
    r.map(|s| s.clone())
}
