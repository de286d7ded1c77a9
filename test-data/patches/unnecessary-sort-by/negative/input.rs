pub struct P {
    pub age: u32,
}

pub fn sorted(mut v: Vec<u32>, mut people: Vec<P>) -> (Vec<u32>, Vec<P>) {
    // Reversed, and by a field: not the natural order.
    v.sort_by(|a, b| b.cmp(a));
    people.sort_by(|a, b| a.age.cmp(&b.age));
    (v, people)
}
