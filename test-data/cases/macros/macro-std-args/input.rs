use std::fmt::Write;

fn report(out: &mut String, a: Option<u8>, b: Result<u8, E>, v: &[Option<u8>]) -> fmt::Result {
    println!("a = {}", a.unwrap());
    let s = format!("{}-{}", a.unwrap(), b.clone().unwrap());
    assert!(v[0].unwrap() > 0);
    assert_eq!(v[1].unwrap(), 2, "second is {}", v[1].unwrap());
    let w = vec![a.unwrap(), v[2].unwrap()];
    dbg!(b.unwrap());
    write!(out, "{}", v.iter().map(|x| x.unwrap()).sum::<u8>())?;
    eprintln!("{s}{w:?}");
    Ok(())
}
