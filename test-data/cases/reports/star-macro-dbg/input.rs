fn calc(a: u32, b: u32) -> u32 {
    let x = dbg!(a + b);
    dbg!(a, b);
    println!("{}", dbg!(x * 2));
    x
}
