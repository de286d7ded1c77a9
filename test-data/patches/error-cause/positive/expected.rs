use std::error::Error;

pub fn depth(e: &dyn Error) -> usize {
    let mut n = 0;
    let mut cur = e.source();
    while let Some(c) = cur {
        n += 1;
        cur = c.source();
    }
    n
}
