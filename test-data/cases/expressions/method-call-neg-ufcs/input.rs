use std::borrow::ToOwned;

fn copies(raw: &str, p: &Path, rec: &Record) -> Vec<String> {
    let a = ToOwned::to_owned(raw);
    let b = str::to_owned(raw);
    let c = <str as ToOwned>::to_owned(raw);
    let d = p.to_owned_lossy();
    let e = to_owned(raw);
    let f = rec.to_owned;
    let g = rec.to_owned(1);
    vec![a, b, c, d, e, f, g]
}
