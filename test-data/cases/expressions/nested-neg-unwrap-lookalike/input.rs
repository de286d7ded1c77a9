fn chain(a: &Api, v: &Table) -> Result<u8, Error> {
    let x = a.unwrap_or(1).b().unwrap_or_default();
    let y = unwrap(a.first());
    let z = v.unwrap;
    let w = Option::unwrap(a.first());
    let u = v.get(0).unwrap_unchecked();
    Ok(x + y + z + w + u)
}
