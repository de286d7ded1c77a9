use std::mem;

pub struct Buffer {
    lines: Vec<String>,
    title: String,
}

impl Buffer {
    pub fn drain(&mut self) -> (Vec<String>, String) {
        let lines = mem::replace(&mut self.lines, Vec::new());
        let title = std::mem::replace(&mut self.title, Default::default());
        (lines, title)
    }
}
