fn f(o: Option<(u8, u8, u8)>, t: Option<(u8, u8)>) {
    if let Some((x, y, z)) = o {
        use_it(x + y + z);
    }
    if let Some(pair) = t {
        use_it(pair.0);
    }
    let made = Some((1, 2));
}
