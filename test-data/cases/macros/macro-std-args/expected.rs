use std::fmt::Write;

fn report(out: &mut String, a: Option<u8>, b: Result<u8, E>, v: &[Option<u8>]) -> fmt::Result {
    println!("a = {}", a.expect("checked"));
    let s = format!("{}-{}", a.expect("checked"), b.clone().expect("checked"));
    assert!(v[0].expect("checked") > 0);
    assert_eq!(v[1].expect("checked"), 2, "second is {}", v[1].expect("checked"));
    let w = vec![a.expect("checked"), v[2].expect("checked")];
    dbg!(b.expect("checked"));
    write!(out, "{}", v.iter().map(|x| x.expect("checked")).sum::<u8>())?;
    eprintln!("{s}{w:?}");
    Ok(())
}
