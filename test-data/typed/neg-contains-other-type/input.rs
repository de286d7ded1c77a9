#[derive(PartialEq)]
pub struct Id(String);

impl PartialEq<&str> for Id {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

pub fn has(v: Vec<Id>, name: &str) -> bool {
    v.iter().any(|e| *e == name)
}
