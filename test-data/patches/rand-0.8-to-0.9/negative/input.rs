// No `rand::Rng` imported: these `gen` methods are not rand's.
pub struct Ids(u32);

impl Ids {
    pub fn gen(&mut self) -> u32 {
        self.0 += 1;
        self.0
    }
    pub fn gen_range(&mut self, r: std::ops::Range<u32>) -> u32 {
        r.start + self.0 % (r.end - r.start)
    }
}

pub fn next(ids: &mut Ids) -> u32 {
    ids.gen() + ids.gen_range(0..10)
}
