use std::mem;

pub struct Buffer {
    lines: Vec<String>,
    title: String,
}

impl Buffer {
    pub fn drain(&mut self) -> (Vec<String>, String) {
        let lines = mem::take(&mut self.lines);
        let title = std::mem::take(&mut self.title);
        (lines, title)
    }
}
