fn chain(a: &Api, v: &Table, i: Option<usize>) -> Result<u8, Error> {
    let x = a.unwrap().b().unwrap();
    let y = f(a.first().unwrap()).unwrap();
    let z = v.get(i.unwrap()).unwrap();
    let w = a.unwrap().unwrap().unwrap();
    Ok(x + y + z + w)
}
