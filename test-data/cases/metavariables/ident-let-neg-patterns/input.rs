fn names(raw: &str, pair: (&str, &str), opt: Option<&str>) -> usize {
    let mut full = raw.to_string();
    let _ = raw.to_string();
    let (a, b) = (pair.0.to_string(), pair.1.to_string());
    let [c] = [raw.to_string()];
    let ref d = raw.to_string();
    let Some(e) = opt.map(|s| s.to_string()) else { return 0 };
    let f = raw.to_string().len();
    let g = raw.into_string();
    full.len() + a.len() + b.len() + c.len() + d.len() + e.len() + f + g.len()
}
