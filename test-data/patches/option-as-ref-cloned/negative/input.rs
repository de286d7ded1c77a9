pub struct User {
    pub nick: Option<String>,
}

pub fn nick_len(u: &User) -> Option<usize> {
    // `as_ref` followed by something else.
    u.nick.as_ref().map(|n| n.len())
}
