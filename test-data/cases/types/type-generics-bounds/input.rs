pub fn build<I>(items: I) -> HashMap<String, Vec<u32>>
where
    I: IntoIterator<Item = (String, u32)>,
{
    let mut out: HashMap<String, Vec<u32>> = Default::default();
    merge::<HashMap<u8, u8>>(&mut out);
    let empty = Vec::<HashMap<K2, (u8, u8)>>::new();
    out
}

pub struct Index<T: Into<HashMap<String, T>>> {
    inner: Box<dyn Fn(&HashMap<u8, &str>) -> HashMap<u8, u8>>,
}
