pub fn doubled(v: Vec<u32>) -> Vec<u32> {
    v.into_iter().map(|x| x * 2).collect()
}
