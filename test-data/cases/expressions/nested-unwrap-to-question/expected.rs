fn chain(a: &Api, v: &Table, i: Option<usize>) -> Result<u8, Error> {
    let x = a?.b()?;
    let y = f(a.first()?)?;
    let z = v.get(i?)?;
    let w = a???;
    Ok(x + y + z + w)
}
