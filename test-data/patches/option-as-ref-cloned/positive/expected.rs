pub struct User {
    pub nick: Option<String>,
}

pub fn nick(u: &User) -> Option<String> {
    u.nick.clone()
}
