pub fn f(o: Option<(u8, u8)>, r: Result<u8, ()>) {
    if let Some((a, b)) = o.clone() {
        let _ = a + b;
    }
    if let Some(ref x) = r.ok().clone() {
        let _ = x;
    }
}

pub mod own {
    // A scrutinee of another type is not matched, though its variant is spelt `Some`.
    pub enum Maybe {
        Some(u8),
        Nothing,
    }
    use Maybe::*;

    pub fn h(m: Maybe) {
        if let Some(x) = m {
            let _ = x;
        }
        let _ = Nothing;
    }
}
