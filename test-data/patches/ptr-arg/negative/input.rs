pub trait Named {
    fn name_len(&self, name: &String) -> usize {
        name.len()
    }
    fn rename(&mut self, name: &String);
}

pub struct Person(String);

// The trait's signature says `&String`: an impl cannot change it alone.
impl Named for Person {
    fn rename(&mut self, name: &String) {
        self.0 = name.clone();
    }
}

pub struct Holder<'a> {
    // Not a parameter.
    pub name: &'a String,
}

// `&mut Vec` can grow: not the same as `&mut [T]`.
pub fn fill(v: &mut Vec<u8>) {
    v.push(1);
}
