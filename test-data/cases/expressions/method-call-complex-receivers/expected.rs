fn pick(rows: &[Vec<String>], idx: &[usize], f: impl Fn(usize) -> usize) -> Vec<String> {
    let a = rows[0][0].clone();
    let b = rows[idx[1]][f(2) + 1].clone();
    let c = names(rows).iter().map(|r| r.to_uppercase()).collect::<Vec<_>>()[idx[0] as usize].clone();
    let d = (&rows[1][..2])[{ let k = 3; k - 1 }].clone();
    let e = rows[0].get(0).cloned().unwrap_or_default();
    let g = rows[0].get(0).unwrap().clone();
    vec![a, b, c, d, e, g]
}
