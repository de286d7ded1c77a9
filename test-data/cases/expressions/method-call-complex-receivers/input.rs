fn pick(rows: &[Vec<String>], idx: &[usize], f: impl Fn(usize) -> usize) -> Vec<String> {
    let a = rows[0].get(0).cloned().unwrap();
    let b = rows[idx[1]].get(f(2) + 1).cloned().unwrap();
    let c = names(rows).iter().map(|r| r.to_uppercase()).collect::<Vec<_>>().get(idx[0] as usize).cloned().unwrap();
    let d = (&rows[1][..2]).get({ let k = 3; k - 1 }).cloned().unwrap();
    let e = rows[0].get(0).cloned().unwrap_or_default();
    let g = rows[0].get(0).unwrap().clone();
    vec![a, b, c, d, e, g]
}
