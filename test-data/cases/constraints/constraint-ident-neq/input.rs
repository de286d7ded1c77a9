fn sizes(v: &Vec<u8>, s: &String) -> usize {
    let a = v.clone().len();
    let b = s.clone().is_empty();
    let c = v.clone().into_iter().sum::<u8>();
    let d = v.clone().iter().count();
    let e = v.clone().get(0);
    a + b as usize + c as usize + d + e.is_some() as usize
}
