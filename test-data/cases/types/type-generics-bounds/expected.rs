pub fn build<I>(items: I) -> BTreeMap<String, Vec<u32>>
where
    I: IntoIterator<Item = (String, u32)>,
{
    let mut out: BTreeMap<String, Vec<u32>> = Default::default();
    merge::<BTreeMap<u8, u8>>(&mut out);
    let empty = Vec::<BTreeMap<K2, (u8, u8)>>::new();
    out
}

pub struct Index<T: Into<BTreeMap<String, T>>> {
    inner: Box<dyn Fn(&BTreeMap<u8, &str>) -> BTreeMap<u8, u8>>,
}
