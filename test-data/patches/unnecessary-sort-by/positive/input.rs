pub fn sorted(mut v: Vec<u32>, mut names: Vec<String>) -> (Vec<u32>, Vec<String>) {
    v.sort_by(|a, b| a.cmp(b));
    names.sort_unstable_by(|x, y| x.cmp(y));
    (v, names)
}
