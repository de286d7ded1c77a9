fn f(v: Vec<u8>) {
    let x = v;
    println!("{}", x.len());
    drop(x);
}
