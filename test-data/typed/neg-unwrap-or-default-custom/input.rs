pub struct Maybe(Option<Vec<u8>>);

impl Maybe {
    pub fn unwrap_or(self, d: Vec<u8>) -> Vec<u8> {
        self.0.unwrap_or(d)
    }
}

pub fn items(m: Maybe) -> Vec<u8> {
    m.unwrap_or(Vec::new())
}
