fn owned(v: &Vec<u8>, s: &String) -> Vec<u8> {
    let a: Vec<u8> = v.clone().into_iter().collect();
    let b = s.clone();
    let c = v.clone().push;
    let d = v.clone().extend(a.clone().into_iter());
    let e = clone(v).len();
    a
}
