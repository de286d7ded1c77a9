fn find(v: &[u8], x: u8) -> Option<usize> {
    for (i, &y) in v.iter().enumerate() {
        if y == x {
            return Some(i);
        }
    }
    None
}

fn first_even(v: &[u32]) -> Option<u32> {
    let r = v.iter().find(|x| *x % 2 == 0).copied();
    return r;
}
