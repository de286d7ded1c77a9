pub fn sorted(mut v: Vec<u32>, mut names: Vec<String>) -> (Vec<u32>, Vec<String>) {
    v.sort();
    names.sort_unstable();
    (v, names)
}
