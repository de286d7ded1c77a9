fn sizes(v: &Vec<u8>, s: &String) -> usize {
    let a = v.len();
    let b = s.is_empty();
    let c = v.clone().into_iter().sum::<u8>();
    let d = v.iter().count();
    let e = v.clone().get(0);
    a + b as usize + c as usize + d + e.is_some() as usize
}
