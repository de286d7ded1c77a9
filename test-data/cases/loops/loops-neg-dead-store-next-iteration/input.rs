fn deltas(samples: &[i64]) -> Vec<i64> {
    let mut out = Vec::new();
    let mut prev = 0;
    for &s in samples {
        out.push(s - prev);
        prev = s;
    }
    out
}
